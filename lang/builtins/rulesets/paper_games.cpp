// The tool's functions for the papers' games as positions (the papers in /work/shared/papers):
// complementary subtraction heaps (GoldenNugget and the cs family, paper 004), Fibonacci nim
// with the local and the global move dynamic and global power-of-two nim (paper 000), and
// Wythoff's game (paper 002). The gn, cs, fibnim, gfib and wythoff functions compute the same
// values by the papers' fast sweeps; these return positions for the generic functions (value,
// grundy, solve, options, winningmoves) and for sums P + Q.
#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "games/complementary_subtraction/ruleset.hpp"
#include "games/fibonacci_nim/global_ruleset.hpp"
#include "games/fibonacci_nim/ruleset.hpp"
#include "games/golden_nugget/ruleset.hpp"
#include "games/ruleset/typed_position.hpp"
#include "games/wythoff/ruleset.hpp"
#include "lang/builtins/beatty_argument.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {
namespace {

constexpr const char* kPaperGamesGroup = "rulesets";
// The bounds keep one evaluation within seconds of CPU time (every option is enumerated; costs
// grow about as the cube of the size or faster): value(goldennugget(5000)) takes 5 s,
// grundy(fibnimgame(1000, 1000)) 16 s, grundy(wythoffgame(500, 500)) 13 s.
constexpr std::int64_t kMaxPaperGameHeap = 5'000;
constexpr std::int64_t kMaxFibonacciPile = 800;
// Global positions: the search is over multisets of piles.
constexpr std::int64_t kMaxGlobalPile = 1'000;
constexpr std::int64_t kMaxWythoffPile = 400;

// A complementary subtraction heap of argument 0, blue unless argument `colour` says "red".
Value heap(const Args& a, const games::ComplementarySubtraction& rules, std::size_t colour) {
  auto h = static_cast<std::uint32_t>(a.integer(0, "h", 0, kMaxPaperGameHeap));
  bool red = false;
  if (a.size() > colour) {
    std::string c = a.text(colour, "colour");
    if (c != "blue" && c != "red")
      a.fail(ErrorCode::kDomain, fmt::format("colour must be \"blue\" or \"red\", not \"{}\"", c));
    red = c == "red";
  }
  return games::make_position(rules, {h, red});
}

// A pile (n; r) with r capped at n (the same game: no take exceeds n).
games::LocalFibonacciNim::Pile local_pile(std::int64_t n, std::int64_t r) {
  return {static_cast<std::uint32_t>(n), static_cast<std::uint32_t>(std::min(n, r))};
}

// The piles of a local Fibonacci nim position: n for a fresh pile (n; n), or [n, r].
games::LocalFibonacciNim::Position local_piles(const Args& a) {
  games::LocalFibonacciNim::Position piles;
  for (const Value& item : a.list(0, "piles")) {
    std::vector<std::int64_t> pile =
        Args(a.signature(), {item}).integers(0, "a pile", 0, 1'000'000'000'000'000'000);
    if (pile.empty() || pile.size() > 2 || pile[0] > kMaxFibonacciPile)
      a.fail(ErrorCode::kDomain,
             fmt::format("each pile must be n or [n, r] with 0 <= n <= {}", kMaxFibonacciPile));
    piles.push_back(local_pile(pile[0], pile.size() == 2 ? pile[1] : pile[0]));
  }
  return piles;
}

Value fibonacci_nim(const Args& a) {
  if (a.size() == 1) return games::make_position(games::LocalFibonacciNim{}, local_piles(a));
  games::LocalFibonacciNim::Pile pile =
      local_pile(a.integer(0, "n", 0, kMaxFibonacciPile), a.integer(1, "r", 0, INT64_MAX));
  return games::make_position(games::LocalFibonacciNim{}, {pile});
}

// A global position (piles; r) of the given dynamic; no r means r = infinity.
std::function<Value(const Args&)> global_position(games::MoveDynamic dynamic) {
  return [dynamic](const Args& a) -> Value {
    games::GlobalTakeAway::Position p;
    for (std::int64_t n : a.integers(0, "piles", 0, kMaxGlobalPile))
      p.piles.push_back(static_cast<std::uint32_t>(n));
    if (p.piles.size() > games::kMaxGlobalPiles)
      a.fail(ErrorCode::kDomain,
             fmt::format("at most {} piles, not {}", games::kMaxGlobalPiles, p.piles.size()));
    if (a.size() > 1)  // a limit above every pile is no limit
      p.limit = static_cast<std::uint32_t>(
          std::min<std::int64_t>(a.integer(1, "r", 0, INT64_MAX), games::GlobalTakeAway::kNoLimit));
    return games::make_position(games::GlobalTakeAway(dynamic), p);
  };
}

}  // namespace

void register_paper_games_functions(FunctionRegistry& r) {
  r.add(Function{"goldennugget", "goldennugget(h) or goldennugget(h, \"red\")",
                 "a GoldenNugget heap of h <= 5000 (paper 004): Left removes a number in A = "
                 "floor(n phi), Right one in B; a red heap swaps them (gn(h) by the sweep)",
                 "value(goldennugget(20) + goldennugget(17, \"red\"))", kPaperGamesGroup, 1, 2,
                 [](const Args& a) -> Value { return heap(a, games::golden_nugget_rules(), 1); }});
  r.add(Function{"compsub", "compsub(h, a, b, c) or compsub(h, a, b, c, \"red\")",
                 "a heap of h <= 5000 of the complementary subtraction game of alpha = "
                 "(a + sqrt(b))/c, 1 < alpha < 2: Left removes floor(n alpha), Right the rest",
                 "value(compsub(10, 0, 2, 1))", kPaperGamesGroup, 4, 5, [](const Args& a) -> Value {
                   games::SubtractionSet set = beatty_argument(a, 1);
                   return heap(a, games::ComplementarySubtraction(set), 4);
                 }});
  r.add(Function{"compsubodd", "compsubodd(h) or compsubodd(h, \"red\")",
                 "a heap of h <= 5000 of Example 6.2's complementary subtraction game: Left "
                 "removes an odd number, Right an even one",
                 "value(compsubodd(6))", kPaperGamesGroup, 1, 2, [](const Args& a) -> Value {
                   return heap(
                       a, games::ComplementarySubtraction(games::SubtractionSet::odd_numbers()), 1);
                 }});
  r.add(Function{"fibnimgame", "fibnimgame(n, r) or fibnimgame([n1, [n2, r2], ...])",
                 "Fibonacci nim (n; r), n <= 800 (paper 000): take 1 <= s <= r, the next limit "
                 "is 2s; a list is a local sum (n alone: (n; n)); r is capped at n",
                 "grundy(fibnimgame([5, [8, 3]]))", kPaperGamesGroup, 1, 2, fibonacci_nim});
  r.add(Function{"gfibgame", "gfibgame([n1, ..., nk], r) or gfibgame([n1, ..., nk])",
                 "global Fibonacci nim (n1, ..., nk; r), piles <= 1000 (paper 000): one limit for "
                 "all piles, the next is 2s; no r means r = infinity",
                 "solve(gfibgame([3, 4, 10]))", kPaperGamesGroup, 1, 2,
                 global_position(games::MoveDynamic::kFibonacci)});
  r.add(Function{"p2nimgame", "p2nimgame([n1, ..., nk], r) or p2nimgame([n1, ..., nk])",
                 "global power-of-two nim (n1, ..., nk; r), piles <= 1000 (paper 000, section 8): "
                 "the next limit is the last take; no r means r = infinity",
                 "solve(p2nimgame([5, 6, 7], 2))", kPaperGamesGroup, 1, 2,
                 global_position(games::MoveDynamic::kPowerOfTwo)});
  r.add(Function{"wythoffgame", "wythoffgame(a, b)",
                 "Wythoff's game (a, b), piles <= 400 (paper 002): remove from one pile, or the "
                 "same number from both",
                 "grundy(wythoffgame(3, 5))", kPaperGamesGroup, 2, 2, [](const Args& a) -> Value {
                   auto x = static_cast<std::uint32_t>(a.integer(0, "a", 0, kMaxWythoffPile));
                   auto y = static_cast<std::uint32_t>(a.integer(1, "b", 0, kMaxWythoffPile));
                   return games::make_position(games::WythoffGame{}, {x, y});
                 }});
}

}  // namespace cgt::lang
