// Toppling Dominoes (Fink, Nowakowski, Siegel and Wolfe, "Toppling Dominoes", Games of No
// Chance 5): a row of upright dominoes, each blue ('X', Left's), red ('O', Right's) or green
// ('G', either player's). A move topples one of the mover's dominoes to the left or to the
// right: it falls, knocking down every domino on that side, so what remains is the row strictly
// on its other side. The first player without a move loses.
//
// Reversing the row maps each player's moves to that player's moves: rows are normalised to
// the lesser of a row and its reverse. Closed forms: n blue dominoes are the integer n (Left
// topples one at an end, leaving n - 1; Right has no move), n red are -n, and n green are the
// nimber *n (either player leaves any shorter green row).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

// At most 64 dominoes; bit i is domino i from the left; green is neither blue nor red.
struct DominoRow {
  static constexpr std::size_t kMaxLength = 64;

  std::uint64_t blue = 0;
  std::uint64_t red = 0;
  std::uint8_t length = 0;

  bool operator==(const DominoRow&) const = default;
  std::uint64_t dominoes() const { return length == 64 ? ~0ull : (1ull << length) - 1; }
  std::uint64_t green() const { return dominoes() & ~(blue | red); }
};

// Parses a row of 'X', 'O' and 'G' (also 'x', 'o', 'g'; no dominoes at all is the empty row).
// Throws DomainError starting with `function`.
DominoRow parse_domino_row(std::string_view text, std::string_view function);

class TopplingDominoes {
 public:
  using Position = DominoRow;

  static std::uint64_t hash(const Position& p);
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  Position normalise(const Position& p) const;
  std::optional<Game> known_value(const Position& p) const;
  std::size_t size(const Position& p) const { return p.length; }
  std::string text(const Position& p) const;
  std::string name() const { return "toppling"; }
};

}  // namespace cgt::games
