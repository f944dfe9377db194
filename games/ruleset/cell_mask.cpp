#include "games/ruleset/cell_mask.hpp"

namespace cgt::games {

std::uint64_t reversed(std::uint64_t m, std::size_t length) {
  if (length == 0) return 0;
  // Swap ever larger halves, then drop the cells the reversal moved below 64 - length.
  m = (m >> 1 & 0x5555555555555555ull) | (m & 0x5555555555555555ull) << 1;
  m = (m >> 2 & 0x3333333333333333ull) | (m & 0x3333333333333333ull) << 2;
  m = (m >> 4 & 0x0f0f0f0f0f0f0f0full) | (m & 0x0f0f0f0f0f0f0f0full) << 4;
  m = __builtin_bswap64(m);
  return m >> (64 - length);
}

}  // namespace cgt::games
