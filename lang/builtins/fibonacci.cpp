// Built-in functions of the Fibonacci nim family (games/fibonacci_nim/, games/wythoff/):
// one pile, several piles with the local or the global move dynamic, complementary values,
// global power-of-two nim, Wythoff's game, and the P-position plot.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <functional>

#include "cgt/values.hpp"
#include "games/fibonacci_nim/complementary.hpp"
#include "games/fibonacci_nim/global_solver.hpp"
#include "games/fibonacci_nim/grundy_table.hpp"
#include "games/fibonacci_nim/local_dynamic.hpp"
#include "games/fibonacci_nim/one_pile.hpp"
#include "games/fibonacci_nim/p_position_plot.hpp"
#include "games/wythoff/wythoff_game.hpp"
#include "lang/files.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {
namespace {

constexpr const char* kFibonacciGroup = "fibonacci nim";
constexpr std::int64_t kMaxGrundyPile = 20'000;         // G(n, r) needs the table up to n: O(n^2)
constexpr std::size_t kMaxStoredPositions = 2'000'000;  // the global solvers' memo

Value integer_list(const std::vector<std::int64_t>& xs) {
  List out;
  for (std::int64_t x : xs) out.emplace_back(integer(x));
  return out;
}

Value move_list(const std::vector<games::PileMove>& moves) {
  List out;
  for (const games::PileMove& m : moves)
    out.emplace_back(List{integer(static_cast<std::int64_t>(m.pile) + 1), integer(m.take)});
  return out;
}

// The piles of a local position: n for a fresh pile (n; n), or [n, r].
std::vector<games::LocalPile> local_piles(const Args& a) {
  std::vector<games::LocalPile> piles;
  for (const Value& item : a.list(0, "piles")) {
    if (item.is_game()) {
      std::int64_t n = Args(a.signature(), {item}).integer(0, "a pile", 0, kMaxGrundyPile);
      piles.push_back({n, n});
      continue;
    }
    std::vector<std::int64_t> pair =
        Args(a.signature(), {item}).integers(0, "a pile [n, r]", 0, 1'000'000'000'000'000'000);
    if (pair.size() != 2 || pair[0] > kMaxGrundyPile)
      a.fail(ErrorCode::kDomain,
             fmt::format("each pile must be n or [n, r] with 0 <= n <= {}", kMaxGrundyPile));
    piles.push_back({pair[0], pair[1]});
  }
  return piles;
}

games::FibonacciNimGrundy grundy_up_to(const std::vector<games::LocalPile>& piles) {
  std::int64_t most = 0;
  for (const auto& p : piles) most = std::max(most, p.n);
  Progress progress;
  return games::FibonacciNimGrundy(most, progress);
}

std::vector<std::int64_t> global_piles(const Args& a) {
  return a.integers(0, "piles", 0, games::kMaxGlobalPileSize);
}

// The limit r: the second argument, or infinity when it is absent.
std::optional<std::int64_t> global_limit(const Args& a) {
  if (a.size() < 2) return std::nullopt;
  return a.integer(1, "r", 0, INT64_MAX);
}

// The outcome, N or P, of a global position (piles; r) under `dynamic`, by search.
std::function<Value(const Args&)> global_outcome(games::MoveDynamic dynamic) {
  return [dynamic](const Args& a) -> Value {
    games::GlobalSolver solver(dynamic, kMaxStoredPositions);
    return Text{solver.is_p(global_piles(a), global_limit(a)) ? "P" : "N"};
  };
}

Value fibnim(const Args& a) {
  if (a.size() == 1) {
    std::vector<games::LocalPile> piles = local_piles(a);
    return nimber(games::local_nim_value(piles, grundy_up_to(piles)));
  }
  std::vector<games::LocalPile> pile{
      {a.integer(0, "n", 0, kMaxGrundyPile), a.integer(1, "r", 0, INT64_MAX)}};
  return nimber(games::local_nim_value(pile, grundy_up_to(pile)));
}

Value fibwin(const Args& a) {
  if (a.size() == 1) {
    std::vector<games::LocalPile> piles = local_piles(a);
    return move_list(games::local_winning_moves(piles, grundy_up_to(piles)));
  }
  return integer_list(games::fibonacci_nim_winning_moves(a.integer(0, "n", 0, INT64_MAX),
                                                         a.integer(1, "r", 0, INT64_MAX)));
}

Value complementary(const Args& a) {
  std::vector<std::int64_t> piles = global_piles(a);
  std::int64_t largest = 0;
  for (std::int64_t n : piles) largest = std::max(largest, n);
  // Complementary values of pairs up to 200 reach 14.4 times the larger pile ((111, 112) has
  // 1615), so the default bound is 20 times it.
  const std::int64_t bound =
      a.size() > 1 ? a.integer(1, "bound", 0, 60'000)
                   : std::min<std::int64_t>(60'000, std::max<std::int64_t>(400, 20 * largest));
  std::optional<std::int64_t> value;
  if (piles.size() == 2) {
    // One dense three-pile table: the memo of a single pair would hold millions of positions.
    const double cells = 0.5 * double(largest + 1) * double(largest + 2) * double(bound + 1);
    if (cells > 2e8)
      a.fail(ErrorCode::kLimit,
             fmt::format("the search needs {:.0f} million positions (at most 200 million); "
                         "give a smaller bound",
                         cells / 1e6));
    Progress progress;
    games::ComplementaryTable table(static_cast<games::Pile>(largest),
                                    static_cast<games::Pile>(bound), progress);
    if (auto v =
            table.value(static_cast<games::Pile>(piles[0]), static_cast<games::Pile>(piles[1])))
      value = *v;
  } else {
    games::GlobalSolver solver(games::MoveDynamic::kFibonacci, kMaxStoredPositions);
    value = games::complementary_value(piles, bound, solver);
  }
  if (value) return integer(*value);
  return Text{fmt::format("none<={}", bound)};
}

// The Wythoff Grundy table, kept from call to call so that a table of wythoff(a, b) over many
// piles builds it a few times, not once per entry; it grows at least twofold (up to 4000).
const games::WythoffGrundyTable& wythoff_table(std::int64_t max_pile) {
  static std::optional<games::WythoffGrundyTable> kept;
  if (!kept || kept->max_pile() < max_pile) {
    std::int64_t twice = kept ? 2 * kept->max_pile() : 0;
    Progress quiet;
    kept.emplace(std::min<std::int64_t>(std::max(max_pile, twice), 4000), quiet);
  }
  return *kept;
}

Value gfibplot(const Args& a) {
  const bool has_limit = a.size() == 3;
  std::optional<std::int64_t> limit;
  if (has_limit) limit = a.integer(0, "r", 1, INT64_MAX);
  const std::int64_t size = a.integer(has_limit ? 1 : 0, "size", 1, 2000);
  const std::string path = a.text(has_limit ? 2 : 1, "file");
  Progress progress;
  games::PPositionPlot plot = games::two_pile_p_position_plot(limit, size, progress);
  write_picture(a, plot.svg, path);
  return Text{
      fmt::format("wrote {}: {} P-positions with both piles <= {}", path, plot.p_positions, size)};
}

}  // namespace

void register_fibonacci_functions(FunctionRegistry& r) {
  r.add({"fibnim", "fibnim(n, r) or fibnim([n1, [n2, r2], ...])",
         "the value *G(n, r) of Fibonacci nim (n; r) (paper 002's Grundy values, r capped at n); "
         "with a list, the local sum of the piles (n alone means (n; n))",
         "fibnim(15, 7)", kFibonacciGroup, 1, 2, fibnim});
  r.add({"fibwin", "fibwin(n, r) or fibwin([n1, [n2, r2], ...])",
         "the winning takes from (n; r); with a list, the winning moves [pile, take] of the local "
         "sum",
         "fibwin(12, 11)", kFibonacciGroup, 1, 2, fibwin});
  r.add({"gfib", "gfib([n1, ..., nk], r) or gfib([n1, ..., nk])",
         "the outcome (N or P) of global Fibonacci nim (n1, ..., nk; r); no r means r = infinity",
         "gfib([3, 4, 10])", kFibonacciGroup, 1, 2,
         global_outcome(games::MoveDynamic::kFibonacci)});
  r.add({"gfibwin", "gfibwin([n1, ..., nk], r) or gfibwin([n1, ..., nk])",
         "the winning moves [pile, take] of global Fibonacci nim (n1, ..., nk; r)",
         "gfibwin([3, 4, 10])", kFibonacciGroup, 1, 2, [](const Args& a) -> Value {
           games::GlobalSolver solver(games::MoveDynamic::kFibonacci, kMaxStoredPositions);
           return move_list(solver.winning_moves(global_piles(a), global_limit(a)));
         }});
  r.add({"complementary", "complementary([n1, ..., nk]) or complementary([n1, ..., nk], bound)",
         "the b with (n1, ..., nk, b; inf) in P (paper 000, Theorem 17), or none<=bound; the "
         "bound defaults to max(400, 20 max n)",
         "complementary([8, 9])", kFibonacciGroup, 1, 2, complementary});
  r.add({"p2nim", "p2nim([n1, ..., nk], r) or p2nim([n1, ..., nk])",
         "the outcome (N or P) of global power-of-two nim (n1, ..., nk; r), by search",
         "p2nim([5, 6, 7], 2)", kFibonacciGroup, 1, 2,
         global_outcome(games::MoveDynamic::kPowerOfTwo)});
  r.add({"wythoff", "wythoff(a, b)", "the value *G(a, b) of Wythoff's game, a, b <= 4000",
         "wythoff(3, 5)", kFibonacciGroup, 2, 2, [](const Args& a) -> Value {
           std::int64_t x = a.integer(0, "a", 0, 4000), y = a.integer(1, "b", 0, 4000);
           return nimber(wythoff_table(std::max(x, y)).value(x, y));
         }});
  r.add({"wythoffp", "wythoffp(a, b)",
         "whether (a, b) is a P-position of Wythoff's game (any piles up to 3*10^18)",
         "wythoffp(1000000, 1618034)", kFibonacciGroup, 2, 2, [](const Args& a) -> Value {
           return games::wythoff_is_p(a.integer(0, "a", 0, 3'000'000'000'000'000'000),
                                      a.integer(1, "b", 0, 3'000'000'000'000'000'000));
         }});
  r.add({"gfibplot", "gfibplot(r, size, file) or gfibplot(size, file)",
         "draws the P-positions (x, y; r) of two-pile global Fibonacci nim, x, y <= size, into an "
         ".svg file (or .png through rsvg-convert); no r means r = infinity",
         "gfibplot(5, 100, \"gfib-r5.svg\")", kFibonacciGroup, 2, 3, gfibplot});
}

}  // namespace cgt::lang
