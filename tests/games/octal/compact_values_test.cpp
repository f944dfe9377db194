#include "games/octal/compact_values.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "games/octal/fletcher64.hpp"
#include "games/octal/grundy_sequence.hpp"
#include "games/octal/take_break_rules.hpp"
#include "tests/games/octal/definition_sequence.hpp"

using namespace cgt;
using games::CompactValues;
using games::Fletcher64;

TEST_CASE("compact values take a byte each until one passes 255, then two", "[octal]") {
  CompactValues values;
  for (std::uint32_t v = 0; v < 256; ++v) values.push_back(v % 256);
  CHECK(values.bytes_per_value() == 1);
  values.push_back(300);
  CHECK(values.bytes_per_value() == 2);
  values.push_back(CompactValues::kMaxValue);
  REQUIRE(values.size() == 258);
  for (std::uint32_t v = 0; v < 256; ++v) REQUIRE(values[v] == v);
  CHECK(values[256] == 300);
  CHECK(values[257] == CompactValues::kMaxValue);
  CHECK_THROWS_AS(values.push_back(CompactValues::kMaxValue + 1), LimitError);
}

TEST_CASE("Fletcher-64 gives the published check values", "[octal]") {
  // Wikipedia, "Fletcher's checksum", Fletcher-64 of "abcde" and "abcdefgh": 32-bit words,
  // little-endian, the last one padded with zero bytes.
  auto of = [](std::initializer_list<std::uint32_t> words) {
    Fletcher64 f;
    for (std::uint32_t w : words) f.update(w);
    return f.value();
  };
  CHECK(of({0x64636261, 0x65}) == 0xc8c6c527646362c6ULL);
  CHECK(of({0x64636261, 0x68676665}) == 0x312e2b28cccac8c6ULL);
  // A word of 2^32 - 1 counts as 0 (the sums are modulo 2^32 - 1).
  CHECK(of({0xffffffff, 7}) == of({0, 7}));
}

TEST_CASE("a sequence's checksum is Fletcher-64 of its values", "[octal]") {
  games::GrundySequence s(games::parse_take_break_code("0.16", "test"));
  s.extend_to(3000);
  Fletcher64 f;
  for (std::uint32_t v : test::definition_sequence({0, 1, 6}, 3000)) f.update(v);
  CHECK(s.checksum() == f.value());
  CHECK(s.values().bytes_per_value() == 1);
}
