// Builds the table of canonical forms of Domineering regions
// (games/domineering/component_table.hpp) up to N cells and writes it to FILE after each size, so
// that a run stopped (Ctrl-C, a limit) resumes from the last size written when started again on the
// same FILE.
//
//   cgt_bench_domineering_table N FILE [--memory BYTES]
//
// Prints, per size, the symmetry classes added, seconds (wall, cpu), the games interned, the
// peak memory and the classes held as wide boards (bounding box past 64 cells, from 16 cells
// on); progress goes to standard error. cgt_bench_domineering FILE value --table FILE then
// takes components from the table.
#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <filesystem>

#include "cgt/files/file_io.hpp"
#include "cgt/large_stack.hpp"
#include "games/domineering/component_table.hpp"
#include "tools/bench/bench_util.hpp"

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 2, "N FILE [--memory BYTES]");
    const std::string& n_text = args.positional(0);
    unsigned n = 0;
    if (n_text.empty() || n_text.size() > 2 ||
        n_text.find_first_not_of("0123456789") != std::string::npos ||
        (n = std::stoul(n_text)) < 2 || n > 20) {
      fmt::print(stderr, "N is '{}': a number of cells from 2 to 20\n", n_text);
      return 2;
    }
    const std::string& path = args.positional(1);
    cgt::games::DomineeringComponentTable table;
    if (std::filesystem::exists(path)) {
      table = cgt::games::DomineeringComponentTable::parse(cgt::read_file(path));
      fmt::print("resuming from {}: {} regions of up to {} cells\n", path, table.size(),
                 table.max_cells());
    }
    cgt::Progress progress([](std::string_view task, std::uint64_t done, std::uint64_t total) {
      fmt::print(stderr, "\r{}: {}/{}   ", task, done, total);
      if (done == total) fmt::print(stderr, "\n");
    });
    cgt::run_with_large_stack([&] {
      for (unsigned size = std::max(table.max_cells() + 1, 2u); size <= n; ++size) {
        std::size_t before = table.size();
        std::size_t wide_before = table.wide_size();
        double start = cgt::bench::now_seconds();
        std::clock_t c = std::clock();
        table.extend(size, &progress);
        double wall = cgt::bench::seconds_since(start);
        double cpu = static_cast<double>(std::clock() - c) / CLOCKS_PER_SEC;
        cgt::write_file(path, table.text());
        fmt::print(
            "{:>2} cells: {:>9} classes {:>9.2f} s wall {:>9.2f} s cpu  {:>10} games  peak "
            "{:.0f} MiB{}\n",
            size, table.size() - before, wall, cpu, cgt::game_table().size(),
            cgt::bench::peak_rss_mib(),
            table.wide_size() == wide_before
                ? ""
                : fmt::format("  ({} of them wide: bounding box past 64 cells)",
                              table.wide_size() - wide_before));
        std::fflush(stdout);
      }
    });
    return 0;
  });
}
