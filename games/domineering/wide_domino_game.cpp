#include "games/domineering/wide_domino_game.hpp"

#include <tuple>

#include "cgt/values.hpp"

namespace cgt::games {
namespace {

// Bit i set: cells i and i + cols (vertical) or i + 1 in the same row (horizontal) are empty.
WideBits slots(const WideGridBoard& p, bool vertical) {
  WideBits empty = p.empty();
  return empty & p.step(empty, vertical ? 0 : 2);
}

// The dominoes one orientation packs side by side when all its slots lie in lines of that
// orientation: greedy from each line's first cell (each run of L cells takes L / 2).
int packed(WideBits slots, std::size_t offset) {
  int count = 0;
  for (; has_cells(slots); ++count) {
    std::size_t first = first_cell(slots);
    slots.reset(first);
    if (first + offset < 64 * slots.words()) slots.reset(first + offset);
  }
  return count;
}

}  // namespace

template <bool kCram>
void WideDominoGame<kCram>::options(const Position& p, Player who,
                                    std::vector<Position>& out) const {
  for (bool vertical : {true, false}) {
    if (!kCram && vertical != (who == Player::kLeft)) continue;
    std::size_t offset = vertical ? p.cols : 1;
    for_each_cell(slots(p, vertical), [&](std::size_t cell) {
      Position o = p;
      o.blocked.set(cell);
      o.blocked.set(cell + offset);
      out.push_back(std::move(o));
    });
  }
}

template <bool kCram>
void WideDominoGame<kCram>::components(const Position& p, std::vector<Position>& out) const {
  for_each_region(p, p.empty(), /*kings=*/false, [&](const WideBits& region) {
    if (region.count() > 1) out.push_back(restricted(p, region));
  });
}

template <bool kCram>
WideGridBoard WideDominoGame<kCram>::normalise(const Position& p) const {
  return least_image(p, kCram ? Symmetries::kAll : Symmetries::kKeepRows, ImageOrder::kEmptyFirst);
}

template <bool kCram>
WideGridBoard WideDominoGame<kCram>::normalise(const Position& p, bool& negated) const
    requires(!kCram) {
  WideGridBoard kept = normalise(p), turned = normalise(transposed(p));
  negated = std::tuple(turned.rows, turned.cols, turned.blocked) <
            std::tuple(kept.rows, kept.cols, kept.blocked);
  return negated ? turned : kept;
}

template <bool kCram>
std::optional<Game> WideDominoGame<kCram>::known_value(const Position& p) const requires(!kCram) {
  WideBits vertical = slots(p, true), horizontal = slots(p, false);
  // Moves only take cells away: a player without a move never gets one.
  if (!has_cells(horizontal)) return integer(packed(vertical, p.cols));
  if (!has_cells(vertical)) return integer(-packed(horizontal, 1));
  return std::nullopt;
}

template <bool kCram>
std::optional<DominoBoard> WideDominoGame<kCram>::narrowed(const Position& p) const {
  if (p.area() > DominoBoard::kMaxCells) return std::nullopt;
  return DominoBoard::from_packed(p.open().word(0), p.rows, p.cols);
}

WideGridBoard parse_wide_domino_board(std::string_view text, std::string_view function) {
  return parse_grid_board<WideGridBoard>(text, ".#", function);
}

template struct WideDominoGame<false>;
template struct WideDominoGame<true>;

}  // namespace cgt::games
