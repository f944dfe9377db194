// Streamed sequences (games/octal/sequence_values.hpp) against the same sequences in memory, with
// a layout small enough that the values file serves the head's misses, the rare heaps' partners,
// the period search and the mask choices within a few hundred thousand heaps.
#include <fmt/format.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "games/octal/sequence_checkpoint.hpp"
#include "games/octal/take_break_game.hpp"
#include "tests/games/octal/definition_sequence.hpp"
#include "tests/games/octal/sequence_runs.hpp"
#include "tests/support/temp_folder.hpp"

using namespace cgt;
using games::HeapGrundyValues;

namespace {

// Both runs' sequences agree in every respect the records print, and the values file holds the
// values, a byte each below the first value past 255 and two (low byte first) from it on.
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
  const auto first_wide = std::find_if(values.begin(), values.end(),
                                       [](std::uint32_t v) { return v > 255; }) - values.begin();
  CHECK(s.values().wide_from() == (first_wide < std::ssize(values)
                                       ? static_cast<std::size_t>(first_wide)
                                       : games::SequenceValues::kNarrow));
  const std::string bytes = test::file_bytes(file);
  std::vector<std::uint32_t> from_file;
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const auto byte = static_cast<unsigned char>(bytes[i]);
    if (std::ssize(from_file) < first_wide || i + 1 == bytes.size())
      from_file.push_back(byte);
    else
      from_file.push_back(byte | static_cast<unsigned char>(bytes[++i]) << 8);
  }
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
  // Dawson's Kayles has no sparse space: one heap in two is rare.
  CHECK_THAT(stopped("0.07", 100'000), Catch::Contains("no sparse space at heap 4096"));
  // 0.127 has 693 rare heaps, most of them past 4096.
  CHECK_THAT(
      stopped("0.127", 100'000, {.head = 4096, .window = 8192, .block_bytes = 256, .blocks = 8}),
      Catch::Contains("5 rare heaps past 4096"));

  HeapGrundyValues three_way = test::fresh_sequence("0.8");
  CHECK_THROWS_AS(three_way.stream_to(file, test::kSmallStreamLayout), DomainError);
}

TEST_CASE("A streamed sequence goes on past 255 in two bytes a heap", "[octal]") {
  // Kayles with takes of 1 to 64 (every digit 7) has a sparse space (319 rare heaps at 20,000
  // heaps) and its first value past 255 at heap 864; its values are checked against the
  // definition (every move) on the first 1500 heaps, then streamed against in memory (the file
  // serving heaps past the head and the window, the narrow ones and the wide ones; the head
  // cannot be below the first sparse space, chosen at 4096 heaps), stopped and resumed on either side of
  // heap 864.
  const std::string code = "0." + std::string(64, '7');
  std::vector<int> digits(65, 7);
  digits[0] = 0;  // the code 0.77...7: d0 = 0
  const std::vector<std::uint32_t> definition = test::definition_sequence(digits, 1500);
  const auto wide = std::find_if(definition.begin(), definition.end(),
                                 [](std::uint32_t v) { return v > 255; });
  REQUIRE(wide - definition.begin() == 864);
  HeapGrundyValues whole = test::fresh_sequence(code);
  Progress quiet;
  whole.extend(9000, quiet);
  REQUIRE(whole.sequence().rare_heaps() < 400);
  const std::vector<std::uint32_t> all = whole.sequence().values().to_vector();
  CHECK(std::vector<std::uint32_t>(all.begin(), all.begin() + 1500) == definition);

  const std::vector<games::StreamLayout> layouts = {
      {.head = 4096, .window = 512, .block_bytes = 256, .blocks = 1024},
      {.head = 4096, .window = 2048, .block_bytes = 1024, .blocks = 512}};
  for (const games::StreamLayout& layout : layouts) {
    INFO("head " << layout.head);
    test::TempFolder folder("cgt_octal_streamed_wide_test");
    std::filesystem::create_directories(folder.path);
    const std::filesystem::path file = folder.path / "run.values";
    const std::filesystem::path checkpoint = folder.path / "run.checkpoint";
    HeapGrundyValues streamed = test::fresh_sequence(code);
    streamed.stream_to(file.string(), layout);
    streamed.extend(9000, quiet);
    check_same(streamed, whole, file);

    // Stopped before heap 864, at it and past it, and resumed from each checkpoint.
    HeapGrundyValues resumed = test::fresh_sequence(code);
    resumed.stream_to(file.string(), layout);
    for (std::size_t stop : {500, 864, 865, 3000, 6000}) {
      INFO("stopped at " << stop);
      resumed.extend(stop, quiet);
      games::save_sequence_checkpoint(checkpoint, resumed);
      CHECK(test::file_bytes(checkpoint).find(stop > 864 ? "width 2 864\n" : "width 1\n") !=
            std::string::npos);
      resumed = test::fresh_sequence(code);
      games::load_sequence_checkpoint(checkpoint, resumed, layout);
      CHECK(resumed.sequence().size() == stop);
    }
    resumed.extend(9000, quiet);
    check_same(resumed, whole, file);

    // A wide streamed checkpoint that names no first wide heap, or another one, is refused.
    const std::string good = test::file_bytes(checkpoint);
    for (const char* damage : {"width 2\n", "width 1\n", "width 2 865\n", "width 2 9000\n"}) {
      INFO(damage);
      std::string bytes = good;
      bytes.replace(bytes.find("width 2 864\n"), 12, damage);
      std::ofstream(checkpoint, std::ios::binary) << bytes;
      HeapGrundyValues target = test::fresh_sequence(code);
      CHECK_THROWS_AS(games::load_sequence_checkpoint(checkpoint, target, layout), DomainError);
    }
  }
}
