#include "cgt/big_int.hpp"
#include "games/number_theory/fibonacci.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "games/number_theory/integer_sqrt.hpp"

using namespace cgt;
using namespace cgt::games;

TEST_CASE("the 64-bit table and fast doubling agree, and match known values", "[number_theory]") {
  for (int i = 0; i <= kMaxFibonacciIndex64; ++i) CHECK(fibonacci_big(i) == fibonacci(i));
  // Textbook values (Knuth, TAOCP vol. 1, 1.2.8): F_10 = 55, F_50 = 12586269025, and F_100.
  CHECK(fibonacci(10) == 55);
  CHECK(fibonacci(50) == 12586269025);
  CHECK(fibonacci_big(100) == BigInt("354224848179261915075"));
}

TEST_CASE("Cassini's identity holds for large indices", "[number_theory]") {
  // F_{n-1} F_{n+1} - F_n^2 = (-1)^n.
  for (std::int64_t n = 1; n <= 600; n += 7) {
    BigInt lhs = fibonacci_big(n - 1) * fibonacci_big(n + 1) - fibonacci_big(n) * fibonacci_big(n);
    CHECK(lhs == (n % 2 == 0 ? 1 : -1));
  }
}

TEST_CASE("index lookups agree with a linear scan and Gessel's test", "[number_theory]") {
  // Gessel: n > 0 is a Fibonacci number iff 5n^2 + 4 or 5n^2 - 4 is a perfect square.
  auto gessel = [](std::int64_t n) {
    BigInt five = 5 * BigInt(n) * n;
    for (BigInt x : {BigInt(five + 4), BigInt(five - 4)}) {
      BigInt s = integer_sqrt(x);
      if (s * s == x) return true;
    }
    return false;
  };
  int scan = 2;
  for (std::int64_t n = 1; n <= 20000; ++n) {
    while (fibonacci(scan + 1) <= n) ++scan;
    REQUIRE(largest_fibonacci_index_at_most(n) == scan);
    REQUIRE(is_fibonacci(n) == gessel(n));
    if (is_fibonacci(n)) REQUIRE(fibonacci(*fibonacci_index_of(n)) == n);
  }
  CHECK(fibonacci_index_of(1) == 2);  // the Zeckendorf index, not F_1
  CHECK(largest_fibonacci_index_at_most(INT64_MAX) == 92);
  CHECK(is_fibonacci(fibonacci(92)));
  CHECK_FALSE(is_fibonacci(fibonacci(92) - 1));
  CHECK_FALSE(is_fibonacci(0));
}

TEST_CASE("out-of-range indices are errors", "[number_theory]") {
  CHECK_THROWS_AS(fibonacci(93), DomainError);
  CHECK_THROWS_AS(fibonacci(-1), DomainError);
  CHECK_THROWS_AS(fibonacci_big(-1), DomainError);
  CHECK_THROWS_AS(largest_fibonacci_index_at_most(0), DomainError);
}
