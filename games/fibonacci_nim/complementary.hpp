// Complementary values (paper 000, Theorem 17 and Table 1): the b >= 0 with
// (n_1, ..., n_k, b; infinity) in P. Theorem 17 says there is at most one; there may be none
// (Theorem 19: (3, 4) has none), and no bound on b is known (Remark 18, Question 21), so every
// search here states the bound it searched.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <variant>

#include "games/fibonacci_nim/global_solver.hpp"
#include "games/fibonacci_nim/three_pile_table.hpp"

namespace cgt::games {

// The complementary value of `piles` among b = 0 .. bound, through the (memoising) solver,
// which must use MoveDynamic::kFibonacci.
std::optional<std::int64_t> complementary_value(std::span<const std::int64_t> piles,
                                                std::int64_t bound, GlobalSolver& solver);

// The complementary values of all pairs n1, n2 <= max_pile, b searched up to `bound`, from one
// three-pile table, with 16-bit cells while the bound allows (below 65535: half the memory)
// and 32-bit cells beyond. The constructor makes the table (the costly, sequential part);
// value() scans b in it, so that shards of rows share one table and scan only their rows.
class ComplementaryTable {
 public:
  ComplementaryTable(Pile max_pile, Pile bound, Progress& progress);

  std::optional<Pile> value(Pile n1, Pile n2) const;
  Pile max_pile() const { return max_pile_; }
  Pile bound() const { return bound_; }
  // T(a, b, c) of the table (three-pile_table.hpp).
  Take take(Pile a, Pile b, Pile c) const;
  std::size_t memory_bytes() const;

 private:
  Pile max_pile_, bound_;
  std::variant<CompactThreePileTakeTable, ThreePileTakeTable> takes_;
};

}  // namespace cgt::games
