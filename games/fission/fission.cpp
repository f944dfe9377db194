#include "games/fission/fission.hpp"

#include <bit>

namespace cgt::games {

void Fission::options(const Position& p, Player who, std::vector<Position>& out) const {
  int dr = who == Player::kLeft ? 1 : 0, dc = who == Player::kLeft ? 0 : 1;
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      std::uint64_t stone = p.cell(r, c);
      if (!(p.x & stone) || !p.contains(r - dr, c - dc) || !p.contains(r + dr, c + dc)) continue;
      std::uint64_t split = p.cell(r - dr, c - dc) | p.cell(r + dr, c + dc);
      if ((p.empty() & split) != split) continue;
      Position o = p;
      o.x = (p.x & ~stone) | split;
      out.push_back(o);
    }
}

void Fission::components(const Position& p, std::vector<Position>& out) const {
  for_each_region(p, p.open(), /*kings=*/false, [&](std::uint64_t region) {
    if (region & p.x) out.push_back(restricted(p, region));
  });
}

std::size_t Fission::size(const Position& p) const {
  return static_cast<std::size_t>(std::popcount(p.open()));
}

GridBoard fission_position(std::string_view grid) {
  return parse_grid_board(grid, ".#X", "fission(grid)");
}

}  // namespace cgt::games
