// gn-main-theorem: paper 004's Main Theorem 2.2 on every heap h <= N. The reduced sweep gives
// rcf(h) (and val(h) where it is a number) from the options' facts alone, in O(log N) per heap;
// the class of h comes from listing each class by its defining formula (heap_classes.hpp):
//   (i) h in B: rcf {1|0}; (ii) h in ÂB_0: rcf 1; (iii) h in Q \ {0}: val(h) a number in
//   [1/2, 1), val(F_{2n+3} - 2) = std::to_string(n), val(F_{2n+4} - 2) = q(n); (iv) h in G(n): rcf
//   {1|std::to_string(n)}.
// For the first heaps the sweep's facts are also compared with val(h) computed by the value
// sweep and reduced by reduce::rcf(), so the fast path is checked against the slow one.
// With --out DIR the run saves checkpoints (the sweep's facts and the tallies so far) and
// resumes from them (games/sharding/sweep_checkpoint.hpp).
#include <fmt/format.h>

#include <map>
#include <optional>

#include "cgt/big_int.hpp"
#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/values.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"
#include "games/golden_nugget/heap_classes.hpp"
#include "games/golden_nugget/s_q_sequences.hpp"
#include "games/golden_nugget/verifiers.hpp"
#include "games/sharding/sweep_resumption.hpp"
#include "games/statement_checks.hpp"
#include "reduce/reduced_canonical_form.hpp"

namespace cgt::games {
namespace {

using Statement = StatementChecks::Statement;

constexpr std::int64_t kValueCrossCheck = 3000;  // heaps whose val(h) is also computed

std::string pretty(Game g) {
  return to_string(g, Style::kPretty);
}

Failure failure(std::int64_t h, std::string what, std::string got, std::string expected) {
  return Failure{
      fmt::format("h = {}: {}", h, what),
      {{"h", std::to_string(h)}, {"got", std::move(got)}, {"expected", std::move(expected)}}};
}

// Whether the sweep's facts of a heap are those of its canonical form v.
bool facts_match(const HeapFacts& f, Game v) {
  return f.is_number == is_number(v) && f.left_stop == left_stop(v) &&
         f.right_stop == right_stop(v) && f.below_left_stop == leq(v, number(left_stop(v))) &&
         f.above_right_stop == leq(number(right_stop(v)), v) && f.rcf() == reduce::rcf(v);
}

// The tallies of the heaps of class G(n), by n, as JSON [[n, count], ...] and back.
std::string switches_json(const std::map<int, std::uint64_t>& per_n) {
  std::string out;
  for (auto [n, count] : per_n) out += fmt::format("{}[{}, {}]", out.empty() ? "" : ", ", n, count);
  return "[" + out + "]";
}

std::map<int, std::uint64_t> switches_from_json(const JsonValue& json) {
  std::map<int, std::uint64_t> per_n;
  for (const JsonValue& pair : json.as_array()) {
    if (pair.as_array().size() != 2) throw DomainError("gn-main-theorem: a saved tally is no pair");
    per_n[static_cast<int>(pair.items[0].as_int())] = pair.items[1].as_uint();
  }
  return per_n;
}

Report run_main_theorem(std::int64_t upto, Progress& progress, SweepCheckpoint* checkpoint) {
  Report report;
  StatementChecks c(report);
  Statement& s1 = c.statement("(i) h in B: rcf(h) = {1|0}");
  Statement& s2 = c.statement("(ii) h in AB_0+1: rcf(h) = 1");
  Statement& s3 = c.statement("(iii) h in Q\\{0}: val(h) a number in [1/2, 1)");
  Statement& s4 = c.statement("(iv) h in G(n): rcf(h) = {1|s(n)}");
  Statement& ss = c.statement("(iii) val(F_{2n+3} - 2) = s(n)");
  Statement& sq = c.statement("(iii) val(F_{2n+4} - 2) = q(n)");
  Statement& classes = c.statement("every heap lies in one of the four classes");
  Statement& cross = c.statement("sweep facts = facts of val(h), rcf = rcf(val(h))");

  std::map<int, std::uint64_t> per_n;

  SweepResumption resumption(
      checkpoint,
      [&] {
        return fmt::format(R"({{"checks": {}, "switches": {}}})", c.state_json(),
                           switches_json(per_n));
      },
      [&](const JsonValue& state) {  // the tallies so far: the last save's count
        c.restore(state.at("checks"));
        per_n = switches_from_json(state.at("switches"));
      });

  ValueSweep values(SubtractionSet::golden_nugget());
  if (resumption.saved_steps() <= kValueCrossCheck)
    values.extend_to(std::min(upto, kValueCrossCheck));
  const Game one = integer(1), switch_1_0 = canonicalise({one}, {zero()});
  const Dyadic half = make_dyadic(BigInt(1), 1);
  std::map<int, Game> switch_forms;  // {1 | s(n)} by n

  HeapClassTable classes_of(upto);
  ReducedSweep sweep(SubtractionSet::golden_nugget());
  auto switch_1_s = [&](int n) {  // {1 | s(n)}, made once
    auto it = switch_forms.find(n);
    if (it == switch_forms.end())
      it = switch_forms.emplace(n, canonicalise({one}, {number(golden_nugget_s(n))})).first;
    return it->second;
  };
  auto visit = [&](std::int64_t h, const HeapFacts& f) {
    // First what may stop at Ctrl-C (comparisons, canonicalise), then the tallies: a stop
    // leaves no trace of heap h (see ReducedSweep::run).
    bool cross_checked = h <= kValueCrossCheck;
    bool cross_holds = cross_checked && facts_match(f, values.value(h));
    HeapKind kind = h == 0 ? HeapKind::kUnclassified : classes_of.kind(h);
    int switch_n = kind == HeapKind::kSwitch ? classes_of.n(h) : 0;
    Game expected = kind == HeapKind::kSwitch ? switch_1_s(switch_n) : Game{kNoId};
    if (cross_checked)
      c.check(cross, cross_holds, [&] {
        return failure(h, "the sweep's facts differ from val(h)", pretty(f.rcf()),
                       pretty(reduce::rcf(values.value(h))));
      });
    if (auto n = fibonacci_odd_minus_two_index(h))
      c.check(ss, f.is_number && f.left_stop == golden_nugget_s(*n), [&] {
        return failure(h, fmt::format("val(F_{} - 2) should be s({})", 2 * *n + 3, *n),
                       pretty(f.rcf()), golden_nugget_s(*n).to_string());
      });
    if (auto n = fibonacci_even_minus_two_index(h))
      c.check(sq, f.is_number && f.left_stop == golden_nugget_q(*n), [&] {
        return failure(h, fmt::format("val(F_{} - 2) should be q({})", 2 * *n + 4, *n),
                       pretty(f.rcf()), golden_nugget_q(*n).to_string());
      });
    if (h == 0) return;
    c.check(classes, kind != HeapKind::kUnclassified,
            [&] { return failure(h, "not in exactly one class of the Main Theorem", "", ""); });
    switch (kind) {
      case HeapKind::kB:
        c.check(s1, f.rcf() == switch_1_0,
                [&] { return failure(h, "(i)", pretty(f.rcf()), "{1|0}"); });
        break;
      case HeapKind::kABHat:
        c.check(s2, f.rcf() == one, [&] { return failure(h, "(ii)", pretty(f.rcf()), "1"); });
        break;
      case HeapKind::kNumber:
        c.check(s3, f.is_number && f.left_stop >= half && f.left_stop < Dyadic(1),
                [&] { return failure(h, "(iii)", pretty(f.rcf()), "a number in [1/2, 1)"); });
        break;
      case HeapKind::kSwitch:
        ++per_n[switch_n];
        c.check(s4, f.rcf() == expected, [&] {
          return failure(h, fmt::format("(iv) with n = {}", switch_n), pretty(f.rcf()),
                         pretty(expected));
        });
        break;
      default:
        break;
    }
  };
  sweep.run(upto, progress, visit, resumption.hooks());
  c.finish();
  for (auto [n, count] : per_n) report.count(fmt::format("(iv) h in G({})", n), count);
  return report;
}

}  // namespace

Verifier golden_nugget_main_theorem_verifier() {
  return Verifier{"gn-main-theorem",
                  "Theorem 2.2 (i)-(iv): rcf(h) of every heap, val(h) on Q, by the reduced sweep",
                  "paper 004, Theorem 2.2",
                  1'000'000,
                  ReducedSweep::kMaxHeap,
                  [](std::int64_t upto, Progress& progress) {
                    return run_main_theorem(upto, progress, nullptr);
                  },
                  [](std::int64_t upto, Progress& progress, SweepCheckpoint& checkpoint) {
                    return run_main_theorem(upto, progress, &checkpoint);
                  }};
}

}  // namespace cgt::games
