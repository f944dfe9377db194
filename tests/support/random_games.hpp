// Random games for property tests, from a seeded generator so that failures reproduce:
// trees whose leaves are small numbers, nimbers and infinitesimals and whose inner nodes are
// random option lists.
#pragma once

#include <random>

#include "tests/support/reference_game.hpp"

namespace cgt::test {

// A random explicit game of the given depth (1 to 3 keeps the reference engine fast).
Ref random_ref(std::mt19937& rng, int depth);

// A random game built in the engine through canonicalise(): leaves are dyadics in [-8, 8] with
// denominators up to 4, a quarter of them plus a small up-multiple and nimber; inner nodes have
// one to three options a side. Most such games are hot, unlike those of random_ref().
Game random_game(std::mt19937& rng, int depth);

}  // namespace cgt::test
