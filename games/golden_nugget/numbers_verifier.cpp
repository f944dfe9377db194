// gn-numbers: the GoldenNugget numbers (paper 004, section 4.3) on every heap h <= N, with the
// values from the reduced sweep (exact for every heap whose value is a number):
//   - Theorem 4.9: for h in Q \ {0}, val(h) is the number xi^{-1}(h) of Lemma 4.6, and
//     xi(val(h)) = h;
//   - the numbers are pairwise distinct (after Theorem 4.9), and which heaps outside Q are
//     numbers (heap 1, val 1 = q(0), is one: it lies in ÂB_0);
//   - Proposition 4.7 and Table 5's construction: with F_Lmax (F_Rmax) the largest even-indexed
//     (odd-indexed, index >= 3) Fibonacci number <= h, (i) if F_Lmax > F_Rmax then
//     val(h) = x01 with xi(x) = h - F_Lmax and xi(x1) = h - F_Rmax; (ii) if F_Rmax > F_Lmax then
//     val(h) = x01^r with xi(x01^{r-1}) = h - F_Lmax and xi(x1) = h - F_Rmax. Table 5 also reads
//     val(h) off these two options: their values are checked to be those binary words.
// With --out DIR the run saves checkpoints (the sweep's facts, the tallies, and the numbers
// found since the last save) and resumes from them (games/sharding/sweep_checkpoint.hpp).
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <sstream>
#include <unordered_map>

#include "cgt/big_int.hpp"
#include "cgt/error.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "games/golden_nugget/heap_classes.hpp"
#include "games/golden_nugget/verifiers.hpp"
#include "games/golden_nugget/xi_map.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/sharding/sweep_resumption.hpp"
#include "games/statement_checks.hpp"

namespace cgt::games {
namespace {

using Statement = StatementChecks::Statement;

// The largest F_i <= h with i of the given parity (i >= 2 even, i >= 3 odd).
std::int64_t largest_fibonacci_of_parity(std::int64_t h, int parity) {
  int i = largest_fibonacci_index_at_most(h);
  if (i % 2 != parity) --i;
  return fibonacci(i);
}

// The numbers found, as a checkpoint's state holds those new since the last save: one JSON
// string "h=v h=v ..." (a few million pairs would cost far more as JSON arrays once parsed).
void add_saved_numbers(const std::string& saved,
                       std::unordered_map<std::int64_t, Dyadic>& numbers) {
  std::istringstream in(saved);
  for (std::string pair; in >> pair;) {
    std::size_t eq = pair.find('=');
    std::int64_t h = -1;
    auto [end, ec] = std::from_chars(pair.data(), pair.data() + std::min(eq, pair.size()), h);
    if (eq == std::string::npos || ec != std::errc() || end != pair.data() + eq)
      throw DomainError("gn-numbers: '" + pair + "' is no saved number");
    numbers.emplace(h, Dyadic::parse(std::string_view(pair).substr(eq + 1)));
  }
}

Report run_numbers(std::int64_t upto, Progress& progress, SweepCheckpoint* checkpoint) {
  Report report;
  StatementChecks c(report);
  Statement& s49 = c.statement("Theorem 4.9: val(h) = xi^{-1}(h) on Q\\{0}");
  Statement& sxi = c.statement("xi(val(h)) = h on Q\\{0}");
  Statement& s47i = c.statement("Proposition 4.7 (i): F_Lmax > F_Rmax");
  Statement& s47ii = c.statement("Proposition 4.7 (ii): F_Rmax > F_Lmax");
  Statement& stable = c.statement("Table 5: val(h) = {val(h - F_Lmax) | val(h - F_Rmax)}");
  Statement& sdistinct = c.statement("the numbers are pairwise distinct");

  std::unordered_map<std::int64_t, Dyadic> numbers;  // heap -> value, for heaps that are numbers
  std::vector<std::int64_t> outside_q;
  // What a save adds to the last one: the numbers and the heaps outside Q found since.
  std::string unsaved_numbers;
  std::size_t saved_outside_q = 0;
  SweepResumption resumption(
      checkpoint,
      [&] {
        std::string new_outside_q;
        for (std::size_t k = saved_outside_q; k < outside_q.size(); ++k)
          new_outside_q += fmt::format("{}{}", new_outside_q.empty() ? "" : ", ", outside_q[k]);
        std::string state = fmt::format(R"({{"checks": {}, "numbers": "{}", "outside_q": [{}]}})",
                                        c.state_json(), unsaved_numbers, new_outside_q);
        unsaved_numbers.clear();
        saved_outside_q = outside_q.size();
        return state;
      },
      [&](const JsonValue& state) {  // the last save's tallies, every save's numbers
        c.restore(state.at("checks"));
        add_saved_numbers(state.at("numbers").as_string(), numbers);
        for (const JsonValue& h : state.at("outside_q").as_array()) outside_q.push_back(h.as_int());
        saved_outside_q = outside_q.size();
      });
  ReducedSweep(SubtractionSet::golden_nugget())
      .run(
          upto, progress,
          [&](std::int64_t h, const HeapFacts& f) {
            if (f.is_number) {
              numbers.emplace(h, f.left_stop);
              if (checkpoint)
                fmt::format_to(std::back_inserter(unsaved_numbers), "{}{}={}",
                               unsaved_numbers.empty() ? "" : " ", h, f.left_stop.to_string());
            }
            if (h == 0) return;
            if (!in_q(h)) {
              if (f.is_number) outside_q.push_back(h);
              return;
            }
            auto fail = [&](std::string what) {
              return [=, v = f.is_number ? f.left_stop.to_string() : std::string("not a number")] {
                return Failure{fmt::format("h = {}: {}", h, what),
                               {{"h", std::to_string(h)}, {"val", v}}};
              };
            };
            auto d = xi_inverse(h);
            c.check(s49, f.is_number && d && *d == f.left_stop, fail("val(h) != xi^{-1}(h)"));
            if (!f.is_number) return;
            c.check(sxi, xi(f.left_stop) == BigInt(h), fail("xi(val(h)) != h"));

            // Proposition 4.7: val(h) = x 0 1^r.
            std::vector<int> digits = binary_digits(f.left_stop);
            std::size_t r = 0;
            while (r < digits.size() && digits[digits.size() - 1 - r] == 1) ++r;
            std::vector<int> x(digits.begin(), digits.end() - static_cast<std::ptrdiff_t>(r + 1));
            std::vector<int> x1 = x, x01r1 = x;
            x1.push_back(1);
            x01r1.push_back(0);
            x01r1.insert(x01r1.end(), r - 1, 1);
            std::int64_t fl = largest_fibonacci_of_parity(h, 0),
                         fr = largest_fibonacci_of_parity(h, 1);
            bool case_i = fl > fr;
            const std::vector<int>& left_word = case_i ? x : x01r1;
            bool holds = (!case_i || r == 1) && xi_of_digits(left_word) == BigInt(h - fl) &&
                         xi_of_digits(x1) == BigInt(h - fr) &&
                         (case_i ? h - fl < h - fr : h - fl > h - fr);
            c.check(case_i ? s47i : s47ii, holds,
                    fail(fmt::format("Proposition 4.7 ({}) with F_Lmax = {}, F_Rmax = {}",
                                     case_i ? "i" : "ii", fl, fr)));
            auto left_value = numbers.find(h - fl), right_value = numbers.find(h - fr);
            c.check(stable,
                    left_value != numbers.end() && right_value != numbers.end() &&
                        left_value->second == digits_value(left_word) &&
                        right_value->second == digits_value(x1),
                    fail("the options h - F_Lmax, h - F_Rmax do not have the values x, x1"));
          },
          resumption.hooks());
  std::vector<Dyadic> values;
  for (const auto& [h, v] : numbers) values.push_back(v);
  std::sort(values.begin(), values.end());
  for (std::size_t k = 1; k < values.size(); ++k)
    c.check(sdistinct, values[k] != values[k - 1], [&] {
      return Failure{fmt::format("two heaps have the value {}", values[k].to_string()),
                     {{"value", values[k].to_string()}}};
    });
  c.finish();
  report.count("heaps whose value is a number", numbers.size());
  std::string list;
  for (std::size_t k = 0; k < outside_q.size() && k < 20; ++k)
    list += (k ? ", " : "") + std::to_string(outside_q[k]);
  report.count("numbers outside Q", outside_q.size());
  if (!outside_q.empty())
    report.notes.push_back("heaps outside Q whose value is a number: " + list +
                           " (heap 1 is val 1 = q(0), in AB_0+1)");
  return report;
}

}  // namespace

Verifier golden_nugget_numbers_verifier() {
  return Verifier{
      "gn-numbers",
      "Theorem 4.9 (val = xi^{-1} on Q), Proposition 4.7 and Table 5's construction",
      "paper 004, section 4.3, Table 5",
      1'000'000,
      20'000'000,  // keeps every number in memory
      [](std::int64_t upto, Progress& progress) { return run_numbers(upto, progress, nullptr); },
      [](std::int64_t upto, Progress& progress, SweepCheckpoint& checkpoint) {
        return run_numbers(upto, progress, &checkpoint);
      }};
}

}  // namespace cgt::games
