#include "games/wythoff/wythoff_game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "cgt/error.hpp"
#include "games/number_theory/wythoff_sequences.hpp"

namespace cgt::games {

bool wythoff_is_p(std::int64_t a, std::int64_t b) {
  if (a < 0 || b < 0)
    throw DomainError(fmt::format("Wythoff's game: piles must be >= 0, not ({}, {})", a, b));
  if (a > b) std::swap(a, b);
  if (a == 0) return b == 0;
  std::optional<std::int64_t> n = wythoff_a_inverse(a);
  return n && b - a == *n;  // B(n) - A(n) = n
}

WythoffGrundyTable::WythoffGrundyTable(std::int64_t max_pile, Progress& progress) {
  if (max_pile < 0 || max_pile > 4000)
    throw DomainError(
        fmt::format("Wythoff Grundy table: the piles must lie between 0 and 4000, "
                    "not {}",
                    max_pile));
  side_ = static_cast<std::size_t>(max_pile) + 1;
  values_.resize(side_ * side_);
  // G(a, b) <= a + b (a mex over at most a + b values), so 2 * side bits per line suffice.
  const std::size_t words = (2 * side_ + 63) / 64;
  using Bits = std::vector<std::uint64_t>;
  std::vector<Bits> row(side_, Bits(words)), column(side_, Bits(words)),
      diagonal(2 * side_, Bits(words));  // diagonal index a - b + side
  for (std::size_t a = 0; a < side_; ++a) {
    for (std::size_t b = 0; b < side_; ++b) {
      Bits& r = row[a];
      Bits& c = column[b];
      Bits& d = diagonal[a + side_ - b];
      std::uint32_t g = 0;
      for (std::size_t w = 0; w < words; ++w) {
        std::uint64_t taken = r[w] | c[w] | d[w];
        if (taken != ~std::uint64_t{0}) {
          g = static_cast<std::uint32_t>(64 * w + std::countr_one(taken));
          break;
        }
      }
      values_[a * side_ + b] = g;
      for (Bits* line : {&r, &c, &d}) (*line)[g / 64] |= std::uint64_t{1} << (g % 64);
    }
    progress.update(a);
  }
}

std::uint32_t WythoffGrundyTable::value(std::int64_t a, std::int64_t b) const {
  if (a < 0 || b < 0 || a > max_pile() || b > max_pile())
    throw DomainError(fmt::format("Wythoff Grundy value ({}, {}): piles must lie between 0 and {}",
                                  a, b, max_pile()));
  return values_[static_cast<std::size_t>(a) * side_ + static_cast<std::size_t>(b)];
}

}  // namespace cgt::games
