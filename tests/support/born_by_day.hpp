// The games born by day 1 and by day 2, each value once, built from the definition: every
// {L|R} with L and R sets of the games born the day before.
#pragma once

#include <vector>

#include "cgt/game.hpp"

namespace cgt::test {

std::vector<Game> born_by_day_1();  // 0, 1, -1, *
std::vector<Game> born_by_day_2();  // 22 values (Siegel, Combinatorial Game Theory, 2013)

}  // namespace cgt::test
