#include "games/fox_and_geese/fox_and_geese.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "loopy/named.hpp"

namespace cgt::games {
namespace {

// Insertion sort of the geese (a dozen at most; std::sort on the array's prefix draws a false
// -Warray-bounds from GCC 12).
void sort_geese(FoxAndGeesePosition& p) {
  for (std::size_t i = 1; i < p.count; ++i)
    for (std::size_t j = i; j > 0 && p.geese[j - 1] > p.geese[j]; --j)
      std::swap(p.geese[j - 1], p.geese[j]);
}

}  // namespace

FoxAndGeese::FoxAndGeese(int width, int height, bool open)
    : width_(width), height_(height), open_(open) {
  if (width < 2 || width > kMaxSide || height < 2 || height > kMaxSide)
    throw DomainError(fmt::format(
        "a Fox and Geese board has 2 to {} rows and columns, not {} x {}", kMaxSide, height, width));
}

std::pair<FoxAndGeese, FoxAndGeesePosition> FoxAndGeese::parse(std::string_view text, bool open,
                                                               std::string_view function) {
  std::vector<std::string> rows(1);
  for (char c : text) {
    if (c == '|' || c == '\n') rows.emplace_back();
    else if (c != ' ' && c != '\r') rows.back() += c;
  }
  if (!rows.empty() && rows.back().empty()) rows.pop_back();
  auto fail = [&](const std::string& why) -> DomainError {
    return DomainError(fmt::format("{}: {}", function, why));
  };
  if (rows.empty()) throw fail("the board is empty");
  std::size_t width = rows[0].size();
  for (const std::string& row : rows)
    if (row.size() != width) throw fail("every row of the board must have the same length");
  if (width < 2 || width > kMaxSide || rows.size() < 2 || rows.size() > kMaxSide)
    throw fail(fmt::format("a board has 2 to {} rows and columns, not {} x {}", kMaxSide,
                           rows.size(), width));
  FoxAndGeese rules(static_cast<int>(width), static_cast<int>(rows.size()), open);
  Position p;
  int foxes = 0;
  std::vector<std::uint8_t> geese;
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < width; ++c) {
      char ch = rows[r][c];
      auto square = static_cast<std::uint8_t>(r * width + c);
      if (ch == 'x' || ch == 'X') {
        geese.push_back(square);
      } else if (ch == 'o' || ch == 'O') {
        p.fox = square;
        ++foxes;
      } else if (ch != '.') {
        throw fail(fmt::format("unexpected '{}': a board holds '.', 'x' (geese) and 'o' (the fox)",
                               ch));
      }
    }
  if (foxes != 1) throw fail(fmt::format("the board must hold one fox ('o'), not {}", foxes));
  if (geese.size() > Position::kMaxGeese)
    throw fail(fmt::format("at most {} geese, not {}", Position::kMaxGeese, geese.size()));
  int colour = (p.fox / width + p.fox % width) % 2;
  for (std::uint8_t g : geese)
    if (static_cast<int>((g / width + g % width) % 2) != colour)
      throw fail("the geese and the fox must stand on squares of one colour");
  std::sort(geese.begin(), geese.end());
  p.count = static_cast<std::uint8_t>(geese.size());
  std::copy(geese.begin(), geese.end(), p.geese.begin());
  return {rules, p};
}

std::uint64_t FoxAndGeese::hash(const Position& p) {
  std::uint64_t h = mix_hash(p.fox + 0x100u * p.count);
  for (std::size_t i = 0; i < p.count; ++i) h = mix_hash(h ^ p.geese[i]);
  return h;
}

void FoxAndGeese::options(const Position& p, Player who, std::vector<Position>& out) const {
  auto occupied = [&](int square) {
    return square == p.fox || std::binary_search(p.geese.begin(), p.geese.begin() + p.count,
                                                 static_cast<std::uint8_t>(square));
  };
  auto target = [&](int square, int dr, int dc) {
    int r = square / width_ + dr, c = square % width_ + dc;
    if (r < 0 || r >= height_ || c < 0 || c >= width_) return -1;
    int t = r * width_ + c;
    return occupied(t) ? -1 : t;
  };
  if (who == Player::kRight) {
    for (int dr : {-1, 1})
      for (int dc : {-1, 1})
        if (int t = target(p.fox, dr, dc); t >= 0) {
          Position q = p;
          q.fox = static_cast<std::uint8_t>(t);
          out.push_back(q);
        }
    return;
  }
  for (std::size_t i = 0; i < p.count; ++i)
    for (int dc : {-1, 1})
      if (int t = target(p.geese[i], 1, dc); t >= 0) {
        Position q = p;
        q.geese[i] = static_cast<std::uint8_t>(t);
        sort_geese(q);
        out.push_back(q);
      }
}

std::optional<loopy::Stopper> FoxAndGeese::known_stopper(const Position& p) const {
  int fox_row = p.fox / width_, fox_col = p.fox % width_;
  int top = height_;  // the highest goose's row
  for (std::size_t i = 0; i < p.count; ++i) top = std::min(top, p.geese[i] / width_);
  bool escaped;
  if (open_) {
    // Above the board's first row every square is empty for ever.
    bool free_up = false;
    for (int dc : {-1, 1}) {
      int c = fox_col + dc;
      if (c < 0 || c >= width_) continue;
      int up = (fox_row - 1) * width_ + c;
      free_up = free_up || !std::binary_search(p.geese.begin(), p.geese.begin() + p.count,
                                    static_cast<std::uint8_t>(up));
    }
    escaped = fox_row <= top || (fox_row == top + 1 && free_up);
  } else {
    escaped = fox_row + 2 <= top || (fox_row + 1 == top && fox_row >= 1);
  }
  if (escaped) return loopy::off();
  return std::nullopt;
}

FoxAndGeesePosition FoxAndGeese::normalise(const Position& p) const {
  auto mirror = [&](int square) {
    return static_cast<std::uint8_t>(square / width_ * width_ + (width_ - 1 - square % width_));
  };
  Position m;
  m.count = p.count;
  m.fox = mirror(p.fox);
  for (std::size_t i = 0; i < p.count; ++i) m.geese[i] = mirror(p.geese[i]);
  sort_geese(m);
  auto key = [](const Position& x) { return std::make_pair(x.fox, x.geese); };
  return key(m) < key(p) ? m : p;
}

std::string FoxAndGeese::text(const Position& p) const {
  std::string out;
  for (int r = 0; r < height_; ++r) {
    if (r) out += '|';
    for (int c = 0; c < width_; ++c) {
      int square = r * width_ + c;
      bool goose = std::binary_search(p.geese.begin(), p.geese.begin() + p.count,
                                      static_cast<std::uint8_t>(square));
      out += square == p.fox ? 'o' : goose ? 'x' : '.';
    }
  }
  return out;
}

std::string FoxAndGeese::name() const { return open_ ? "foxandgeese(open)" : "foxandgeese"; }

std::string FoxAndGeese::expression(const Position& p) const {
  return open_ ? fmt::format("foxandgeese(\"{}\", 1)", text(p))
               : fmt::format("foxandgeese(\"{}\")", text(p));
}

}  // namespace cgt::games
