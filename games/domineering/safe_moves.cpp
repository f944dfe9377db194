#include "games/domineering/safe_moves.hpp"

namespace cgt::games {

IntegerBounds domineering_integer_bounds(const DominoBoard& b) {
  const unsigned stride = b.stride();
  const std::uint64_t vertical = b.vertical_slots(), horizontal = b.horizontal_slots();
  // The cells each player can ever cover: those of its slots. (A stride of 64, the rows of a
  // 1 x 64 board, leaves no vertical slot and must not be shifted by.)
  const std::uint64_t left_cells = stride < 64 ? vertical | (vertical << stride) : 0;
  const std::uint64_t right_cells = horizontal | (horizontal << 1);
  // A slot at i covers cells i and i + offset.
  const std::uint64_t left_safe =
      stride < 64 ? vertical & ~right_cells & ~(right_cells >> stride) : 0;
  const std::uint64_t right_safe = horizontal & ~left_cells & ~(left_cells >> 1);
  return IntegerBounds{packed_dominoes(left_safe, stride) - packed_dominoes(horizontal, 1),
                       packed_dominoes(vertical, stride) - packed_dominoes(right_safe, 1)};
}

}  // namespace cgt::games
