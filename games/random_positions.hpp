// Random small positions of every ruleset, written as the tool's expressions, and random sums of
// them with game values: the statements of the long-script test and benchmark (a file of
// positions, as a user runs one) and input for fuzzing. Boards that a ruleset refuses (a NoGo
// board with a captured block, say) are possible: the caller skips what does not parse.
#pragma once

#include <cstdint>
#include <random>
#include <string>

namespace cgt::games {

// One position of a ruleset chosen at random, of at most about `cells` cells (heaps of at most
// about 3 * cells): domineering("..#|..."), clobber("XO.|OX."), kayles(7), impartial(...), ...
std::string random_position(std::mt19937_64& rng, int cells);

// A game value written as the tool reads it: an integer, a dyadic, a nimber, an up-star or a
// switch.
std::string random_game_value(std::mt19937_64& rng);

// A sum of one to `parts` random positions, with a game value added one time in four.
std::string random_sum(std::mt19937_64& rng, int parts, int cells);

}  // namespace cgt::games
