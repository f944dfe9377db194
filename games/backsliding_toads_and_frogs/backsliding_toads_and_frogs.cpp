#include "games/backsliding_toads_and_frogs/backsliding_toads_and_frogs.hpp"

namespace cgt::games {

void BackslidingToadsAndFrogs::options(const Position& p, Player who,
                                       std::vector<Position>& out) const {
  // Right's moves are Left's in the mirror image.
  if (who == Player::kRight) {
    std::vector<Position> mirrored;
    options(mirror(p), Player::kLeft, mirrored);
    for (const Position& q : mirrored) out.push_back(mirror(q));
    return;
  }
  std::uint64_t empty = p.empty();
  for (std::uint64_t toads = p.left; toads; toads &= toads - 1) {
    std::uint64_t at = toads & -toads;
    auto move_to = [&](std::uint64_t to) {
      Position q = p;
      q.left = (q.left & ~at) | to;
      out.push_back(q);
    };
    if ((at << 1) & empty) move_to(at << 1);                          // forward
    if ((at >> 1) & empty) move_to(at >> 1);                          // back
    if (((at << 1) & p.right) && ((at << 2) & empty)) move_to(at << 2);  // jump a frog
  }
}

}  // namespace cgt::games
