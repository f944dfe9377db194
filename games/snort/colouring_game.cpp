#include "games/snort/colouring_game.hpp"

#include <bit>

namespace cgt::games {

template <ColouringRule kRule>
std::uint64_t colourable(const GridBoard& p, Player who) {
  bool forbid_x = (who == Player::kLeft) == (kRule == ColouringRule::kCol);
  return p.empty() & ~p.neighbours(forbid_x ? p.x : p.o);
}

template <ColouringRule kRule>
void ColouringGame<kRule>::options(const Position& p, Player who,
                                   std::vector<Position>& out) const {
  for (std::uint64_t cells = colourable<kRule>(p, who); cells; cells &= cells - 1) {
    std::uint64_t cell = cells & (~cells + 1);
    Position o = p;
    o.stones(who) |= cell;
    out.push_back(o);
  }
}

template <ColouringRule kRule>
void ColouringGame<kRule>::components(const Position& p, std::vector<Position>& out) const {
  std::uint64_t live = colourable<kRule>(p, Player::kLeft) | colourable<kRule>(p, Player::kRight);
  for_each_region(p, live, /*kings=*/false, [&](std::uint64_t region) {
    out.push_back(restricted(p, region | (p.neighbours(region) & p.stones())));
  });
}

template <ColouringRule kRule>
std::size_t ColouringGame<kRule>::size(const Position& p) const {
  return static_cast<std::size_t>(
      std::popcount(colourable<kRule>(p, Player::kLeft) | colourable<kRule>(p, Player::kRight)));
}

template struct ColouringGame<ColouringRule::kSnort>;
template struct ColouringGame<ColouringRule::kCol>;
template std::uint64_t colourable<ColouringRule::kSnort>(const GridBoard&, Player);
template std::uint64_t colourable<ColouringRule::kCol>(const GridBoard&, Player);

}  // namespace cgt::games
