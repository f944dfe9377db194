// The DAG notation of a canonical form: a form that is small as a DAG but huge as a tree (the
// sum of GoldenNugget heaps 1..30 has 743 distinct subpositions and more than 10^9 characters
// written out) written with every shared subposition once:
//
//   # the canonical form as a DAG: 4 general subpositions, one per line ...
//   g1 = {1|0}
//   g2 = {1|g1}
//   g3 = {g1|0}
//   result = {g2|g3,-1}
//
// Which subpositions get a name: every general one (not a number, not x + m.^ + *n), and no
// other. Numbers and x + m.^ + *n are written in place, in the pretty notation (3/4, ^*, 1v3):
// they are short, and their options are implied. Naming every general subposition (rather
// than only those used twice) keeps each line one brace with names and numbers inside, so no
// line nests or grows beyond its own options, a line can be read alone, and there is exactly
// one line per general subposition (the count the tool's cut note reports).
//
// The text is a cgt program: `name = game` statements, options defined before their users, the
// game itself assigned last (to `result`); names are g1, g2, ... (never a down-arrow like v3
// or a keyword). It depends only on the game, not on the session's history: lines are ordered
// by height (the longest path to a number), then by their options; options by value (numbers
// and x + m.^ + *n first, by x, m, n), then by name.
//
// The JSON export has the same names: {"type": "dag", "subpositions": N, "root": "result",
// "nodes": [{"name": "g1", "left": ["1"], "right": ["0"]}, ...]}, where an option is a node
// name (g1, g2, ..., result) or a number or x + m.^ + *n in pretty notation. When the game
// itself is a number or x + m.^ + *n, "nodes" is empty and "root" is that value.
#pragma once

#include <string>

#include "cgt/game.hpp"

namespace cgt {

// The name of the game itself in the DAG notation.
inline constexpr const char* kDagRootName = "result";

// The DAG notation of g, one line per general subposition, after a comment line.
std::string dag_text(Game g);

// The same DAG as JSON (one object).
std::string dag_json(Game g);

}  // namespace cgt
