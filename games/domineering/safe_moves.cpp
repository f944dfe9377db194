#include "games/domineering/safe_moves.hpp"

#include <bit>

namespace cgt::games {

namespace {

// The cells of the slots at `slots`, each covering cells i and i + offset (an offset of 64, the
// column step of a 1 x 64 board, has no slots and must not be shifted by).
std::uint64_t slot_cells(std::uint64_t slots, unsigned offset) {
  return offset < 64 ? slots | (slots << offset) : 0;
}

// The slots at `slots` that cover none of `cells`.
std::uint64_t slots_clear_of(std::uint64_t slots, std::uint64_t cells, unsigned offset) {
  return offset < 64 ? slots & ~cells & ~(cells >> offset) : 0;
}

// The moves the player owning `own` (slots of step `offset`) can be sure to make, by the proof
// in the header: its safe moves packed, plus a third of its other moves packed.
int sure_moves(std::uint64_t own, unsigned offset, std::uint64_t theirs, unsigned their_offset) {
  const std::uint64_t safe =
      packed_slots(slots_clear_of(own, slot_cells(theirs, their_offset), offset), offset);
  const std::uint64_t rest = slots_clear_of(own, slot_cells(safe, offset), offset);
  return std::popcount(safe) + packed_dominoes(rest, offset) / 3;
}

}  // namespace

IntegerBounds domineering_integer_bounds(const DominoBoard& b) {
  const unsigned stride = b.stride();
  const std::uint64_t vertical = b.vertical_slots(), horizontal = b.horizontal_slots();
  return IntegerBounds{
      sure_moves(vertical, stride, horizontal, 1) - packed_dominoes(horizontal, 1),
      packed_dominoes(vertical, stride) - sure_moves(horizontal, 1, vertical, stride)};
}

}  // namespace cgt::games
