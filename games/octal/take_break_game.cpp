#include "games/octal/take_break_game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "cgt/error.hpp"
#include "cgt/values.hpp"

namespace cgt::games {
namespace {

constexpr std::size_t kFirstHeaps = 256;  // the first sequence computed, then doubled

}  // namespace

HeapGrundyValues::HeapGrundyValues(TakeBreakRules rules, std::string name)
    : sequence_(rules), name_(std::move(name)), three_way_(rules.max_heaps_left() >= 3) {}

std::size_t HeapGrundyValues::limit(std::size_t max_heaps) const {
  if (three_way_) return std::min(max_heaps, kMaxComputedHeapThreeWay);
  return std::min(max_heaps, sequence_.values().streamed() ? kMaxStreamedHeaps : kMaxPeriodHeaps);
}

std::uint32_t HeapGrundyValues::of(std::uint64_t heap) {
  const std::size_t max_heaps = limit(kMaxComputedHeap);
  Progress quiet;
  while (!period_ && heap >= sequence_.size()) {
    if (sequence_.size() >= max_heaps)
      throw LimitError(fmt::format(
          "{}: the Grundy value of a heap of {} is out of reach: no period is proven within the "
          "first {} heaps, the most computed",
          name_, heap, max_heaps));
    extend(std::min(2 * sequence_.size(), max_heaps), quiet);
  }
  if (period_ && heap >= period_->preperiod)
    return sequence_[period_->preperiod + (heap - period_->preperiod) % period_->period];
  return sequence_[heap];
}

std::optional<Periodicity> HeapGrundyValues::periodicity(std::size_t max_heaps) {
  Progress quiet;
  return periodicity(max_heaps, quiet);
}

std::optional<Periodicity> HeapGrundyValues::periodicity(std::size_t max_heaps,
                                                         Progress& progress) {
  const std::size_t most = limit(max_heaps);
  if (resumed_ && target_ <= most) extend(target_, progress);  // the step a checkpoint broke
  resumed_ = false;
  while (!period_ && sequence_.size() < most) {
    std::size_t next = 2 * sequence_.size();
    if (likely_period_) {
      std::size_t needed =
          periodicity_bound(sequence_.rules(), likely_period_->preperiod, likely_period_->period) +
          likely_period_->period;
      // At least 1/16 more heaps, so that a period broken again and again costs few searches.
      next = std::clamp(needed, sequence_.size() + sequence_.size() / 16, next);
    }
    extend(std::min(next, most), progress);
  }
  return period_;
}

// Computes up to `heaps` heaps (at least kFirstHeaps) and looks for a period in them.
void HeapGrundyValues::extend(std::size_t heaps, Progress& progress) {
  heaps = std::max(heaps, kFirstHeaps);
  target_ = heaps;
  progress.start(fmt::format("{}: Grundy values of heaps up to {}", name_, heaps - 1), heaps);
  sequence_.extend_to(heaps, progress);
  progress.finish();
  PeriodSearch found = search_periodicity(sequence_.rules(), sequence_.values());
  period_ = found.proven;
  likely_period_ = found.likely;
}

void HeapGrundyValues::restore(SequenceValues values, const GrundySequence::SparseChoice& choice,
                               const SearchState& state) {
  sequence_.restore(std::move(values), choice);
  target_ = state.target;
  likely_period_ = state.likely;
  period_.reset();
  resumed_ = target_ != 0;
}

TakeBreakGame::TakeBreakGame(TakeBreakRules rules, std::string name, std::string heap_call)
    : rules_(std::move(rules)),
      name_(std::move(name)),
      heap_call_(std::move(heap_call)),
      values_(std::make_shared<HeapGrundyValues>(rules_, name_)) {}

std::uint64_t TakeBreakGame::hash(const Position& p) {
  std::uint64_t h = p.size();
  for (std::uint32_t heap : p) h = mix_hash(h ^ heap);
  return h;
}

void TakeBreakGame::options(const Position& p, Player, std::vector<Position>& out) const {
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (i > 0 && p[i] == p[i - 1]) continue;  // the same moves as its twin
    if (p[i] > kMaxListedHeap)
      throw LimitError(
          fmt::format("{}: the options of a heap of {} are too many to list (heaps "
                      "up to {})",
                      name_, p[i], kMaxListedHeap));
    for_each_heap_move(rules_, p[i], [&](const std::vector<std::uint32_t>& parts) {
      Position option;
      option.reserve(p.size() + parts.size() - 1);
      for (std::size_t j = 0; j < p.size(); ++j)
        if (j != i) option.push_back(p[j]);
      option.insert(option.end(), parts.begin(), parts.end());
      std::sort(option.begin(), option.end());
      out.push_back(std::move(option));
    });
  }
}

std::string TakeBreakGame::text(const Position& p) const {
  return p.empty() ? "0" : fmt::format("{}", fmt::join(p, "+"));
}

std::string TakeBreakGame::expression(const Position& p) const {
  if (p.empty()) return fmt::format(fmt::runtime(heap_call_), 0);
  std::string out;
  for (std::uint32_t heap : p)
    out += (out.empty() ? "" : " + ") + fmt::format(fmt::runtime(heap_call_), heap);
  return out;
}

void TakeBreakGame::components(const Position& p, std::vector<Position>& out) const {
  for (std::uint32_t heap : p) out.push_back(Position{heap});
}

std::optional<Game> TakeBreakGame::known_value(const Position& p) const {
  return nimber(grundy(p));
}

std::size_t TakeBreakGame::size(const Position& p) const {
  return std::accumulate(p.begin(), p.end(), std::size_t{0});
}

std::uint64_t TakeBreakGame::grundy(const Position& p) const {
  std::uint64_t g = 0;
  for (std::uint32_t heap : p) g ^= values_->of(heap);
  return g;
}

}  // namespace cgt::games
