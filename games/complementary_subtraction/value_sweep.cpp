#include "games/complementary_subtraction/value_sweep.hpp"

#include <fmt/format.h>

#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/values.hpp"

namespace cgt::games {
namespace {

constexpr std::int64_t kMaxHeap = 0xfffffff0;  // heaps are stored as 32-bit indices

void require_bound(std::int64_t upto, const char* what) {
  if (upto < 0 || upto > kMaxHeap)
    throw DomainError(
        fmt::format("{}: the heap bound must lie between 0 and {}, not {}", what, kMaxHeap, upto));
}

}  // namespace

ValueSweep::ValueSweep(SubtractionSet set) : set_(std::move(set)) {}

Game ValueSweep::value(std::int64_t h) const {
  if (h < 0 || h >= size())
    throw DomainError(fmt::format("val({}) has not been computed (heaps 0..{})", h, size() - 1));
  return values_[static_cast<std::size_t>(h)];
}

void ValueSweep::extend_to(std::int64_t upto) {
  Progress quiet;
  extend_to(upto, quiet);
}

void ValueSweep::extend_to(std::int64_t upto, Progress& progress) {
  require_bound(upto, "value sweep");
  if (upto < size()) return;
  in_set_ = set_.membership(upto);
  const std::uint8_t* in = in_set_.data();
  for (auto h = static_cast<std::uint32_t>(size()); h <= upto; ++h) {
    std::vector<Game> left, right;
    for (const auto& chain : chains_) {
      // The largest element of the chain that Left reaches (h - x in S), the smallest that
      // Right reaches (h - x not in S; x < h so h - x >= 1).
      std::size_t i = chain.size();
      while (i > 0 && !in[h - chain[i - 1]]) --i;
      std::size_t j = 0;
      while (j < chain.size() && in[h - chain[j]]) ++j;
      stats_.scan_steps += (chain.size() - i + 1) + (j + 1);
      if (i > 0) left.push_back(values_[chain[i - 1]]);
      if (j < chain.size()) right.push_back(values_[chain[j]]);
    }
    // An interrupt may strike in canonicalise() or in the comparisons that place the value;
    // both come before anything is stored, so the sweep stays whole and can be extended again.
    Game value = canonicalise(std::move(left), std::move(right));
    place_in_chain(h, value);
    progress.update(h);
  }
  stats_.chains = chains_.size();
}

void ValueSweep::place_in_chain(std::uint32_t h, Game x) {
  values_.reserve(values_.size() + 1);  // nothing can fail after the search
  for (auto& chain : chains_) {
    // Find p with chain[p-1] <= x <= chain[p]; stop at the first incomparable element met.
    std::size_t lo = 0, hi = chain.size();
    bool fits = true;
    while (lo < hi && fits) {
      std::size_t mid = (lo + hi) / 2;
      Game m = values_[chain[mid]];
      ++stats_.comparisons;
      if (leq(x, m)) {
        hi = mid;
      } else if (++stats_.comparisons, leq(m, x)) {
        lo = mid + 1;
      } else {
        fits = false;
      }
    }
    if (!fits) continue;
    // The search compared x with both neighbours of the gap it found (or the gap is at an end),
    // so chain[lo-1] <= x <= chain[lo] holds, and the chain stays totally ordered.
    chain.insert(chain.begin() + static_cast<std::ptrdiff_t>(lo), h);
    values_.push_back(x);
    return;
  }
  chains_.push_back({h});
  values_.push_back(x);
}

std::vector<Game> values_by_definition(const SubtractionSet& set, std::int64_t upto) {
  require_bound(upto, "values by definition");
  std::vector<std::uint8_t> in = set.membership(upto);
  std::vector<Game> values;
  for (std::int64_t h = 0; h <= upto; ++h) {
    std::vector<Game> left, right;
    for (std::int64_t s = 1; s <= h; ++s) (in[s] ? left : right).push_back(values[h - s]);
    values.push_back(canonicalise(std::move(left), std::move(right)));
  }
  return values;
}

}  // namespace cgt::games
