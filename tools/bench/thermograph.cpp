// Benchmark: thermographs of the sums of k hot switches (shared/bench/switch-sums/sw_K.txt, five
// sums per K) against the time to build their canonical forms. For each file, the median over
// several runs (each on an empty game table) of the time to build the five canonical forms and
// of the time to compute their five thermographs (each with a fresh Thermographer, so nothing is
// reused between sums), with the size of the forms (followers) and of the thermographs (corners).
//
//   cgt_bench_thermograph DIR [--runs R]
#include "cgt/thermograph.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cgt/followers.hpp"
#include "cgt/game_table.hpp"
#include "cgt/large_stack.hpp"
#include "tools/bench/bench_util.hpp"
#include "lang/session.hpp"

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 1, "DIR [--runs R]");
    std::string dir = args.positional(0);
    int runs = static_cast<int>(args.number("--runs", 5));
    fmt::print("{:>3} {:>14} {:>14} {:>7} {:>10} {:>8}\n", "K", "canonical s", "thermograph s",
               "ratio", "followers", "corners");
    cgt::run_with_large_stack([&] {
      for (int k : cgt::bench::kSwitchSumSizes) {
        auto lines = cgt::bench::read_sum_file(fmt::format("{}/sw_{}.txt", dir, k));
        std::vector<double> build_times, thermo_times;
        std::size_t followers = 0, corners = 0;
        for (int r = 0; r < runs; ++r) {
          cgt::game_table().reset();
          std::vector<cgt::Game> games;
          double start = cgt::bench::now_seconds();
          for (const auto& line : lines) games.push_back(cgt::lang::evaluate_game(line.expression));
          build_times.push_back(cgt::bench::seconds_since(start));
          start = cgt::bench::now_seconds();
          for (cgt::Game g : games) {
            cgt::Thermographer th;
            const cgt::Thermograph& t = th.of(g);
            corners = std::max(corners, t.left_wall.pieces().size() + t.right_wall.pieces().size());
          }
          thermo_times.push_back(cgt::bench::seconds_since(start));
          for (cgt::Game g : games) followers = std::max(followers, cgt::follower_count(g));
        }
        double build = cgt::bench::median(build_times), thermo = cgt::bench::median(thermo_times);
        fmt::print("{:>3} {:>14.6f} {:>14.6f} {:>7.3f} {:>10} {:>8}\n", k, build, thermo,
                   thermo / build, followers, corners);
      }
    });
    return 0;
  });
}
