#include "games/toppling_dominoes/toppling_dominoes.hpp"

#include <fmt/format.h>

#include <tuple>

#include "cgt/error.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/grid.hpp"
#include "games/toads_and_frogs/creature_strip.hpp"  // reverse_bits

namespace cgt::games {
namespace {

// The dominoes [begin, end) as a row of their own.
DominoRow slice(const DominoRow& p, std::size_t begin, std::size_t end) {
  DominoRow out;
  if (begin >= end) return out;
  out.length = static_cast<std::uint8_t>(end - begin);
  out.blue = p.blue >> begin & out.dominoes();
  out.red = p.red >> begin & out.dominoes();
  return out;
}

}  // namespace

DominoRow parse_domino_row(std::string_view text, std::string_view function) {
  std::string upper(text);
  for (char& c : upper)
    if (c == 'g') c = 'G';
  Grid grid = parse_grid(upper, "XOG", function, DominoRow::kMaxLength);
  if (grid.rows > 1)
    throw DomainError(
        fmt::format("{}: a row of dominoes is one row, not {} rows", function, grid.rows));
  DominoRow row;
  row.length = static_cast<std::uint8_t>(grid.cols);
  for (std::size_t i = 0; i < grid.cols; ++i) {
    if (grid.at(0, i) == 'X') row.blue |= 1ull << i;
    if (grid.at(0, i) == 'O') row.red |= 1ull << i;
  }
  return row;
}

std::uint64_t TopplingDominoes::hash(const Position& p) {
  return mix_hash(p.blue ^ mix_hash(p.red ^ mix_hash(p.length)));
}

void TopplingDominoes::options(const Position& p, Player who, std::vector<Position>& out) const {
  const std::uint64_t mine = (who == Player::kLeft ? p.blue : p.red) | p.green();
  for (std::size_t i = 0; i < p.length; ++i) {
    if (!(mine >> i & 1)) continue;
    out.push_back(slice(p, i + 1, p.length));  // toppled to the left
    out.push_back(slice(p, 0, i));             // toppled to the right
  }
}

DominoRow TopplingDominoes::normalise(const Position& p) const {
  DominoRow reversed{reverse_bits(p.blue, p.length), reverse_bits(p.red, p.length), p.length};
  auto key = [](const DominoRow& r) { return std::tie(r.blue, r.red); };
  return key(reversed) < key(p) ? reversed : p;
}

std::optional<Game> TopplingDominoes::known_value(const Position& p) const {
  const auto n = static_cast<std::int64_t>(p.length);
  if (p.blue == p.dominoes()) return integer(n);
  if (p.red == p.dominoes()) return integer(-n);
  if (p.green() == p.dominoes()) return nimber(p.length);
  return std::nullopt;
}

std::string TopplingDominoes::text(const Position& p) const {
  std::string out;
  for (std::size_t i = 0; i < p.length; ++i)
    out += (p.blue >> i & 1) ? 'X' : (p.red >> i & 1) ? 'O' : 'G';
  return out;
}

}  // namespace cgt::games
