#include "games/clobber/clobber.hpp"

#include <bit>

namespace cgt::games {

void Clobber::options(const Position& p, Player who, std::vector<Position>& out) const {
  std::uint64_t mine = p.stones(who), targets = cannibal_ ? p.stones() : p.stones(opponent(who));
  for (int d = 0; d < 4; ++d) {
    int back = d ^ 1;  // directions come in opposite pairs: up/down, left/right
    for_each_bit(p.step(mine, d) & targets, [&](std::uint64_t target) {
      std::uint64_t source = p.step(target, back);
      Position o = p;
      std::uint64_t& own = o.stones(who);
      std::uint64_t& other = o.stones(opponent(who));
      own = (own & ~source) | target;
      other &= ~target;
      out.push_back(o);
    });
  }
}

std::string Clobber::name() const {
  return std::string(cannibal_ ? "cannibalclobber" : "clobber") + (reduce_ ? "" : " (whole)");
}

void Clobber::components(const Position& p, std::vector<Position>& out) const {
  if (!reduce_) {
    out.push_back(p);
    return;
  }
  std::uint64_t rest = p.stones();
  while (rest) {
    std::uint64_t group = p.group(p.stones(), rest & (~rest + 1));
    rest &= ~group;
    bool has_moves = cannibal_ ? std::popcount(group) > 1 : (group & p.x) && (group & p.o);
    if (!has_moves) continue;
    Position part = p;
    part.x &= group;
    part.o &= group;
    out.push_back(crop(part, group));
  }
}

Clobber::Position Clobber::normalise(const Position& p) const {
  if (!reduce_) return p;
  return least_image(crop(p, p.stones()), Symmetries::kAll, ImageOrder::kStonesFirst);
}

std::size_t Clobber::size(const Position& p) const {
  return static_cast<std::size_t>(std::popcount(p.stones()));
}

GridBoard parse_clobber(std::string_view text, std::string_view function) {
  return parse_grid_board(text, ".XO", function);
}

}  // namespace cgt::games
