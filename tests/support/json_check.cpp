#include "tests/support/json_check.hpp"

#include <cctype>
#include <cstring>

namespace cgt::test {
namespace {

class Checker {
 public:
  explicit Checker(std::string_view s) : s_(s) {}

  bool document() {
    if (!value()) return false;
    space();
    return i_ == s_.size();
  }

 private:
  void space() {
    while (i_ < s_.size() && std::strchr(" \t\n\r", s_[i_])) ++i_;
  }
  bool take(char c) {
    space();
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  bool literal(std::string_view word) {
    if (s_.substr(i_, word.size()) != word) return false;
    i_ += word.size();
    return true;
  }
  bool digits() {
    std::size_t from = i_;
    while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    return i_ > from;
  }
  bool number() {
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    if (i_ < s_.size() && s_[i_] == '0') {
      ++i_;
    } else if (!digits()) {
      return false;
    }
    if (i_ < s_.size() && s_[i_] == '.' && (++i_, !digits())) return false;
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      if (!digits()) return false;
    }
    return true;
  }
  bool string() {
    if (!take('"')) return false;
    while (i_ < s_.size()) {
      auto c = static_cast<unsigned char>(s_[i_++]);
      if (c == '"') return true;
      if (c < 0x20) return false;
      if (c != '\\') continue;
      if (i_ >= s_.size()) return false;
      char e = s_[i_++];
      if (e == 'u') {
        for (int k = 0; k < 4; ++k, ++i_)
          if (i_ >= s_.size() || !std::isxdigit(static_cast<unsigned char>(s_[i_]))) return false;
      } else if (!std::strchr("\"\\/bfnrt", e)) {
        return false;
      }
    }
    return false;
  }
  bool value() {
    if (++depth_ > 1000) return false;
    space();
    if (i_ >= s_.size()) return false;
    bool ok;
    switch (s_[i_]) {
      case '{':
        ok = members('}', true);
        break;
      case '[':
        ok = members(']', false);
        break;
      case '"':
        ok = string();
        break;
      case 't':
        ok = literal("true");
        break;
      case 'f':
        ok = literal("false");
        break;
      case 'n':
        ok = literal("null");
        break;
      default:
        ok = number();
    }
    --depth_;
    return ok;
  }
  // An object (keyed) or an array, from its opening bracket.
  bool members(char close, bool keyed) {
    ++i_;
    if (take(close)) return true;
    do {
      if (keyed && !(string() && take(':'))) return false;
      if (!value()) return false;
    } while (take(','));
    return take(close);
  }

  std::string_view s_;
  std::size_t i_ = 0;
  int depth_ = 0;
};

}  // namespace

bool is_valid_json(std::string_view text) {
  return Checker(text).document();
}

}  // namespace cgt::test
