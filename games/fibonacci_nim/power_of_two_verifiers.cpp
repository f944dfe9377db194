// p2nim-theorem-22: global power-of-two nim on every position of up to four piles <= N.
#include <fmt/format.h>

#include "games/fibonacci_nim/global_solver.hpp"
#include "games/fibonacci_nim/power_of_two_nim.hpp"
#include "games/fibonacci_nim/verifiers.hpp"

namespace cgt::games {
namespace {

// Theorem 22 for every limit r at once: (Q; r) is P iff r < T(Q), and Theorem 22 says P iff
// r < sb(xor), so T(Q) must equal sb(xor) (both infinite for nim-sum 0: Corollary 23).
// The units are the smallest pile; the solver's memo (positions of smaller piles) is kept from
// one shard to the next.
void theorem22(const JobArgs& args, void* prepared, Report& report, Progress& progress) {
  const std::int64_t upto = args.upto;
  GlobalSolver& solver = *static_cast<GlobalSolver*>(prepared);
  std::array<std::int64_t, 4> piles{};
  std::uint64_t done = 0;
  args.for_each_unit([&](std::int64_t smallest) {
    report.begin_unit(smallest);
    piles[0] = smallest;
    for (piles[1] = piles[0]; piles[1] <= upto; ++piles[1])
      for (piles[2] = piles[1]; piles[2] <= upto; ++piles[2])
        for (piles[3] = piles[2]; piles[3] <= upto; ++piles[3]) {
          report.add_checked(1);
          const int nonempty = (piles[0] > 0) + (piles[1] > 0) + (piles[2] > 0) + (piles[3] > 0);
          report.count(fmt::format("positions with {} non-empty piles", nonempty));
          const Take take = solver.least_winning_take(piles);
          std::uint64_t x = static_cast<std::uint64_t>(piles[0] ^ piles[1] ^ piles[2] ^ piles[3]);
          const std::optional<std::uint64_t> sb = smallest_binary_part(x);
          if (!sb) report.count("P with no limit (nim-sum 0, Corollary 23)");
          const bool agree = sb ? take == *sb : take == kNoWinningTake;
          if (!agree)
            report.fail(
                {fmt::format("({}, {}, {}, {})", piles[0], piles[1], piles[2], piles[3]),
                 {{"least winning take", take == kNoWinningTake ? "none" : std::to_string(take)},
                  {"sb(nim-sum)", sb ? std::to_string(*sb) : "infinity"}}});
        }
    progress.update(++done);
  });
}

ShardedJob theorem22_job() {
  ShardedJob job = verifier_job(
      "p2nim-theorem-22",
      "global power-of-two nim, all positions of up to 4 piles <= N: P exactly when sb(nim-sum) "
      "> r, for every r, and with no limit exactly when the nim-sum is 0",
      "paper 000, Theorem 22 and Corollary 23", "the smallest pile", 24, 80, units_zero_to_upto);
  job.prepare = [](const JobArgs&, Progress&) -> std::shared_ptr<void> {
    return std::make_shared<GlobalSolver>(MoveDynamic::kPowerOfTwo);
  };
  job.run = theorem22;
  return job;
}

}  // namespace

void add_power_of_two_jobs(JobRegistry& r) { r.add(theorem22_job()); }

void add_power_of_two_verifiers(VerifierRegistry& r) { r.add(verifier_of(theorem22_job())); }

}  // namespace cgt::games
