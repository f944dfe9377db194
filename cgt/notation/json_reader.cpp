#include "cgt/notation/json_reader.hpp"

#include <fmt/format.h>

#include <charconv>

#include "cgt/error.hpp"

namespace cgt {
namespace {

constexpr int kMaxDepth = 1000;

class Reader {
 public:
  explicit Reader(std::string_view s) : s_(s) {}

  JsonValue document() {
    JsonValue v = value(0);
    space();
    if (i_ != s_.size()) fail("the end of the text after the value");
    return v;
  }

 private:
  [[noreturn]] void fail(std::string_view expected) const {
    std::size_t line = 1, column = 1;
    for (std::size_t k = 0; k < i_ && k < s_.size(); ++k) {
      if (s_[k] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    throw ParseError(line, column,
                     fmt::format("JSON, line {}, column {}: expected {}", line, column, expected));
  }
  void space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r'))
      ++i_;
  }
  bool take(char c) {
    space();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!take(c)) fail(fmt::format("'{}'", c));
  }
  bool is_digit() const { return i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9'; }
  void digits() {
    if (!is_digit()) fail("a digit");
    while (is_digit()) ++i_;
  }

  JsonValue number() {
    JsonValue v;
    v.kind = JsonValue::Kind::kNumber;
    std::size_t from = i_;
    if (s_[i_] == '-') ++i_;
    if (i_ < s_.size() && s_[i_] == '0') {
      ++i_;
    } else {
      digits();
    }
    if (i_ < s_.size() && s_[i_] == '.') {
      ++i_;
      digits();
    }
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      digits();
    }
    v.text = std::string(s_.substr(from, i_ - from));
    return v;
  }

  unsigned hex4() {
    unsigned code = 0;
    for (int k = 0; k < 4; ++k, ++i_) {
      if (i_ >= s_.size()) fail("four hexadecimal digits");
      char c = s_[i_];
      unsigned d = c >= '0' && c <= '9'   ? static_cast<unsigned>(c - '0')
                   : c >= 'a' && c <= 'f' ? static_cast<unsigned>(c - 'a' + 10)
                   : c >= 'A' && c <= 'F' ? static_cast<unsigned>(c - 'A' + 10)
                                          : 16;
      if (d == 16) fail("four hexadecimal digits");
      code = code * 16 + d;
    }
    return code;
  }
  static void append_utf8(std::string& out, unsigned code) {
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xC0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
      out += static_cast<char>(0xE0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (code >> 18));
      out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    }
  }
  std::string string() {
    expect('"');
    std::string out;
    while (true) {
      if (i_ >= s_.size()) fail("'\"' closing the string");
      auto c = static_cast<unsigned char>(s_[i_++]);
      if (c == '"') return out;
      if (c < 0x20) {
        --i_;
        fail("an escape (\\n, \\u0001, ...) for a control character in a string");
      }
      if (c != '\\') {
        out += static_cast<char>(c);
        continue;
      }
      if (i_ >= s_.size()) fail("an escape after '\\'");
      char e = s_[i_++];
      switch (e) {
        case '"': case '\\': case '/': out += e; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          unsigned code = hex4();
          if (code >= 0xD800 && code < 0xDC00 && s_.substr(i_, 2) == "\\u") {
            i_ += 2;
            unsigned low = hex4();
            if (low < 0xDC00 || low >= 0xE000) fail("a low surrogate after a high one");
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
          }
          append_utf8(out, code);
          break;
        }
        default:
          --i_;
          fail("one of \" \\ / b f n r t u after '\\'");
      }
    }
  }
  void literal(std::string_view word) {
    if (s_.substr(i_, word.size()) != word) fail(fmt::format("'{}'", word));
    i_ += word.size();
  }

  JsonValue value(int depth) {
    if (depth > kMaxDepth) fail(fmt::format("at most {} levels of nesting", kMaxDepth));
    space();
    if (i_ >= s_.size()) fail("a value");
    JsonValue v;
    switch (s_[i_]) {
      case '{':
        v.kind = JsonValue::Kind::kObject;
        ++i_;
        if (take('}')) return v;
        do {
          space();
          std::string key = string();
          expect(':');
          v.members.push_back({std::move(key), value(depth + 1)});
        } while (take(','));
        expect('}');
        return v;
      case '[':
        v.kind = JsonValue::Kind::kArray;
        ++i_;
        if (take(']')) return v;
        do v.items.push_back(value(depth + 1));
        while (take(','));
        expect(']');
        return v;
      case '"':
        v.kind = JsonValue::Kind::kString;
        v.text = string();
        return v;
      case 't':
      case 'f':
        v.kind = JsonValue::Kind::kBool;
        v.boolean = s_[i_] == 't';
        literal(v.boolean ? "true" : "false");
        return v;
      case 'n':
        literal("null");
        return v;
      default:
        if (s_[i_] != '-' && !is_digit())
          fail("a value (object, array, string, number, true, false or null)");
        return number();
    }
  }

  std::string_view s_;
  std::size_t i_ = 0;
};

template <typename T>
T integer(const JsonValue& v) {
  T n{};
  if (v.kind == JsonValue::Kind::kNumber) {
    auto [end, ec] = std::from_chars(v.text.data(), v.text.data() + v.text.size(), n);
    if (ec == std::errc() && end == v.text.data() + v.text.size()) return n;
  }
  throw DomainError(fmt::format("JSON: expected an integer in range, not '{}'", v.text));
}

}  // namespace

const JsonValue* JsonValue::find(std::string_view key) const {
  for (const auto& [k, v] : members)
    if (k == key) return &v;
  return nullptr;
}

const JsonValue& JsonValue::at(std::string_view key) const {
  if (const JsonValue* v = find(key)) return *v;
  throw DomainError(fmt::format("JSON: the object has no member \"{}\"", key));
}

std::int64_t JsonValue::as_int() const { return integer<std::int64_t>(*this); }
std::uint64_t JsonValue::as_uint() const { return integer<std::uint64_t>(*this); }

const std::string& JsonValue::as_string() const {
  if (kind != Kind::kString) throw DomainError("JSON: expected a string");
  return text;
}

const std::vector<JsonValue>& JsonValue::as_array() const {
  if (kind != Kind::kArray) throw DomainError("JSON: expected an array");
  return items;
}

JsonValue parse_json(std::string_view text) { return Reader(text).document(); }

}  // namespace cgt
