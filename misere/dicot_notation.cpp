#include "misere/dicot_notation.hpp"

#include <algorithm>
#include <cctype>
#include <utility>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt::misere {
namespace {

// The options of one side as text, earliest-born first, then by text: the same in every run.
std::string side_text(std::span<const DicotGame> options) {
  DicotTable& table = dicot_table();
  std::vector<std::pair<std::uint32_t, std::string>> parts;
  for (DicotGame o : std::vector<DicotGame>(options.begin(), options.end()))
    parts.emplace_back(table.birthday(o), dicot_text(o));
  std::sort(parts.begin(), parts.end());
  std::string out;
  for (const auto& [birthday, text] : parts) out += (out.empty() ? "" : ", ") + text;
  return out;
}

class DicotReader {
 public:
  explicit DicotReader(std::string_view text) : text_(text) {}

  DicotGame read() {
    DicotGame g = game();
    skip_spaces();
    if (pos_ != text_.size()) fail("unexpected '" + std::string(1, text_[pos_]) + "'");
    return g;
  }

 private:
  DicotGame game() {
    RecursionGuard guard;
    skip_spaces();
    if (peek('0')) {
      ++pos_;
      return dicot_table().zero();
    }
    if (peek('*')) {
      ++pos_;
      std::uint32_t n = 1;
      if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
        n = 0;
        while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
          n = 10 * n + static_cast<std::uint32_t>(text_[pos_++] - '0');
          if (n > 4096) fail("nim heap too large (at most *4096)");
        }
      }
      return dicot_table().nim(n);
    }
    if (!peek('{')) fail(pos_ < text_.size() ? "unexpected '" + std::string(1, text_[pos_]) + "'"
                                             : "expected a game");
    std::size_t open = pos_++;
    std::vector<DicotGame> left = options('|');
    expect('|');
    std::vector<DicotGame> right = options('}');
    expect('}');
    if (left.empty() != right.empty()) {
      pos_ = open;
      fail("not a dicot: one player can move here and the other cannot");
    }
    return dicot_table().from_options(left, right);
  }

  std::vector<DicotGame> options(char end) {
    std::vector<DicotGame> out;
    skip_spaces();
    if (peek(end)) return out;
    for (;;) {
      out.push_back(game());
      skip_spaces();
      if (!peek(',')) return out;
      ++pos_;
    }
  }

  bool peek(char c) const { return pos_ < text_.size() && text_[pos_] == c; }
  void expect(char c) {
    skip_spaces();
    if (!peek(c)) fail(std::string("expected '") + c + "'");
    ++pos_;
  }
  void skip_spaces() {
    while (pos_ < text_.size() && text_[pos_] == ' ') ++pos_;
  }
  [[noreturn]] void fail(const std::string& message) const {
    throw ParseError(1, pos_ + 1, "dicot notation: " + message);
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

}  // namespace

std::string dicot_text(DicotGame g) {
  RecursionGuard guard;
  DicotTable& table = dicot_table();
  if (g == table.zero()) return "0";
  std::uint32_t b = table.birthday(g);
  if (b <= 64 && g == table.nim(b)) return b == 1 ? "*" : "*" + std::to_string(b);
  return "{" + side_text(table.left(g)) + " | " + side_text(table.right(g)) + "}";
}

DicotGame parse_dicot(std::string_view text) { return DicotReader(text).read(); }

}  // namespace cgt::misere
