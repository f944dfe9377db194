// Partizan games in misère play modulo the dead-ending universe E (Milley and Renault, "Dead ends
// in misère play: the misère monoid of canonical numbers", Discrete Math. 313 (2013)): a game is
// dead-ending when every end among its followers is a dead end, that is, a player who has no
// move at a follower has none at any follower of it either. Every dicot is dead-ending, and so
// are placement games such as Domineering, Col and Snort. G >= H (mod E) when
// o⁻(G + X) >= o⁻(H + X) for every dead-ending X.
//
// The table is the universe table of misere/universe_game.hpp for E (the comparison and the
// reductions of Larsson, Milley, Nowakowski, Renault and Santos, "Progress on misère dead ends",
// arXiv:1807.11297). What E changes:
// - the ends: a Left end of E is any Left dead end, such as the negative integers
//   -n = {| -(n-1)}, so "Left strong" (the proviso) asks Left to win G + X moving first for every
//   Left dead end X, decided through the most flexible ones (UniverseTable::strong);
// - reversibility through an end E1 = G^L1R1: the option G^L1 that cannot be removed becomes
//   {| E}, a Left dead end from which Right's only move is to an end E with G >= E (E1 or,
//   canonically, the least integer -n that is one), and {E |} for Right; removing Left's last
//   option is allowed when G stays equal and dead-ending.
// The integers n = {n-1 |} and -n are dead ends; n + (-n) = 0 modulo E (Milley and Renault).
#pragma once

#include "misere/universe_game.hpp"

namespace cgt::misere {

using DeadEndingGame = UniverseGame<Universe::kDeadEnding>;
using DeadEndingTable = UniverseTable<Universe::kDeadEnding>;

// The one table of the process.
inline DeadEndingTable& dead_ending_table() { return universe_table<Universe::kDeadEnding>(); }

}  // namespace cgt::misere
