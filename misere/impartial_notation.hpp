// Misère canonical forms written as CGSuite writes them, in Conway's notation (ONAG ch. 12,
// Winning Ways ch. 13): *[...] around a string in which a digit n is the nim heap *n (&n; for
// n >= 10), a sequence of terms is the game with those options ("2#0" has the options 2# and 0),
// a term followed by # is the game whose only option it is, and parentheses group the options of
// a compound option ("(2#1)2##"). The printer lists options from the latest-born down.
// The reader also takes CGSuite's subscripts in brackets, read left to right: a digit adds that
// nim heap, # takes the game as the only option ("2[#2#]" is ((2#) + *2)#); and a bare list of
// terms is accepted without the *[ ] around it.
#pragma once

#include <string>
#include <string_view>

#include "misere/impartial_game.hpp"

namespace cgt::misere {

// "*[2#0]".
std::string misere_text(MisereGame g);

// The game written in `text`; ParseError (line 1, with the column) when it is not notation.
MisereGame parse_misere(std::string_view text);

// Orders games by structure (birthday, then number of options, Grundy values, then options):
// the same order in every run, unlike handles, which number games as they are met.
bool structurally_less(MisereGame a, MisereGame b);

}  // namespace cgt::misere
