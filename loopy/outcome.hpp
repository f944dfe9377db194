// Outcomes of loopy games. With either player moving first, play ends in a win for Left, a win for
// Right, or goes on forever (a draw): nine outcome classes, named as CGSuite names them. L, R, N and
// P are the short games' classes; D is a draw whoever starts; NHat: Left wins moving first and
// draws moving second; PHat: Left draws moving first and wins moving second; NCheck and PCheck are
// their mirror images for Right.
#pragma once

#include "loopy/graph.hpp"
#include "loopy/value.hpp"

namespace cgt::loopy {

enum class Result : std::uint8_t { kLeftWins, kDraw, kRightWins };

struct PlayOutcome {
  Result left_first, right_first;  // the result when Left, or Right, moves first
  friend bool operator==(const PlayOutcome&, const PlayOutcome&) = default;
};

enum class OutcomeClass : std::uint8_t { kL, kR, kN, kP, kD, kNHat, kNCheck, kPHat, kPCheck };

OutcomeClass outcome_class(PlayOutcome o);
PlayOutcome play_outcome(OutcomeClass c);
const char* outcome_name(OutcomeClass c);  // "L", ..., "NHat", "PCheck"

// The outcome of a value, from its sides: the onside says who survives, the offside who wins.
OutcomeClass outcome(const Value& v);

// The outcome of the game at g's root by a retrograde analysis of its positions alone: a win for
// whoever can force the other out of moves, a draw elsewhere. Leaves are stoppers, decided by
// comparison with 0 (a stopper alone cannot draw).
PlayOutcome play_outcome(const LoopyGraph& g);

}  // namespace cgt::loopy
