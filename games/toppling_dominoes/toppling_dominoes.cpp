#include "games/toppling_dominoes/toppling_dominoes.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "cgt/error.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/grid.hpp"

namespace cgt::games {
namespace {

// The dominoes [begin, end) as a row of their own.
template <class Row>
Row slice(const Row& p, std::size_t begin, std::size_t end) {
  Row out;
  if (begin >= end) return out;
  out.length = static_cast<std::uint32_t>(end - begin);
  out.blue = resized(p.blue >> begin, out.length) & out.dominoes();
  out.red = resized(p.red >> begin, out.length) & out.dominoes();
  return out;
}

}  // namespace

template <class Row>
Row parse_domino_row(std::string_view text, std::string_view function) {
  std::string upper(text);
  for (char& c : upper)
    if (c == 'g') c = 'G';
  Grid grid = parse_grid(upper, "XOG", function, std::min(Row::kMaxLength, kMaxGridCells));
  if (grid.rows > 1)
    throw DomainError(
        fmt::format("{}: a row of dominoes is one row, not {} rows", function, grid.rows));
  Row row;
  row.length = static_cast<std::uint32_t>(grid.cols);
  row.blue = row.red = no_cells<typename Row::Mask>(row.length);
  for (std::size_t i = 0; i < grid.cols; ++i) {
    if (grid.at(0, i) == 'X') add_cell(row.blue, i);
    if (grid.at(0, i) == 'O') add_cell(row.red, i);
  }
  return row;
}

std::optional<DominoRow> narrowed(const WideDominoRow& row) {
  if (row.length > DominoRow::kMaxLength) return std::nullopt;
  return DominoRow{row.blue.word(0), row.red.word(0), row.length};
}

template <class Row>
std::uint64_t BasicTopplingDominoes<Row>::hash(const Position& p) {
  return mix_hash(mask_hash(p.blue) ^ mix_hash(mask_hash(p.red) ^ mix_hash(p.length)));
}

template <class Row>
void BasicTopplingDominoes<Row>::options(const Position& p, Player who,
                                         std::vector<Position>& out) const {
  const auto mine = (who == Player::kLeft ? p.blue : p.red) | p.green();
  for_each_cell(mine, [&](std::size_t i) {
    out.push_back(slice(p, i + 1, p.length));  // toppled to the left
    out.push_back(slice(p, 0, i));             // toppled to the right
  });
}

template <class Row>
Row BasicTopplingDominoes<Row>::normalise(const Position& p) const {
  Row reversed_row{reversed(p.blue, p.length), reversed(p.red, p.length), p.length};
  auto key = [](const Row& r) { return std::tie(r.blue, r.red); };
  return key(reversed_row) < key(p) ? reversed_row : p;
}

template <class Row>
std::optional<Game> BasicTopplingDominoes<Row>::known_value(const Position& p) const {
  const auto n = static_cast<std::int64_t>(p.length);
  if (p.blue == p.dominoes()) return integer(n);
  if (p.red == p.dominoes()) return integer(-n);
  if (p.green() == p.dominoes()) return nimber(p.length);
  return std::nullopt;
}

template <class Row>
std::string BasicTopplingDominoes<Row>::text(const Position& p) const {
  std::string out;
  for (std::size_t i = 0; i < p.length; ++i)
    out += has_cell(p.blue, i) ? 'X' : has_cell(p.red, i) ? 'O' : 'G';
  return out;
}

template DominoRow parse_domino_row<DominoRow>(std::string_view, std::string_view);
template WideDominoRow parse_domino_row<WideDominoRow>(std::string_view, std::string_view);
template class BasicTopplingDominoes<DominoRow>;
template class BasicTopplingDominoes<WideDominoRow>;

}  // namespace cgt::games
