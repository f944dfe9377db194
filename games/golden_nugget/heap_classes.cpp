#include "games/golden_nugget/heap_classes.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/wythoff_sequences.hpp"

namespace cgt::games {

bool in_ab0(std::int64_t h) {
  if (h == 0) return true;
  auto n = wythoff_a_inverse(h);
  return n && in_wythoff_b(*n);
}

bool in_ab0_hat(std::int64_t h) {
  return h >= 1 && in_ab0(h - 1);
}

bool in_b2_hat(std::int64_t h) {
  if (h < 2) return false;
  auto n = wythoff_b_inverse(h - 1);
  return n && in_wythoff_b(*n);
}

std::optional<int> fibonacci_odd_minus_two_index(std::int64_t h) {
  if (h < 0 || h > INT64_MAX - 2) return std::nullopt;
  auto i = fibonacci_index_of(h + 2);
  if (!i || *i % 2 == 0 || *i < 3) return std::nullopt;
  return (*i - 3) / 2;
}

std::optional<int> fibonacci_even_minus_two_index(std::int64_t h) {
  if (h < 0 || h > INT64_MAX - 2) return std::nullopt;
  auto i = fibonacci_index_of(h + 2);
  if (!i || *i % 2 == 1 || *i < 4) return std::nullopt;
  return (*i - 4) / 2;
}

bool in_q(std::int64_t h) {
  return in_b2_hat(h) || fibonacci_odd_minus_two_index(h).has_value();
}

std::int64_t g_term(std::int64_t i, int n) {
  if (i < 0 || n < 0) throw DomainError("G_i(n): i and n must be >= 0");
  if (2 * n + 3 > kMaxFibonacciIndex64) throw LimitError("G_i(n) exceeds 64 bits");
  __int128 v = __int128(wythoff_a(i)) * fibonacci(2 * n + 2) + __int128(i) * fibonacci(2 * n + 1) +
               fibonacci(2 * n + 3) - 2;
  if (v > INT64_MAX) throw LimitError("G_i(n) exceeds 64 bits");
  return static_cast<std::int64_t>(v);
}

std::optional<GIndex> g_index(std::int64_t h) {
  if (h < 0 || h >= kMaxWythoffArgument) return std::nullopt;
  auto y = wythoff_a_inverse(h + 1);
  if (!y) return std::nullopt;
  GIndex g;
  // {B̂(k) : k >= 1} and {Â(i) : i >= 0} are complementary on the positive integers.
  while (*y >= 2 && in_wythoff_b(*y - 1)) {
    y = wythoff_b_inverse(*y - 1);
    ++g.n;
  }
  if (g.n == 0) return std::nullopt;
  if (*y == 1) {
    g.i = 0;
  } else {
    auto i = wythoff_a_inverse(*y - 1);
    if (!i) return std::nullopt;
    g.i = *i;
  }
  return g;
}

HeapClass classify_heap(std::int64_t h) {
  if (h < 0) throw DomainError(fmt::format("heap class: h must be >= 0, not {}", h));
  if (h == 0) return {HeapKind::kZero};
  if (in_wythoff_b(h)) return {HeapKind::kB};
  if (in_ab0_hat(h)) return {HeapKind::kABHat};
  if (in_q(h)) return {HeapKind::kNumber};
  if (auto g = g_index(h); g && g->i > 0) return {HeapKind::kSwitch, g->n, g->i};
  return {HeapKind::kUnclassified};
}

const char* heap_kind_name(HeapKind kind) {
  switch (kind) {
    case HeapKind::kZero:
      return "0";
    case HeapKind::kB:
      return "B";
    case HeapKind::kABHat:
      return "AB^+1";
    case HeapKind::kNumber:
      return "Q";
    case HeapKind::kSwitch:
      return "G(n)";
    case HeapKind::kUnclassified:
      return "unclassified";
  }
  return "?";
}

HeapClassTable::HeapClassTable(std::int64_t upto) {
  if (upto < 0 || upto > kMaxWythoffArgument / 4)
    throw DomainError(fmt::format("heap class table: bound {} out of range", upto));
  const auto size = static_cast<std::size_t>(upto) + 1;
  kind_.assign(size, static_cast<std::uint8_t>(HeapKind::kUnclassified));
  n_.assign(size, 0);
  std::vector<std::uint8_t> hits(size, 0);
  auto mark = [&](std::int64_t h, HeapKind kind, int n) {
    if (h > upto) return;
    kind_[h] = static_cast<std::uint8_t>(++hits[h] == 1 ? kind : HeapKind::kUnclassified);
    n_[h] = static_cast<std::uint8_t>(n);
  };
  mark(0, HeapKind::kZero, 0);
  // For a bound of 10^8 the passes take seconds: polled, so that Ctrl-C stops them.
  for (std::int64_t n = 0; wythoff_a(n) + n <= upto; ++n) {
    if ((n & 0xffff) == 0) poll_interrupt();
    std::int64_t a = wythoff_a(n);
    if (n >= 1) mark(a + n, HeapKind::kB, 0);                   // B(n)
    mark(2 * a + n + 1, HeapKind::kABHat, 0);                   // AB(n) + 1
    if (n >= 1) mark(3 * a + 2 * n + 1, HeapKind::kNumber, 0);  // B^2(n) + 1
  }
  for (int n = 1; 2 * n + 3 <= kMaxFibonacciIndex64 && fibonacci(2 * n + 3) - 2 <= upto; ++n) {
    mark(fibonacci(2 * n + 3) - 2, HeapKind::kNumber, 0);  // F_{2n+3} - 2, n >= 1
    for (std::int64_t i = 1; g_term(i, n) <= upto; ++i) {
      if ((i & 0xffff) == 0) poll_interrupt();
      mark(g_term(i, n), HeapKind::kSwitch, n);
    }
  }
}

}  // namespace cgt::games
