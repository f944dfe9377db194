// gn-partition: paper 004's Partitioning Lemma 2.1 and Table 4, on every heap size up to the
// bound, with each set listed from its defining formula (not from the membership tests, which
// are checked against the listing).
//
// As printed, the lemma's second part fails: G(n) = {G_i(n) : i > 0} leaves out
// G_0(n) = F_{2n+3} - 2 = AB(F_{2n}) (3 = AB(1) is the smallest case), although Table 4 prints
// G_0(n) in its column 0; and Table 4's caption describes the gaps of G(n) by the Wythoff word
// with a = F_{n+5}, b = F_{n+4}, which holds only for n = 1 (the gaps are F_{2n+4} and F_{2n+3}).
// gn-partition-corrected checks the lemma with i >= 0, the caption with a = F_{2n+4},
// b = F_{2n+3}, and that the four classes of the Main Theorem partition the positive integers.
// Section 2 also writes G_i(n) = B^n(i) + F_{2n+3} - 2; Theorem 5.17 and Lemma 5.33 give
// B^{n+1}(i) (G_1(1) = 8, but B(1) + 3 = 5).
//
// The checks run in passes, each over its own index, in this order (a single run's order of
// counts and failures): the closed forms of AB and B^2 by n; part 1 by heap x; the terms G_i(n)
// by n, then i; part 2 by heap x; the Main Theorem's classes by heap x (corrected). A unit is a
// block of kBlock consecutive indices of one pass, the units numbered pass by pass; a heap's
// block lists the sets from their formulas over the indices whose terms land in the block.
#include <fmt/format.h>

#include <array>
#include <vector>

#include "games/golden_nugget/heap_classes.hpp"
#include "games/golden_nugget/verifiers.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/fibonacci_word.hpp"
#include "games/number_theory/wythoff_compositions.hpp"
#include "games/number_theory/wythoff_sequences.hpp"
#include "games/number_theory/wythoff_word.hpp"
#include "games/statement_checks.hpp"

namespace cgt::games {
namespace {

using Statement = StatementChecks::Statement;

constexpr std::int64_t kBlock = 1 << 14;

// The statements, registered in the order of the passes that check them.
struct PartitionStatements {
  PartitionStatements(StatementChecks& c, bool corrected)
      : formulas(c.statement("AB(n) = 2A(n) + n and B^2(n) = 3A(n) + 2n")),
        cover_one(c.statement("Lemma 2.1 (1): B, AB_0, AB_0+1, B^2+1 partition N_0")),
        tests(c.statement("membership tests agree with the listing")),
        cover_two(c.statement(
            corrected ? "Lemma 2.1 (2 corrected): G_i(n), n >= 1, i >= 0, partition AB"
                      : "Lemma 2.1 (2): G(n) = {G_i(n) : i > 0}, n >= 1, partition AB")),
        index(c.statement("g_index (Lemma 5.33's word) agrees with the formula G_i(n)")),
        gaps(c.statement(corrected ? "Table 4 (corrected caption): G(n) gaps follow W, "
                                     "a = F_{2n+4}, b = F_{2n+3}"
                                   : "Table 4 (caption): G(n) gaps follow W, a = F_{n+5}, "
                                     "b = F_{n+4}")),
        closed(c.statement(corrected ? "G_i(n) = B^{n+1}(i) + F_{2n+3} - 2 (Lemma 5.33)"
                                     : "G_i(n) = B^n(i) + F_{2n+3} - 2 (section 2)")),
        classes(corrected ? &c.statement("B, AB_0+1, Q\\{0}, G(n) (i > 0) partition the "
                                         "positive integers")
                          : nullptr) {}
  Statement &formulas, &cover_one, &tests, &cover_two, &index, &gaps, &closed;
  Statement* classes;
};

// The smallest i >= 0 with f(i) >= x, for f increasing with f(i) >= i.
template <class F>
std::int64_t first_index_at_least(std::int64_t x, F f) {
  std::int64_t lo = 0, hi = std::max<std::int64_t>(x, 0);
  while (lo < hi) {
    std::int64_t mid = lo + (hi - lo) / 2;
    if (f(mid) >= x) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}

enum Pass { kFormulas, kPartOne, kTerms, kPartTwo, kClasses, kPasses };

// How many indices each pass of a run up to `upto` has, and the terms G_i(n) <= upto per n.
struct Passes {
  Passes(std::int64_t upto, bool corrected) {
    for (int n = 1; 2 * n + 3 <= kMaxFibonacciIndex64 && fibonacci(2 * n + 3) - 2 <= upto; ++n)
      terms.push_back(first_index_at_least(upto + 1, [n](std::int64_t i) { return g_term(i, n); }));
    std::int64_t all_terms = 0;
    for (std::int64_t t : terms) all_terms += t;
    // B(n) = A(n) + n is the smallest of part 1's four sets.
    size = {first_index_at_least(upto + 1, [](std::int64_t n) { return wythoff_b(n); }),
            upto + 1, all_terms, upto, corrected ? upto : 0};
    for (int p = 0; p < kPasses; ++p)
      first_unit[p + 1] = first_unit[p] + (size[p] + kBlock - 1) / kBlock;
  }
  std::array<std::int64_t, kPasses> size{};
  std::array<std::int64_t, kPasses + 1> first_unit{};
  std::vector<std::int64_t> terms;  // terms[n - 1]: how many i have G_i(n) <= upto
};

void formulas(StatementChecks& c, Statement& formulas, std::int64_t from, std::int64_t to) {
  for (std::int64_t n = from; n < to; ++n) {
    std::int64_t a = wythoff_a(n);
    c.check(formulas, wythoff_ab(n) == 2 * a + n && wythoff_b_squared(n) == 3 * a + 2 * n, [=] {
      return Failure{fmt::format("the closed forms of AB({0}), B^2({0}) fail", n),
                     {{"n", std::to_string(n)}}};
    });
  }
}

// Part 1 on the heaps from..to-1: B, AB_0, ÂB_0 and B̂^2 partition the nonnegative integers
// (paper 004 writes them with floor(n phi): B(n) = floor(n phi) + n, AB(n) = 2 floor(n phi) + n,
// B^2(n) = 3 floor(n phi) + 2n).
void part_one(StatementChecks& c, PartitionStatements& st, std::int64_t from, std::int64_t to) {
  std::vector<std::uint8_t> hits(to - from, 0), which(to - from, 0);
  auto list = [&](int set, std::int64_t first_n, auto term) {
    for (std::int64_t n = std::max(first_n, first_index_at_least(from, term)); term(n) < to; ++n)
      ++hits[term(n) - from], which[term(n) - from] = static_cast<std::uint8_t>(set);
  };
  list(1, 1, [](std::int64_t n) { return wythoff_a(n) + n; });
  list(2, 0, [](std::int64_t n) { return 2 * wythoff_a(n) + n; });
  list(3, 0, [](std::int64_t n) { return 2 * wythoff_a(n) + n + 1; });
  list(4, 1, [](std::int64_t n) { return 3 * wythoff_a(n) + 2 * n + 1; });
  for (std::int64_t x = from; x < to; ++x) {
    const std::uint8_t h = hits[x - from], w = which[x - from];
    c.check(st.cover_one, h == 1, [=] {
      return Failure{fmt::format("{} lies in {} of the four sets", x, h),
                     {{"x", std::to_string(x)}, {"sets", std::to_string(h)}}};
    });
    bool agree = (w == 1) == in_wythoff_b(x) && (w == 2) == in_ab0(x) &&
                 (w == 3) == in_ab0_hat(x) && (w == 4) == in_b2_hat(x);
    c.check(st.tests, agree, [=] {
      return Failure{fmt::format("the membership tests misplace {}", x),
                     {{"x", std::to_string(x)}}};
    });
  }
}

// The terms G_i(n) numbered from..to-1 (by n, then i): the closed form, g_index and the gaps.
void terms(StatementChecks& c, PartitionStatements& st, const Passes& passes, bool corrected,
           std::int64_t from, std::int64_t to) {
  std::int64_t before = 0;  // the terms of the n before
  for (int n = 1; n <= static_cast<int>(passes.terms.size()) && before < to; ++n) {
    const std::int64_t count = passes.terms[n - 1];
    std::int64_t a = corrected ? fibonacci(2 * n + 4) : fibonacci(n + 5);
    std::int64_t b = corrected ? fibonacci(2 * n + 3) : fibonacci(n + 4);
    for (std::int64_t i = std::max<std::int64_t>(from - before, 0);
         i < count && before + i < to; ++i) {
      std::int64_t g = g_term(i, n);
      std::int64_t power = i;  // B^n(i), or B^{n+1}(i) corrected
      for (int k = 0; k < n + (corrected ? 1 : 0); ++k) power = wythoff_b(power);
      std::int64_t closed_form = power + fibonacci(2 * n + 3) - 2;
      c.check(st.closed, g == closed_form, [=] {
        return Failure{fmt::format("G_{}({}) = {}, the closed form gives {}", i, n, g, closed_form),
                       {{"n", std::to_string(n)},
                        {"i", std::to_string(i)},
                        {"got", std::to_string(g)},
                        {"expected", std::to_string(closed_form)}}};
      });
      auto found = g_index(g);
      c.check(st.index, found && found->n == n && found->i == i, [=] {
        return Failure{
            fmt::format("g_index({}) should give G_{}({})", g, i, n),
            {{"h", std::to_string(g)}, {"n", std::to_string(n)}, {"i", std::to_string(i)}}};
      });
      if (i == 0) continue;
      // The gap from column i-1 to column i follows the letter W_{i-1} (b: the first gap).
      std::int64_t got = g - g_term(i - 1, n);
      std::int64_t want = wythoff_word_letter(i - 1) == Letter::kA ? a : b;
      c.check(st.gaps, got == want, [=] {
        return Failure{fmt::format("G_{}({}) - G_{}({}) = {}, the caption's letter gives {}", i, n,
                                   i - 1, n, got, want),
                       {{"n", std::to_string(n)},
                        {"i", std::to_string(i)},
                        {"got", std::to_string(got)},
                        {"expected", std::to_string(want)}}};
      });
    }
    before += count;
  }
}

// Part 2 on the heaps from..to-1: the G(n), n >= 1, partition AB = {AB(n) : n >= 1}; with
// i > 0 as defined, or i >= 0.
void part_two(StatementChecks& c, PartitionStatements& st, const Passes& passes, bool corrected,
              std::int64_t from, std::int64_t to) {
  std::vector<std::uint8_t> hits(to - from, 0);
  for (int n = 1; n <= static_cast<int>(passes.terms.size()); ++n) {
    auto term = [n](std::int64_t i) { return g_term(i, n); };
    for (std::int64_t i = first_index_at_least(from, term); i < passes.terms[n - 1] && term(i) < to;
         ++i)
      if (i > 0 || corrected) ++hits[term(i) - from];
  }
  for (std::int64_t x = from; x < to; ++x) {
    bool in_ab = in_ab0(x);
    c.check(st.cover_two, hits[x - from] == (in_ab ? 1 : 0), [=, h = hits[x - from]] {
      return Failure{in_ab ? fmt::format("AB element {} lies in {} of the sets G(n)", x, h)
                           : fmt::format("{} lies in a set G(n) but not in AB", x),
                     {{"x", std::to_string(x)}, {"sets", std::to_string(h)}}};
    });
  }
}

// The Main Theorem's classes B, ÂB_0, Q \ {0} and the G(n) (i > 0) partition the positive
// integers, and classify_heap() finds each heap's class (heaps from..to-1).
void main_theorem_classes(StatementChecks& c, Statement& cover, std::int64_t from,
                          std::int64_t to) {
  for (std::int64_t x = from; x < to; ++x) {
    int sets = in_wythoff_b(x) + in_ab0_hat(x) + in_q(x);
    auto g = g_index(x);
    sets += g && g->i > 0;
    c.check(cover, sets == 1 && classify_heap(x).kind != HeapKind::kUnclassified, [=] {
      return Failure{fmt::format("{} lies in {} of the four classes", x, sets),
                     {{"x", std::to_string(x)}, {"sets", std::to_string(sets)}}};
    });
  }
}

void run_partition(const JobArgs& args, bool corrected, Report& report, Progress& progress) {
  StatementChecks checks(report);
  PartitionStatements st(checks, corrected);
  const Passes passes(args.upto, corrected);
  std::uint64_t done = 0;
  args.for_each_unit([&](std::int64_t u) {
    report.begin_unit(u);
    int p = 0;
    while (u >= passes.first_unit[p + 1]) ++p;
    const std::int64_t from = (u - passes.first_unit[p]) * kBlock;
    const std::int64_t to = std::min(from + kBlock, passes.size[p]);
    switch (p) {  // the passes' indices: n from 0, heaps from 0, terms, heaps from 1
      case kFormulas: formulas(checks, st.formulas, from, to); break;
      case kPartOne: part_one(checks, st, from, to); break;
      case kTerms: terms(checks, st, passes, corrected, from, to); break;
      case kPartTwo: part_two(checks, st, passes, corrected, from + 1, to + 1); break;
      default: main_theorem_classes(checks, *st.classes, from + 1, to + 1); break;
    }
    checks.finish_unit();
    progress.update(++done);
  });
}

}  // namespace

ShardedJob golden_nugget_partition_job(bool corrected) {
  ShardedJob job = verifier_job(
      corrected ? "gn-partition-corrected" : "gn-partition",
      corrected ? "Lemma 2.1 with G(n) including i = 0, Table 4's caption with "
                  "a = F_{2n+4}, b = F_{2n+3}, and the Main Theorem's four classes"
                : "Lemma 2.1 (both parts) and Table 4's rows and caption, as printed",
      "paper 004, Lemma 2.1 and Table 4",
      fmt::format("a block of {} indices of one pass (passes: n, heaps, terms G_i(n), heaps{})",
                  kBlock, corrected ? ", heaps" : ""),
      1'000'000, 100'000'000, [corrected](const JobArgs& a) {
        return UnitRange{0, Passes(a.upto, corrected).first_unit[kPasses] - 1};
      });
  job.run = [corrected](const JobArgs& a, void*, Report& report, Progress& progress) {
    run_partition(a, corrected, report, progress);
  };
  job.finish = StatementChecks::notes_from_rows;
  return job;
}

}  // namespace cgt::games
