// The heap-size sets of paper 004, section 2, against Table 4 and the definitions.
#include "games/golden_nugget/heap_classes.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/wythoff_compositions.hpp"
#include "games/number_theory/wythoff_sequences.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("the rows of paper 004's Table 4", "[golden_nugget]") {
  auto rows = test::read_data_file("paper004_table4_partition.txt");
  REQUIRE(rows.size() == 8);
  for (std::size_t j = 1; j < rows[0].size(); ++j) {
    std::int64_t i = test::cell_integer(rows[0][j]);
    auto expect = [&](std::size_t row, std::int64_t value, bool printed) {
      INFO(rows[row][0] << " column " << i);
      if (!printed) {
        CHECK(rows[row][j] == "•");
        return;
      }
      CHECK(test::cell_integer(rows[row][j]) == value);
    };
    expect(1, wythoff_b(i), i > 0);
    expect(2, wythoff_ab(i), true);
    expect(3, wythoff_ab(i) + 1, true);
    expect(4, wythoff_b_squared(i) + 1, i > 0);
    for (int n = 1; n <= 3; ++n) expect(4 + n, g_term(i, n), true);
  }
}

TEST_CASE("membership tests follow the definitions", "[golden_nugget]") {
  const std::int64_t limit = 20000;
  std::vector<int> ab0(limit + 2, 0), b2hat(limit + 2, 0);
  for (std::int64_t n = 0; wythoff_ab(n) <= limit; ++n) ab0[wythoff_ab(n)] = 1;
  for (std::int64_t n = 1; wythoff_b_squared(n) + 1 <= limit; ++n)
    b2hat[wythoff_b_squared(n) + 1] = 1;
  for (std::int64_t h = 0; h <= limit; ++h) {
    REQUIRE(in_ab0(h) == (ab0[h] == 1));
    REQUIRE(in_ab0_hat(h) == (h >= 1 && ab0[h - 1] == 1));
    REQUIRE(in_b2_hat(h) == (b2hat[h] == 1));
  }
  for (int n = 0; 2 * n + 4 <= 40; ++n) {
    CHECK(fibonacci_odd_minus_two_index(fibonacci(2 * n + 3) - 2) == n);
    CHECK(fibonacci_even_minus_two_index(fibonacci(2 * n + 4) - 2) == n);
    CHECK(in_q(fibonacci(2 * n + 3) - 2));
  }
  CHECK_FALSE(fibonacci_odd_minus_two_index(4).has_value());
  CHECK_FALSE(fibonacci_even_minus_two_index(3).has_value());
}

TEST_CASE("g_index inverts the formula G_i(n), and classes agree with the class table",
          "[golden_nugget]") {
  for (int n = 1; n <= 12; ++n)
    for (std::int64_t i = 0; i <= 300; ++i) {
      auto g = g_index(g_term(i, n));
      REQUIRE(g);
      REQUIRE(g->n == n);
      REQUIRE(g->i == i);
    }
  // G_i(n) = B^{n+1}(i) + F_{2n+3} - 2 (Lemma 5.33; section 2 prints B^n(i)).
  for (int n = 1; n <= 6; ++n)
    for (std::int64_t i = 0; i <= 100; ++i)
      REQUIRE(g_term(i, n) ==
              wythoff_composition("B^" + std::to_string(n + 1), i) + fibonacci(2 * n + 3) - 2);
  const std::int64_t limit = 100000;
  HeapClassTable table(limit);
  for (std::int64_t h = 0; h <= limit; ++h) {
    HeapClass c = classify_heap(h);
    REQUIRE(c.kind == table.kind(h));
    REQUIRE(c.kind != HeapKind::kUnclassified);
    if (c.kind == HeapKind::kSwitch) REQUIRE(c.n == table.n(h));
  }
  CHECK(classify_heap(0).kind == HeapKind::kZero);
  CHECK(classify_heap(2).kind == HeapKind::kB);
  CHECK(classify_heap(4).kind == HeapKind::kABHat);
  CHECK(classify_heap(6).kind == HeapKind::kNumber);
  CHECK(classify_heap(3).kind == HeapKind::kNumber);  // G_0(1) = F_5 - 2
  CHECK(classify_heap(45).n == 2);                    // Table 4: 45 in G(2)
  CHECK(std::string(heap_kind_name(HeapKind::kSwitch)) == "G(n)");
  CHECK_THROWS_AS(classify_heap(-1), DomainError);
}
