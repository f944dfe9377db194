#include "games/complementary_subtraction/heap_outcomes.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"

namespace cgt::games {
namespace {

Outcome outcome_of(bool left_first_wins, bool right_first_wins) {
  if (left_first_wins) return right_first_wins ? Outcome::kNext : Outcome::kLeft;
  return right_first_wins ? Outcome::kRight : Outcome::kPrevious;
}

}  // namespace

OutcomeDecision decide_outcome(Game reduced, const std::function<Difference()>& exact) {
  // Signs, not references: exact() may grow the game table.
  const int left = left_stop(reduced).sign(), right = right_stop(reduced).sign();
  std::optional<Difference> g;
  auto exact_value = [&] {
    if (!g) g = exact();
    return *g;
  };
  OutcomeDecision d;
  bool left_wins = left > 0, right_wins = right < 0;
  if (left == 0) {  // Left moving first wins iff G ≰ 0
    ++d.exact_sides;
    left_wins = !leq(exact_value().plus, exact_value().minus);
  }
  if (right == 0) {  // Right moving first wins iff G ≱ 0
    ++d.exact_sides;
    right_wins = !leq(exact_value().minus, exact_value().plus);
  }
  d.outcome = outcome_of(left_wins, right_wins);
  return d;
}

void OutcomeCounts::add(const OutcomeDecision& d) {
  ++positions;
  if (d.exact_sides == 0) ++reduced;
  if (d.exact_sides == 1) ++exact_one_side;
  if (d.exact_sides == 2) ++exact_both_sides;
  ++by_outcome[static_cast<std::size_t>(d.outcome)];
}

HeapOutcomes::HeapOutcomes(SubtractionSet set) : set_(set), exact_(std::move(set)) {
  if (!set_.beatty_sequence())
    throw DomainError("multi-heap outcomes need a Beatty subtraction set (reduced sweep)");
}

void HeapOutcomes::extend_reduced(std::int64_t upto) {
  if (upto < static_cast<std::int64_t>(reduced_.size())) return;
  if (upto > ReducedSweep::kMaxHeap)
    throw DomainError(fmt::format("heaps go up to {}, not {}", ReducedSweep::kMaxHeap, upto));
  // The reduced sweep starts from heap 0 each time, so go as far again as what is kept (at most
  // twice upto): asking for heaps one by one then costs a constant factor over one sweep. An
  // interrupt leaves a prefix of correct values.
  std::int64_t target =
      std::min(upto + static_cast<std::int64_t>(reduced_.size()), ReducedSweep::kMaxHeap);
  reduced_.clear();
  reduced_.reserve(static_cast<std::size_t>(target) + 1);
  Progress quiet;
  ReducedSweep(set_).run(target, quiet,
                         [&](std::int64_t, const HeapFacts& f) { reduced_.push_back(f.rcf()); });
}

Game HeapOutcomes::reduced(std::int64_t h) {
  if (h < 0) throw DomainError(fmt::format("a heap has at least 0 counters, not {}", h));
  return reduced_heap(h, false);
}

Game HeapOutcomes::reduced_heap(std::int64_t h, bool red) {
  extend_reduced(h);
  Game r = reduced_[static_cast<std::size_t>(h)];
  return red ? negate(r) : r;
}

OutcomeDecision HeapOutcomes::outcome(const HeapPosition& p) {
  Game reduced = game_table().zero();
  for (const auto* heaps : {&p.blue, &p.red})
    for (std::int64_t h : *heaps) {
      if (h < 0) throw DomainError(fmt::format("a heap has at least 0 counters, not {}", h));
      reduced = sum(reduced, reduced_heap(h, heaps == &p.red));
    }
  // The red heaps' exact values on the other side: blue - red <= 0 iff blue <= red.
  return decide_outcome(reduced, [&] {
    return Difference{exact_.position({p.blue, {}}), exact_.position({p.red, {}})};
  });
}

void HeapOutcomes::lay_out(int heaps, std::int64_t lo, std::int64_t hi) {
  if (heaps != 2 && heaps != 3)
    throw DomainError(fmt::format("positions of 2 or 3 heaps, not {}", heaps));
  if (lo < 1 || hi < lo)
    throw DomainError(fmt::format("heap sizes need 1 <= lo <= hi, not {}..{}", lo, hi));
  if (layout_.lo == lo && layout_.hi == hi) return;
  extend_reduced(hi);
  // Coloured heap c < 2n: a blue heap of lo + c for c < n, a red heap of lo + c - n after.
  const std::int64_t n = hi - lo + 1;
  const auto kinds = static_cast<std::size_t>(2 * n);
  layout_ = Layout{lo, hi, std::vector<Game>(kinds), std::vector<Game>(kinds, Game{kNoId})};
  for (std::size_t c = 0; c < kinds; ++c)
    layout_.reduced[c] = reduced_heap(lo + static_cast<std::int64_t>(c) % n, c >= kinds / 2);
}

Game HeapOutcomes::exact_heap(std::size_t c) {  // built only when some position needs it
  Game& e = layout_.exact[c];
  if (e.id == kNoId) {
    const std::size_t kinds = layout_.exact.size();
    Game v = exact_.value(layout_.lo + static_cast<std::int64_t>(c % (kinds / 2)));
    e = c >= kinds / 2 ? negate(v) : v;
  }
  return e;
}

std::size_t HeapOutcomes::coloured_heaps(std::int64_t lo, std::int64_t hi) {
  if (lo < 1 || hi < lo)
    throw DomainError(fmt::format("heap sizes need 1 <= lo <= hi, not {}..{}", lo, hi));
  return static_cast<std::size_t>(2 * (hi - lo + 1));
}

OutcomeCounts HeapOutcomes::count_outcomes_from(int heaps, std::int64_t lo, std::int64_t hi,
                                                std::size_t c1) {
  lay_out(heaps, lo, hi);
  const std::size_t kinds = layout_.reduced.size();
  if (c1 >= kinds)
    throw DomainError(fmt::format("the first heap is one of 0..{}, not {}", kinds - 1, c1));
  const std::vector<Game>& reduced = layout_.reduced;
  auto mirror = [&](std::size_t c) { return (c + kinds / 2) % kinds; };  // -blue h = red h
  OutcomeCounts counts;
  for (std::size_t c2 = c1; c2 < kinds; ++c2) {
    Game pair_reduced = sum(reduced[c1], reduced[c2]);
    std::optional<Game> pair_exact;  // the exact sum of the first two heaps, once needed
    auto exact_pair = [&] {
      if (!pair_exact) pair_exact = sum(exact_heap(c1), exact_heap(c2));
      return *pair_exact;
    };
    if (heaps == 2) {
      counts.add(decide_outcome(pair_reduced, [&] {
        return Difference{exact_heap(c1), exact_heap(mirror(c2))};
      }));
      continue;
    }
    for (std::size_t c3 = c2; c3 < kinds; ++c3)
      counts.add(decide_outcome(sum(pair_reduced, reduced[c3]), [&] {
        return Difference{exact_pair(), exact_heap(mirror(c3))};
      }));
    poll_interrupt();
  }
  return counts;
}

OutcomeCounts HeapOutcomes::count_outcomes(int heaps, std::int64_t lo, std::int64_t hi,
                                           Progress& progress) {
  lay_out(heaps, lo, hi);
  OutcomeCounts counts;
  for (std::size_t c1 = 0; c1 < coloured_heaps(lo, hi); ++c1) {
    counts += count_outcomes_from(heaps, lo, hi, c1);
    progress.update(c1 + 1);
  }
  return counts;
}

void OutcomeCounts::operator+=(const OutcomeCounts& o) {
  positions += o.positions;
  reduced += o.reduced;
  exact_one_side += o.exact_one_side;
  exact_both_sides += o.exact_both_sides;
  for (std::size_t i = 0; i < by_outcome.size(); ++i) by_outcome[i] += o.by_outcome[i];
}

}  // namespace cgt::games
