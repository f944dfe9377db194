// Fox and Geese (Winning Ways ch. 20 in the second edition, ch. 22 in the first), a loopy ruleset.
// A board of squares in rows (written top to bottom) holds geese ('x', Left's) and one fox ('o',
// Right's) on squares of one colour. A goose moves one square diagonally down the board, onto an
// empty square; the fox moves one square diagonally in any direction, onto an empty square. A
// player who cannot move loses: the geese win by trapping the fox, the fox by getting past them
// (the geese then run out of moves while the fox can go on for ever).
//
// Boards of any size up to 16 x 16 with up to 12 geese. On the `open` board the rows go on without
// end above the first one written (as on CGSuite's board);
// otherwise the board is exactly as written. Positions where the fox has got past the geese are
// worth off at sight (known_stopper): on the open board when the fox is level with the highest
// goose or above it, or one row below with a free square diagonally up; on a closed board when it
// is two rows above the highest goose, or one row above and not on the first row (it then moves
// up for ever between squares no goose can reach). Mirror images are equal (normalise).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/ruleset/ruleset.hpp"
#include "loopy/stopper.hpp"

namespace cgt::games {

struct FoxAndGeesePosition {
  static constexpr std::size_t kMaxGeese = 12;
  std::array<std::uint8_t, kMaxGeese> geese{};  // squares (row * width + column), sorted
  std::uint8_t count = 0;
  std::uint8_t fox = 0;
  friend bool operator==(const FoxAndGeesePosition&, const FoxAndGeesePosition&) = default;
};

class FoxAndGeese {
 public:
  using Position = FoxAndGeesePosition;
  static constexpr bool kLoopy = true;
  static constexpr int kMaxSide = 16;

  // Throws DomainError unless 2 <= width, height <= 16.
  FoxAndGeese(int width, int height, bool open);

  // Parses rows of '.', 'x' (geese) and 'o' (the fox) separated by '|' or newlines; the board's
  // size is the text's. Throws DomainError (naming `function`) for a bad board.
  static std::pair<FoxAndGeese, Position> parse(std::string_view text, bool open,
                                                std::string_view function);

  static std::uint64_t hash(const Position& p);
  void options(const Position& p, Player who, std::vector<Position>& out) const;
  std::optional<loopy::Stopper> known_stopper(const Position& p) const;
  Position normalise(const Position& p) const;
  std::string text(const Position& p) const;
  std::string name() const;
  std::string expression(const Position& p) const;

  int width() const { return width_; }
  int height() const { return height_; }

 private:
  int width_, height_;
  bool open_;
};

}  // namespace cgt::games
