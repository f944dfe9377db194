// Strong stops. CGSuite defines them for stoppers (CanonicalStopper.StrongStop(player), the
// source of its StrongStop, being the only definition found): a stopper's stops are
// pseudonumbers such as x, x + over, on and off, and its strong stop is its stop with the
// `over` dropped. A short game's stops are numbers, so its strong stops are its stops: the
// number reached when Left (Right) starts and both play for the best stop.
#pragma once

#include "cgt/facts.hpp"

namespace cgt {

inline const Dyadic& strong_left_stop(Game g) { return left_stop(g); }
inline const Dyadic& strong_right_stop(Game g) { return right_stop(g); }

}  // namespace cgt
