#include "games/octal/take_break_rules.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "cgt/error.hpp"

using namespace cgt;
using games::parse_take_break_code;
using games::TakeBreakRules;

namespace {

using Parts = std::vector<std::uint32_t>;

std::vector<Parts> moves(const TakeBreakRules& rules, std::uint32_t h) {
  std::vector<Parts> out;
  games::for_each_heap_move(rules, h, [&](const Parts& parts) { out.push_back(parts); });
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("codes are read as Winning Ways writes them", "[octal]") {
  CHECK(parse_take_break_code("0.77", "f").digits == std::vector<std::uint8_t>{0, 7, 7});
  CHECK(parse_take_break_code(".07", "f").digits == std::vector<std::uint8_t>{0, 0, 7});
  CHECK(parse_take_break_code("4.444", "f").digits == std::vector<std::uint8_t>{4, 4, 4, 4});
  CHECK(parse_take_break_code("0.F", "f").digits == std::vector<std::uint8_t>{0, 15});
  CHECK(games::take_break_code_text(parse_take_break_code("0.1370", "f")) == "0.137");
  CHECK(games::take_break_code_text(parse_take_break_code("4.", "f")) == "4.0");
  CHECK(parse_take_break_code("0.77", "f").max_take() == 2);
  CHECK(parse_take_break_code("0.77", "f").max_heaps_left() == 2);
  CHECK(parse_take_break_code("0.3", "f").max_heaps_left() == 1);
  CHECK(parse_take_break_code("0.08", "f").max_heaps_left() == 3);
}

TEST_CASE("bad codes are refused with a message naming the function", "[octal]") {
  for (const char* bad : {"77", "", "1.7", "2.7", "0.7g", "12.3", "0.7.7", "0.-1"}) {
    INFO(bad);
    CHECK_THROWS_WITH(parse_take_break_code(bad, "octal(code, n)"),
                      Catch::StartsWith("octal(code, n): code must be"));
  }
}

TEST_CASE("the moves of a heap follow the digits", "[octal]") {
  // Kayles: knock down 1 or 2 pins, from the end or inside the row.
  CHECK(moves(parse_take_break_code("0.77", "f"), 4) ==
        std::vector<Parts>{{1, 1}, {1, 2}, {2}, {3}});
  CHECK(moves(parse_take_break_code("0.77", "f"), 2) == std::vector<Parts>{{}, {1}});
  // 0.07: only two pins at a time; a single pin is dead.
  CHECK(moves(parse_take_break_code("0.07", "f"), 1).empty());
  CHECK(moves(parse_take_break_code("0.07", "f"), 3) == std::vector<Parts>{{1}});
  // Grundy's game: unequal splits only.
  CHECK(moves(TakeBreakRules{{4}, true}, 6) == std::vector<Parts>{{1, 5}, {2, 4}});
  CHECK(moves(TakeBreakRules{{4}, true}, 2).empty());
  // A hexadecimal 8: take one, leave three heaps.
  CHECK(moves(parse_take_break_code("0.8", "f"), 6) == std::vector<Parts>{{1, 1, 3}, {1, 2, 2}});
}

TEST_CASE("4.444 splits heaps and never takes a whole one", "[octal]") {
  // The claim that 4.444 takes a whole heap does not hold: no digit has bit 1.
  TakeBreakRules rules = parse_take_break_code("4.444", "f");
  CHECK(moves(rules, 5) == std::vector<Parts>{{1, 1}, {1, 2}, {1, 3}, {1, 4}, {2, 2}, {2, 3}});
  for (std::uint32_t h = 0; h < 30; ++h)
    for (const Parts& parts : moves(rules, h)) CHECK(parts.size() == 2);
}
