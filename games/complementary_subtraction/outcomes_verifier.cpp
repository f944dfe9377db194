// cs-outcomes: paper 004, section 6.
//   - Theorem 6.1: for an irrational 1 < alpha < 2, in the complementary subtraction game where
//     Left removes floor(k alpha) and Right the rest, a heap n >= 1 is a Left win (L) when n lies
//     in the Beatty sequence and a next-player win (N) otherwise. Checked for several quadratic
//     alphas on every heap up to the bound with the reduced sweep's outcomes (stops and two
//     bits), and on the first heaps against outcome(val(h)).
//   - Example 6.2: Left removes odd numbers, Right even ones: val(h) = 1/2^((h-1)/2) for odd h,
//     val(h) = f(h) = {1 | 0, f(h-2)} for even h (f(0) = 0, built here by its recurrence), so odd
//     heaps are L and even heaps N.
// Each sweep keeps its own tallies, and the report is theirs in order. With --out DIR each
// sweep of Theorem 6.1 saves checkpoints of its own (NAME.sweep-K.checkpoint: its facts and
// tallies), so that a resumed run skips the finished sweeps and continues the one it stopped
// in (games/sharding/sweep_checkpoint.hpp); Example 6.2, short, runs again.
#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <optional>

#include "cgt/big_int.hpp"
#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/values.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"
#include "games/complementary_subtraction/verifiers.hpp"
#include "games/sharding/sweep_resumption.hpp"
#include "games/statement_checks.hpp"

namespace cgt::games {
namespace {

constexpr std::int64_t kValueCrossCheck = 2000;  // heaps whose val(h) is also computed
constexpr std::int64_t kExampleBound = 5000;     // Example 6.2 runs on canonical forms

Report theorem_6_1(const QuadraticIrrational& alpha, std::int64_t upto, Progress& progress,
                   SweepCheckpoint* checkpoint) {
  Report report;
  StatementChecks c(report);
  SubtractionSet set = SubtractionSet::beatty(alpha);
  std::string name = "alpha = " + alpha.to_string();
  auto& in_s = c.statement(name + ": heaps in S are L");
  auto& out_s = c.statement(name + ": heaps not in S are N");
  auto& cross = c.statement(name + ": sweep outcome = outcome(val(h))");
  SweepResumption resumption(
      checkpoint, [&] { return c.state_json(); },
      [&](const JsonValue& state) { c.restore(state); });
  if (resumption.saved_steps() > upto) {  // finished: its saves hold every heap's tallies
    c.finish();
    return report;
  }
  ValueSweep values(set);
  if (resumption.saved_steps() <= kValueCrossCheck)
    values.extend_to(std::min(upto, kValueCrossCheck));
  auto visit = [&](std::int64_t h, const HeapFacts& f) {
    Outcome o = f.outcome();
    if (h <= kValueCrossCheck)
      c.check(cross, o == outcome(values.value(h)), [&] {
        return Failure{fmt::format("{}: h = {}: the sweep's outcome is not val(h)'s", name, h),
                       {{"h", std::to_string(h)}}};
      });
    if (h == 0) return;
    bool member = set.contains(h);
    c.check(member ? in_s : out_s, o == (member ? Outcome::kLeft : Outcome::kNext), [&] {
      return Failure{fmt::format("{}: h = {} has outcome {}", name, h, outcome_letter(o)),
                     {{"h", std::to_string(h)}, {"outcome", std::string(1, outcome_letter(o))}}};
    });
  };
  ReducedSweep(set).run(upto, progress, visit, resumption.hooks());
  c.finish();
  return report;
}

Report example_6_2(std::int64_t upto) {
  Report report;
  StatementChecks c(report);
  auto& odd = c.statement("Example 6.2: val(h) = 1/2^((h-1)/2) for odd h");
  auto& even = c.statement("Example 6.2: val(h) = f(h) = {1 | 0, f(h-2)} for even h >= 2");
  auto& outcomes = c.statement("Example 6.2: odd heaps L, even heaps >= 2 N");
  std::int64_t bound = std::min(upto, kExampleBound);
  ValueSweep values(SubtractionSet::odd_numbers());
  values.extend_to(bound);
  Game f = zero();  // f(h - 2)
  for (std::int64_t h = 1; h <= bound; ++h) {
    Game v = values.value(h);
    Game expected;
    if (h % 2 == 1) {
      expected = number(make_dyadic(BigInt(1), static_cast<std::uint32_t>((h - 1) / 2)));
    } else {
      f = canonicalise({integer(1)}, {zero(), f});
      expected = f;
    }
    c.check(h % 2 ? odd : even, v == expected, [&] {
      return Failure{fmt::format("h = {}: val = {}, the closed form gives {}", h,
                                 to_string(v, Style::kPretty), to_string(expected, Style::kPretty)),
                     {{"h", std::to_string(h)}}};
    });
    Outcome want = h % 2 ? Outcome::kLeft : Outcome::kNext;
    c.check(outcomes, outcome(v) == want, [&] {
      return Failure{fmt::format("h = {}: outcome {}", h, outcome_letter(outcome(v))),
                     {{"h", std::to_string(h)}}};
    });
  }
  c.finish();
  return report;
}

Report run_outcomes(std::int64_t upto, Progress& progress, SweepCheckpoint* checkpoint) {
  Report report;
  const QuadraticIrrational alphas[] = {
      QuadraticIrrational::golden_ratio(),     QuadraticIrrational::from_surd(0, 2, 1),
      QuadraticIrrational::from_surd(0, 3, 1), QuadraticIrrational::from_surd(1, 7, 2),
      QuadraticIrrational::from_surd(3, 5, 4), QuadraticIrrational::from_surd(2, 2, 2)};
  for (std::size_t k = 0; k < std::size(alphas); ++k) {
    std::optional<SweepCheckpoint> sweep;
    if (checkpoint) sweep.emplace(checkpoint->part(fmt::format("sweep-{}", k + 1)));
    report.append(theorem_6_1(alphas[k], upto, progress, sweep ? &*sweep : nullptr));
  }
  report.append(example_6_2(upto));
  return report;
}

}  // namespace

Verifier complementary_subtraction_outcomes_verifier() {
  return Verifier{
      "cs-outcomes",
      "Theorem 6.1 for six quadratic alphas, and Example 6.2's closed forms",
      "paper 004, Theorem 6.1 and Example 6.2",
      100000,
      ReducedSweep::kMaxHeap,
      [](std::int64_t upto, Progress& progress) { return run_outcomes(upto, progress, nullptr); },
      [](std::int64_t upto, Progress& progress, SweepCheckpoint& checkpoint) {
        return run_outcomes(upto, progress, &checkpoint);
      }};
}

void register_complementary_subtraction_verifiers(VerifierRegistry& registry) {
  registry.add(complementary_subtraction_outcomes_verifier());
}

}  // namespace cgt::games
