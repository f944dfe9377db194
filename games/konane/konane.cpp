#include "games/konane/konane.hpp"

namespace cgt::games {
// Named, not anonymous: the class template's lambdas capture these types, and GCC's
// -Wsubobject-linkage rejects that when the file is compiled inside a unity source.
namespace konane_parts {

// A part of the stones and how many moves it can make on its own.
template <class Mask>
struct Part {
  Mask stones;
  int moves;
};

template <class Board>
int move_bound(const Board& b, const typename Board::Mask& stones) {
  bool both = has_cells(stones & b.x) && has_cells(stones & b.o);
  return both ? static_cast<int>(cell_count(stones)) - 1 : 0;
}

}  // namespace konane_parts

template <class Board>
void BasicKonane<Board>::options(const Position& p, Player who, std::vector<Position>& out) const {
  using Mask = typename Board::Mask;
  const Mask& theirs = p.stones(opponent(who));
  Mask empty = p.empty();
  for (int d = 0; d < 4; ++d)
    for_each_bit(p.stones(who), [&](const Mask& from) {
      Position o = p;
      Mask& mine = o.stones(who);
      Mask& captured = o.stones(opponent(who));
      mine &= ~from;
      for (Mask at = from;;) {
        Mask over = p.step(at, d), to = p.step(over, d);
        if (!has_cells(over & theirs) || !has_cells(to & empty)) break;
        captured &= ~over;
        Position landed = o;
        landed.stones(who) |= to;
        out.push_back(std::move(landed));
        at = std::move(to);
      }
    });
}

template <class Board>
void BasicKonane<Board>::components(const Position& p, std::vector<Position>& out) const {
  if (!reduce_) {
    out.push_back(p);
    return;
  }
  using Mask = typename Board::Mask;
  using konane_parts::move_bound;
  using konane_parts::Part;
  std::vector<Part<Mask>> parts;
  for_each_region(p, p.stones(), /*kings=*/false, [&](const Mask& group) {
    parts.push_back({group, move_bound(p, group)});
  });
  // Merge parts that might meet until none can.
  for (bool merged = true; merged;) {
    merged = false;
    for (std::size_t i = 0; i < parts.size() && !merged; ++i)
      for (std::size_t j = i + 1; j < parts.size() && !merged; ++j) {
        int reach = parts[i].moves + parts[j].moves + 1;
        if (!has_cells(p.dilate(parts[i].stones, reach) & parts[j].stones)) continue;
        parts[i].stones |= parts[j].stones;
        parts[i].moves = move_bound(p, parts[i].stones);
        parts.erase(parts.begin() + static_cast<std::ptrdiff_t>(j));
        merged = true;
      }
  }
  for (const Part<Mask>& part : parts) {
    if (part.moves == 0) continue;
    Mask cells = part.stones | (p.dilate(part.stones, part.moves) & p.empty());
    out.push_back(crop(block_outside(p, cells), cells));
  }
}

template <class Board>
Board BasicKonane<Board>::normalise(const Position& p) const {
  if (!reduce_) return p;
  return least_image(crop(p, p.open()), Symmetries::kAll, ImageOrder::kStonesFirst);
}

template <class Board>
std::size_t BasicKonane<Board>::size(const Position& p) const {
  return cell_count(p.stones());
}

template class BasicKonane<GridBoard>;
template class BasicKonane<WideGridBoard>;

}  // namespace cgt::games
