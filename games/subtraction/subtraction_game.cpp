#include "games/subtraction/subtraction_game.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/typed_position.hpp"

namespace cgt::games {

TakeSet take_set(const std::vector<std::int64_t>& amounts, const std::string& context,
                 const char* param) {
  TakeSet set;
  for (std::int64_t a : amounts) {
    if (a < 1 || a > SubtractionLimits::kMaxAmount)
      throw DomainError(fmt::format("{}: {} must hold amounts between 1 and {}, not {}", context,
                                    param, SubtractionLimits::kMaxAmount, a));
    set.push_back(static_cast<std::uint32_t>(a));
  }
  std::sort(set.begin(), set.end());
  set.erase(std::unique(set.begin(), set.end()), set.end());
  if (set.size() > SubtractionLimits::kMaxSetSize)
    throw DomainError(fmt::format("{}: {} may hold at most {} amounts, not {}", context, param,
                                  SubtractionLimits::kMaxSetSize, set.size()));
  return set;
}

std::string take_set_text(const TakeSet& set) {
  return fmt::format("[{}]", fmt::join(set, ","));
}

void take_options(const TakeSet& set, std::uint32_t n, std::vector<std::uint32_t>& out) {
  for (std::uint32_t s : set) {
    if (s > n) break;
    out.push_back(n - s);
  }
}

std::vector<std::uint32_t> ImpartialSubtraction::grundy_values(Position n) const {
  std::vector<std::uint32_t> g(n + 1);
  // A heap has at most kMaxSetSize options, so its Grundy value is at most kMaxSetSize.
  std::vector<bool> seen(SubtractionLimits::kMaxSetSize + 2);
  for (std::uint32_t h = 0; h <= n; ++h) {
    std::fill(seen.begin(), seen.end(), false);
    for (std::uint32_t s : set_) {
      if (s > h) break;
      seen[g[h - s]] = true;
    }
    std::uint32_t mex = 0;
    while (seen[mex]) ++mex;
    g[h] = mex;
  }
  return g;
}

std::optional<Game> ImpartialSubtraction::known_value(Position n) const {
  return nimber(grundy_values(n).back());
}

std::optional<Game> PartizanSubtraction::known_value(Position n) const {
  HeapValues& v = *values_;
  if (v.generation != game_table().generation()) {
    v.of_heap.clear();
    v.generation = game_table().generation();
  }
  std::vector<Game> left, right;
  while (v.of_heap.size() <= n) {
    const auto h = static_cast<Position>(v.of_heap.size());
    if ((h & 0x3ff) == 0) poll_interrupt();
    left.clear();
    right.clear();
    for (std::uint32_t s : left_) {
      if (s > h) break;
      left.push_back(v.of_heap[h - s]);
    }
    for (std::uint32_t s : right_) {
      if (s > h) break;
      right.push_back(v.of_heap[h - s]);
    }
    v.of_heap.push_back(canonicalise(left, right));
  }
  return v.of_heap[n];
}

AnyPosition make_subtraction_position(const TakeSet& left, const TakeSet& right, std::uint32_t n) {
  if (left == right) return make_position(ImpartialSubtraction(left), n);
  return make_position(PartizanSubtraction(left, right), n);
}

}  // namespace cgt::games
