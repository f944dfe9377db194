#include "games/amazons/amazons.hpp"

namespace cgt::games {
namespace {

constexpr int kDirections[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1},
                                   {0, 1},   {1, -1}, {1, 0},  {1, 1}};

// Calls visit(r, c) for each empty cell a queen at (r, c) reaches.
template <class Board, class Visit>
void queen_moves(const Board& b, int r, int c, Visit visit) {
  auto empty = b.empty();
  for (const auto& d : kDirections)
    for (int rr = r + d[0], cc = c + d[1];
         b.contains(rr, cc) && has_cell(empty, static_cast<std::size_t>(rr * b.cols + cc));
         rr += d[0], cc += d[1])
      visit(rr, cc);
}

}  // namespace

template <class Board>
void BasicAmazons<Board>::options(const Position& p, Player who, std::vector<Position>& out) const {
  const auto& own = p.stones(who);
  for_each_cell(own, [&](std::size_t cell) {
    int r = static_cast<int>(cell / p.cols), c = static_cast<int>(cell % p.cols);
    auto from = p.cell(r, c);
    queen_moves(p, r, c, [&](int tr, int tc) {
      Position moved = p;
      moved.stones(who) = (own & ~from) | p.cell(tr, tc);
      queen_moves(moved, tr, tc, [&](int ar, int ac) {
        Position shot = moved;
        shot.blocked |= moved.cell(ar, ac);
        out.push_back(std::move(shot));
      });
    });
  });
}

template <class Board>
void BasicAmazons<Board>::components(const Position& p, std::vector<Position>& out) const {
  for_each_region(p, p.open(), /*kings=*/true, [&](const typename Board::Mask& region) {
    if (has_cells(region & p.stones())) out.push_back(restricted(p, region));
  });
}

template <class Board>
std::size_t BasicAmazons<Board>::size(const Position& p) const {
  return cell_count(p.open());
}

template <class Board>
Board amazons_position(std::string_view grid) {
  return parse_grid_board<Board>(grid, ".#XO", "amazons(grid)");
}

template struct BasicAmazons<GridBoard>;
template struct BasicAmazons<WideGridBoard>;
template GridBoard amazons_position<GridBoard>(std::string_view);
template WideGridBoard amazons_position<WideGridBoard>(std::string_view);

}  // namespace cgt::games
