#include "games/cutcake/cutcake.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "cgt/error.hpp"
#include "cgt/values.hpp"

namespace cgt::games {
namespace {

// Adds a piece to a sorted position (1 x 1 pieces are nothing).
void insert_piece(Cutcake::Position& p, CakePiece piece) {
  if (piece.rows == 1 && piece.columns == 1) return;
  p.insert(std::upper_bound(p.begin(), p.end(), piece), piece);
}

std::int64_t floor_log2(std::uint16_t x) {
  return std::bit_width(x) - 1;
}

}  // namespace

Cutcake::Position Cutcake::piece(std::int64_t rows, std::int64_t columns,
                                 const std::string& context) {
  for (std::int64_t side : {rows, columns})
    if (side < 1 || side > kMaxSide)
      throw DomainError(
          fmt::format("{}: the sides must be between 1 and {}, not {}", context, kMaxSide, side));
  Position p;
  insert_piece(p, {static_cast<std::uint16_t>(rows), static_cast<std::uint16_t>(columns)});
  return p;
}

std::uint64_t Cutcake::hash(const Position& p) {
  std::uint64_t h = p.size();
  for (CakePiece piece : p) h = mix_hash(h ^ (std::uint64_t{piece.rows} << 16 | piece.columns));
  return h;
}

void Cutcake::options(const Position& p, Player who, std::vector<Position>& out) const {
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (i > 0 && p[i] == p[i - 1]) continue;  // the same cuts as its twin
    const CakePiece piece = p[i];
    const std::uint16_t side = who == Player::kLeft ? piece.columns : piece.rows;
    // Cutting at a or at side - a gives the same two pieces.
    for (std::uint16_t a = 1; a <= side / 2; ++a) {
      Position next = p;
      next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
      const auto b = static_cast<std::uint16_t>(side - a);
      if (who == Player::kLeft) {
        insert_piece(next, {piece.rows, a});
        insert_piece(next, {piece.rows, b});
      } else {
        insert_piece(next, {a, piece.columns});
        insert_piece(next, {b, piece.columns});
      }
      out.push_back(std::move(next));
    }
  }
}

std::string Cutcake::text(const Position& p) const {
  std::vector<std::string> pieces;
  for (CakePiece piece : p) pieces.push_back(fmt::format("{}x{}", piece.rows, piece.columns));
  return fmt::format("{}", fmt::join(pieces, " + "));
}

std::string Cutcake::expression(const Position& p) const {
  if (p.empty()) return "cutcake(1, 1)";
  std::vector<std::string> pieces;
  for (CakePiece piece : p)
    pieces.push_back(fmt::format("cutcake({}, {})", piece.rows, piece.columns));
  return fmt::format("{}", fmt::join(pieces, " + "));
}

void Cutcake::components(const Position& p, std::vector<Position>& out) const {
  for (CakePiece piece : p) out.push_back({piece});
}

std::optional<Game> Cutcake::known_value(const Position& p) const {
  if (p.empty()) return zero();
  if (p.size() > 1) return std::nullopt;
  const auto [rows, columns] = p.front();
  const std::int64_t a = floor_log2(columns), b = floor_log2(rows);
  if (a > b) return integer((columns >> b) - 1);
  if (b > a) return integer(-((rows >> a) - 1));
  return zero();
}

}  // namespace cgt::games
