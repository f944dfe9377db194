#include "games/octal/pair_scan.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

using namespace cgt;

namespace {

// The first block of 16 pairs with a wanted nim-sum, pair by pair from the definition.
template <class T>
std::size_t plain_first_block(const std::vector<T>& g, const std::vector<std::size_t>& rests,
                              std::size_t a, std::size_t blocks,
                              const std::vector<std::uint32_t>& wanted) {
  for (std::size_t b = 0; b < blocks; ++b)
    for (std::size_t i = 0; i < 16; ++i)
      for (std::size_t rest : rests) {
        const std::size_t x = a + 16 * b + i;
        for (std::uint32_t w : wanted)
          if (static_cast<std::uint32_t>(g[x] ^ g[rest - x]) == w) return b;
      }
  return blocks;
}

// Random values below `below`, random splits and wanted values (some of them nim-sums of pairs
// of the range, some not): every scan gives the plain search's block.
template <class T>
void check_scans(std::uint32_t below, std::uint32_t seed) {
  std::mt19937 random(seed);
  for (int round = 0; round < 300; ++round) {
    const std::size_t size = 200 + random() % 2000;
    std::vector<T> g(size);
    for (T& v : g) v = static_cast<T>(random() % below);
    std::vector<std::size_t> rests;
    const std::size_t takes = 1 + random() % 3;
    for (std::size_t k = 0; k < takes; ++k) rests.push_back(size - 1 - random() % 8);
    const std::size_t a = random() % 40;
    const std::size_t last_whole = (*std::min_element(rests.begin(), rests.end()) - 1) / 2 - 15;
    const std::size_t blocks = (last_whole - a) / 16 + 1;
    std::vector<std::uint32_t> wanted;
    const std::size_t count = 1 + random() % games::kMostScannedValues;
    for (std::size_t j = 0; j < count; ++j) {
      const std::size_t x = a + random() % (16 * blocks);
      // A pair's nim-sum half the time, else any value (which the range may lack).
      wanted.push_back(random() % 2 ? static_cast<std::uint32_t>(g[x] ^ g[rests[0] - x])
                                    : static_cast<std::uint32_t>(random() % below));
    }
    const std::size_t expected = plain_first_block(g, rests, a, blocks, wanted);
    INFO("round " << round << ", size " << size << ", a " << a << ", blocks " << blocks);
    for (games::PairScan how :
         {games::PairScan::kPortable, games::PairScan::kSse2, games::PairScan::kBest})
      REQUIRE(games::first_block_with(g.data(), rests, a, blocks, wanted, how) == expected);
  }
}

}  // namespace

TEST_CASE("the SIMD scan of a heap's pairs finds the plain search's first block", "[octal]") {
  check_scans<std::uint8_t>(8, 1);    // few values: hits in the first blocks
  check_scans<std::uint8_t>(256, 2);  // every byte: hits far in, or none
  check_scans<std::uint16_t>(16, 3);
  check_scans<std::uint16_t>(65536, 4);
}
