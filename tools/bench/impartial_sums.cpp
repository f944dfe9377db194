// Benchmark: Grundy values of impartial Clobber and NoGo positions and sums, by the nimber search
// (games/ruleset/nimber_search.hpp: candidate values tested, Lemoine and Viennot) and by mex
// over every subposition (Evaluator::grundy), each from empty tables.
//
//   cgt_bench_impartial_sums [--runs R] [--mex-cells C] [--only LABEL]
//
// Prints per case: the label, the Grundy value, then for each method the median seconds of R
// runs (default 3) and the positions its tables held; mex only on boards of at most C cells
// (default 16: beyond, it takes minutes). Then the peak memory.
#include <fmt/format.h>

#include <string>
#include <vector>

#include "cgt/large_stack.hpp"
#include "games/clobber/clobber.hpp"
#include "games/nogo/nogo.hpp"
#include "games/ruleset/impartial.hpp"
#include "games/ruleset/nimber_search.hpp"
#include "games/ruleset/typed_position.hpp"
#include "tools/bench/bench_util.hpp"

namespace {

using cgt::games::Clobber;
using cgt::games::GridBoard;
using cgt::games::Impartial;
using cgt::games::NoGo;

struct Case {
  std::string label;
  bool clobber;                      // else NoGo
  std::vector<std::string> boards;   // the sum's parts
};

std::string alternating(int rows, int cols) {
  std::string s;
  for (int r = 0; r < rows; ++r) {
    if (r) s += '|';
    for (int c = 0; c < cols; ++c) s += (r + c) % 2 ? 'O' : 'X';
  }
  return s;
}

std::vector<Case> cases() {
  std::vector<Case> all;
  for (int rows : {2, 3, 4, 5, 6})
    all.push_back({fmt::format("clobber {}x4 checkerboard", rows), true, {alternating(rows, 4)}});
  for (int n : {8, 12, 16, 20, 24})
    all.push_back({fmt::format("clobber (XO)^{}", n / 2), true, {alternating(1, n)}});
  for (int n : {12, 16, 20, 24, 28})
    all.push_back({fmt::format("nogo 1x{}", n), false, {std::string(static_cast<std::size_t>(n), '.')}});
  all.push_back({"nogo 4x4", false, {"....|....|....|...."}});
  all.push_back({"clobber 3x4 + 2x4 + (XO)^5", true,
                 {alternating(3, 4), alternating(2, 4), alternating(1, 10)}});
  all.push_back({"nogo 1x14 + 1x15 + 1x16", false,
                 {std::string(14, '.'), std::string(15, '.'), std::string(16, '.')}});
  return all;
}

struct Run {
  std::uint64_t grundy = 0;
  double seconds = 0;
  std::size_t positions = 0;
  std::uint64_t visits = 0;  // the nimber search's positions searched
};

template <class R>
Run measure(const R& rules, const std::vector<typename R::Position>& sum, bool by_search,
            int runs) {
  Run result;
  std::vector<double> seconds;
  for (int r = 0; r < runs; ++r) {
    cgt::game_table().reset();
    cgt::games::Evaluator<R> evaluator(rules);
    cgt::games::NimberSearch<R> search(evaluator, cgt::games::fold_size<R>());
    double start = cgt::bench::now_seconds();
    std::uint64_t g = 0;
    if (by_search) {
      g = search.nimber(sum);
    } else {
      for (const auto& p : sum) g ^= evaluator.grundy(p);
    }
    seconds.push_back(cgt::bench::seconds_since(start));
    result = Run{g, 0, evaluator.size() + search.size(), search.visits()};
  }
  result.seconds = cgt::bench::median(seconds);
  return result;
}

template <class R>
void report(const Case& c, const R& rules, std::vector<typename R::Position> sum, std::size_t cells,
            std::size_t mex_cells, int runs) {
  Run search = measure(rules, sum, true, runs);
  std::string mex = "-";
  if (cells <= mex_cells) {
    Run m = measure(rules, sum, false, runs);
    mex = fmt::format("{:.3f} s, {} positions{}", m.seconds, m.positions,
                      m.grundy == search.grundy ? "" : " (DIFFERENT VALUE)");
  }
  fmt::print("{:<28} *{:<3} search {:.3f} s, {} positions, {} searched; mex {}\n", c.label,
             search.grundy, search.seconds, search.positions, search.visits, mex);
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  return cgt::bench::guarded_main([&] {
    cgt::bench::BenchArgs args(argc, argv, 0, "[--runs R] [--mex-cells C] [--only LABEL]");
    int runs = static_cast<int>(std::max(1LL, args.number("--runs", 3)));
    auto mex_cells = static_cast<std::size_t>(args.number("--mex-cells", 16));
    std::string only = args.text("--only", "");
    cgt::run_with_large_stack([&] {
      for (const Case& c : cases()) {
        if (!only.empty() && c.label.find(only) == std::string::npos) continue;
        std::size_t cells = 0;
        if (c.clobber) {
          std::vector<GridBoard> sum;
          for (const std::string& b : c.boards) {
            sum.push_back(cgt::games::parse_clobber(b, "clobber(grid)"));
            cells += Clobber{}.size(sum.back());
          }
          report(c, Impartial<Clobber>{Clobber{}}, sum, cells, mex_cells, runs);
        } else {
          std::vector<GridBoard> sum;
          for (const std::string& b : c.boards) {
            sum.push_back(cgt::games::parse_nogo(b, "nogo(grid)"));
            cells += NoGo{}.size(sum.back());
          }
          report(c, Impartial<NoGo>{NoGo{}}, sum, cells, mex_cells, runs);
        }
      }
    });
    fmt::print("peak {:.0f} MiB\n", cgt::bench::peak_rss_mib());
    return 0;
  });
}
