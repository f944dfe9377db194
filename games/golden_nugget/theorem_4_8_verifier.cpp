// gn-theorem-4.8: paper 004's Theorem 4.8, the number theory behind the "Fundamental Claim of
// the GN numbers": for d, g in [1/2, 1) with xi(d), xi(g) in Q and s = xi(d) - xi(g) > 0, the
// least Zeckendorf index z_1(s) is odd iff g > d. Checked on every pair of heaps of Q \ {0} up
// to the bound, with d = xi^{-1}(h) from Lemma 4.6 (no game values involved).
#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "games/golden_nugget/heap_classes.hpp"
#include "games/golden_nugget/verifiers.hpp"
#include "games/golden_nugget/xi_map.hpp"
#include "games/number_theory/zeckendorf.hpp"
#include "games/statement_checks.hpp"

namespace cgt::games {
namespace {

Report run_theorem_4_8(std::int64_t upto, Progress& progress) {
  Report report;
  StatementChecks c(report);
  auto& preimage = c.statement("Lemma 4.6: every h in Q\\{0} has a preimage xi^{-1}(h)");
  auto& theorem = c.statement("Theorem 4.8: z_1(xi(d) - xi(g)) odd iff g > d");
  std::vector<std::int64_t> heaps;
  std::vector<Dyadic> d;
  for (std::int64_t h = 1; h <= upto; ++h) {
    if (!in_q(h)) continue;
    auto x = xi_inverse(h);
    c.check(preimage, x.has_value(), [&] {
      return Failure{fmt::format("h = {} has no preimage under xi", h), {{"h", std::to_string(h)}}};
    });
    if (!x) continue;
    heaps.push_back(h);
    d.push_back(*x);
  }
  // rank[k]: the position of d[k] in increasing order, so g > d is a comparison of ranks.
  std::vector<std::size_t> order(d.size()), rank(d.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return d[a] < d[b]; });
  for (std::size_t k = 0; k < order.size(); ++k) rank[order[k]] = k;
  std::vector<std::uint8_t> odd_z1(upto + 1, 0);
  for (std::int64_t v = 1; v <= upto; ++v) odd_z1[v] = zeckendorf_least_index(v) % 2;
  for (std::size_t i = 0; i < heaps.size(); ++i) {  // xi(d) = heaps[i] > xi(g) = heaps[j]
    for (std::size_t j = 0; j < i; ++j) {
      std::int64_t diff = heaps[i] - heaps[j];
      bool g_greater = rank[j] > rank[i];
      c.check(theorem, (odd_z1[diff] != 0) == g_greater, [&] {
        return Failure{
            fmt::format("xi(d) = {}, xi(g) = {}: z_1({}) is {}, but g {} d", heaps[i], heaps[j],
                        diff, odd_z1[diff] ? "odd" : "even", g_greater ? ">" : "<"),
            {{"xi(d)", std::to_string(heaps[i])}, {"xi(g)", std::to_string(heaps[j])}}};
      });
    }
    progress.update(static_cast<std::uint64_t>(heaps[i]));
  }
  c.finish();
  return report;
}

}  // namespace

Verifier golden_nugget_theorem_4_8_verifier() {
  return Verifier{"gn-theorem-4.8",
                  "Theorem 4.8 on every pair of heaps of Q: z_1(xi(d) - xi(g)) odd iff g > d",
                  "paper 004, Theorem 4.8",
                  20000,
                  300'000,  // |Q| grows like 0.146 N: the pairs like 0.011 N^2
                  run_theorem_4_8};
}

}  // namespace cgt::games
