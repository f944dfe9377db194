#include "games/clobber/clobber.hpp"

namespace cgt::games {

template <class Board>
void BasicClobber<Board>::options(const Position& p, Player who, std::vector<Position>& out) const {
  using Mask = typename Board::Mask;
  const Mask& mine = p.stones(who);
  Mask targets = cannibal_ ? p.stones() : p.stones(opponent(who));
  for (int d = 0; d < 4; ++d) {
    int back = d ^ 1;  // directions come in opposite pairs: up/down, left/right
    for_each_bit(p.step(mine, d) & targets, [&](const Mask& target) {
      Mask source = p.step(target, back);
      Position o = p;
      Mask& own = o.stones(who);
      Mask& other = o.stones(opponent(who));
      own = (own & ~source) | target;
      other &= ~target;
      out.push_back(std::move(o));
    });
  }
}

template <class Board>
std::string BasicClobber<Board>::name() const {
  return std::string(cannibal_ ? "cannibalclobber" : "clobber") + (reduce_ ? "" : " (whole)");
}

template <class Board>
void BasicClobber<Board>::components(const Position& p, std::vector<Position>& out) const {
  if (!reduce_) {
    out.push_back(p);
    return;
  }
  for_each_region(p, p.stones(), /*kings=*/false, [&](const typename Board::Mask& group) {
    bool has_moves =
        cannibal_ ? cell_count(group) > 1 : has_cells(group & p.x) && has_cells(group & p.o);
    if (!has_moves) return;
    Position part = p;
    part.x &= group;
    part.o &= group;
    out.push_back(crop(part, group));
  });
}

template <class Board>
Board BasicClobber<Board>::normalise(const Position& p) const {
  if (!reduce_) return p;
  return least_image(crop(p, p.stones()), Symmetries::kAll, ImageOrder::kStonesFirst);
}

template <class Board>
Board BasicClobber<Board>::normalise(const Position& p, bool& negated) const {
  negated = false;
  if (!reduce_) return p;
  return least_signed_image(crop(p, p.stones()), Symmetries::kAll, ImageOrder::kStonesFirst,
                            negated);
}

template <class Board>
std::size_t BasicClobber<Board>::size(const Position& p) const {
  return cell_count(p.stones());
}

template class BasicClobber<GridBoard>;
template class BasicClobber<WideGridBoard>;

}  // namespace cgt::games
