#include "games/snort/colouring_game.hpp"

namespace cgt::games {

template <ColouringRule kRule, class Board>
typename Board::Mask colourable(const Board& p, Player who) {
  bool forbid_x = (who == Player::kLeft) == (kRule == ColouringRule::kCol);
  return p.empty() & ~p.neighbours(forbid_x ? p.x : p.o);
}

template <ColouringRule kRule, class Board>
void ColouringGame<kRule, Board>::options(const Position& p, Player who,
                                          std::vector<Position>& out) const {
  for_each_bit(colourable<kRule>(p, who), [&](const typename Board::Mask& cell) {
    Position o = p;
    o.stones(who) |= cell;
    out.push_back(std::move(o));
  });
}

template <ColouringRule kRule, class Board>
void ColouringGame<kRule, Board>::components(const Position& p, std::vector<Position>& out) const {
  auto live = colourable<kRule>(p, Player::kLeft) | colourable<kRule>(p, Player::kRight);
  for_each_region(p, live, /*kings=*/false, [&](const typename Board::Mask& region) {
    out.push_back(restricted(p, region | (p.neighbours(region) & p.stones())));
  });
}

template <ColouringRule kRule, class Board>
std::size_t ColouringGame<kRule, Board>::size(const Position& p) const {
  return cell_count(colourable<kRule>(p, Player::kLeft) | colourable<kRule>(p, Player::kRight));
}

template struct ColouringGame<ColouringRule::kSnort, GridBoard>;
template struct ColouringGame<ColouringRule::kCol, GridBoard>;
template struct ColouringGame<ColouringRule::kSnort, WideGridBoard>;
template struct ColouringGame<ColouringRule::kCol, WideGridBoard>;
template std::uint64_t colourable<ColouringRule::kSnort>(const GridBoard&, Player);
template std::uint64_t colourable<ColouringRule::kCol>(const GridBoard&, Player);
template WideBits colourable<ColouringRule::kSnort>(const WideGridBoard&, Player);
template WideBits colourable<ColouringRule::kCol>(const WideGridBoard&, Player);

}  // namespace cgt::games
