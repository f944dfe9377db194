#include "games/ruleset/wide_bits.hpp"

#include <catch2/catch.hpp>
#include <random>
#include <vector>

#include "games/ruleset/cell_mask.hpp"

using namespace cgt::games;

namespace {

// The second algorithm: a set of cells as one bool per cell.
using Model = std::vector<bool>;

WideBits from_model(const Model& m) {
  WideBits b = WideBits::empty_of(m.size());
  for (std::size_t i = 0; i < m.size(); ++i)
    if (m[i]) b.set(i);
  return b;
}

Model to_model(const WideBits& b, std::size_t cells) {
  Model m(cells);
  for (std::size_t i = 0; i < cells; ++i) m[i] = b.test(i);
  return m;
}

Model random_model(std::mt19937& rng, std::size_t cells, unsigned density) {
  Model m(cells);
  for (std::size_t i = 0; i < cells; ++i) m[i] = rng() % 100 < density;
  return m;
}

}  // namespace

TEST_CASE("WideBits: set operations, shifts and counts equal those of one bool per cell",
          "[wide_bits]") {
  std::mt19937 rng(5);
  for (int trial = 0; trial < 400; ++trial) {
    // Sizes across the inline words (at most 256 cells) and the heap, and word boundaries.
    std::size_t cells = trial % 4 == 0 ? 64 * (1 + trial % 9) : 1 + rng() % 700;
    unsigned density = trial % 5 == 0 ? 2 : 40;
    Model a = random_model(rng, cells, density), b = random_model(rng, cells, density);
    WideBits wa = from_model(a), wb = from_model(b);
    INFO("cells " << cells << ", trial " << trial);
    Model expected(cells);
    for (std::size_t i = 0; i < cells; ++i) expected[i] = a[i] && b[i];
    CHECK(to_model(wa & wb, cells) == expected);
    for (std::size_t i = 0; i < cells; ++i) expected[i] = a[i] || b[i];
    CHECK(to_model(wa | wb, cells) == expected);
    for (std::size_t i = 0; i < cells; ++i) expected[i] = a[i] != b[i];
    CHECK(to_model(wa ^ wb, cells) == expected);
    for (std::size_t i = 0; i < cells; ++i) expected[i] = !a[i];
    CHECK(to_model(~wa & WideBits::filled(cells), cells) == expected);
    std::size_t k = rng() % (cells + 70);
    for (std::size_t i = 0; i < cells; ++i) expected[i] = i >= k && a[i - k];
    CHECK(to_model((wa << k) & WideBits::filled(cells), cells) == expected);
    for (std::size_t i = 0; i < cells; ++i) expected[i] = i + k < cells && a[i + k];
    CHECK(to_model(wa >> k, cells) == expected);
    for (std::size_t i = 0; i < cells; ++i) expected[i] = a[cells - 1 - i];
    CHECK(to_model(wa.reversed(cells), cells) == expected);

    std::size_t count = 0, first = 64 * wa.words();
    for (std::size_t i = cells; i-- > 0;)
      if (a[i]) ++count, first = i;
    CHECK(wa.count() == count);
    CHECK(static_cast<bool>(wa) == (count > 0));
    CHECK(wa.first() == first);
    Model lowest(cells);
    if (count > 0) lowest[first] = true;
    CHECK(to_model(wa.lowest(), cells) == lowest);
    std::vector<std::size_t> listed, expected_cells;
    for_each_cell(wa, [&](std::size_t i) { listed.push_back(i); });
    for (std::size_t i = 0; i < cells; ++i)
      if (a[i]) expected_cells.push_back(i);
    CHECK(listed == expected_cells);

    // Equality, order and hash read the set, not the word count.
    WideBits longer = wa.resized(cells + 200);
    CHECK(longer == wa);
    CHECK(longer.hash() == wa.hash());
    CHECK((wa == wb) == (a == b));
    CHECK(((wa <=> wb) == 0) == (a == b));
    CHECK(((wa <=> wb) < 0) == ((wb <=> wa) > 0));
  }
}

TEST_CASE("WideBits: copies and moves keep the set, inline and on the heap", "[wide_bits]") {
  for (std::size_t cells : {10, 256, 257, 1000}) {
    WideBits a = WideBits::single(cells - 1, cells);
    WideBits copy = a;
    CHECK(copy == a);
    copy.set(0);
    CHECK(copy != a);  // a copy owns its words
    WideBits moved = std::move(copy);
    CHECK(moved.test(0));
    CHECK(moved.test(cells - 1));
    copy = moved;
    CHECK(copy == moved);
    const WideBits& same = copy;
    copy = same;  // self-assignment keeps the set
    CHECK(copy == moved);
  }
}

TEST_CASE("Cell masks: std::uint64_t and WideBits answer alike on boards of at most 64 cells",
          "[wide_bits]") {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    std::size_t cells = 1 + rng() % 64;
    std::uint64_t m =
        (static_cast<std::uint64_t>(rng()) << 32 | rng()) & first_cells<std::uint64_t>(cells);
    WideBits w = WideBits::empty_of(cells);
    for_each_cell(m, [&](std::size_t i) { w.set(i); });
    CHECK(cell_count(m) == cell_count(w));
    CHECK(has_cells(m) == has_cells(w));
    CHECK(reversed(m, cells) == reversed(w, cells).word(0));
    CHECK(lowest_cell(m) == lowest_cell(w).word(0));
    if (m) CHECK(first_cell(m) == first_cell(w));
    CHECK(first_cells<WideBits>(cells).word(0) == first_cells<std::uint64_t>(cells));
  }
}
