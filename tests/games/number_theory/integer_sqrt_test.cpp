#include "cgt/big_int.hpp"
#include "games/number_theory/integer_sqrt.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/error.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

BigInt big(unsigned __int128 x) {
  return (BigInt(static_cast<std::uint64_t>(x >> 64)) << 64) + static_cast<std::uint64_t>(x);
}

// The definition: r = floor(sqrt(x)) iff r^2 <= x < (r+1)^2.
bool is_floor_sqrt(const BigInt& r, const BigInt& x) {
  return r * r <= x && x < (r + 1) * (r + 1);
}

}  // namespace

TEST_CASE("128-bit integer square roots satisfy the definition", "[number_theory]") {
  std::mt19937_64 rng(20240601);
  std::vector<unsigned __int128> xs = {
      0, 1, 2, 3, 4, 15, 16, 17, ~static_cast<unsigned __int128>(0)};
  for (std::uint64_t r : {std::uint64_t{3037000499}, std::uint64_t{1} << 32, ~std::uint64_t{0}}) {
    unsigned __int128 sq = static_cast<unsigned __int128>(r) * r;
    xs.insert(xs.end(), {sq - 1, sq, sq + 1});
  }
  for (int i = 0; i < 2000; ++i) {
    unsigned __int128 x = (static_cast<unsigned __int128>(rng()) << 64) | rng();
    xs.push_back(x >> (rng() % 128));
  }
  for (unsigned __int128 x : xs) {
    unsigned __int128 r = integer_sqrt(x);
    REQUIRE(is_floor_sqrt(big(r), big(x)));
    REQUIRE(integer_sqrt(big(x)) == big(r));  // Boost's algorithm agrees
  }
}

TEST_CASE("the square root of a negative number is an error", "[number_theory]") {
  CHECK_THROWS_AS(integer_sqrt(BigInt(-1)), DomainError);
}
