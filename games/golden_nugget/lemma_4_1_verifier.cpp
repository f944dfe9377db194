// gn-lemma-4.1: paper 004's Lemma 4.1, {1/2 | 0} <= rcf(h) <= 1 for every heap h > 0, on the
// reduced forms of the reduced sweep. As printed (in the text of the paper this project has)
// the order is the ordinary <=, which fails: rcf(2) = {1|0} is confused with 1, and
// rcf(3) = 1/2 with {1/2|0}. The proof works in the Inf-order (its "<=_I"), and
// gn-lemma-4.1-corrected checks {1/2 | 0} <=_Inf rcf(h) <=_Inf 1. Each distinct rcf is compared
// once.
#include <fmt/format.h>

#include <unordered_map>

#include "cgt/big_int.hpp"
#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/values.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "games/golden_nugget/verifiers.hpp"
#include "games/sharding/sweep_resumption.hpp"
#include "games/statement_checks.hpp"
#include "reduce/inf_order.hpp"

namespace cgt::games {
namespace {

Report run_lemma(std::int64_t upto, Progress& progress, bool inf_order,
                 SweepCheckpoint* checkpoint) {
  Report report;
  StatementChecks c(report);
  auto& lower = c.statement(inf_order ? "{1/2 | 0} <=_Inf rcf(h)" : "{1/2 | 0} <= rcf(h)");
  auto& upper = c.statement(inf_order ? "rcf(h) <=_Inf 1" : "rcf(h) <= 1");
  const Game bottom = canonicalise({number(make_dyadic(BigInt(1), 1))}, {zero()}), one = integer(1);
  auto below = [&](Game g, Game h) { return inf_order ? reduce::inf_leq(g, h) : leq(g, h); };
  std::unordered_map<std::uint32_t, std::pair<bool, bool>> known;  // rcf -> (lower, upper)
  // The tallies are the whole state: `known` only spares comparisons, and refills.
  SweepResumption resumption(
      checkpoint, [&] { return c.state_json(); },
      [&](const JsonValue& state) { c.restore(state); });
  ReducedSweep(SubtractionSet::golden_nugget())
      .run(
          upto, progress,
          [&](std::int64_t h, const HeapFacts& f) {
            if (h == 0) return;
            Game r = f.rcf();
            auto [it, added] = known.try_emplace(r.id);
            if (added) it->second = {below(bottom, r), below(r, one)};
            auto fail = [&](const char* what) {
              return [=] {
                return Failure{
                    fmt::format("h = {}: rcf(h) = {}, {}", h, to_string(r, Style::kPretty), what),
                    {{"h", std::to_string(h)}, {"rcf", to_string(r, Style::kPretty)}}};
              };
            };
            c.check(lower, it->second.first, fail("not above {1/2|0}"));
            c.check(upper, it->second.second, fail("not below 1"));
          },
          resumption.hooks());
  c.finish();
  return report;
}

}  // namespace

Verifier golden_nugget_lemma_4_1_verifier(bool corrected) {
  return Verifier{corrected ? "gn-lemma-4.1-corrected" : "gn-lemma-4.1",
                  corrected ? "Lemma 4.1 in the Inf-order: {1/2|0} <=_Inf rcf(h) <=_Inf 1"
                            : "Lemma 4.1 as printed: {1/2|0} <= rcf(h) <= 1",
                  "paper 004, Lemma 4.1",
                  1'000'000,
                  ReducedSweep::kMaxHeap,
                  [corrected](std::int64_t upto, Progress& progress) {
                    return run_lemma(upto, progress, corrected, nullptr);
                  },
                  [corrected](std::int64_t upto, Progress& progress, SweepCheckpoint& checkpoint) {
                    return run_lemma(upto, progress, corrected, &checkpoint);
                  }};
}

}  // namespace cgt::games
