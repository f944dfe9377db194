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
const bool kHasBmi2 = __builtin_cpu_supports("bmi2");
#else
constexpr bool kHasBmi2 = false;
std::uint64_t deposit_bmi2(std::uint64_t x, std::uint64_t mask) {
  return deposit_portable(x, mask);
}
std::uint64_t extract_bmi2(std::uint64_t x, std::uint64_t mask) {
  return extract_portable(x, mask);
}
#endif

}  // namespace

std::uint64_t deposit_bits(std::uint64_t x, std::uint64_t mask) {
  return kHasBmi2 ? deposit_bmi2(x, mask) : deposit_bits_portable(x, mask);
}

std::uint64_t extract_bits(std::uint64_t x, std::uint64_t mask) {
  return kHasBmi2 ? extract_bmi2(x, mask) : extract_bits_portable(x, mask);
}

}  // namespace cgt::games
