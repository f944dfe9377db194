// A table of the canonical forms of Domineering regions (connected sets of empty cells, up to
// translation) of up to n cells, computed once and written to a file, which evaluators load to
// take each component they meet of up to n cells from it instead of computing it. From 16 cells
// on, some regions have a bounding box past a board's 64 cells: no board holds them, and the
// table leaves them out (it holds every region an evaluator can meet).
//
// One entry per symmetry class: reflections keep a region's value and a transposition (or a
// quarter turn) negates it, so each class is stored as its least symmetric image (the key the
// evaluator's tables use, least_symmetric_image) with that image's value. Built bottom-up, by
// size: every option of a region splits into smaller regions, which the table already holds.
//
// The file is text: a first line "cgt domineering components N" (N the most cells), the
// canonical forms as lines {L|R} naming earlier lines or numbers (games/sharding/saved_games.hpp),
// one line "ROWS COLS CELLS NAME" per region (CELLS the empty cells in hexadecimal, bit
// r * cols + c for row r and column c) after the forms it names, and a last line "cksum C B":
// the POSIX cksum of the B bytes before it (`head -n -1 FILE | cksum` prints the same).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "cgt/game.hpp"
#include "cgt/game_table.hpp"
#include "cgt/progress.hpp"
#include "games/domineering/domino_board.hpp"
#include "games/ruleset/evaluator.hpp"

namespace cgt::games {

// Calls visit(region) for each fixed polyomino of exactly `cells` cells (each connected set of
// that many cells of the plane, up to translation, once: Redelmeier's algorithm) whose bounding
// box fits a DominoBoard (every one up to 15 cells does), as the board of its bounding box with
// the polyomino's cells empty. Returns how many did not fit.
std::uint64_t for_each_region(unsigned cells, const std::function<void(const DominoBoard&)>& visit);

class DomineeringComponentTable final : public KnownComponents<DominoBoard> {
 public:
  // The regions of up to max_cells cells (a lone cell is no component), reporting to
  // `progress` (which polls Ctrl-C) when given.
  static DomineeringComponentTable build(unsigned max_cells, Progress* progress = nullptr) {
    DomineeringComponentTable table;
    table.extend(max_cells, progress);
    return table;
  }
  // Adds the regions of max_cells() + 1 to max_cells cells, smallest first (a table read from
  // a file grows from where it stopped). LimitError when the game table was reset meanwhile.
  void extend(unsigned max_cells, Progress* progress = nullptr);
  // The table of a file's text (as text() writes it); DomainError naming the line when it is
  // damaged or not such a table.
  static DomineeringComponentTable parse(std::string_view text);
  std::string text() const;

  // The value of a key (a region as least_symmetric_image gives it) if the table holds it: the
  // evaluator's hook. None after the game table was reset (the forms died with it).
  std::optional<Game> find(const DominoBoard& key) const override;
  // The value of any region (one component, as domino_components gives it) if the table holds it.
  std::optional<Game> value(const DominoBoard& region) const;

  unsigned max_cells() const { return max_cells_; }
  // The fixed polyominoes extend() left out since the table was made or read: those whose
  // bounding box is past a board's 64 cells (none up to 15 cells), which no evaluator meets.
  std::uint64_t left_out() const { return left_out_; }
  std::size_t size() const { return values_.size(); }

 private:
  struct KeyHash {
    std::size_t operator()(const DominoBoard& b) const { return domino_board_hash(b); }
  };
  unsigned max_cells_ = 0;
  std::uint64_t left_out_ = 0;
  std::unordered_map<DominoBoard, Game, KeyHash> values_;
  std::uint64_t resets_ = game_table().resets();  // when the forms were made
};

}  // namespace cgt::games
