#include "games/domineering/wide_domino_game.hpp"

#include <bit>
#include <tuple>

#include "cgt/values.hpp"
#include "games/domineering/domineering.hpp"
#include "games/domineering/move_order.hpp"

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

// The board p as a DominoBoard128, when it has at most 128 cells.
std::optional<DominoBoard128> board128(const WideGridBoard& p) {
  if (p.area() > DominoBoard128::kMaxCells) return std::nullopt;
  const WideBits empty = p.empty();
  return DominoBoard128{Mask128{empty.word(0)} | Mask128{empty.word(1)} << 64,
                        static_cast<std::uint8_t>(p.rows), static_cast<std::uint8_t>(p.cols)};
}

// WideDomineering::integer_bounds (a free function: Clang 14 instantiates the constrained
// members for Cram too, where calling another of them fails).
IntegerBounds wide_integer_bounds(const WideGridBoard& p) {
  if (std::optional<DominoBoard128> b = board128(p)) return domineering_integer_bounds(*b);
  // The bound of safe_moves.hpp with no safe move and no other slot counted: Right makes at
  // most the r dominoes it packs, so value >= -r; Left alike.
  return IntegerBounds{-packed(slots(p, false), 1), packed(slots(p, true), p.cols)};
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
IntegerBounds WideDominoGame<kCram>::integer_bounds(const Position& p) const requires(!kCram) {
  return wide_integer_bounds(p);
}

template <bool kCram>
IntegerBounds WideDominoGame<kCram>::sum_integer_bounds(std::span<const Position> parts,
                                                        std::span<IntegerBounds> each) const
    requires(!kCram) {
  thread_local std::vector<DominoBoard128> boards;
  boards.clear();
  for (const Position& p : parts) {
    std::optional<DominoBoard128> b = board128(p);
    if (!b) break;
    boards.push_back(*b);
  }
  if (boards.size() == parts.size()) return domineering_sum_bounds(boards, each);
  // A part past 128 cells: the sum of the parts' own bounds.
  IntegerBounds total;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    each[i] = wide_integer_bounds(parts[i]);
    total += each[i];
  }
  return total;
}

template <bool kCram>
std::optional<OptionBound> WideDominoGame<kCram>::option_bound(const Position& p, Player who) const
    requires(!kCram) {
  if (std::optional<DominoBoard128> b = board128(p))
    return domineering_option_bound(*b, who == Player::kLeft);
  return std::nullopt;
}

template <bool kCram>
void WideDominoGame<kCram>::search_options(const Position& p, Player who,
                                           std::vector<Position>& out) const requires(!kCram) {
  const bool vertical = who == Player::kLeft;
  const std::size_t offset = vertical ? p.cols : 1;
  // The option of p with a domino on cell i of its rows (packed edge to edge) and i + offset.
  auto place = [&](std::size_t cell) {
    Position o = p;
    o.blocked.set(cell);
    o.blocked.set(cell + offset);
    out.push_back(std::move(o));
  };
  if (std::optional<DominoBoard> small = narrowed(p)) {
    thread_local std::vector<DominoBoard> options;
    options.clear();
    Domineering{}.search_options(*small, who, options);
    const unsigned stride = small->stride();
    for (const DominoBoard& o : options) {
      const auto i = static_cast<unsigned>(std::countr_zero(small->empty & ~o.empty));
      place(std::size_t{i / stride} * p.cols + i % stride);
    }
  } else if (std::optional<DominoBoard128> b = board128(p)) {
    thread_local std::vector<ScoredMove<DominoBoard128>> scored;
    order_moves(*b, vertical, vertical ? b->vertical_slots() : b->horizontal_slots(), scored);
    for (const ScoredMove<DominoBoard128>& s : scored) {
      const auto low = static_cast<std::uint64_t>(s.slot);
      place(low ? std::countr_zero(low)
                : 64 + std::countr_zero(static_cast<std::uint64_t>(s.slot >> 64)));
    }
  } else {
    options(p, who, out);
  }
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
