#include "games/amazons/amazons.hpp"

#include <bit>

namespace cgt::games {
namespace {

constexpr int kDirections[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1},
                                   {0, 1},   {1, -1}, {1, 0},  {1, 1}};

// Calls visit(r, c) for each empty cell a queen at (r, c) reaches.
template <class Visit>
void queen_moves(const GridBoard& b, int r, int c, Visit visit) {
  std::uint64_t empty = b.empty();
  for (const auto& d : kDirections)
    for (int rr = r + d[0], cc = c + d[1]; b.contains(rr, cc) && (empty & b.cell(rr, cc));
         rr += d[0], cc += d[1])
      visit(rr, cc);
}

}  // namespace

void Amazons::options(const Position& p, Player who, std::vector<Position>& out) const {
  std::uint64_t own = p.stones(who);
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      std::uint64_t from = p.cell(r, c);
      if (!(own & from)) continue;
      queen_moves(p, r, c, [&](int tr, int tc) {
        std::uint64_t to = p.cell(tr, tc);
        Position moved = p;
        moved.stones(who) = (own & ~from) | to;
        queen_moves(moved, tr, tc, [&](int ar, int ac) {
          Position shot = moved;
          shot.blocked |= moved.cell(ar, ac);
          out.push_back(shot);
        });
      });
    }
}

void Amazons::components(const Position& p, std::vector<Position>& out) const {
  for_each_region(p, p.open(), /*kings=*/true, [&](std::uint64_t region) {
    if (region & p.stones()) out.push_back(restricted(p, region));
  });
}

std::size_t Amazons::size(const Position& p) const {
  return static_cast<std::size_t>(std::popcount(p.open()));
}

GridBoard amazons_position(std::string_view grid) {
  return parse_grid_board(grid, ".#XO", "amazons(grid)");
}

}  // namespace cgt::games
