// The inner scan of the search for a heap's open values (grundy_sequence.cpp): once only a few
// values are still open, it reads the pairs (a, rest - a) of the splits of a heap 16 at a time
// and compares their nim-sums g(a) ^ g(rest - a) with those few values, with SIMD: SSE2 (the
// x86-64 baseline) or AVX2 where the processor has it (asked once, at start-up). Officers' heaps
// read 2,000 to 8,000 pairs each, most of them with one or two values open.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace cgt::games {

// Pairs are read in blocks of this many, and the most open values a scan compares with.
inline constexpr std::size_t kPairBlock = 16;
inline constexpr std::size_t kMostScannedValues = 8;

// How a scan reads: with the best SIMD of the processor, with SSE2 alone, or pair by pair (the
// tests compare them all).
enum class PairScan { kBest, kSse2, kPortable };

// For the blocks b = 0 .. blocks - 1 of pairs (a + 16b + i, rest - a - 16b - i), i < 16, for each
// rest of `rests`: the first block in which some pair's g(a') ^ g(rest - a') is one of `wanted`
// (1 to kMostScannedValues values), or `blocks` if none. The caller keeps every pair's indices in
// range (a' >= 0 and rest - a' < the values' size). T: std::uint8_t or std::uint16_t.
template <class T>
std::size_t first_block_with(const T* g, std::span<const std::size_t> rests, std::size_t a,
                             std::size_t blocks, std::span<const std::uint32_t> wanted,
                             PairScan how = PairScan::kBest);

}  // namespace cgt::games
