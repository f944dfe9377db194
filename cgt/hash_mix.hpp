// The hash mixers of every table and digest: splitmix64's finaliser (Steele, Lea and Flood,
// "Fast splittable pseudorandom number generators", 2014), alone and with its increment, and a
// combine that folds one more value into a running hash.
#pragma once

#include <cstdint>

namespace cgt {

// Spreads every bit of x over the whole word (splitmix64's finaliser). Report checksums are
// sums of it: changing it changes every checksum written.
constexpr std::uint64_t mix_bits(std::uint64_t x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// splitmix64 of x (the golden-ratio increment, then the finaliser): 0 does not map to 0.
constexpr std::uint64_t mix_hash(std::uint64_t x) { return mix_bits(x + 0x9e3779b97f4a7c15ull); }

// The running hash h with v folded in (for lists of values, in order).
constexpr std::uint64_t hash_combine(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xbf58476d1ce4e5b9ull;
  return h ^ (h >> 31);
}

}  // namespace cgt
