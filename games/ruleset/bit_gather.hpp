// Scattering and gathering the bits of a word under a mask (x86's pdep and pext): how grid
// bitboards change row width (a board's rows packed edge to edge, or one row per byte) without a
// loop over the rows. One instruction each where the processor has BMI2 (asked once); a loop
// over the mask's bits elsewhere.
#pragma once

#include <cstdint>

namespace cgt::games {

// The low bits of x, in order, moved to the positions of mask's bits.
std::uint64_t deposit_bits(std::uint64_t x, std::uint64_t mask);
// The bits of x at the positions of mask's bits, packed in order into the low bits.
std::uint64_t extract_bits(std::uint64_t x, std::uint64_t mask);

// The loops over the mask's bits that stand in without BMI2 (public for the tests, which compare
// them with the instructions).
std::uint64_t deposit_bits_portable(std::uint64_t x, std::uint64_t mask);
std::uint64_t extract_bits_portable(std::uint64_t x, std::uint64_t mask);

}  // namespace cgt::games
