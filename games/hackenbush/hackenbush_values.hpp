// Hackenbush values known in closed form (Winning Ways, ch. 2 and 7):
// - a blue-red stalk, by Berlekamp's sign-expansion rule: the run of equal colours from the
//   ground counts whole units (+1 for each blue edge, -1 for each red), then every edge after
//   the first change of colour counts half the one before it: "LR" = 1/2, "LLR" = 3/2,
//   "LRR" = 1/4, "LRL" = 3/4;
// - a green tree, by the colon principle: the nimber *g(ground), where g(v) is the xor over
//   the children c of v of g(c) + 1 (so a green stalk of n edges is *n).
#pragma once

#include <optional>
#include <string>

#include "cgt/game.hpp"
#include "games/hackenbush/hackenbush_graph.hpp"

namespace cgt::games {

// The value of a stalk of 'L' and 'R' edges from the ground up (nothing if it has green).
std::optional<Game> blue_red_stalk_value(const std::string& colours);

// The Grundy value of an all-green tree (nothing for other graphs).
std::optional<std::uint64_t> green_tree_grundy(const HackenbushGraph& g);

}  // namespace cgt::games
