// Grundy values G(n, r) of one-pile Fibonacci nim, in the convention of paper 002 (section 2.4,
// Table 1): 0 <= r <= n, a position (n, r) with r > n is (n, n), and
//   G(n, r) = mex { G(n - s, min(2s, n - s)) : 1 <= s <= r },   G(n, 0) = 0.
//
// For a fixed n the set in the mex only grows with r, so G(n, .) is a non-decreasing step
// function and each row is computed incrementally: one new option value per r and a mex
// pointer that only moves up (O(n) per row, not O(n) per entry). Rows are stored as their
// steps, which keeps n <= 10^4 (50 million entries) in a few megabytes.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "cgt/progress.hpp"

namespace cgt::games {

class FibonacciNimGrundy {
 public:
  struct Step {
    std::uint32_t from_r;  // G(n, r) = value for from_r <= r < the next step's from_r
    std::uint32_t value;
  };

  // Computes rows 0 .. max_n; DomainError unless 0 <= max_n <= 200000.
  FibonacciNimGrundy(std::int64_t max_n, Progress& progress);

  // G(n, r) for 0 <= n <= max_n, r >= 0 (capped at n); DomainError outside.
  std::uint32_t value(std::int64_t n, std::int64_t r) const;

  // Row n as its steps, the first at r = 0.
  std::span<const Step> row(std::int64_t n) const;

  std::int64_t max_n() const { return static_cast<std::int64_t>(row_start_.size()) - 2; }
  std::size_t memory_bytes() const;

 private:
  std::uint32_t lookup(std::size_t n, std::uint32_t r) const;

  std::vector<Step> steps_;
  std::vector<std::size_t> row_start_;  // row n is steps_[row_start_[n] .. row_start_[n + 1])
};

}  // namespace cgt::games
