#include "games/fibonacci_nim/power_of_two_nim.hpp"

namespace cgt::games {

std::optional<std::uint64_t> smallest_binary_part(std::uint64_t n) {
  if (n == 0) return std::nullopt;
  return n & (~n + 1);
}

bool theorem22_predicts_p(std::span<const std::int64_t> piles, std::optional<std::int64_t> limit) {
  std::uint64_t x = 0;
  for (std::int64_t n : piles) x ^= static_cast<std::uint64_t>(n);
  std::optional<std::uint64_t> sb = smallest_binary_part(x);
  if (!sb) return true;
  return limit && *sb > static_cast<std::uint64_t>(*limit);
}

}  // namespace cgt::games
