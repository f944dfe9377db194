#include "games/complementary_subtraction/rotation_order.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "cgt/error.hpp"

namespace cgt::games {
namespace {

int bit_length(unsigned __int128 v) {
  int bits = 0;
  while (v) ++bits, v >>= 1;
  return bits;
}

}  // namespace

std::vector<std::uint32_t> rotation_ranks(const QuadraticIrrational& beta, std::int64_t upto,
                                          Progress& progress) {
  if (upto < 0 || upto >= 0xffffffffLL)
    throw DomainError(
        fmt::format("rotation order: the bound must lie in [0, 2^32 - 1), not {}", upto));
  // fractional_key(x, k) squares x 2^k q and multiplies by d below 2^126.
  auto q = static_cast<unsigned __int128>(beta.q() < 0 ? -beta.q() : beta.q());
  int used = 2 * bit_length(static_cast<unsigned __int128>(upto) * q) +
             bit_length(static_cast<unsigned __int128>(beta.d()));
  int bits = std::min(62, (124 - used) / 2);
  if (bits < 1) throw LimitError("rotation order: the heap bound is too large for exact keys");
  const auto count = static_cast<std::size_t>(upto) + 1;
  // Progress in comparisons: a sort makes about count log2(count) of them.
  std::uint64_t expected = count, done = 0;
  for (std::size_t n = count; n > 1; n >>= 1) expected += count;
  progress.start("ordering the heaps by angle", expected);
  std::vector<std::uint64_t> keys(count);
  for (std::size_t x = 0; x < count; ++x) {
    keys[x] = beta.fractional_key(static_cast<std::int64_t>(x), bits);
    if ((x & 0xffff) == 0) progress.update(done = x);
  }
  std::vector<std::uint32_t> order(count);
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    if ((++done & 0xfffff) == 0) progress.update(std::min(done, expected));
    if (keys[a] != keys[b]) return keys[a] < keys[b];
    return beta.compare_fractional_parts(a, b) < 0;
  });
  std::vector<std::uint32_t> rank(count);
  for (std::size_t r = 0; r < count; ++r) rank[order[r]] = static_cast<std::uint32_t>(r);
  return rank;
}

}  // namespace cgt::games
