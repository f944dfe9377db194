// A table of the canonical forms of Domineering regions (connected sets of empty cells, up to
// translation) of up to n cells, computed once and written to a file, which evaluators load to
// take each component they meet of up to n cells from it instead of computing it. It holds every
// region (one class per free polyomino, OEIS A000105): from 16 cells on, some have a bounding box
// past a DominoBoard's 64 cells, and those are held as WideGridBoards (wide_domino_game.hpp),
// valued on the wide path, for the evaluators of wide boards.
//
// One entry per symmetry class: reflections keep a region's value and a transposition (or a
// quarter turn) negates it, so each class is stored as its least symmetric image (the key the
// evaluator's tables use, least_symmetric_image) with that image's value. Built bottom-up, by
// size: every option of a region splits into smaller regions, which the table already holds.
//
// The file is text: a first line "cgt domineering components N" (N the most cells), the
// canonical forms as lines {L|R} naming earlier lines or numbers (games/sharding/saved_games.hpp),
// one line "ROWS COLS CELLS NAME" per region (CELLS the empty cells in hexadecimal, bit
// r * cols + c for row r and column c, as many digits as the bounding box needs: a wide region's
// CELLS is simply longer than 16 digits) after the forms it names, and a last line "cksum C B":
// the POSIX cksum of the B bytes before it (`head -n -1 FILE | cksum` prints the same). Files
// written before the wide regions were held read the same way (they lack those regions). A
// table built with a smaller narrow area (tests) says so on its first line: "... N narrow A".
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/game_table.hpp"
#include "cgt/progress.hpp"
#include "games/domineering/domino_board.hpp"
#include "games/domineering/wide_domino_game.hpp"
#include "games/ruleset/evaluator.hpp"

namespace cgt::games {

// Calls visit(region) for each fixed polyomino of exactly `cells` cells (each connected set of
// that many cells of the plane, up to translation, once: Redelmeier's algorithm) whose bounding
// box has at most narrow_area cells (at most 64; every polyomino up to 15 cells has), as the
// DominoBoard of its bounding box with the polyomino's cells empty, and visit_wide(region) for
// the others, as the WideGridBoard of the bounding box with the other cells blocked. Polls the
// interrupt flag at each polyomino (InterruptedError, TimeLimitError).
void for_each_region(unsigned cells, const std::function<void(const DominoBoard&)>& visit,
                     const std::function<void(const WideGridBoard&)>& visit_wide,
                     std::size_t narrow_area = DominoBoard::kMaxCells);
// The narrow ones only; returns how many wide ones there were.
std::uint64_t for_each_region(unsigned cells, const std::function<void(const DominoBoard&)>& visit);

class DomineeringComponentTable final : public KnownComponents<DominoBoard>,
                                        public KnownComponents<WideGridBoard> {
 public:
  // The regions of up to max_cells cells (a lone cell is no component), reporting to
  // `progress` (which polls Ctrl-C) when given. Regions whose bounding box has more than
  // narrow_area cells (64, a DominoBoard's most; smaller in tests of the wide path) are held and
  // valued as WideGridBoards.
  static DomineeringComponentTable build(unsigned max_cells, Progress* progress = nullptr,
                                         unsigned narrow_area = DominoBoard::kMaxCells);
  // Adds the regions of max_cells() + 1 to max_cells cells, smallest first (a table read from
  // a file grows from where it stopped). LimitError when the game table was reset meanwhile.
  void extend(unsigned max_cells, Progress* progress = nullptr);
  // The most bytes a reader of table files need accept: 16 cells take 365 MB.
  static constexpr std::uint64_t kMaxFileBytes = std::uint64_t{1} << 32;
  // The table of a file's text (as text() writes it); DomainError naming the line when it is
  // damaged or not such a table.
  static DomineeringComponentTable parse(std::string_view text);
  std::string text() const;

  // The value of a key (a region as least_symmetric_image gives it, or on a wide board as
  // WideDomineering::normalise gives it) if the table holds it: the evaluators' hooks. None
  // after the game table was reset (the forms died with it).
  std::optional<Game> find(const DominoBoard& key) const override;
  std::optional<Game> find(const WideGridBoard& key) const override;
  // The value of any region (one component, as domino_components or WideDomineering's
  // components give it) if the table holds it.
  std::optional<Game> value(const DominoBoard& region) const;
  std::optional<Game> value(const WideGridBoard& region) const;

  unsigned max_cells() const { return max_cells_; }
  std::size_t size() const { return values_.size() + wide_values_.size(); }
  // The classes held as WideGridBoards.
  std::size_t wide_size() const { return wide_values_.size(); }
  // The classes held of each size: element n counts those of n cells (n up to max_cells()).
  std::vector<std::size_t> classes_by_size() const;

 private:
  struct KeyHash {
    std::size_t operator()(const DominoBoard& b) const { return domino_board_hash(b); }
    std::size_t operator()(const WideGridBoard& b) const { return b.hash(); }
  };
  unsigned max_cells_ = 0;
  unsigned narrow_area_ = DominoBoard::kMaxCells;
  std::unordered_map<DominoBoard, Game, KeyHash> values_;
  std::unordered_map<WideGridBoard, Game, KeyHash> wide_values_;
  std::uint64_t resets_ = game_table().resets();  // when the forms were made
};

}  // namespace cgt::games
