// Streamed sequences (games/octal/sequence_values.hpp) against the same sequences in memory, with
// a layout small enough that the values file serves the head's misses, the rare heaps' partners,
// the period search and the mask choices within a few hundred thousand heaps.
#include <fmt/format.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "games/octal/take_break_game.hpp"
#include "tests/games/octal/sequence_runs.hpp"
#include "tests/support/temp_folder.hpp"

using namespace cgt;
using games::HeapGrundyValues;

namespace {

// Both runs' sequences agree in every respect the records print, and the values file holds the
// values, a byte each.
void check_same(HeapGrundyValues& streamed, const HeapGrundyValues& whole,
                const std::filesystem::path& file) {
  const games::GrundySequence& s = streamed.sequence();
  const games::GrundySequence& w = whole.sequence();
  REQUIRE(s.size() == w.size());
  CHECK(s.checksum() == w.checksum());
  CHECK(s.max_value() == w.max_value());
  CHECK(s.rare_heaps() == w.rare_heaps());
  CHECK(s.sparse_choice() == w.sparse_choice());
  const std::vector<std::uint32_t> values = w.values().to_vector();
  CHECK(s.values().to_vector() == values);
  streamed.flush();
  std::vector<std::uint32_t> from_file;
  for (const unsigned char byte : test::file_bytes(file)) from_file.push_back(byte);
  CHECK(from_file == values);
}

}  // namespace

TEST_CASE("A streamed sequence is the one kept in memory", "[octal]") {
  // Until the period is proven: 0.127, period 4 after preperiod 46578 (Gangolli and Plambeck
  // 1989); 0.16, period 149459 after 105351 (Flammenkamp); 0.07, Dawson's Kayles, period 34 after
  // 53 (Winning Ways). Open codes to 120,000 heaps: 0.106 (15 rare heaps), 0.166 (175). Each
  // code has splits.
  struct Case {
    std::string code;
    std::optional<games::Periodicity> period;
  };
  const std::vector<Case> cases = {{"0.127", games::Periodicity{46578, 4}},
                                   {"0.16", games::Periodicity{105351, 149459}},
                                   {"0.07", games::Periodicity{53, 34}},
                                   {"0.106", std::nullopt},
                                   {"0.166", std::nullopt}};
  for (const Case& c : cases) {
    INFO(c.code);
    test::TempFolder folder("cgt_octal_streamed_test");
    std::filesystem::create_directories(folder.path);
    const std::filesystem::path file = folder.path / "run.values";
    HeapGrundyValues whole = test::fresh_sequence(c.code);
    HeapGrundyValues streamed = test::fresh_sequence(c.code);
    streamed.stream_to(file.string(), test::kSmallStreamLayout);
    for (HeapGrundyValues* values : {&whole, &streamed}) {
      if (c.period) {
        CHECK(values->periodicity(1'000'000) == c.period);
      } else {
        Progress quiet;
        values->extend(120'000, quiet);
      }
    }
    check_same(streamed, whole, file);
  }
}

TEST_CASE("A streamed run stops with a message where it would read the file at random", "[octal]") {
  test::TempFolder folder("cgt_octal_streamed_limits_test");
  std::filesystem::create_directories(folder.path);
  const std::string file = (folder.path / "run.values").string();
  auto stopped = [&](const std::string& code, std::size_t heaps,
                     const games::StreamLayout& layout = test::kSmallStreamLayout) {
    HeapGrundyValues values = test::fresh_sequence(code);
    values.stream_to(file, layout);
    Progress quiet;
    try {
      values.extend(heaps, quiet);
    } catch (const LimitError& e) {
      return std::string(e.what());
    }
    return std::string("not stopped");
  };
  // Kayles with takes of 1 to 64 passes 255 within 5000 heaps: stopped at the first such heap.
  const std::string many = "0." + std::string(64, '7');
  HeapGrundyValues whole = test::fresh_sequence(many);
  Progress quiet;
  whole.extend(5000, quiet);
  const std::vector<std::uint32_t> g = whole.sequence().values().to_vector();
  const auto past = std::find_if(g.begin(), g.end(), [](std::uint32_t v) { return v > 255; });
  REQUIRE(past != g.end());
  CHECK_THAT(stopped(many, 5000),
             Catch::Contains(fmt::format("a Grundy value of {} at heap {}: a streamed sequence "
                                         "keeps a byte",
                                         *past, past - g.begin())));
  // Dawson's Kayles has no sparse space: one heap in two is rare.
  CHECK_THAT(stopped("0.07", 100'000), Catch::Contains("no sparse space at heap 4096"));
  // 0.127 has 693 rare heaps, most of them past 4096.
  CHECK_THAT(
      stopped("0.127", 100'000, {.head = 4096, .window = 8192, .block_bytes = 256, .blocks = 8}),
      Catch::Contains("5 rare heaps past 4096"));

  HeapGrundyValues three_way = test::fresh_sequence("0.8");
  CHECK_THROWS_AS(three_way.stream_to(file, test::kSmallStreamLayout), DomainError);
}
