// Grundy sequences straight from Winning Ways' definition of a code, for tests: every move of
// every heap enumerated, no sparse space, no shared code with games/octal.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace cgt::test {

// g(0..heaps-1) of the game whose digit k is digits[k]; unequal: two-heap splits must differ.
inline std::vector<std::uint32_t> definition_sequence(const std::vector<int>& digits,
                                                      std::size_t heaps, bool unequal = false) {
  std::vector<std::uint32_t> g(heaps, 0);
  std::uint32_t most = 0;
  for (std::size_t n = 1; n < heaps; ++n) {
    // Option values are nim-sums of values up to `most`, so below this power of two.
    std::vector<char> seen(std::bit_ceil(most + 1) + 1, 0);
    for (std::size_t k = 0; k < digits.size() && k <= n; ++k) {
      const std::size_t r = n - k;  // tokens left, to be shared among 0 to 3 heaps
      if ((digits[k] & 1) && k > 0 && r == 0) seen.at(0) = 1;
      if ((digits[k] & 2) && k > 0 && r > 0) seen.at(g[r]) = 1;
      for (std::size_t a = 1; a < r && (digits[k] & 4); ++a)
        if (!(unequal && 2 * a == r)) seen.at(g[a] ^ g[r - a]) = 1;
      for (std::size_t a = 1; a < r && (digits[k] & 8); ++a)
        for (std::size_t b = 1; a + b < r; ++b) seen.at(g[a] ^ g[b] ^ g[r - a - b]) = 1;
    }
    while (seen.at(g[n])) ++g[n];
    most = std::max(most, g[n]);
  }
  return g;
}

}  // namespace cgt::test
