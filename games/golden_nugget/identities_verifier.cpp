// gn-identities: the number theory of paper 004, section 5, checked on every case whose values
// stay below the bound: Kimberling's identities (19)-(22), Lemma 5.16 with (27)-(28), Theorem
// 5.17, the gap identities (29)-(36), Corollary 5.24, Lemmas 5.26 and 5.27, and the lemmas the
// proofs of section 4 lean on (Lemmas 5.2, 5.3 and 5.15, Theorem 5.10, Corollary 5.19).
//
// Found wrong as printed (gn-identities reports them; gn-identities-corrected checks the fix):
//   - Theorem 5.17, last identity: fails for i = 0 (it gives -F_{2n+1}, AB^nA(0) = 0); holds
//     for i >= 1.
//   - (31), (33), (35): the gap at the argument A(i) is not constant (A(i) - 1 can lie in A or
//     in B). The gap of AB^n, B^n, B^nA at j is the small one exactly when j - 1 lies in B_0, so
//     the corrected statements take j = B(i) + 1 (i >= 0; i >= 1 for B^nA, whose first gap
//     B^nA(1) - B^nA(0) = F_{2n+1} is of neither kind).
//   - Corollary 5.24 (iv): the difference is F_{2n+2}, not F_{2n+3}.
//
// The checks run in passes, in this order (a single run's order of counts and failures): the
// statements checked in linear passes (one unit, a small part of the run), then Lemma 5.26 by
// heap h and Lemma 5.27 by index i (quadratic: the bulk), each in units of kBlock indices.
// Every unit registers every statement, so that the counts keep their order.
#include <fmt/format.h>

#include <vector>

#include "cgt/error.hpp"
#include "games/golden_nugget/heap_classes.hpp"
#include "games/golden_nugget/verifiers.hpp"
#include "games/number_theory/even_representation.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/fibonacci_word.hpp"
#include "games/number_theory/wythoff_sequences.hpp"
#include "games/number_theory/wythoff_word.hpp"
#include "games/number_theory/zeckendorf.hpp"
#include "games/statement_checks.hpp"

namespace cgt::games {
namespace {

using Statement = StatementChecks::Statement;

// F_i for -1 <= i <= 92 (paper 004 sets F_{-1} = 1).
std::int64_t fib(int i) {
  return i == -1 ? 1 : fibonacci(i);
}

// A(x), B(x) and membership tables for arguments and values up to a bound.
struct Tables {
  explicit Tables(std::int64_t bound) : limit(bound) {
    for (std::int64_t x = 0; x <= bound; ++x) {
      a.push_back(wythoff_a(x));
      b.push_back(a.back() + x);
    }
    in_a.assign(bound + 1, 0);
    in_b.assign(bound + 1, 0);
    for (std::int64_t x = 1; x <= bound; ++x) {
      if (a[x] <= bound) in_a[a[x]] = 1;
      if (b[x] <= bound) in_b[b[x]] = 1;
    }
  }
  // A and B of any argument (the tables when in range).
  std::int64_t A(std::int64_t x) const { return x <= limit ? a[x] : wythoff_a(x); }
  std::int64_t B(std::int64_t x) const { return x <= limit ? b[x] : wythoff_b(x); }
  std::int64_t Bn(int n, std::int64_t x) const {
    for (int k = 0; k < n; ++k) x = B(x);
    return x;
  }
  std::int64_t ABn(int n, std::int64_t x) const { return A(Bn(n, x)); }
  std::int64_t BnA(int n, std::int64_t x) const { return Bn(n, A(x)); }

  std::int64_t limit;
  std::vector<std::int64_t> a, b;
  std::vector<std::uint8_t> in_a, in_b;
};

constexpr std::int64_t kBlock = 1024;

// What a unit checks: the linear passes, or Lemma 5.26's heaps h or Lemma 5.27's indices i
// from..to-1.
enum class Pass { kLinear, kLemma526, kLemma527 };
struct Slice {
  Pass pass = Pass::kLinear;
  std::int64_t from = 0, to = 0;
};

// The tables every unit reads (made once per worker): A, B and their members up to upto + 1,
// AB's members and the heaps of ÂB_0 = AB_0 + 1 up to upto.
struct IdentityTables {
  explicit IdentityTables(std::int64_t upto) : t(upto + 1), in_ab(upto + 1, 0) {
    for (std::int64_t n = 0; t.ABn(1, n) <= upto; ++n) {
      in_ab[t.ABn(1, n)] = 1;
      if (t.ABn(1, n) + 1 <= upto) ab_hat.push_back(t.ABn(1, n) + 1);
    }
  }
  Tables t;
  std::vector<std::uint8_t> in_ab;
  std::vector<std::int64_t> ab_hat;
};

// One case of an equation got = want, with its parameters; a failure reads
// "<label> fails at n = 1, i = 0: -2 != 0".
void check_equal(StatementChecks& c, Statement& st, const char* label, std::int64_t got,
                 std::int64_t want,
                 std::initializer_list<std::pair<const char*, std::int64_t>> params) {
  c.check(st, got == want, [&] {
    std::string where;
    std::vector<std::pair<std::string, std::string>> fields;
    for (auto [name, value] : params) {
      where += fmt::format("{}{} = {}", where.empty() ? "" : ", ", name, value);
      fields.emplace_back(name, std::to_string(value));
    }
    fields.emplace_back("got", std::to_string(got));
    fields.emplace_back("expected", std::to_string(want));
    return Failure{fmt::format("{} fails at {}: {} != {}", label, where, got, want),
                   std::move(fields)};
  });
}

void kimberling(StatementChecks& c, const Tables& t, std::int64_t upto, bool run) {
  Statement& s19 = c.statement("(19) A(A(n)) = B(n) - 1");
  Statement& s20 = c.statement("(20) AB(n) = A(n) + B(n)");
  Statement& s21 = c.statement("(21) BA(n) = A(n) + B(n) - 1");
  Statement& s22 = c.statement("(22) B^2(n) = A(n) + 2B(n)");
  if (!run) return;  // the statements only, for their order
  for (std::int64_t n = 1; t.B(t.B(n)) <= upto; ++n) {
    std::int64_t a = t.A(n), b = t.B(n);
    check_equal(c, s19, "(19)", t.A(a), b - 1, {{"n", n}});
    check_equal(c, s20, "(20)", t.A(b), a + b, {{"n", n}});
    check_equal(c, s21, "(21)", t.B(a), a + b - 1, {{"n", n}});
    check_equal(c, s22, "(22)", t.B(b), a + 2 * b, {{"n", n}});
  }
}

void lemma_5_16(StatementChecks& c, const Tables& t, std::int64_t upto, bool run) {
  Statement& s23 = c.statement("(23) A(F_{2n-1}) = F_{2n}");
  Statement& s24 = c.statement("(24) B(F_{2n-1}) = F_{2n+1}");
  Statement& s25 = c.statement("(25) A(F_{2n}) = F_{2n+1} - 1");
  Statement& s26 = c.statement("(26) B(F_{2n}) = F_{2n+2} - 1");
  Statement& s27 = c.statement("(27) F_{2n} = AB^{n-1}(1)");
  Statement& s28 = c.statement("(28) F_{2n+1} = B^n(1)");
  if (!run) return;  // the statements only, for their order
  for (int n = 1; 2 * n + 2 <= kMaxFibonacciIndex64 && fib(2 * n + 2) <= upto; ++n) {
    check_equal(c, s23, "(23)", t.A(fib(2 * n - 1)), fib(2 * n), {{"n", n}});
    check_equal(c, s24, "(24)", t.B(fib(2 * n - 1)), fib(2 * n + 1), {{"n", n}});
    check_equal(c, s25, "(25)", t.A(fib(2 * n)), fib(2 * n + 1) - 1, {{"n", n}});
    check_equal(c, s26, "(26)", t.B(fib(2 * n)), fib(2 * n + 2) - 1, {{"n", n}});
    check_equal(c, s27, "(27)", t.ABn(n - 1, 1), fib(2 * n), {{"n", n}});
    check_equal(c, s28, "(28)", t.Bn(n, 1), fib(2 * n + 1), {{"n", n}});
  }
}

void theorem_5_17(StatementChecks& c, const Tables& t, std::int64_t upto, bool corrected, bool run) {
  Statement& s1 = c.statement("Theorem 5.17: F_{2n-3}A(i) + F_{2n-2}B(i) = AB^{n-1}(i)");
  Statement& s2 = c.statement("Theorem 5.17: F_{2n-2}A(i) + F_{2n-1}B(i) = F_{2n}A(i) + F_{2n-1}i");
  Statement& s3 = c.statement("Theorem 5.17: F_{2n}A(i) + F_{2n-1}i = B^n(i)");
  Statement& s4 =
      c.statement(corrected ? "Theorem 5.17 (corrected: i >= 1): F_{2n}A(i) + "
                              "F_{2n+1}B(i) - F_{2n+1} = AB^nA(i)"
                            : "Theorem 5.17: F_{2n}A(i) + F_{2n+1}B(i) - F_{2n+1} = AB^nA(i)");
  if (!run) return;  // the statements only, for their order
  for (int n = 1; 2 * n + 1 <= kMaxFibonacciIndex64 && fib(2 * n) <= upto; ++n) {
    for (std::int64_t i = 0;; ++i) {
      std::int64_t ai = t.A(i), bi = t.B(i);
      std::int64_t abn1 = t.ABn(n - 1, i), bn = t.Bn(n, i);
      std::int64_t lhs4 = fib(2 * n) * ai + fib(2 * n + 1) * bi - fib(2 * n + 1);
      if (std::max(abn1, bn) > upto || lhs4 > upto) break;
      std::int64_t lhs1 = fib(2 * n - 3) * ai + fib(2 * n - 2) * bi;
      std::int64_t lhs2 = fib(2 * n - 2) * ai + fib(2 * n - 1) * bi;
      std::int64_t mid = fib(2 * n) * ai + fib(2 * n - 1) * i;
      check_equal(c, s1, "Theorem 5.17 (first)", lhs1, abn1, {{"n", n}, {"i", i}});
      check_equal(c, s2, "Theorem 5.17 (second)", lhs2, mid, {{"n", n}, {"i", i}});
      check_equal(c, s3, "Theorem 5.17 (third)", mid, bn, {{"n", n}, {"i", i}});
      if (corrected && i == 0) continue;
      std::int64_t rhs4 = t.ABn(n, ai);
      check_equal(c, s4, "Theorem 5.17 (last)", lhs4, rhs4, {{"n", n}, {"i", i}});
    }
  }
}

// The gap of a composition f at argument j: f(j) - f(j - 1).
template <class F>
std::int64_t gap(F f, std::int64_t j) {
  return f(j) - f(j - 1);
}

void gaps(StatementChecks& c, const Tables& t, std::int64_t upto, bool corrected, bool run) {
  Statement& s29 = c.statement("(29) AB^n(i) - AB^n(i-1) in {F_{2n+2}, F_{2n+3}}");
  Statement& s30 = c.statement("(30) B^n(i) - B^n(i-1) in {F_{2n+1}, F_{2n+2}}");
  Statement& s31 = c.statement(corrected ? "(31 corrected) AB^n(B(i)+1) - AB^n(B(i)) = F_{2n+2}"
                                         : "(31) AB^n(A(i)) - AB^n(A(i)-1) = F_{2n+2}");
  Statement& s32 = c.statement("(32) AB^n(B(i)) - AB^n(B(i)-1) = F_{2n+3}");
  Statement& s33 = c.statement(corrected ? "(33 corrected) B^n(B(i)+1) - B^n(B(i)) = F_{2n+1}"
                                         : "(33) B^n(A(i)) - B^n(A(i)-1) = F_{2n+1}");
  Statement& s34 = c.statement("(34) B^n(B(i)) - B^n(B(i)-1) = F_{2n+2}");
  Statement& s35 =
      c.statement(corrected ? "(35 corrected, i >= 1) B^nA(B(i)+1) - B^nA(B(i)) = F_{2n+2}"
                            : "(35) B^nA(A(i)) - B^nA(A(i)-1) = F_{2n+2}");
  Statement& s36 = c.statement("(36) B^nA(B(i)) - B^nA(B(i)-1) = F_{2n+3}");
  if (!run) return;  // the statements only, for their order
  for (int n = 0; 2 * n + 3 <= kMaxFibonacciIndex64 && fib(2 * n + 2) <= upto; ++n) {
    auto ab = [&](std::int64_t x) { return t.ABn(n, x); };
    auto bb = [&](std::int64_t x) { return t.Bn(n, x); };
    auto ba = [&](std::int64_t x) { return t.BnA(n, x); };
    auto report = [&](Statement& st, const char* eq, std::int64_t i, std::int64_t got,
                      std::int64_t want) {
      check_equal(c, st, eq, got, want, {{"n", n}, {"i", i}});
    };
    const std::int64_t small = fib(2 * n + 2), large = fib(2 * n + 3);
    for (std::int64_t i = 1; ab(i) <= upto; ++i) {
      std::int64_t g = gap(ab, i);
      c.check(s29, g == small || g == large, [=] {
        return Failure{
            fmt::format("(29) fails at n = {}, i = {}: gap {}", n, i, g),
            {{"n", std::to_string(n)}, {"i", std::to_string(i)}, {"got", std::to_string(g)}}};
      });
    }
    for (std::int64_t i = 1; n > 0 && bb(i) <= upto; ++i) {
      std::int64_t g = gap(bb, i);
      c.check(s30, g == fib(2 * n + 1) || g == fib(2 * n + 2), [=] {
        return Failure{
            fmt::format("(30) fails at n = {}, i = {}: gap {}", n, i, g),
            {{"n", std::to_string(n)}, {"i", std::to_string(i)}, {"got", std::to_string(g)}}};
      });
    }
    // The argument of (31), (33), (35): A(i) as printed, B(i) + 1 (i >= 0) corrected.
    auto argument = [&](std::int64_t i) { return corrected ? t.B(i) + 1 : t.A(i); };
    const std::int64_t first = corrected ? 0 : 1;
    for (std::int64_t i = first; ab(argument(i)) <= upto; ++i)
      report(s31, "(31)", i, gap(ab, argument(i)), small);
    for (std::int64_t i = 1; ab(t.B(i)) <= upto; ++i)
      report(s32, "(32)", i, gap(ab, t.B(i)), large);
    for (std::int64_t i = first; n > 0 && bb(argument(i)) <= upto; ++i)
      report(s33, "(33)", i, gap(bb, argument(i)), fib(2 * n + 1));
    for (std::int64_t i = 1; n > 0 && bb(t.B(i)) <= upto; ++i)
      report(s34, "(34)", i, gap(bb, t.B(i)), fib(2 * n + 2));
    // B^nA starts at B^nA(0) = 0 and B^nA(1) = F_{2n+1}, a gap of neither kind: i >= 1.
    for (std::int64_t i = 1; ba(argument(i)) <= upto; ++i)
      report(s35, "(35)", i, gap(ba, argument(i)), small);
    for (std::int64_t i = 1; ba(t.B(i)) <= upto; ++i)
      report(s36, "(36)", i, gap(ba, t.B(i)), large);
  }
}

void corollary_5_24(StatementChecks& c, const Tables& t, std::int64_t upto, bool corrected, bool run) {
  Statement& s1 = c.statement("Corollary 5.24 (i) B^2(k + F_{2n}) - B^2(k) = F_{2n+4}");
  Statement& s2 = c.statement("Corollary 5.24 (ii) B^2(k + F_{2n-1}) - B^2(k) = F_{2n+3}");
  Statement& s3 = c.statement("Corollary 5.24 (iii) AB(k + F_{2n}) - AB(k) = F_{2n+3}");
  Statement& s4 =
      c.statement(corrected ? "Corollary 5.24 (iv corrected) AB(k + F_{2n-1}) - AB(k) = F_{2n+2}"
                            : "Corollary 5.24 (iv) AB(k + F_{2n-1}) - AB(k) = F_{2n+3}");
  if (!run) return;  // the statements only, for their order
  for (int n = 1; 2 * n + 4 <= kMaxFibonacciIndex64 && fib(2 * n) <= upto; ++n) {
    auto check = [&](Statement& st, const char* item, std::int64_t k, std::int64_t got,
                     std::int64_t want) {
      check_equal(c, st, item, got, want, {{"n", n}, {"k", k}});
    };
    for (std::int64_t k = 1; k < fib(2 * n + 1) && t.Bn(2, k + fib(2 * n)) <= upto; ++k)
      check(s1, "Corollary 5.24 (i)", k, t.Bn(2, k + fib(2 * n)) - t.Bn(2, k), fib(2 * n + 4));
    for (std::int64_t k = 0; k < fib(2 * n) && t.Bn(2, k + fib(2 * n - 1)) <= upto; ++k)
      check(s2, "Corollary 5.24 (ii)", k, t.Bn(2, k + fib(2 * n - 1)) - t.Bn(2, k), fib(2 * n + 3));
    for (std::int64_t k = 1; k < fib(2 * n + 1) && t.ABn(1, k + fib(2 * n)) <= upto; ++k)
      check(s3, "Corollary 5.24 (iii)", k, t.ABn(1, k + fib(2 * n)) - t.ABn(1, k), fib(2 * n + 3));
    for (std::int64_t k = 0; k < fib(2 * n) && t.ABn(1, k + fib(2 * n - 1)) <= upto; ++k)
      check(s4, "Corollary 5.24 (iv)", k, t.ABn(1, k + fib(2 * n - 1)) - t.ABn(1, k),
            corrected ? fib(2 * n + 2) : fib(2 * n + 3));
  }
}

// Lemma 5.26 ("h in N" in the statement; its proof and its use are for h in Q): Left cannot
// move from a heap in Q to a heap in ÂB_0. Lemma 5.27: B(i) + B(j) = AB(n) only for 0 = 0 + 0.
void lemmas_5_26_and_5_27(StatementChecks& c, const IdentityTables& tables, std::int64_t upto,
                          const Slice& slice) {
  Statement& s26 = c.statement("Lemma 5.26: h in Q, x in AB_0 + 1, x < h => h - x not in A");
  Statement& s27 = c.statement("Lemma 5.27: B(i) + B(j) = AB(n) only for i = j = n = 0");
  const Tables& t = tables.t;
  if (slice.pass == Pass::kLemma526) {
    for (std::int64_t h = slice.from; h < slice.to; ++h) {
      if (!in_q(h)) continue;
      for (std::int64_t x : tables.ab_hat) {
        if (x >= h) break;
        c.check(s26, !t.in_a[h - x], [=] {
          return Failure{fmt::format("Lemma 5.26 fails: h = {} in Q, x = {}, h - x in A", h, x),
                         {{"h", std::to_string(h)}, {"x", std::to_string(x)}}};
        });
      }
    }
  }
  if (slice.pass == Pass::kLemma527) {
    for (std::int64_t i = slice.from; i < slice.to; ++i) {
      for (std::int64_t j = std::max<std::int64_t>(i, 1); t.B(i) + t.B(j) <= upto; ++j) {
        std::int64_t sum = t.B(i) + t.B(j);
        c.check(s27, !tables.in_ab[sum], [=] {
          return Failure{
              fmt::format("Lemma 5.27 fails: B({}) + B({}) = {} lies in AB", i, j, sum),
              {{"i", std::to_string(i)}, {"j", std::to_string(j)}, {"sum", std::to_string(sum)}}};
        });
      }
    }
  }
}
// Lemma 5.2 (z_1(n) odd iff E(n) begins F_2 + ... + F_{2i} + 2F_{2i+2}), Lemma 5.3 (E(h) has
// least index 4 on B̂^2), Theorem 5.10, Lemma 5.15 and Corollary 5.19.
void representation_lemmas(StatementChecks& c, const Tables& t, std::int64_t upto, bool run) {
  Statement& s52 = c.statement("Lemma 5.2: z_1(n) odd iff E(n) starts 1...12 from F_2");
  Statement& s53 = c.statement("Lemma 5.3: E(h) has least index 4 on B^2 + 1");
  Statement& s510 = c.statement("Theorem 5.10: k + F_{n+3} in A iff k in A (k <= F_{n+3} + 1)");
  Statement& s515 = c.statement("Lemma 5.15: S_{1,2}(W_n) = A(n), S_{2,3}(W_n) = B(n)");
  Statement& s519 = c.statement("Corollary 5.19: F_{2m} + ... + F_{2n} (+ F_{2n}) in A");
  if (!run) return;  // the statements only, for their order
  for (std::int64_t n = 1; n <= upto; ++n) {
    EvenDigits e = even_representation(n);
    std::size_t k = 0;
    while (k < e.size() && e[k] == 1) ++k;
    bool pattern = k < e.size() && e[k] == 2;
    bool odd = zeckendorf_least_index(n) % 2 == 1;
    c.check(s52, odd == pattern, [=] {
      return Failure{fmt::format("Lemma 5.2 fails at n = {}", n), {{"n", std::to_string(n)}}};
    });
    if (in_b2_hat(n))
      c.check(s53, e.size() >= 2 && e[0] == 0 && e[1] > 0, [=] {
        return Failure{fmt::format("Lemma 5.3 fails at h = {}", n), {{"h", std::to_string(n)}}};
      });
  }
  for (int n = 2; n + 3 <= kMaxFibonacciIndex64 && fib(n + 3) <= upto; ++n)
    for (std::int64_t k = 1; k <= fib(n + 3) + 1 && k + fib(n + 3) <= upto; ++k)
      c.check(s510, t.in_a[k + fib(n + 3)] == t.in_a[k], [=] {
        return Failure{fmt::format("Theorem 5.10 fails at n = {}, k = {}", n, k),
                       {{"n", std::to_string(n)}, {"k", std::to_string(k)}}};
      });
  std::int64_t s12 = 0, s23 = 0;
  for (std::int64_t n = 1; t.B(n) <= upto; ++n) {
    bool is_b = wythoff_word_letter(n - 1) == Letter::kB;  // the n-th letter of the prefix W_n
    s12 += is_b ? 1 : 2;
    s23 += is_b ? 2 : 3;
    c.check(s515, s12 == t.A(n) && s23 == t.B(n), [=] {
      return Failure{fmt::format("Lemma 5.15 fails at n = {}", n), {{"n", std::to_string(n)}}};
    });
  }
  for (int n = 2; 2 * n <= kMaxFibonacciIndex64 && fib(2 * n) <= upto; ++n)
    for (int m = 1; m < n; ++m) {
      std::int64_t sum = 0, images = 0;
      for (int j = m; j <= n; ++j) sum += fib(2 * j), images += t.A(fib(2 * j - 1));
      auto in_a = [&](std::int64_t v) { return v <= upto ? t.in_a[v] != 0 : in_wythoff_a(v); };
      c.check(s519, sum == images && in_a(sum), [=] {
        return Failure{fmt::format("Corollary 5.19 fails at m = {}, n = {}", m, n),
                       {{"m", std::to_string(m)}, {"n", std::to_string(n)}}};
      });
      if (m > 1)
        c.check(s519, in_a(sum + fib(2 * n)), [=] {
          return Failure{fmt::format("Corollary 5.19 (doubled top) fails at m = {}, n = {}", m, n),
                         {{"m", std::to_string(m)}, {"n", std::to_string(n)}}};
        });
    }
}

// The units: the linear passes (unit 0), then blocks of Lemma 5.26's heaps 1..upto, then
// blocks of Lemma 5.27's indices i with B(i) <= upto.
struct IdentityUnits {
  explicit IdentityUnits(std::int64_t upto) : upto(upto) {
    while (wythoff_b(indices) <= upto) ++indices;
  }
  std::int64_t first_527() const { return 1 + (upto + kBlock - 1) / kBlock; }
  std::int64_t last() const { return first_527() + (indices + kBlock - 1) / kBlock - 1; }
  Slice slice(std::int64_t u) const {
    if (u == 0) return {};
    if (u < first_527()) {
      const std::int64_t from = 1 + (u - 1) * kBlock;
      return {Pass::kLemma526, from, std::min(from + kBlock, upto + 1)};
    }
    const std::int64_t from = (u - first_527()) * kBlock;
    return {Pass::kLemma527, from, std::min(from + kBlock, indices)};
  }
  std::int64_t upto;
  std::int64_t indices = 0;  // of Lemma 5.27: the i with B(i) <= upto
};

void run_identities(const JobArgs& args, const IdentityTables& tables, bool corrected,
                    Report& report, Progress& progress) {
  const IdentityUnits units(args.upto);
  const Tables& t = tables.t;
  const std::int64_t upto = args.upto;
  std::uint64_t done = 0;
  args.for_each_unit([&](std::int64_t u) {
    report.begin_unit(u);
    StatementChecks checks(report);
    const Slice slice = units.slice(u);
    const bool linear = slice.pass == Pass::kLinear;
    kimberling(checks, t, upto, linear);
    lemma_5_16(checks, t, upto, linear);
    theorem_5_17(checks, t, upto, corrected, linear);
    gaps(checks, t, upto, corrected, linear);
    corollary_5_24(checks, t, upto, corrected, linear);
    representation_lemmas(checks, t, upto, linear);
    lemmas_5_26_and_5_27(checks, tables, upto, slice);
    checks.finish_unit();
    progress.update(++done);
  });
}

}  // namespace

ShardedJob golden_nugget_identities_job(bool corrected) {
  ShardedJob job = verifier_job(
      corrected ? "gn-identities-corrected" : "gn-identities",
      corrected ? "the identities of section 5 with the corrections found by gn-identities"
                : "Kimberling's identities, Lemmas 5.16, 5.26, 5.27, Theorem 5.17, "
                  "(29)-(36), Corollary 5.24 and more, as printed",
      "paper 004, section 5",
      fmt::format("the linear passes (unit 0), then blocks of {} heaps h of Lemma 5.26, "
                  "then blocks of {} indices i of Lemma 5.27",
                  kBlock, kBlock),
      20000, 1'000'000, [](const JobArgs& a) {
        return UnitRange{0, IdentityUnits(a.upto).last()};
      });
  job.prepare = [](const JobArgs& a, Progress&) -> std::shared_ptr<void> {
    return std::make_shared<IdentityTables>(a.upto);
  };
  job.run = [corrected](const JobArgs& a, void* prepared, Report& report, Progress& progress) {
    run_identities(a, *static_cast<const IdentityTables*>(prepared), corrected, report, progress);
  };
  job.finish = StatementChecks::notes_from_rows;
  return job;
}

}  // namespace cgt::games
