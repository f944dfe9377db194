// Cutcake (Winning Ways, ch. 2): a rectangular cake scored into unit squares, r rows by c
// columns. Left cuts vertically, along a grid line between two columns, splitting an r x c piece
// into r x a and r x (c - a); Right cuts horizontally, into a x c and (r - a) x c. Whoever
// cannot cut loses: Left is stuck on one-column pieces, Right on one-row pieces.
//
// A position is a multiset of pieces: the pieces are its components. 1 x 1 pieces (no move for
// anyone, value 0) are dropped, and pieces are kept sorted, so equal cakes are equal positions.
// A piece's value has a closed form (known_value), checked by brute force in the tests.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct CakePiece {
  std::uint16_t rows, columns;
  friend bool operator==(const CakePiece&, const CakePiece&) = default;
  friend auto operator<=>(const CakePiece&, const CakePiece&) = default;
};

class Cutcake {
 public:
  // Sorted pieces, none of them 1 x 1.
  using Position = std::vector<CakePiece>;
  static constexpr std::int64_t kMaxSide = 10'000;

  // One piece of rows x columns (each 1 to kMaxSide; DomainError naming `context` otherwise).
  static Position piece(std::int64_t rows, std::int64_t columns, const std::string& context);

  static std::uint64_t hash(const Position& p);
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  std::string text(const Position& p) const;  // "2x3 + 1x4", "" for no cake left
  std::string name() const { return "cutcake"; }
  // "cutcake(2, 1) + cutcake(2, 2)", which the tool reads back; "cutcake(1, 1)" for no cake.
  std::string expression(const Position& p) const;
  void components(const Position& p, std::vector<Position>& out) const;
  // The value of a single piece, r x c: with 2^a <= c < 2^(a+1) and 2^b <= r < 2^(b+1), it is
  // floor(c / 2^b) - 1 when a > b, -(floor(r / 2^a) - 1) when b > a, and 0 when a = b.
  std::optional<Game> known_value(const Position& p) const;
  // Each piece is evaluated in closed form: the outcome search folds every piece.
  std::size_t size(const Position& p) const { return p.size(); }
};

}  // namespace cgt::games
