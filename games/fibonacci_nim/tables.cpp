#include "games/fibonacci_nim/tables.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "games/fibonacci_nim/complementary.hpp"
#include "games/fibonacci_nim/grundy_table.hpp"
#include "games/number_theory/wythoff_sequences.hpp"
#include "games/wythoff/wythoff_game.hpp"

namespace cgt::games {
namespace {

// A square table with rows and columns from..to and cells from `cell`.
template <class Cell>
TextTable square(std::string title, std::string corner, std::int64_t from, std::int64_t to,
                 Cell&& cell) {
  TextTable t;
  t.title = std::move(title);
  t.header.push_back(std::move(corner));
  for (std::int64_t c = from; c <= to; ++c) t.header.push_back(std::to_string(c));
  for (std::int64_t r = from; r <= to; ++r) {
    std::vector<std::string> row{std::to_string(r)};
    for (std::int64_t c = from; c <= to; ++c) row.push_back(cell(r, c));
    t.rows.push_back(std::move(row));
  }
  return t;
}

void require_from(std::int64_t from, const char* name) {
  if (from < 0) throw DomainError(fmt::format("table {}: --from must be >= 0", name));
}

TextTable complementary_values(std::int64_t from, std::int64_t to, Progress& progress) {
  require_from(from, "gfib-complementary");
  const auto bound = static_cast<Pile>(std::max<std::int64_t>(400, 10 * to));
  const ComplementaryTable values(static_cast<Pile>(to), bound, progress);
  return square(
      fmt::format("Complementary values b of (n1, n2): (n1, n2, b; inf) is P (paper 000, Table "
                  "1); b searched up to {}, none = no such b <= {}",
                  bound, bound),
      "n1\\n2", from, to, [&](std::int64_t n1, std::int64_t n2) {
        auto v = values.value(static_cast<Pile>(n1), static_cast<Pile>(n2));
        return v ? std::to_string(*v) : std::string("none");
      });
}

TextTable fibonacci_grundy(std::int64_t from, std::int64_t to, Progress& progress) {
  require_from(from, "fib-grundy");
  const FibonacciNimGrundy g(to, progress);
  TextTable t;
  t.title = "Grundy values G(n, r) of one-pile Fibonacci nim, r <= n (paper 002, Table 1)";
  t.header.push_back("n\\r");
  for (std::int64_t r = 0; r <= to; ++r) t.header.push_back(std::to_string(r));
  for (std::int64_t n = from; n <= to; ++n) {
    std::vector<std::string> row{std::to_string(n)};
    for (std::int64_t r = 0; r <= to; ++r)
      row.push_back(r <= n ? std::to_string(g.value(n, r)) : "");
    t.rows.push_back(std::move(row));
  }
  return t;
}

TextTable wythoff_grundy(std::int64_t from, std::int64_t to, Progress& progress) {
  require_from(from, "wythoff-grundy");
  const WythoffGrundyTable g(to, progress);
  return square("Grundy values G(a, b) of Wythoff's game (paper 002, Table 2)", "a\\b", from, to,
                [&](std::int64_t a, std::int64_t b) { return std::to_string(g.value(a, b)); });
}

TextTable wythoff_p_positions(std::int64_t from, std::int64_t to, Progress&) {
  require_from(from, "wythoff-p-positions");
  TextTable t;
  t.title = "P-positions (A(n), B(n)) of Wythoff's game, A(n) = floor(n phi), B(n) = A(n) + n";
  t.header = {"n", "A(n)", "B(n)"};
  for (std::int64_t n = from; n <= to; ++n)
    t.rows.push_back(
        {std::to_string(n), std::to_string(wythoff_a(n)), std::to_string(wythoff_b(n))});
  return t;
}

}  // namespace

void register_fibonacci_nim_tables(TableRegistry& r) {
  r.add({"gfib-complementary",
         "complementary values of global Fibonacci nim in Table 1's layout (paper 000)", 0, 15, 200,
         complementary_values});
  r.add({"fib-grundy", "Grundy values G(n, r) of one-pile Fibonacci nim (paper 002, Table 1)", 0,
         20, 300, fibonacci_grundy});
  r.add({"wythoff-grundy", "Grundy values of Wythoff's game (paper 002, Table 2)", 0, 10, 300,
         wythoff_grundy});
  r.add({"wythoff-p-positions", "Wythoff's P-positions (A(n), B(n))", 0, 20, 1'000'000,
         wythoff_p_positions});
}

}  // namespace cgt::games
