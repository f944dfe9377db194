// Nim products against their definition by mex (a second algorithm), the values ONAG and Winning
// Ways tabulate, and the field laws on random 64-bit numbers.
#include <catch2/catch.hpp>
#include <random>
#include <vector>

#include "cgt/nim_arithmetic.hpp"

using namespace cgt;

TEST_CASE("nim products below 32 equal the mex definition", "[nim]") {
  constexpr std::uint64_t kN = 32;
  std::vector<std::vector<std::uint64_t>> table(kN, std::vector<std::uint64_t>(kN));
  for (std::uint64_t a = 0; a < kN; ++a)
    for (std::uint64_t b = 0; b < kN; ++b) {
      std::vector<bool> seen(kN * kN + 1, false);  // a mex is at most the options counted
      for (std::uint64_t x = 0; x < a; ++x)
        for (std::uint64_t y = 0; y < b; ++y) seen[table[x][b] ^ table[a][y] ^ table[x][y]] = true;
      std::uint64_t mex = 0;
      while (seen[mex]) ++mex;
      table[a][b] = mex;
      INFO(a << " (x) " << b);
      CHECK(nim_product(a, b) == mex);
    }
}

TEST_CASE("nim products of Fermat 2-powers and the field laws", "[nim]") {
  // F (x) F = 3F/2 for a Fermat 2-power F; distinct Fermat 2-powers multiply as integers.
  for (std::uint64_t f : {2ull, 4ull, 16ull, 256ull, 65536ull, 4294967296ull})
    CHECK(nim_product(f, f) == 3 * f / 2);
  CHECK(nim_product(4, 16) == 64);
  CHECK(nim_product(256, 4294967296ull) == 256ull * 4294967296ull);
  CHECK(nim_product(2, 3) == 1);  // 2 and 3 are inverse in GF(4)
  std::mt19937_64 rng(64);
  for (int i = 0; i < 2000; ++i) {
    std::uint64_t a = rng(), b = rng(), c = rng();
    CHECK(nim_product(a, b) == nim_product(b, a));
    CHECK(nim_product(a, nim_product(b, c)) == nim_product(nim_product(a, b), c));
    CHECK(nim_product(a, nim_sum(b, c)) == nim_sum(nim_product(a, b), nim_product(a, c)));
    CHECK(nim_product(a, 1) == a);
    if (a != 0 && b != 0) CHECK(nim_product(a, b) != 0);  // a field: no zero divisors
  }
}
