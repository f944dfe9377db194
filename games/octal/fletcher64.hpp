// Fletcher's checksum with 32-bit words and 64-bit result (Fletcher-64: two running sums modulo
// 2^32 - 1, the second summing the first), the checksum of a Grundy sequence fed one value a
// word: runs that print the same checksum for the same number of heaps computed the same values
// (up to the checksum's collisions), whatever machine, threads or resumptions they had.
#pragma once

#include <cstdint>

namespace cgt::games {

class Fletcher64 {
 public:
  void update(std::uint32_t word) {
    low_ += word;
    if (low_ >= kModulus) low_ -= kModulus;
    high_ += low_;
    if (high_ >= kModulus) high_ -= kModulus;
  }
  std::uint64_t value() const { return high_ << 32 | low_; }

 private:
  static constexpr std::uint64_t kModulus = 0xffffffffULL;
  std::uint64_t low_ = 0, high_ = 0;
};

}  // namespace cgt::games
