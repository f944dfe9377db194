// The board of Domineering and Cram as a bitboard: the empty cells of a rows x cols rectangle
// (at most 64 cells), bit r * stride() + c for row r (top first) and column c. The stride is 8
// when the board has at most 8 rows and 8 columns (a row a byte: a sub-board is a shift, and the
// reflections and the transposition are a few word operations), else cols (the rows packed edge
// to edge). Dominoes fill two adjacent empty cells; blocked cells are simply absent from the set,
// and so are the bits of a row past its last column.
//
// What the two rulesets share lives here: parsing and text, the domino placements of each
// orientation, the split into components (4-connected regions of empty cells, each shrunk to
// its bounding box, without the cells no domino can use) and the board symmetries.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cgt::games {

struct DominoBoard {
  std::uint64_t empty = 0;  // one bit per empty cell
  std::uint8_t rows = 0, cols = 0;
  bool operator==(const DominoBoard&) const = default;

  static constexpr std::size_t kMaxCells = 64;

  // The board whose cell (r, c) is empty when bit r * cols + c of `cells` is set.
  static DominoBoard from_packed(std::uint64_t cells, unsigned rows, unsigned cols);

  // The distance in bits from a cell to the cell below it.
  unsigned stride() const { return rows <= 8 && cols <= 8 ? 8 : cols; }
  // Bit i set: cells i and i + stride() are both empty (a vertical domino fits with top cell i).
  std::uint64_t vertical_slots() const;
  // Bit i set: cells i and i + 1 are empty and in one row (a horizontal domino fits at i).
  std::uint64_t horizontal_slots() const;
  // The board with a domino at slot_bit and slot_bit << offset (offset: stride() or 1).
  DominoBoard placed(std::uint64_t slot_bit, unsigned offset) const {
    return DominoBoard{empty & ~(slot_bit | (slot_bit << offset)), rows, cols};
  }
};

std::uint64_t domino_board_hash(const DominoBoard& b);

// Parses a grid of '.' and '#' (games/ruleset/grid.hpp); errors name `function`.
DominoBoard parse_domino_board(std::string_view text, std::string_view function);
std::string domino_board_text(const DominoBoard& b);

// Appends the components of b: each a connected region of empty cells in which a domino fits,
// shrunk to its bounding box, without the empty cells that touch no other empty cell.
void domino_components(const DominoBoard& b, std::vector<DominoBoard>& out);

// Appends the components of `option`, which is `parent` less one domino, where `parent` is one
// component (as domino_components gives them): the same parts, in some order, as
// domino_components(option). On stride-8 boards of at most 7 columns, the ten cells around the
// domino bound the parts and give a cell of each, so that it takes one flood fill fewer (none
// when the option is still one region); elsewhere domino_components does it.
void domino_option_components(const DominoBoard& parent, const DominoBoard& option,
                              std::vector<DominoBoard>& out);

// The board turned by the symmetry group: each map keeps vertical dominoes vertical
// (reflections left-right, up-down and the half turn), or also swaps the orientations
// (transposition and the quarter turns, for Cram). Returns the least image by (rows, cols,
// empty); `swapped` says whether that image swaps the orientations.
DominoBoard least_reflection(const DominoBoard& b);
DominoBoard least_symmetric_image(const DominoBoard& b);
DominoBoard least_symmetric_image(const DominoBoard& b, bool& swapped);
DominoBoard transposed(const DominoBoard& b);

// Of the slots of one orientation (vertical: Left's in Domineering), those whose domino a
// Domineering player need never place, because a neighbouring slot in the same line is at least
// as good. Proof: taking from a board cells that one player cannot use never hurts that player
// (by induction on the game: the other player's options shrink alike, the player's own stay).
// So on a line of three empty cells a, b, c, where the cell before a is not empty and c has no
// empty neighbour across the line: after the domino on b, c, the mover cannot use a, so that
// option is no better for the mover than the board without a, b and c; after the domino on a, b,
// the opponent cannot use c, so that option is no worse. The domino on b, c is dominated.
// Mirrored along the line, a, b is dominated by b, c (kept when both rules hold: then the two
// are equal). The dominance runs between neighbouring slots of a line only, without cycles, so
// every slot left out is dominated by one kept.
std::uint64_t dominated_slots(const DominoBoard& b, bool vertical);

// A bridge: an empty cell whose only empty neighbours are the two on one line through it (above
// and below, or left and right) and whose removal disconnects them; `first` holds the empty
// cells the neighbour above (or left) reaches without the bridge, `second` the other empty
// cells, the other neighbour's among them. A side is straight when the cell past its neighbour
// on the line is empty.
struct DominoBridge {
  std::uint64_t cell, first, second;
  bool first_straight, second_straight;
};
// Appends b's bridges, by cell.
void domino_bridges(const DominoBoard& b, std::vector<DominoBridge>& out);

// The most dominoes of one orientation that fit side by side when the slots are all in lines
// of that orientation (each run of L cells takes L / 2): greedy from each run's first cell.
int packed_dominoes(std::uint64_t slots, unsigned offset);
// The slots of such a packing (the greedy one packed_dominoes counts).
std::uint64_t packed_slots(std::uint64_t slots, unsigned offset);

}  // namespace cgt::games
