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
#include <fmt/format.h>

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

// Part 1: B, AB_0, ÂB_0 and B̂^2 partition the nonnegative integers (paper 004 writes them with
// floor(n phi): B(n) = floor(n phi) + n, AB(n) = 2 floor(n phi) + n, B^2(n) = 3 floor(n phi) + 2n).
void part_one(StatementChecks& c, std::int64_t upto, Progress& progress) {
  Statement& formulas = c.statement("AB(n) = 2A(n) + n and B^2(n) = 3A(n) + 2n");
  Statement& cover = c.statement("Lemma 2.1 (1): B, AB_0, AB_0+1, B^2+1 partition N_0");
  Statement& tests = c.statement("membership tests agree with the listing");
  std::vector<std::uint8_t> hits(upto + 1, 0), which(upto + 1, 0);
  auto mark = [&](std::int64_t x, int set) {
    if (x <= upto) ++hits[x], which[x] = static_cast<std::uint8_t>(set);
  };
  for (std::int64_t n = 0; wythoff_a(n) + n <= upto; ++n) {  // B(n) is the smallest of the four
    std::int64_t a = wythoff_a(n);
    c.check(formulas, wythoff_ab(n) == 2 * a + n && wythoff_b_squared(n) == 3 * a + 2 * n, [=] {
      return Failure{fmt::format("the closed forms of AB({0}), B^2({0}) fail", n),
                     {{"n", std::to_string(n)}}};
    });
    if (n >= 1) mark(a + n, 1);
    mark(2 * a + n, 2);
    mark(2 * a + n + 1, 3);
    if (n >= 1) mark(3 * a + 2 * n + 1, 4);
  }
  for (std::int64_t x = 0; x <= upto; ++x) {
    c.check(cover, hits[x] == 1, [=, h = hits[x]] {
      return Failure{fmt::format("{} lies in {} of the four sets", x, h),
                     {{"x", std::to_string(x)}, {"sets", std::to_string(h)}}};
    });
    bool agree = (which[x] == 1) == in_wythoff_b(x) && (which[x] == 2) == in_ab0(x) &&
                 (which[x] == 3) == in_ab0_hat(x) && (which[x] == 4) == in_b2_hat(x);
    c.check(tests, agree, [=] {
      return Failure{fmt::format("the membership tests misplace {}", x),
                     {{"x", std::to_string(x)}}};
    });
    progress.update(static_cast<std::uint64_t>(x) / 2);
  }
}

// Part 2: the G(n), n >= 1, partition AB = {AB(n) : n >= 1}; with i > 0 as defined, or i >= 0.
void part_two(StatementChecks& c, std::int64_t upto, bool corrected, Progress& progress) {
  Statement& cover =
      c.statement(corrected ? "Lemma 2.1 (2 corrected): G_i(n), n >= 1, i >= 0, partition AB"
                            : "Lemma 2.1 (2): G(n) = {G_i(n) : i > 0}, n >= 1, partition AB");
  Statement& index = c.statement("g_index (Lemma 5.33's word) agrees with the formula G_i(n)");
  Statement& gaps = c.statement(corrected ? "Table 4 (corrected caption): G(n) gaps follow W, "
                                            "a = F_{2n+4}, b = F_{2n+3}"
                                          : "Table 4 (caption): G(n) gaps follow W, a = F_{n+5}, "
                                            "b = F_{n+4}");
  Statement& closed = c.statement(corrected ? "G_i(n) = B^{n+1}(i) + F_{2n+3} - 2 (Lemma 5.33)"
                                            : "G_i(n) = B^n(i) + F_{2n+3} - 2 (section 2)");
  std::vector<std::uint8_t> hits(upto + 1, 0);
  for (int n = 1; 2 * n + 3 <= kMaxFibonacciIndex64 && fibonacci(2 * n + 3) - 2 <= upto; ++n) {
    std::int64_t a = corrected ? fibonacci(2 * n + 4) : fibonacci(n + 5);
    std::int64_t b = corrected ? fibonacci(2 * n + 3) : fibonacci(n + 4);
    for (std::int64_t i = 0; g_term(i, n) <= upto; ++i) {
      std::int64_t g = g_term(i, n);
      if (i > 0 || corrected) ++hits[g];
      std::int64_t power = i;  // B^n(i), or B^{n+1}(i) corrected
      for (int k = 0; k < n + (corrected ? 1 : 0); ++k) power = wythoff_b(power);
      std::int64_t closed_form = power + fibonacci(2 * n + 3) - 2;
      c.check(closed, g == closed_form, [=] {
        return Failure{fmt::format("G_{}({}) = {}, the closed form gives {}", i, n, g, closed_form),
                       {{"n", std::to_string(n)},
                        {"i", std::to_string(i)},
                        {"got", std::to_string(g)},
                        {"expected", std::to_string(closed_form)}}};
      });
      auto found = g_index(g);
      c.check(index, found && found->n == n && found->i == i, [=] {
        return Failure{
            fmt::format("g_index({}) should give G_{}({})", g, i, n),
            {{"h", std::to_string(g)}, {"n", std::to_string(n)}, {"i", std::to_string(i)}}};
      });
      if (i == 0) continue;
      // The gap from column i-1 to column i follows the letter W_{i-1} (b: the first gap).
      std::int64_t got = g - g_term(i - 1, n);
      std::int64_t want = wythoff_word_letter(i - 1) == Letter::kA ? a : b;
      c.check(gaps, got == want, [=] {
        return Failure{fmt::format("G_{}({}) - G_{}({}) = {}, the caption's letter gives {}", i, n,
                                   i - 1, n, got, want),
                       {{"n", std::to_string(n)},
                        {"i", std::to_string(i)},
                        {"got", std::to_string(got)},
                        {"expected", std::to_string(want)}}};
      });
    }
  }
  for (std::int64_t x = 1; x <= upto; ++x) {
    bool in_ab = in_ab0(x);
    c.check(cover, hits[x] == (in_ab ? 1 : 0), [=, h = hits[x]] {
      return Failure{in_ab ? fmt::format("AB element {} lies in {} of the sets G(n)", x, h)
                           : fmt::format("{} lies in a set G(n) but not in AB", x),
                     {{"x", std::to_string(x)}, {"sets", std::to_string(h)}}};
    });
    progress.update(static_cast<std::uint64_t>(upto / 2 + x / 2));
  }
}

// The Main Theorem's classes B, ÂB_0, Q \ {0} and the G(n) (i > 0) partition the positive
// integers, and classify_heap() finds each heap's class.
void main_theorem_classes(StatementChecks& c, std::int64_t upto) {
  Statement& cover = c.statement("B, AB_0+1, Q\\{0}, G(n) (i > 0) partition the positive integers");
  for (std::int64_t x = 1; x <= upto; ++x) {
    int sets = in_wythoff_b(x) + in_ab0_hat(x) + in_q(x);
    auto g = g_index(x);
    sets += g && g->i > 0;
    c.check(cover, sets == 1 && classify_heap(x).kind != HeapKind::kUnclassified, [=] {
      return Failure{fmt::format("{} lies in {} of the four classes", x, sets),
                     {{"x", std::to_string(x)}, {"sets", std::to_string(sets)}}};
    });
  }
}

Report run_partition(std::int64_t upto, Progress& progress, bool corrected) {
  Report report;
  StatementChecks checks(report);
  part_one(checks, upto, progress);
  part_two(checks, upto, corrected, progress);
  if (corrected) main_theorem_classes(checks, upto);
  checks.finish();
  return report;
}

}  // namespace

Verifier golden_nugget_partition_verifier(bool corrected) {
  return Verifier{corrected ? "gn-partition-corrected" : "gn-partition",
                  corrected ? "Lemma 2.1 with G(n) including i = 0, Table 4's caption with "
                              "a = F_{2n+4}, b = F_{2n+3}, and the Main Theorem's four classes"
                            : "Lemma 2.1 (both parts) and Table 4's rows and caption, as printed",
                  "paper 004, Lemma 2.1 and Table 4",
                  1'000'000,
                  100'000'000,
                  [corrected](std::int64_t upto, Progress& progress) {
                    return run_partition(upto, progress, corrected);
                  }};
}

}  // namespace cgt::games
