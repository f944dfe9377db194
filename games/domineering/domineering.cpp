#include "games/domineering/domineering.hpp"

#include <algorithm>
#include <bit>

#include "cgt/values.hpp"
#include "games/domineering/move_order.hpp"

namespace cgt::games {

namespace {

void append_placements(const DominoBoard& p, bool vertical, std::uint64_t own,
                       std::vector<DominoBoard>& out) {
  unsigned offset = vertical ? p.stride() : 1;
  out.reserve(out.size() + static_cast<std::size_t>(std::popcount(own)));  // one allocation
  for (; own; own &= own - 1) out.push_back(p.placed(own & -own, offset));
}

}  // namespace

void Domineering::options(const Position& p, Player who, std::vector<Position>& out) const {
  bool vertical = who == Player::kLeft;
  append_placements(p, vertical, vertical ? p.vertical_slots() : p.horizontal_slots(), out);
}

void Domineering::undominated_options(const Position& p, Player who,
                                      std::vector<Position>& out) const {
  bool vertical = who == Player::kLeft;
  std::uint64_t own = vertical ? p.vertical_slots() : p.horizontal_slots();
  append_placements(p, vertical, own & ~dominated_slots(p, vertical), out);
}

// The moves best first (order_moves in move_order.hpp), the dominated moves left out.
void Domineering::search_options(const Position& p, Player who, std::vector<Position>& out) const {
  bool vertical = who == Player::kLeft;
  std::uint64_t own = vertical ? p.vertical_slots() : p.horizontal_slots();
  thread_local std::vector<ScoredMove<DominoBoard>> scored;
  order_moves(p, vertical, own & ~dominated_slots(p, vertical), scored);
  out.reserve(out.size() + scored.size());
  for (const ScoredMove<DominoBoard>& s : scored) out.push_back(s.option);
}

std::optional<Game> Domineering::known_value(const Position& p) const {
  std::uint64_t vertical = p.vertical_slots(), horizontal = p.horizontal_slots();
  // Moves only take cells away, so a player without a move never gets one: the other player
  // makes as many moves as fit side by side, and the value is that integer.
  if (horizontal == 0) return integer(packed_dominoes(vertical, p.stride()));
  if (vertical == 0) return integer(-packed_dominoes(horizontal, 1));
  return std::nullopt;
}

void Domineering::conditional_splits(const Position& p,
                                     std::vector<ConditionalSplit<Position>>& out) const {
  thread_local std::vector<DominoBridge> bridges;  // most regions met have bridges: no allocation
  bridges.clear();
  domino_bridges(p, bridges);
  auto board = [&](std::uint64_t cells) { return DominoBoard{cells, p.rows, p.cols}; };
  for (const DominoBridge& b : bridges) {
    bool first_smaller = std::popcount(b.first) <= std::popcount(b.second);
    std::uint64_t small = first_smaller ? b.first : b.second, large = b.first ^ b.second ^ small;
    if (first_smaller ? b.first_straight : b.second_straight)
      out.push_back({board(small | b.cell), board(small), board(large | b.cell)});
  }
}

std::size_t Domineering::size(const Position& p) const {
  return static_cast<std::size_t>(std::popcount(p.empty));
}

}  // namespace cgt::games
