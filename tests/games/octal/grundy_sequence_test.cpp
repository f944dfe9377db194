#include "games/octal/grundy_sequence.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

#include "cgt/error.hpp"
#include "cgt/values.hpp"
#include "games/octal/octal_game.hpp"
#include "games/ruleset/evaluator.hpp"
#include "tests/games/octal/code_digits.hpp"
#include "tests/games/octal/definition_sequence.hpp"
#include "tests/games/octal/heap_table.hpp"
#include "tests/support/ruleset_checks.hpp"

using namespace cgt;
using games::GrundySequence;
using games::parse_take_break_code;

namespace {

std::vector<std::uint32_t> sequence(const std::string& code, std::size_t heaps,
                                    unsigned threads = 1) {
  GrundySequence s(parse_take_break_code(code, "test"));
  s.set_threads(threads);
  s.extend_to(heaps);
  return s.values().to_vector();
}

}  // namespace

TEST_CASE("Kayles' Grundy values are Winning Ways' table", "[octal]") {
  std::vector<std::uint32_t> table = test::read_heap_table("winning_ways_kayles_grundy.txt");
  CHECK(sequence("0.77", table.size()) == table);
}

TEST_CASE("Dawson's chess and Dawson's Kayles are Winning Ways' table", "[octal]") {
  std::vector<std::uint32_t> table = test::read_heap_table("winning_ways_dawsons_chess_grundy.txt");
  CHECK(sequence("0.137", table.size()) == table);
  // Dawson's Kayles with n + 1 pins is Dawson's chess with n files.
  std::vector<std::uint32_t> kayles = sequence("0.07", table.size() + 1);
  CHECK(std::vector<std::uint32_t>(kayles.begin() + 1, kayles.end()) == table);
}

TEST_CASE("the sparse-space sequence equals the definition's", "[octal]") {
  // Past 1024 heaps the sequence uses rare values; 10^4 heaps pass four mask choices (1024,
  // 2048, 4096, 8192). tools/bench/octal_records.cpp --plain N checks further by hand.
  for (const char* code : {"0.77", "0.07", "0.137", "0.16", "0.106", "4.444", "0.51", "0.6", "0.34",
                           "0.4", "0.007", "4.07", "0.1337"}) {
    INFO(code);
    CHECK(sequence(code, 10000) == test::definition_sequence(test::code_digits(code), 10000));
  }
}

TEST_CASE("hexadecimal codes split into three heaps as defined", "[octal]") {
  for (const char* code : {"0.8", "0.48", "4.f", "8.3", "0.0c"}) {
    INFO(code);
    CHECK(sequence(code, 150) == test::definition_sequence(test::code_digits(code), 150));
  }
}

TEST_CASE("Grundy values by mex over options agree, and the canonical forms are those nimbers",
          "[octal]") {
  for (const char* code : {"0.77", "0.07", "4.444", "0.16", "0.8", "4.f"}) {
    INFO(code);
    games::TakeBreakGame rules = games::octal_game(code, "test");
    games::Evaluator<test::WithoutShortcuts<games::TakeBreakGame>> plain({rules});
    std::vector<std::uint32_t> g = sequence(code, 25);
    for (std::uint32_t n = 0; n <= 24; ++n) {
      INFO(n);
      CHECK(plain.grundy(games::TakeBreakGame::heap(n)) == g[n]);
      if (n <= 12) CHECK(plain.value(games::TakeBreakGame::heap(n)) == nimber(g[n]));
    }
  }
}

TEST_CASE("Officers' sparse-space values equal the definition's past its first value over 255",
          "[octal]") {
  // The definition puts Officers' (.6) first value past 255 at heap 10,344: past it the
  // sequence reads its values as 16-bit words, and its pairs' search runs on 1,466 rare heaps.
  const std::size_t heaps = 12000;
  const std::vector<std::uint32_t> definition =
      test::definition_sequence(test::code_digits("0.6"), heaps);
  const auto wide = std::find_if(definition.begin(), definition.end(),
                                 [](std::uint32_t v) { return v > 255; });
  REQUIRE(wide - definition.begin() == 10344);
  CHECK(sequence("0.6", heaps) == definition);
}

TEST_CASE("a sequence on two threads is the definition's and the one thread's", "[octal]") {
  // Officers passes 255 at heap 10,344, inside a block of the second thread (its values move).
  CHECK(sequence("0.6", 12000, 2) == test::definition_sequence(test::code_digits("0.6"), 12000));
  CHECK(sequence("0.16", 6000, 2) == test::definition_sequence(test::code_digits("0.16"), 6000));
  for (const char* code : {"0.106", "0.354", "0.14", "0.64", "4.0"}) {
    INFO(code);
    CHECK(sequence(code, 40000, 2) == sequence(code, 40000));
  }
  GrundySequence s(parse_take_break_code("0.6", "test"));
  CHECK_THROWS_AS(s.set_threads(3), DomainError);
}
