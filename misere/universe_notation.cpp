#include "misere/universe_notation.hpp"

#include <algorithm>
#include <cctype>
#include <utility>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt::misere {
namespace {

// The options of one side as text, earliest-born first, then by text: the same in every run.
template <Universe U>
std::string side_text(std::span<const UniverseGame<U>> options) {
  UniverseTable<U>& table = universe_table<U>();
  std::vector<std::pair<std::uint32_t, std::string>> parts;
  for (UniverseGame<U> o : std::vector<UniverseGame<U>>(options.begin(), options.end()))
    parts.emplace_back(table.birthday(o), universe_text(o));
  std::sort(parts.begin(), parts.end());
  std::string out;
  for (const auto& [birthday, text] : parts) out += (out.empty() ? "" : ", ") + text;
  return out;
}

template <Universe U>
class UniverseReader {
 public:
  using Game = UniverseGame<U>;
  explicit UniverseReader(std::string_view text) : text_(text) {}

  Game read() {
    Game g = game().game;
    skip_spaces();
    if (pos_ != text_.size()) fail("unexpected '" + std::string(1, text_[pos_]) + "'");
    return g;
  }

 private:
  // A game as read, with whether it is a Left end and a Right end as written (a written game
  // is in U by its form, not by its canonical form's).
  struct Read {
    Game game;
    bool ends[2];
  };

  Read game() {
    RecursionGuard guard;
    skip_spaces();
    UniverseTable<U>& table = universe_table<U>();
    std::size_t start = pos_;
    bool negative = peek('-');
    if (negative) ++pos_;
    if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      std::int32_t n = number();
      if (n == 0) return {table.zero(), {true, true}};
      if (U == Universe::kDicot) {
        pos_ = start;
        fail("not a dicot: only one player can move in an integer other than 0");
      }
      return {table.integer(negative ? -n : n), {negative, !negative}};
    }
    if (negative) fail("expected a digit after '-'");
    if (peek('*')) {
      ++pos_;
      std::int32_t n = 1;
      if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])))
        n = number();
      return {table.nim(static_cast<std::uint32_t>(n)), {n == 0, n == 0}};
    }
    if (!peek('{')) fail(pos_ < text_.size() ? "unexpected '" + std::string(1, text_[pos_]) + "'"
                                             : "expected a game");
    std::size_t open = pos_++;
    std::vector<Read> left = options('|');
    expect('|');
    std::vector<Read> right = options('}');
    expect('}');
    check_member(left, right, open);
    std::vector<Game> l, r;
    for (const Read& o : left) l.push_back(o.game);
    for (const Read& o : right) r.push_back(o.game);
    return {table.from_options(l, r), {left.empty(), right.empty()}};
  }

  // Errors point at the game's opening brace, `open`.
  void check_member(const std::vector<Read>& left, const std::vector<Read>& right,
                    std::size_t open) {
    std::size_t end = pos_;
    pos_ = open;
    if (U == Universe::kDicot && left.empty() != right.empty())
      fail("not a dicot: one player can move here and the other cannot");
    auto all_ends = [](const std::vector<Read>& options, int which) {
      return std::all_of(options.begin(), options.end(),
                         [&](const Read& o) { return o.ends[which]; });
    };
    if (U == Universe::kDeadEnding && left.empty() && !all_ends(right, 0))
      fail("not dead-ending: Left has no move here but has one after a Right move");
    if (U == Universe::kDeadEnding && right.empty() && !all_ends(left, 1))
      fail("not dead-ending: Right has no move here but has one after a Left move");
    pos_ = end;
  }

  std::int32_t number() {
    std::int32_t n = 0;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      n = 10 * n + (text_[pos_++] - '0');
      if (n > 4096) fail("number too large (at most 4096)");
    }
    return n;
  }

  std::vector<Read> options(char end) {
    std::vector<Read> out;
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
    throw ParseError(1, pos_ + 1,
                     std::string(U == Universe::kDicot ? "dicot" : "dead-ending") +
                         " notation: " + message);
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

}  // namespace

template <Universe U>
std::string universe_text(UniverseGame<U> g) {
  RecursionGuard guard;
  UniverseTable<U>& table = universe_table<U>();
  if (g == table.zero()) return "0";
  std::uint32_t b = table.birthday(g);
  if (b <= 64 && g == table.nim(b)) return b == 1 ? "*" : "*" + std::to_string(b);
  if constexpr (U == Universe::kDeadEnding) {
    auto n = static_cast<std::int32_t>(b);
    if (b <= 4096 && table.right(g).empty() && g == table.integer(n)) return std::to_string(n);
    if (b <= 4096 && table.left(g).empty() && g == table.integer(-n)) return std::to_string(-n);
  }
  return "{" + side_text<U>(table.left(g)) + " | " + side_text<U>(table.right(g)) + "}";
}

template <Universe U>
UniverseGame<U> parse_universe(std::string_view text) {
  return UniverseReader<U>(text).read();
}

template std::string universe_text(UniverseGame<Universe::kDicot>);
template std::string universe_text(UniverseGame<Universe::kDeadEnding>);
template UniverseGame<Universe::kDicot> parse_universe<Universe::kDicot>(std::string_view);
template UniverseGame<Universe::kDeadEnding> parse_universe<Universe::kDeadEnding>(
    std::string_view);

}  // namespace cgt::misere
