// Reading JSON back: what json_quote and the reports write, every escape of RFC 8259, and
// errors with their line and column.
#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "cgt/notation/json.hpp"
#include "cgt/notation/json_reader.hpp"

using namespace cgt;

TEST_CASE("JSON values come back as written", "[json]") {
  JsonValue v = parse_json(
      R"( {"a": [1, -2.5e3, true, false, null], "big": 18446744073709551615, "s": "x\"\\\/\b\f\n\r\t"} )");
  REQUIRE(v.kind == JsonValue::Kind::kObject);
  const auto& a = v.at("a").as_array();
  REQUIRE(a.size() == 5);
  CHECK(a[0].as_int() == 1);
  CHECK(a[1].text == "-2.5e3");
  CHECK(a[2].boolean);
  CHECK(a[3].kind == JsonValue::Kind::kBool);
  CHECK(a[4].kind == JsonValue::Kind::kNull);
  CHECK(v.at("big").as_uint() == 18446744073709551615ULL);
  CHECK(v.at("s").as_string() == "x\"\\/\b\f\n\r\t");
  CHECK(v.find("none") == nullptr);
  CHECK_THROWS_WITH(v.at("none"), Catch::Contains("no member \"none\""));
  CHECK_THROWS_AS(v.at("big").as_int(), DomainError);  // out of range for int64
}

TEST_CASE("\\u escapes, surrogate pairs included, become UTF-8", "[json]") {
  CHECK(parse_json(R"("\u00e9\u2191\ud83d\ude00")").as_string() == "é↑😀");
  // Whatever json_quote writes reads back as the same text.
  std::string text = std::string("tab\t, nul") + '\0' + ", control \x01, quote \", ↑";
  CHECK(parse_json(json_quote(text)).as_string() == text);
}

TEST_CASE("malformed JSON is a ParseError with its line and column", "[json]") {
  auto error_at = [](const std::string& text) {
    try {
      parse_json(text);
    } catch (const ParseError& e) {
      return std::pair{e.line(), e.column()};
    }
    FAIL("no error for " << text);
    return std::pair<std::size_t, std::size_t>{0, 0};
  };
  CHECK(error_at("{\"a\": 1,\n \"b\" 2}") == std::pair<std::size_t, std::size_t>{2, 6});
  CHECK(error_at("[1, 2") == std::pair<std::size_t, std::size_t>{1, 6});
  CHECK(error_at("01") == std::pair<std::size_t, std::size_t>{1, 2});
  CHECK(error_at("\"a\nb\"") == std::pair<std::size_t, std::size_t>{1, 3});
  CHECK(error_at("[1] x") == std::pair<std::size_t, std::size_t>{1, 5});
  for (const char* bad : {"", "tru", "[1,]", "{1: 2}", "\"\\x\"", "-", "1.", "1e", "\"\\u12\""})
    CHECK_THROWS_AS(parse_json(bad), ParseError);
  CHECK_THROWS_WITH(parse_json(std::string(2000, '[')), Catch::Contains("levels of nesting"));
}
