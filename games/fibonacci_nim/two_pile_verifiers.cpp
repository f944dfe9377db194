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

// Runs `predict` over m, k <= upto and every r <= 2(m + k), one Fibonacci interval of r at a
// time, against T(m, m + k): the solver says P exactly for r < T.
Report check_two_piles(std::int64_t upto, Progress& progress,
                       const std::function<Prediction(std::int64_t m)>& for_m) {
  Report report;
  // Counting by the case names' addresses (a handful of literals) keeps the inner loop free
  // of string work; the report gets the totals at the end.
  std::vector<std::pair<const char*, std::uint64_t>> per_case;
  auto count = [&per_case](const char* name, std::uint64_t n) {
    for (auto& [k, v] : per_case)
      if (k == name) {
        v += n;
        return;
      }
    per_case.emplace_back(name, n);
  };
  const auto small = static_cast<Pile>(upto);
  progress.start("two-pile table", 2 * static_cast<std::uint64_t>(upto));
  const TwoPileTakeTable table(small, 2 * small, MoveDynamic::kFibonacci, progress);
  progress.start("checking", static_cast<std::uint64_t>(upto));
  for (std::int64_t m = 0; m <= upto; ++m) {
    const Prediction predict = for_m(m);
    for (std::int64_t k = 0; k <= upto; ++k) {
      const std::int64_t most_r = 2 * (m + k);
      const std::uint64_t take = table.at(static_cast<Pile>(m), static_cast<Pile>(m + k));
      for (int t = 2; fibonacci(t) <= most_r; ++t) {
        const std::int64_t lo = fibonacci(t), hi = std::min(fibonacci(t + 1) - 1, most_r);
        const std::int64_t length = hi - lo + 1;
        const auto [predicted_p, name] = predict(m, k, t);
        count(name, static_cast<std::uint64_t>(length));
        report.checked += static_cast<std::uint64_t>(length);
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
    progress.update(static_cast<std::uint64_t>(m));
  }
  for (const auto& [name, n] : per_case) report.count(name, n);
  return report;
}

Report theorem10(std::int64_t upto, Progress& progress) {
  auto parts = std::make_shared<std::vector<std::vector<int>>>();
  for (std::int64_t k = 0; k <= upto; ++k) parts->push_back(zeckendorf_indices(k));
  return check_two_piles(upto, progress, [parts](std::int64_t) -> Prediction {
    return [parts](std::int64_t m, std::int64_t k, int t) {
      Theorem10Case c = theorem10_case(m, (*parts)[static_cast<std::size_t>(k)], t);
      return std::pair{theorem10_predicts_p(c), theorem10_case_name(c)};
    };
  });
}

Report theorem14(std::int64_t upto, Progress& progress, SpecialCaseParity parity) {
  Report report = check_two_piles(upto, progress, [upto, parity](std::int64_t m) -> Prediction {
    auto words = std::make_shared<TwoPileWordSets>(m, upto, parity);
    return [words](std::int64_t, std::int64_t k, int t) {
      const int alpha = t - words->p() + 1;
      const char* kind = alpha >= 0              ? "Sturm"
                         : words->special(alpha) ? "hybrid, special transformation"
                                                 : "hybrid";
      return std::pair{words->contains(k, alpha), kind};
    };
  });
  if (!report.failures.empty()) {
    const Failure& f = report.failures.front();
    report.notes.push_back("smallest counterexample (in the order m, k, r): " + f.what);
  }
  return report;
}

}  // namespace

void add_two_pile_verifiers(VerifierRegistry& r) {
  r.add({"gfib-theorem-10",
         "two piles (m, m + k; r), m, k <= N, 1 <= r <= 2(m + k): the classification (1)-(5b) "
         "against the solver; counts are (m, k, r) triples per case",
         "paper 000, Theorem 10", 300, 5000, theorem10});
  r.add({"gfib-theorem-14",
         "two piles (m, m + k; r), m, k <= N, 1 <= r <= 2(m + k): k in sigma_m(alpha) (the word "
         "approach, special cases chosen by the parity of p + alpha, as written) against the "
         "solver",
         "paper 000, section 6.2 and Theorem 14", 300, 5000,
         [](std::int64_t upto, Progress& progress) {
           return theorem14(upto, progress, SpecialCaseParity::kPaper);
         }});
  r.add({"gfib-theorem-14-corrected",
         "as gfib-theorem-14, with the special case chosen by the parity of alpha instead of "
         "p + alpha",
         "paper 000, Theorem 14, corrected", 300, 5000, [](std::int64_t upto, Progress& progress) {
           return theorem14(upto, progress, SpecialCaseParity::kCorrected);
         }});
}

}  // namespace cgt::games
