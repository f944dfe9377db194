#include "games/complementary_subtraction/heap_sums.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"

namespace cgt::games {

HeapSums::HeapSums(SubtractionSet set) : sweep_(std::move(set)) {}

Game HeapSums::value(std::int64_t h) {
  if (h < 0) throw DomainError(fmt::format("a heap has at least 0 counters, not {}", h));
  sweep_.extend_to(h);
  return sweep_.value(h);
}

Game HeapSums::running_sum(std::int64_t k, Progress& progress) {
  if (k < 0) throw DomainError(fmt::format("S(k) needs k >= 0, not {}", k));
  if (running_.empty()) running_.push_back(game_table().zero());
  sweep_.extend_to(k);
  if (running_.size() <= static_cast<std::size_t>(k))
    progress.start("sums", static_cast<std::uint64_t>(k));
  for (auto j = static_cast<std::int64_t>(running_.size()); j <= k; ++j) {
    running_.push_back(sum(running_.back(), sweep_.value(j)));
    progress.update(j);
  }
  return running_[static_cast<std::size_t>(k)];
}

Game HeapSums::position(const HeapPosition& p) {
  std::vector<std::int64_t> blue = p.blue, red = p.red;
  std::sort(blue.begin(), blue.end());
  std::sort(red.begin(), red.end());
  Game total = game_table().zero();
  for (std::int64_t h : blue) total = sum(total, value(h));
  for (std::int64_t h : red) total = sum(total, negate(value(h)));
  return total;
}

}  // namespace cgt::games
