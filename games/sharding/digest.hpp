// The hashes behind a report's checksum and a file's identity: FNV-1a over bytes, and a 64-bit
// finaliser (splitmix64) that spreads a digest well before digests are summed.
#pragma once

#include <cstdint>
#include <string_view>

#include "cgt/hash_mix.hpp"

namespace cgt::games {

constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;

inline std::uint64_t fnv1a(std::uint64_t h, std::string_view bytes) {
  for (unsigned char c : bytes) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

using cgt::mix_bits;  // spreads a digest before digests are summed

}  // namespace cgt::games
