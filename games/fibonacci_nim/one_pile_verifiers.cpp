// fib-theorem-9 and fib-grundy-table: sharded jobs whose units are the pile sizes n.
#include <fmt/format.h>

#include <algorithm>
#include <memory>

#include "games/fibonacci_nim/grundy_table.hpp"
#include "games/fibonacci_nim/one_pile.hpp"
#include "games/fibonacci_nim/paper_tables.hpp"
#include "games/fibonacci_nim/verifiers.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/fibonacci_word.hpp"
#include "games/number_theory/zeckendorf.hpp"

namespace cgt::games {
namespace {

// What every unit of fib-theorem-9 reads: the least winning takes T(n) by exhaustive search
// (sequential: each n needs all smaller) and the word rule's sets PS(W^{F_{t+1}, F_t}), index t,
// from the word itself (not from Zeckendorf).
struct OnePileFacts {
  std::vector<Take> take;
  std::vector<std::vector<bool>> partial_sums;
};

std::shared_ptr<void> one_pile_facts(const JobArgs& a, Progress& progress) {
  const std::int64_t upto = a.upto;
  auto facts = std::make_shared<OnePileFacts>();
  progress.start("one-pile search", static_cast<std::uint64_t>(upto));
  facts->take = one_pile_least_winning_takes(upto, progress);
  for (int t = 0; t <= 2 || fibonacci(t) <= std::max<std::int64_t>(upto, 1); ++t) {
    std::vector<bool> in(static_cast<std::size_t>(upto) + 1, false);
    if (t >= 2) {
      auto length = static_cast<std::size_t>(upto / fibonacci(t)) + 1;
      for (std::int64_t s :
           letter_partial_sums(fibonacci_word_prefix(length), fibonacci(t + 1), fibonacci(t)))
        if (s <= upto) in[static_cast<std::size_t>(s)] = true;
    }
    facts->partial_sums.push_back(std::move(in));
  }
  return facts;
}

// Paper 000, section 5 and Theorem 9, on every (n; r) with n <= upto and 1 <= r <= max(n, 1),
// a unit per n: the brute-force outcome (exhaustive search, one_pile_least_winning_takes),
// Whinihan's rule and Theorem 9's word rule agree, and Whinihan's move z1(n) wins.
void theorem9(const JobArgs& args, void* prepared, Report& report, Progress& progress) {
  const auto& facts = *static_cast<const OnePileFacts*>(prepared);
  const std::vector<Take>& take = facts.take;
  std::uint64_t done = 0;
  args.for_each_unit([&](std::int64_t n) {
    report.begin_unit(n);
    const std::int64_t most_r = std::max<std::int64_t>(n, 1);
    // r in [F_t, F_{t+1}) shares t; both rules are constant there (z1(n) is a Fibonacci number).
    for (int t = 2; fibonacci(t) <= most_r; ++t) {
      const std::int64_t lo = fibonacci(t), hi = std::min(fibonacci(t + 1) - 1, most_r);
      const bool word_p = facts.partial_sums[t][static_cast<std::size_t>(n)];
      const bool whinihan_p = fibonacci_nim_is_p(n, lo);
      const std::int64_t length = hi - lo + 1;
      report.add_checked(static_cast<std::uint64_t>(length));
      // Exhaustive search: P exactly for r < T(n).
      const std::int64_t p_count =
          take[n] == kNoWinningTake
              ? length
              : std::clamp<std::int64_t>(static_cast<std::int64_t>(take[n]) - lo, 0, length);
      report.count("P-positions", static_cast<std::uint64_t>(p_count));
      report.count("N-positions", static_cast<std::uint64_t>(length - p_count));
      if (word_p != whinihan_p || p_count != (word_p ? length : 0)) {
        const std::int64_t r = word_p ? std::min(hi, lo + p_count) : lo;  // where they differ
        report.fail({fmt::format("({}; {}): the rules disagree", n, r),
                     {{"search", take[n] > static_cast<std::uint64_t>(r) ? "P" : "N"},
                      {"whinihan", whinihan_p ? "P" : "N"},
                      {"theorem 9", word_p ? "P" : "N"}}});
      }
    }
    if (n >= 1) {
      const std::int64_t z = z1(n);
      report.count("Whinihan moves checked");
      if (take[n - z] <= static_cast<std::uint64_t>(2 * z))
        report.fail({fmt::format("({}; {}): Whinihan's move {} does not win", n, z, z), {}});
    }
    progress.update(++done);
  });
}

// A plain mex over the options, for the cross-check of the incremental table.
std::vector<std::vector<std::uint32_t>> grundy_by_definition(std::int64_t max_n) {
  std::vector<std::vector<std::uint32_t>> g;
  for (std::int64_t n = 0; n <= max_n; ++n) {
    std::vector<std::uint32_t> row(static_cast<std::size_t>(n) + 1, 0);
    for (std::int64_t r = 1; r <= n; ++r) {
      std::vector<bool> seen(static_cast<std::size_t>(r) + 2, false);
      for (std::int64_t s = 1; s <= r; ++s) {
        std::uint32_t v = g[n - s][std::min(2 * s, n - s)];
        if (v < seen.size()) seen[v] = true;
      }
      row[r] =
          static_cast<std::uint32_t>(std::find(seen.begin(), seen.end(), false) - seen.begin());
    }
    g.push_back(std::move(row));
  }
  return g;
}

// What every unit of fib-grundy-table reads: the incremental table and, for n <= min(upto,
// 300), the plain mex (both sequential: each row needs the smaller ones).
struct GrundyTables {
  FibonacciNimGrundy incremental;
  std::vector<std::vector<std::uint32_t>> by_definition;
};

std::shared_ptr<void> grundy_tables(const JobArgs& a, Progress& progress) {
  progress.start("Grundy table", static_cast<std::uint64_t>(std::max<std::int64_t>(a.upto, 20)));
  return std::make_shared<GrundyTables>(
      GrundyTables{FibonacciNimGrundy(std::max<std::int64_t>(a.upto, 20), progress),
                   grundy_by_definition(std::min<std::int64_t>(a.upto, 300))});
}

// Paper 002, Table 1 and the worked example G(15, 7) = 2 of section 2.4 (in unit 0).
void grundy_paper_table(const FibonacciNimGrundy& g, Report& report) {
  const auto& paper = paper002_table1();
  for (std::size_t n = 0; n < paper.size(); ++n)
    for (std::size_t r = 0; r < paper[n].size(); ++r) {
      const std::uint32_t got = g.value(static_cast<std::int64_t>(n), static_cast<std::int64_t>(r));
      if (paper[n][r] == kNoEntry) {
        report.count("cells lost in the paper's text (computed)");
        continue;
      }
      report.count("paper 002 Table 1 cells");
      if (got != paper[n][r])
        report.fail({fmt::format("G({}, {})", n, r),
                     {{"paper", std::to_string(paper[n][r])}, {"computed", std::to_string(got)}}});
    }
  // Section 2.4: G(15,7) = mex(G(14,2), G(13,4), G(12,6), G(11,8), G(10,10), G(9,9), G(8,8))
  // = mex(1, 0, 3, 5, 5, 5, 5) = 2.
  const std::array<std::array<std::int64_t, 3>, 7> example{
      {{14, 2, 1}, {13, 4, 0}, {12, 6, 3}, {11, 8, 5}, {10, 10, 5}, {9, 9, 5}, {8, 8, 5}}};
  for (const auto& [n, r, v] : example) {
    report.count("worked example values");
    if (g.value(n, r) != v) report.fail({fmt::format("G({}, {}) in the example", n, r), {}});
  }
  if (g.value(15, 7) != 2) report.fail({"G(15, 7) = 2 in the example", {}});
}

// A unit per n: unit 0 also checks the paper's table; row n of the incremental table against
// the plain mex (n <= 300); and G(n, r) = 0 exactly on Whinihan's P-positions.
void grundy_table(const JobArgs& args, void* prepared, Report& report, Progress& progress) {
  const auto& tables = *static_cast<const GrundyTables*>(prepared);
  const FibonacciNimGrundy& g = tables.incremental;
  std::uint64_t done = 0;
  args.for_each_unit([&](std::int64_t n) {
    report.begin_unit(n);
    if (n == 0) grundy_paper_table(g, report);
    if (n < static_cast<std::int64_t>(tables.by_definition.size()))
      for (std::int64_t r = 0; r <= n; ++r) {
        report.count("entries against the plain mex");
        if (g.value(n, r) != tables.by_definition[n][r])
          report.fail({fmt::format("G({}, {})", n, r),
                       {{"incremental", std::to_string(g.value(n, r))},
                        {"plain mex", std::to_string(tables.by_definition[n][r])}}});
      }
    // A row is a non-decreasing step function starting at G(n, 0) = 0, so G(n, r) = 0 exactly
    // for r below the start of its second step; Whinihan says: exactly for r < z1(n).
    report.add_checked(static_cast<std::uint64_t>(n + 1));
    auto steps = g.row(n);
    const std::int64_t zero_until = steps.size() > 1 ? steps[1].from_r : n + 1;
    const std::int64_t whinihan_until = n == 0 ? 1 : std::min(z1(n), n + 1);
    if (zero_until != whinihan_until)
      report.fail({fmt::format("G({}, r) = 0 exactly for r < {}, but Whinihan says r < {}", n,
                               zero_until, whinihan_until),
                   {}});
    progress.update(++done);
  });
}

}  // namespace

void add_one_pile_jobs(JobRegistry& r) {
  // Both jobs' units are the piles n = 0..upto.
  auto add_by_n = [&r](std::string name, std::string summary, std::string source,
                       std::int64_t default_upto, std::int64_t max_upto, auto prepare, auto run) {
    ShardedJob job = verifier_job(std::move(name), std::move(summary), std::move(source),
                                  "n, the pile", default_upto, max_upto, units_zero_to_upto);
    job.prepare = prepare;
    job.run = run;
    r.add(std::move(job));
  };
  add_by_n("fib-theorem-9",
           "one pile (n; r), n <= N, 1 <= r <= n: exhaustive search, Whinihan's rule and "
           "Theorem 9's word rule agree; Whinihan's move z1(n) wins",
           "paper 000, section 5 and Theorem 9; paper 001, Theorem 3.5", 2000, 5'000'000,
           one_pile_facts, theorem9);
  add_by_n("fib-grundy-table",
           "Grundy values G(n, r): paper 002's Table 1 and worked example, the incremental table "
           "against the plain mex, and G = 0 exactly on Whinihan's P-positions, n <= N",
           "paper 002, section 2.4 and Table 1", 1000, 200'000, grundy_tables, grundy_table);
}

void add_one_pile_verifiers(VerifierRegistry& r) {
  JobRegistry jobs;
  add_one_pile_jobs(jobs);
  for (const ShardedJob& job : jobs.all()) r.add(verifier_of(job));
}

}  // namespace cgt::games
