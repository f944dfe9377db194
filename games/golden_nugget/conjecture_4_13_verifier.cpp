// gn-conjecture-4.13: paper 004's Conjecture 4.13, val(2F_{2n+3} - 2) = {1 | s(n)} for n >= 1,
// on the canonical forms val(h) (value sweep) of every heap up to the bound; and the stronger
// "if and only if" the paper states before it: among the heaps of the G(n) (reduced form
// {1 | s(n)}), the canonical form is itself a switch {a | b} of numbers exactly at
// G_1(n) = 2F_{2n+3} - 2. Every heap whose canonical form is such a switch is listed in a note.
// The checks come after the sweep, which is the work: with --out DIR the run saves checkpoints
// of the sweep (games/complementary_subtraction/value_sweep.hpp) and resumes from them.
#include <fmt/format.h>

#include "cgt/canonical.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/values.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"
#include "games/golden_nugget/heap_classes.hpp"
#include "games/golden_nugget/s_q_sequences.hpp"
#include "games/golden_nugget/verifiers.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/sharding/sweep_resumption.hpp"
#include "games/statement_checks.hpp"

namespace cgt::games {
namespace {

// Whether g's canonical form is {a | b} with numbers a > b.
bool is_number_switch(Game g) {
  GameTable& t = game_table();
  if (t.is_number(g)) return false;
  auto l = t.left_options(g), r = t.right_options(g);
  return l.size() == 1 && r.size() == 1 && t.is_number(l[0]) && t.is_number(r[0]) &&
         t.number_part(l[0]) > t.number_part(r[0]);
}

Report run_conjecture(std::int64_t upto, Progress& progress, SweepCheckpoint* checkpoint) {
  Report report;
  StatementChecks c(report);
  auto& conjecture = c.statement("Conjecture 4.13: val(2F_{2n+3} - 2) = {1 | s(n)}, n >= 1");
  auto& same_heaps = c.statement("G_1(n) = 2F_{2n+3} - 2");
  auto& iff = c.statement("a heap of G(n) has a switch {a|b} as canonical form iff it is G_1(n)");
  ValueSweep values(SubtractionSet::golden_nugget());
  // The sweep's state is all: no tallies before the checks.
  SweepResumption resumption(checkpoint, [] { return std::string("{}"); }, {});
  values.extend_to(upto, progress, resumption.hooks());
  for (int n = 1; 2 * n + 3 <= kMaxFibonacciIndex64 && 2 * fibonacci(2 * n + 3) - 2 <= upto; ++n) {
    std::int64_t h = 2 * fibonacci(2 * n + 3) - 2;
    Game expected = canonicalise({integer(1)}, {number(golden_nugget_s(n))});
    Game got = values.value(h);
    c.check(conjecture, got == expected, [&] {
      return Failure{fmt::format("n = {}: val({}) = {}", n, h, to_string(got, Style::kPretty)),
                     {{"n", std::to_string(n)},
                      {"h", std::to_string(h)},
                      {"expected", to_string(expected, Style::kPretty)}}};
    });
    c.check(same_heaps, g_term(1, n) == h, [&] {
      return Failure{fmt::format("G_1({}) = {} != {}", n, g_term(1, n), h), {}};
    });
  }
  std::string switches;
  std::uint64_t count = 0;
  for (std::int64_t h = 1; h <= upto; ++h) {
    bool exact = is_number_switch(values.value(h));
    if (exact) {
      ++count;
      switches += fmt::format("{}{} = {}", switches.empty() ? "" : ", ", h,
                              to_string(values.value(h), Style::kPretty));
    }
    HeapClass cls = classify_heap(h);
    if (cls.kind != HeapKind::kSwitch) continue;
    c.check(iff, exact == (cls.i == 1), [&] {
      return Failure{fmt::format("h = G_{}({}) = {}: canonical form {}", cls.i, cls.n, h,
                                 to_string(values.value(h), Style::kPretty)),
                     {{"h", std::to_string(h)}}};
    });
  }
  c.finish();
  report.count("heaps whose canonical form is a switch of numbers", count);
  report.notes.push_back("canonical forms that are switches of numbers: " + switches);
  return report;
}

}  // namespace

Verifier golden_nugget_conjecture_4_13_verifier() {
  return Verifier{
      "gn-conjecture-4.13",
      "Conjecture 4.13 (val(2F_{2n+3} - 2) = {1|s(n)}) and which canonical forms are "
      "switches of numbers",
      "paper 004, Conjecture 4.13 and the remark before it",
      20000,
      300'000,
      [](std::int64_t upto, Progress& progress) { return run_conjecture(upto, progress, nullptr); },
      [](std::int64_t upto, Progress& progress, SweepCheckpoint& checkpoint) {
        return run_conjecture(upto, progress, &checkpoint);
      }};
}

}  // namespace cgt::games
