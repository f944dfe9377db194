// The hash mixer of the misère tables (splitmix64's finaliser): one place for the impartial and
// the dicot tables, which hash their option lists with it.
#pragma once

#include <cstdint>

namespace cgt::misere {

inline std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

}  // namespace cgt::misere
