#include "misere/impartial_notation.hpp"

#include <algorithm>
#include <cctype>
#include <tuple>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt::misere {
namespace {

// Options latest-born first, in the structural order.
std::vector<MisereGame> options_for_printing(MisereGame g) {
  std::span<const MisereGame> o = misere_table().options(g);
  std::vector<MisereGame> sorted(o.begin(), o.end());
  std::sort(sorted.begin(), sorted.end(),
            [](MisereGame a, MisereGame b) { return structurally_less(b, a); });
  return sorted;
}

void write(MisereGame g, bool parenthesise, std::string& out) {
  RecursionGuard guard;
  MisereTable& table = misere_table();
  if (table.is_nim_heap(g)) {
    std::uint32_t n = table.nim_value(g);
    out += n < 10 ? std::to_string(n) : "&" + std::to_string(n) + ";";
    return;
  }
  std::vector<MisereGame> options = options_for_printing(g);
  if (options.size() == 1) {
    write(options.front(), true, out);
    out += '#';
    return;
  }
  if (parenthesise) out += '(';
  for (MisereGame o : options) write(o, true, out);
  if (parenthesise) out += ')';
}

class ImpartialReader {
 public:
  explicit ImpartialReader(std::string_view text) : text_(text) {}

  MisereGame read() {
    skip_spaces();
    bool wrapped = text_.substr(pos_, 2) == "*[";
    if (wrapped) pos_ += 2;
    MisereGame g = sequence(wrapped ? ']' : '\0');
    if (wrapped) expect(']');
    skip_spaces();
    if (pos_ != text_.size()) fail("unexpected '" + std::string(1, text_[pos_]) + "'");
    return g;
  }

 private:
  // Terms up to `end` (not consumed): one term is itself, several are the options of a game.
  MisereGame sequence(char end) {
    std::vector<MisereGame> terms;
    for (skip_spaces(); pos_ < text_.size() && text_[pos_] != end; skip_spaces())
      terms.push_back(term());
    if (terms.empty()) fail("expected a game");
    return terms.size() == 1 ? terms.front() : misere_table().from_options(terms);
  }

  MisereGame term() {
    RecursionGuard guard;
    MisereGame g = atom();
    for (;;) {
      if (peek('#')) {
        ++pos_;
        g = misere_table().from_options(std::span<const MisereGame>(&g, 1));
      } else if (peek('[')) {
        ++pos_;
        g = subscript(g);
        expect(']');
      } else {
        return g;
      }
    }
  }

  MisereGame atom() {
    if (peek('(')) {
      ++pos_;
      MisereGame g = sequence(')');
      expect(')');
      return g;
    }
    return misere_table().nim(heap());
  }

  // CGSuite's subscripts, applied left to right to g.
  MisereGame subscript(MisereGame g) {
    MisereTable& table = misere_table();
    while (pos_ < text_.size() && text_[pos_] != ']') {
      if (peek('#')) {
        ++pos_;
        g = table.from_options(std::span<const MisereGame>(&g, 1));
      } else if (peek('-')) {
        fail("subtraction in a subscript is not supported; write the game's options instead");
      } else if (peek('(')) {
        ++pos_;
        MisereGame part = sequence(')');
        expect(')');
        g = table.sum(g, part);
      } else {
        g = table.sum(g, table.nim(heap()));
      }
    }
    return g;
  }

  std::uint64_t heap() {
    if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])))
      return static_cast<std::uint64_t>(text_[pos_++] - '0');
    if (!peek('&')) fail(pos_ < text_.size() ? "unexpected '" + std::string(1, text_[pos_]) + "'"
                                             : "expected a game");
    ++pos_;
    std::uint64_t n = 0;
    std::size_t start = pos_;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      n = 10 * n + static_cast<std::uint64_t>(text_[pos_++] - '0');
      if (n > MisereTable::kMaxNim) fail("nim heap too large");
    }
    if (pos_ == start) fail("expected the digits of a nim heap after '&'");
    expect(';');
    return n;
  }

  bool peek(char c) const { return pos_ < text_.size() && text_[pos_] == c; }
  void expect(char c) {
    if (!peek(c)) fail(std::string("expected '") + c + "'");
    ++pos_;
  }
  void skip_spaces() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == ',')) ++pos_;
  }
  [[noreturn]] void fail(const std::string& message) const {
    throw ParseError(1, pos_ + 1, "misère game notation: " + message);
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

}  // namespace

bool structurally_less(MisereGame a, MisereGame b) {
  if (a == b) return false;
  MisereTable& t = misere_table();
  auto key = [&](MisereGame g) {
    return std::make_tuple(t.birthday(g), t.options(g).size(), t.nim_value(g),
                           t.misere_nim_value(g));
  };
  if (key(a) != key(b)) return key(a) < key(b);
  RecursionGuard guard;
  std::vector<MisereGame> oa = options_for_printing(a), ob = options_for_printing(b);
  for (std::size_t i = 0; i < oa.size(); ++i)
    if (oa[i] != ob[i]) return structurally_less(oa[i], ob[i]);
  return false;  // unreachable: equal options make equal games
}

std::string misere_text(MisereGame g) {
  std::string out = "*[";
  write(g, false, out);
  return out + "]";
}

MisereGame parse_misere(std::string_view text) { return ImpartialReader(text).read(); }

}  // namespace cgt::misere
