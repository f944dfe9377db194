#include "games/domineering/domineering.hpp"

#include <algorithm>
#include <bit>

#include "cgt/values.hpp"

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

// Regions with more slots (both players' together) than this are ordered by the bounds; smaller
// ones only by the slots a move touches. Scoring every move by the bounds costs more than it
// saves on small regions: the 20 random 8x8 boards of the benchmarks took 2.45 s of CPU ordered
// by the bounds everywhere, 1.84 s with this threshold and 1.92 s in the build that ordered by
// the slots alone (commit 6d50727; medians of 5, 2026-11-29), while the empty 7x7 board
// searches 104,992 positions against 104,299.
constexpr int kOrderSlots = 30;

// Moves best first by the balance of the option (domineering_balance in safe_moves.hpp), from
// the mover's side (in regions of more than kOrderSlots slots): it grows with the mover's safe
// and packed moves and shrinks with the opponent's, as the scores of Domineering solvers do
// (Bullock's Obsequi). Ties go to the move
// that takes away more of the opponent's slots and fewer of the mover's own. The dominated
// moves are left out.
void Domineering::search_options(const Position& p, Player who, std::vector<Position>& out) const {
  bool vertical = who == Player::kLeft;
  std::uint64_t own = vertical ? p.vertical_slots() : p.horizontal_slots();
  std::uint64_t undominated = own & ~dominated_slots(p, vertical);
  std::uint64_t theirs = vertical ? p.horizontal_slots() : p.vertical_slots();
  unsigned offset = vertical ? p.stride() : 1, across = vertical ? 1 : p.stride();
  // A slot at i covers cells i and i + step: the slots touching cells c and c + offset start
  // at c, c + offset and one step before each (a step of 64, the rows of a 1 x 64 board,
  // reaches no cell).
  auto touching = [](std::uint64_t slots, std::uint64_t cells, unsigned step) {
    return std::popcount(slots & (cells | (step < 64 ? cells >> step : 0)));
  };
  struct Scored {
    int score;
    Position option;
  };
  thread_local std::vector<Scored> scored;
  scored.clear();
  const bool large = std::popcount(own) + std::popcount(theirs) > kOrderSlots;
  for (std::uint64_t rest = undominated; rest; rest &= rest - 1) {
    std::uint64_t slot = rest & -rest, cells = slot | (slot << offset);
    Position option = p.placed(slot, offset);
    int bounds = 0;
    if (large) bounds = vertical ? domineering_balance(option) : -domineering_balance(option);
    int slots = 2 * touching(theirs, cells, across) - touching(own, cells, offset);
    scored.push_back({bounds * 64 + slots, option});
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const Scored& a, const Scored& b) { return a.score > b.score; });
  out.reserve(out.size() + scored.size());
  for (const Scored& s : scored) out.push_back(s.option);
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
