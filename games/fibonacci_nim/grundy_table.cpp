#include "games/fibonacci_nim/grundy_table.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/error.hpp"

namespace cgt::games {

FibonacciNimGrundy::FibonacciNimGrundy(std::int64_t max_n, Progress& progress) {
  if (max_n < 0 || max_n > 200'000)
    throw DomainError(
        fmt::format("Fibonacci nim Grundy table: n must lie between 0 and "
                    "200000, not {}",
                    max_n));
  const auto rows = static_cast<std::size_t>(max_n) + 1;
  row_start_.reserve(rows + 1);
  // seen[v] says whether v is among the option values of the current row so far; a mex
  // over at most r values is at most r, so n + 2 flags suffice.
  std::vector<std::uint8_t> seen(rows + 2, 0);
  for (std::size_t n = 0; n < rows; ++n) {
    row_start_.push_back(steps_.size());
    std::fill(seen.begin(), seen.begin() + static_cast<std::ptrdiff_t>(n + 2), 0);
    std::uint32_t mex = 0;
    steps_.push_back({0, 0});
    for (std::uint32_t r = 1; r <= n; ++r) {
      const std::size_t rest = n - r;
      seen[lookup(rest, static_cast<std::uint32_t>(std::min<std::size_t>(2 * r, rest)))] = 1;
      std::uint32_t before = mex;
      while (seen[mex]) ++mex;
      if (mex != before) steps_.push_back({r, mex});
    }
    progress.update(n);
  }
  row_start_.push_back(steps_.size());
}

std::uint32_t FibonacciNimGrundy::lookup(std::size_t n, std::uint32_t r) const {
  auto begin = steps_.begin() + static_cast<std::ptrdiff_t>(row_start_[n]);
  auto end = steps_.begin() + static_cast<std::ptrdiff_t>(row_start_[n + 1]);
  // The last step starting at or before r.
  auto it = std::upper_bound(begin + 1, end, r,
                             [](std::uint32_t x, const Step& s) { return x < s.from_r; });
  return (it - 1)->value;
}

std::uint32_t FibonacciNimGrundy::value(std::int64_t n, std::int64_t r) const {
  if (n < 0 || n > max_n() || r < 0)
    throw DomainError(
        fmt::format("G(n, r): need 0 <= n <= {} and r >= 0, not ({}, {})", max_n(), n, r));
  return lookup(static_cast<std::size_t>(n), static_cast<std::uint32_t>(std::min(r, n)));
}

std::span<const FibonacciNimGrundy::Step> FibonacciNimGrundy::row(std::int64_t n) const {
  if (n < 0 || n > max_n())
    throw DomainError(fmt::format("Grundy row: need 0 <= n <= {}, not {}", max_n(), n));
  return std::span<const Step>(steps_).subspan(row_start_[n], row_start_[n + 1] - row_start_[n]);
}

std::size_t FibonacciNimGrundy::memory_bytes() const {
  return steps_.capacity() * sizeof(Step) + row_start_.capacity() * sizeof(std::size_t);
}

}  // namespace cgt::games
