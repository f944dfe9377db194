// gn-theorem-4.8: paper 004's Theorem 4.8, the number theory behind the "Fundamental Claim of
// the GN numbers": for d, g in [1/2, 1) with xi(d), xi(g) in Q and s = xi(d) - xi(g) > 0, the
// least Zeckendorf index z_1(s) is odd iff g > d. Checked on every pair of heaps of Q \ {0} up
// to the bound, with d = xi^{-1}(h) from Lemma 4.6 (no game values involved).
#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <numeric>

#include "games/golden_nugget/heap_classes.hpp"
#include "games/golden_nugget/verifiers.hpp"
#include "games/golden_nugget/xi_map.hpp"
#include "games/number_theory/zeckendorf.hpp"
#include "games/statement_checks.hpp"

namespace cgt::games {
namespace {

// The heaps of Q \ {0} up to the bound with their preimages d = xi^{-1}(h), and the ranks of
// the d: what every unit compares against.
struct HeapsOfQ {
  std::vector<std::int64_t> index;  // index[h]: h's place in `heaps`, or -1
  std::vector<std::int64_t> heaps;
  std::vector<std::size_t> rank;    // rank[k]: the place of d(heaps[k]) in increasing order
  std::vector<std::uint8_t> odd_z1;  // odd_z1[v]: z_1(v) is odd
};

std::shared_ptr<void> heaps_of_q(const JobArgs& a, Progress& progress) {
  const std::int64_t upto = a.upto;
  progress.start("xi^{-1} of the heaps of Q", static_cast<std::uint64_t>(upto));
  auto q = std::make_shared<HeapsOfQ>();
  q->index.assign(static_cast<std::size_t>(upto) + 1, -1);
  std::vector<Dyadic> d;
  for (std::int64_t h = 1; h <= upto; ++h) {
    if (!in_q(h)) continue;
    auto x = xi_inverse(h);
    if (!x) continue;  // the unit h reports it
    q->index[h] = static_cast<std::int64_t>(q->heaps.size());
    q->heaps.push_back(h);
    d.push_back(*x);
  }
  std::vector<std::size_t> order(d.size());
  q->rank.resize(d.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return d[x] < d[y]; });
  for (std::size_t k = 0; k < order.size(); ++k) q->rank[order[k]] = k;
  q->odd_z1.assign(static_cast<std::size_t>(upto) + 1, 0);
  for (std::int64_t v = 1; v <= upto; ++v) q->odd_z1[v] = zeckendorf_least_index(v) % 2;
  return q;
}

// A unit is a heap h <= upto: if h is in Q \ {0}, its preimage, and the theorem on every pair
// with a smaller heap xi(g) of Q.
void theorem_4_8(const JobArgs& args, void* prepared, Report& report, Progress& progress) {
  const auto& q = *static_cast<const HeapsOfQ*>(prepared);
  StatementChecks c(report);
  auto& preimage = c.statement("Lemma 4.6: every h in Q\\{0} has a preimage xi^{-1}(h)");
  auto& theorem = c.statement("Theorem 4.8: z_1(xi(d) - xi(g)) odd iff g > d");
  std::uint64_t done = 0;
  args.for_each_unit([&](std::int64_t h) {
    report.begin_unit(h);
    if (h >= 1 && in_q(h)) {
      const std::int64_t i = q.index[h];
      c.check(preimage, i >= 0, [&] {
        return Failure{fmt::format("h = {} has no preimage under xi", h),
                       {{"h", std::to_string(h)}}};
      });
      for (std::int64_t j = 0; j < i; ++j) {  // xi(d) = h > xi(g) = heaps[j]
        const std::int64_t g = q.heaps[j], diff = h - g;
        const bool g_greater = q.rank[j] > q.rank[i];
        c.check(theorem, (q.odd_z1[diff] != 0) == g_greater, [&] {
          return Failure{fmt::format("xi(d) = {}, xi(g) = {}: z_1({}) is {}, but g {} d", h, g,
                                     diff, q.odd_z1[diff] ? "odd" : "even",
                                     g_greater ? ">" : "<"),
                         {{"xi(d)", std::to_string(h)}, {"xi(g)", std::to_string(g)}}};
        });
      }
    }
    c.finish_unit();
    progress.update(++done);
  });
}

}  // namespace

ShardedJob golden_nugget_theorem_4_8_job() {
  // |Q| grows like 0.146 N: the pairs like 0.011 N^2, hence the largest upto.
  ShardedJob job = verifier_job(
      "gn-theorem-4.8", "Theorem 4.8 on every pair of heaps of Q: z_1(xi(d) - xi(g)) odd iff g > d",
      "paper 004, Theorem 4.8", "h, the larger heap of a pair", 20000, 300'000, units_zero_to_upto);
  job.prepare = heaps_of_q;
  job.run = theorem_4_8;
  job.finish = StatementChecks::notes_from_rows;
  return job;
}

}  // namespace cgt::games
