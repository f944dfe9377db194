#include "games/ruleset/bit_gather.hpp"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace cgt::games {

std::uint64_t deposit_bits_portable(std::uint64_t x, std::uint64_t mask) {
  std::uint64_t out = 0;
  for (std::uint64_t bit = 1; mask; mask &= mask - 1, bit <<= 1)
    if (x & bit) out |= mask & -mask;
  return out;
}

std::uint64_t extract_bits_portable(std::uint64_t x, std::uint64_t mask) {
  std::uint64_t out = 0;
  for (std::uint64_t bit = 1; mask; mask &= mask - 1, bit <<= 1)
    if (x & mask & -mask) out |= bit;
  return out;
}

namespace {

#if defined(__x86_64__)
__attribute__((target("bmi2"))) std::uint64_t deposit_bmi2(std::uint64_t x, std::uint64_t mask) {
  return _pdep_u64(x, mask);
}
__attribute__((target("bmi2"))) std::uint64_t extract_bmi2(std::uint64_t x, std::uint64_t mask) {
  return _pext_u64(x, mask);
}
// Asked in a static initializer, hence the explicit init (the features are read at start-up).
const bool kHasBmi2 = (__builtin_cpu_init(), __builtin_cpu_supports("bmi2"));
#endif

}  // namespace

std::uint64_t deposit_bits(std::uint64_t x, std::uint64_t mask) {
#if defined(__x86_64__)
  if (kHasBmi2) return deposit_bmi2(x, mask);
#endif
  return deposit_bits_portable(x, mask);
}

std::uint64_t extract_bits(std::uint64_t x, std::uint64_t mask) {
#if defined(__x86_64__)
  if (kHasBmi2) return extract_bmi2(x, mask);
#endif
  return extract_bits_portable(x, mask);
}

}  // namespace cgt::games
