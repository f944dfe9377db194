// gfib-theorem-10, gfib-theorem-14 and gfib-theorem-14-corrected: the two-pile positions
// (m, m + k; r) of global Fibonacci nim, m, k <= N, 1 <= r <= 2(m + k), against the solver.
#include <fmt/format.h>

#include <algorithm>
#include <functional>

#include "games/fibonacci_nim/theorem10.hpp"
#include "games/fibonacci_nim/two_pile_table.hpp"
#include "games/fibonacci_nim/verifiers.hpp"
#include "games/fibonacci_nim/word_approach.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/zeckendorf.hpp"

namespace cgt::games {
namespace {

// A statement that predicts P or N from (m, k) and t (F_t <= r < F_{t+1}): both theorems
// depend on r only through t. Returns the prediction and the name of the case it used.
using Prediction =
    std::function<std::pair<bool, const char*>(std::int64_t m, std::int64_t k, int t)>;

// Runs `predict` over the units m of args (k <= upto and every r <= 2(m + k) for each), one
// Fibonacci interval of r at a time, against T(m, m + k): the solver says P exactly for r < T.
// T(x, y) for every position a run over these units asks about: x <= the last m, y <= x + upto.
std::shared_ptr<void> two_pile_table(const JobArgs& args, Progress& progress) {
  const auto most_m = static_cast<Pile>(std::max<std::int64_t>(args.unit_to, 0));
  progress.start("two-pile table", static_cast<std::uint64_t>(most_m + args.upto));
  return std::make_shared<TwoPileTakeTable>(most_m, most_m + static_cast<Pile>(args.upto),
                                            MoveDynamic::kFibonacci, progress);
}

void check_two_piles(const JobArgs& args, const TwoPileTakeTable& table, Report& report,
                     Progress& progress, const std::function<Prediction(std::int64_t m)>& for_m) {
  const std::int64_t upto = args.upto;
  // Counting by the case names' addresses (a handful of literals) keeps the inner loop free
  // of string work; the report gets each m's totals.
  std::vector<std::pair<const char*, std::uint64_t>> per_case;
  auto count = [&per_case](const char* name, std::uint64_t n) {
    for (auto& [k, v] : per_case)
      if (k == name) {
        v += n;
        return;
      }
    per_case.emplace_back(name, n);
  };
  progress.start("checking", args.unit_count());
  std::uint64_t done = 0;
  args.for_each_unit([&](std::int64_t m) {
    report.begin_unit(m);
    const Prediction predict = for_m(m);
    for (std::int64_t k = 0; k <= upto; ++k) {
      const std::int64_t most_r = 2 * (m + k);
      const std::uint64_t take = table.at(static_cast<Pile>(m), static_cast<Pile>(m + k));
      for (int t = 2; fibonacci(t) <= most_r; ++t) {
        const std::int64_t lo = fibonacci(t), hi = std::min(fibonacci(t + 1) - 1, most_r);
        const std::int64_t length = hi - lo + 1;
        const auto [predicted_p, name] = predict(m, k, t);
        count(name, static_cast<std::uint64_t>(length));
        const std::int64_t p_count =
            take == kNoWinningTake
                ? length
                : std::clamp<std::int64_t>(static_cast<std::int64_t>(take) - lo, 0, length);
        if (p_count == (predicted_p ? length : 0)) continue;
        // The r that differ: from the least winning take on, or below it; one failure each,
        // in the unit of `checked`.
        const std::int64_t r = predicted_p ? lo + p_count : lo;
        const std::int64_t last = predicted_p ? hi : lo + p_count - 1;
        report.fail(
            {fmt::format("({}, {}; {}): {} predicts {}, the solver finds {}{}", m, m + k, r, name,
                         predicted_p ? "P" : "N", predicted_p ? "N" : "P",
                         last > r ? fmt::format(" (so for every r up to {})", last) : ""),
             {{"m", std::to_string(m)},
              {"k", std::to_string(k)},
              {"r", std::to_string(r)},
              {"last r", std::to_string(last)},
              {"case", name},
              {"least winning take", take == kNoWinningTake ? "none" : std::to_string(take)}}},
            static_cast<std::uint64_t>(last - r + 1));
      }
    }
    // Per unit, in the unit's own order of first use, so that the checksum does not depend
    // on which units a shard ran before.
    std::uint64_t checked = 0;
    for (const auto& [name, n] : per_case) {
      report.count(name, n);
      checked += n;
    }
    per_case.clear();
    report.add_checked(checked);
    progress.update(++done);
  });
}

void theorem10(const JobArgs& args, void* table, Report& report, Progress& progress) {
  auto parts = std::make_shared<std::vector<std::vector<int>>>();
  for (std::int64_t k = 0; k <= args.upto; ++k) parts->push_back(zeckendorf_indices(k));
  check_two_piles(args, *static_cast<const TwoPileTakeTable*>(table), report, progress,
                  [parts](std::int64_t) -> Prediction {
    return [parts](std::int64_t m, std::int64_t k, int t) {
      Theorem10Case c = theorem10_case(m, (*parts)[static_cast<std::size_t>(k)], t);
      return std::pair{theorem10_predicts_p(c), theorem10_case_name(c)};
    };
  });
}

void theorem14(const JobArgs& args, void* table, Report& report, Progress& progress,
               SpecialCaseParity parity) {
  const std::int64_t upto = args.upto;
  check_two_piles(args, *static_cast<const TwoPileTakeTable*>(table), report, progress,
                  [upto, parity](std::int64_t m) -> Prediction {
    auto words = std::make_shared<TwoPileWordSets>(m, upto, parity);
    return [words](std::int64_t, std::int64_t k, int t) {
      const int alpha = t - words->p() + 1;
      const char* kind = alpha >= 0              ? "Sturm"
                         : words->special(alpha) ? "hybrid, special transformation"
                                                 : "hybrid";
      return std::pair{words->contains(k, alpha), kind};
    };
  });
}

void note_smallest_counterexample(Report& report) {
  if (report.failures.empty()) return;
  report.notes.push_back("smallest counterexample (in the order m, k, r): " +
                         report.failures.front().what);
}

ShardedJob two_pile_job(std::string name, std::string summary, std::string source,
                        std::function<void(const JobArgs&, void*, Report&, Progress&)> run) {
  ShardedJob job = verifier_job(std::move(name), std::move(summary), std::move(source),
                                "m, the smaller pile", 300, 10000, units_zero_to_upto);
  job.prepare = two_pile_table;
  job.run = std::move(run);
  return job;
}

ShardedJob theorem14_job(std::string name, std::string summary, std::string source,
                         SpecialCaseParity parity) {
  ShardedJob job = two_pile_job(std::move(name), std::move(summary), std::move(source),
                                [parity](const JobArgs& a, void* t, Report& r, Progress& p) {
                                  theorem14(a, t, r, p, parity);
                                });
  job.finish = note_smallest_counterexample;
  return job;
}

}  // namespace

void add_two_pile_jobs(JobRegistry& r) {
  r.add(two_pile_job("gfib-theorem-10",
                     "two piles (m, m + k; r), m, k <= N, 1 <= r <= 2(m + k): the classification "
                     "(1)-(5b) against the solver; counts are (m, k, r) triples per case",
                     "paper 000, Theorem 10", theorem10));
  r.add(theorem14_job("gfib-theorem-14",
                       "two piles (m, m + k; r), m, k <= N, 1 <= r <= 2(m + k): k in sigma_m(alpha) "
                       "(the word approach, special cases chosen by the parity of p + alpha, as "
                       "written) against the solver",
                       "paper 000, section 6.2 and Theorem 14", SpecialCaseParity::kPaper));
  r.add(theorem14_job("gfib-theorem-14-corrected",
                       "as gfib-theorem-14, with the special case chosen by the parity of alpha "
                       "instead of p + alpha",
                       "paper 000, Theorem 14, corrected", SpecialCaseParity::kCorrected));
}

void add_two_pile_verifiers(VerifierRegistry& r) {
  JobRegistry jobs;
  add_two_pile_jobs(jobs);
  for (const ShardedJob& job : jobs.all()) r.add(verifier_of(job));
}

}  // namespace cgt::games
