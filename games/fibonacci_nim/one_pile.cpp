#include "games/fibonacci_nim/one_pile.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "games/number_theory/zeckendorf.hpp"

namespace cgt::games {
namespace {

void require_position(std::int64_t n, std::int64_t r) {
  if (n < 0 || r < 0)
    throw DomainError(fmt::format("Fibonacci nim ({}; {}): n and r must be >= 0", n, r));
}

}  // namespace

bool fibonacci_nim_is_p(std::int64_t n, std::int64_t r) {
  require_position(n, r);
  return n == 0 || z1(n) > r;
}

std::optional<std::int64_t> whinihan_move(std::int64_t n, std::int64_t r) {
  if (fibonacci_nim_is_p(n, r)) return std::nullopt;
  return z1(n);
}

std::vector<std::int64_t> fibonacci_nim_winning_moves(std::int64_t n, std::int64_t r) {
  require_position(n, r);
  const std::int64_t most = std::min(n, r);
  if (most > 10'000'000)
    throw LimitError("Fibonacci nim winning moves: at most 10^7 takes are searched");
  std::vector<std::int64_t> moves;
  for (std::int64_t s = 1; s <= most; ++s)
    if (fibonacci_nim_is_p(n - s, 2 * s)) moves.push_back(s);
  return moves;
}

std::vector<Take> one_pile_least_winning_takes(std::int64_t max_n, Progress& progress) {
  if (max_n < 0 || max_n > 1'000'000'000)
    throw DomainError("one-pile search: max_n must lie between 0 and 10^9");
  std::vector<Take> t(static_cast<std::size_t>(max_n) + 1, kNoWinningTake);
  for (std::int64_t n = 1; n <= max_n; ++n) {
    const std::array<Pile, 1> pile{static_cast<Pile>(n)};
    t[n] = least_winning_take(pile, MoveDynamic::kFibonacci,
                              [&t](std::span<const Pile> c) { return t[c[0]]; });
    progress.update(static_cast<std::uint64_t>(n));
  }
  return t;
}

}  // namespace cgt::games
