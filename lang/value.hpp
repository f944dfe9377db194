// Values of the cgt language: games (numbers included), booleans, text (outcome letters,
// reports), lists of values, tables (rows of values under a header), thermographs, positions
// of rulesets, loopy games, misère canonical forms of impartial games and of dicots, and
// misère quotients.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/bounded_text.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/notation/table.hpp"
#include "games/ruleset/any_position.hpp"
#include "loopy/value.hpp"
#include "misere/dead_ending_game.hpp"
#include "misere/dicot_game.hpp"
#include "misere/impartial_game.hpp"
#include "misere/misere_quotient.hpp"

namespace cgt::lang {

struct Value;
using List = std::vector<Value>;
struct Text {
  std::string text;
  friend bool operator==(const Text&, const Text&) = default;
};

// A table of values, e.g. from `table gn(h) for h in 1..20`; the tool renders it in a format.
struct Table {
  std::string title;
  std::vector<std::string> header;
  std::vector<List> rows;
  std::optional<TableFormat> format;  // chosen by the statement (--csv, ...), if it chose
  friend bool operator==(const Table&, const Table&) = default;
};

// The thermograph of a game, from `thermograph(G)`: printed as its walls' corners, and what
// `plot` draws. It keeps the game; the walls are computed (and memoised) when asked for.
struct ThermographOf {
  Game game;
  friend bool operator==(const ThermographOf&, const ThermographOf&) = default;
};

// A position of a ruleset, or a sum of positions and game values (P + Q + {1|-1}), from
// domineering("..|..") and the like: printed as its parts joined by " + "; wherever a game is
// needed, its canonical form (the sum of the parts' values) stands in.
struct Positions {
  std::vector<games::AnyPosition> parts;
  friend bool operator==(const Positions&, const Positions&) = default;
};

// A loopy game that is not short (on, a{0|a}, over - over, ...): a stopper or a pair of sides.
// A loopy computation whose value is a short game gives a Game (from_loopy).
struct Loopy {
  loopy::Value value;
  friend bool operator==(const Loopy& a, const Loopy& b) { return loopy::equal(a.value, b.value); }
};

// An impartial game's misère canonical form, from misere(...): printed in CGSuite's notation.
struct MisereForm {
  misere::MisereGame game;
  friend bool operator==(const MisereForm&, const MisereForm&) = default;
};

// A canonical form modulo a misère universe: a dicot's modulo D, from dicot(...), or a
// dead-ending game's modulo E, from deadending(...); printed {0, * | *}.
template <misere::Universe U>
struct UniverseForm {
  misere::UniverseGame<U> game;
  friend bool operator==(const UniverseForm&, const UniverseForm&) = default;
};
using DicotForm = UniverseForm<misere::Universe::kDicot>;
using DeadEndingForm = UniverseForm<misere::Universe::kDeadEnding>;

// A misère quotient, from quotient(code, n): printed as its order, presentation, P-portion and
// pretending function. Shared, not copied: a quotient can have many elements.
struct QuotientOf {
  std::shared_ptr<const misere::MisereQuotient> quotient;
  std::string game;  // "0.07"
  friend bool operator==(const QuotientOf&, const QuotientOf&) = default;
};

struct Value {
  std::variant<Game, bool, Text, List, Table, ThermographOf, Positions, Loopy, MisereForm,
               QuotientOf, DicotForm, DeadEndingForm>
      data;

  Value() : data(Text{}) {}
  Value(Game g) : data(g) {}              // NOLINT: games are values
  Value(bool b) : data(b) {}              // NOLINT
  Value(Text t) : data(std::move(t)) {}   // NOLINT
  Value(List l) : data(std::move(l)) {}   // NOLINT
  Value(Table t) : data(std::move(t)) {}  // NOLINT
  Value(ThermographOf t) : data(t) {}     // NOLINT
  Value(Positions p) : data(std::move(p)) {}                                    // NOLINT
  Value(games::AnyPosition p) : data(Positions{{std::move(p)}}) {}              // NOLINT
  Value(Loopy l) : data(std::move(l)) {}                                         // NOLINT
  Value(MisereForm m) : data(m) {}                                              // NOLINT
  Value(QuotientOf q) : data(std::move(q)) {}                                   // NOLINT
  Value(DicotForm d) : data(d) {}                                               // NOLINT
  Value(DeadEndingForm d) : data(d) {}                                          // NOLINT

  bool is_game() const { return std::holds_alternative<Game>(data); }
  friend bool operator==(const Value&, const Value&) = default;
};

// "game", "boolean", "text", "list", "table", "thermograph", "position", "loopy game",
// "misère game", "quotient", "dicot" or "dead-ending game", for type errors.
const char* type_name(const Value& v);

// A loopy value as a language value: a Game when it is a short game, else a Loopy.
Value from_loopy(loopy::Value v);

// Marks the game handles v holds (its games, list items, table cells, game values in sums),
// for a collection of the game table.
void mark_games(const Value& v, GameMarker& marker);

// Appends v to `out` (games in the given style), stopping early once out's budget is spent.
// A table is written in its own format, or as aligned text.
void write_value(const Value& v, Style style, BoundedText& out);

// A quotient as the tool prints it: its order and P-portion's, presentation, P-portion and
// pretending function, one to a line.
std::string quotient_summary(const QuotientOf& q);

// A value as the tool prints it, in full; games in the given style.
std::string format_value(const Value& v, Style style);

// The table with every cell written in `style`, ready to render; each cell is cut to
// `max_chars` characters (0: no limit) with "..." marking a cut, and *truncated (if given) says
// whether one was.
TextTable table_text(const Table& t, Style style, std::size_t max_chars,
                     bool* truncated = nullptr);

}  // namespace cgt::lang
