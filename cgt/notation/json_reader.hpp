// Reading JSON (RFC 8259) back: the reports that shards of a run write are merged from their
// files. Numbers keep their text, so 64-bit counts come back exactly.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cgt {

struct JsonMember;

struct JsonValue {
  enum class Kind { kNull, kBool, kNumber, kString, kArray, kObject };
  Kind kind = Kind::kNull;
  bool boolean = false;
  std::string text;  // a string's characters, or a number as written
  std::vector<JsonValue> items;
  // A pair would need JsonValue complete here; a vector of a declared type does not.
  std::vector<JsonMember> members;  // in the order written

  // The member `key` of an object; DomainError naming the key when it is missing.
  const JsonValue& at(std::string_view key) const;
  const JsonValue* find(std::string_view key) const;
  // The value as a signed or unsigned integer or a string; DomainError when it is not one.
  std::int64_t as_int() const;
  std::uint64_t as_uint() const;
  const std::string& as_string() const;
  const std::vector<JsonValue>& as_array() const;
};

struct JsonMember {
  std::string key;
  JsonValue value;
};

// Parses exactly one JSON value with nothing but white space after it; a ParseError with the
// line and column of the first error (ParseError).
JsonValue parse_json(std::string_view text);

}  // namespace cgt
