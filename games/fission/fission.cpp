#include "games/fission/fission.hpp"

namespace cgt::games {

template <class Board>
void BasicFission<Board>::options(const Position& p, Player who, std::vector<Position>& out) const {
  int dr = who == Player::kLeft ? 1 : 0, dc = who == Player::kLeft ? 0 : 1;
  auto empty = p.empty();
  for_each_cell(p.x, [&](std::size_t cell) {
    int r = static_cast<int>(cell / p.cols), c = static_cast<int>(cell % p.cols);
    if (!p.contains(r - dr, c - dc) || !p.contains(r + dr, c + dc)) return;
    auto split = p.cell(r - dr, c - dc) | p.cell(r + dr, c + dc);
    if ((empty & split) != split) return;
    Position o = p;
    o.x = (p.x & ~p.cell(r, c)) | split;
    out.push_back(std::move(o));
  });
}

template <class Board>
void BasicFission<Board>::components(const Position& p, std::vector<Position>& out) const {
  for_each_region(p, p.open(), /*kings=*/false, [&](const typename Board::Mask& region) {
    if (has_cells(region & p.x)) out.push_back(restricted(p, region));
  });
}

template <class Board>
std::size_t BasicFission<Board>::size(const Position& p) const {
  return cell_count(p.open());
}

template <class Board>
Board fission_position(std::string_view grid) {
  return parse_grid_board<Board>(grid, ".#X", "fission(grid)");
}

template struct BasicFission<GridBoard>;
template struct BasicFission<WideGridBoard>;
template GridBoard fission_position<GridBoard>(std::string_view);
template WideGridBoard fission_position<WideGridBoard>(std::string_view);

}  // namespace cgt::games
