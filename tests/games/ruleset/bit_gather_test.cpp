#include "games/ruleset/bit_gather.hpp"

#include <catch2/catch.hpp>
#include <random>

using namespace cgt::games;

namespace {

// The definitions, one bit position at a time: the k-th set bit of the mask takes (deposit) or
// gives (extract) bit k.
std::uint64_t deposit_by_position(std::uint64_t x, std::uint64_t mask) {
  std::uint64_t out = 0;
  for (int i = 0, k = 0; i < 64; ++i)
    if ((mask >> i) & 1) out |= ((x >> k++) & 1) << i;
  return out;
}

std::uint64_t extract_by_position(std::uint64_t x, std::uint64_t mask) {
  std::uint64_t out = 0;
  for (int i = 0, k = 0; i < 64; ++i)
    if ((mask >> i) & 1) out |= ((x >> i) & 1) << k++;
  return out;
}

}  // namespace

TEST_CASE("deposit and extract follow their definitions, with and without BMI2") {
  std::mt19937_64 rng(20261126);
  for (int trial = 0; trial < 20000; ++trial) {
    std::uint64_t x = rng(), mask = rng();
    if (trial % 3 == 1) mask &= rng();  // sparser masks too
    if (trial % 3 == 2) mask = trial % 2 ? ~0ull : 0;
    INFO(x << " under " << mask);
    CHECK(deposit_bits(x, mask) == deposit_by_position(x, mask));
    CHECK(deposit_bits_portable(x, mask) == deposit_by_position(x, mask));
    CHECK(extract_bits(x, mask) == extract_by_position(x, mask));
    CHECK(extract_bits_portable(x, mask) == extract_by_position(x, mask));
  }
}
