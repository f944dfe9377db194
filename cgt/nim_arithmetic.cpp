#include "cgt/nim_arithmetic.hpp"

namespace cgt {
namespace {

// a (x) b for a, b < 2^(2 half).
std::uint64_t product(std::uint64_t a, std::uint64_t b, unsigned half) {
  if (a < 2 || b < 2) return a * b;
  while (half > 1 && (a >> half) == 0 && (b >> half) == 0) half /= 2;
  std::uint64_t low_mask = (std::uint64_t{1} << half) - 1;
  std::uint64_t a1 = a >> half, a0 = a & low_mask, b1 = b >> half, b0 = b & low_mask;
  unsigned quarter = half / 2 > 0 ? half / 2 : 1;
  std::uint64_t top = product(a1, b1, quarter);
  std::uint64_t high = top ^ product(a1, b0, quarter) ^ product(a0, b1, quarter);
  std::uint64_t half_f = std::uint64_t{1} << (half - 1);  // F / 2
  std::uint64_t low = product(a0, b0, quarter) ^ product(top, half_f, quarter);
  return (high << half) ^ low;
}

}  // namespace

std::uint64_t nim_product(std::uint64_t a, std::uint64_t b) { return product(a, b, 32); }

}  // namespace cgt
