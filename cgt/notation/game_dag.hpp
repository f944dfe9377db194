// The canonical form of a game as a Graphviz DOT graph: one node per follower (the canonical game
// tree is a DAG, equal subpositions are one node), labelled with its value; Left's moves are blue
// solid edges, Right's red dashed ones.
#pragma once

#include <cstddef>
#include <string>

#include "cgt/game.hpp"

namespace cgt {

// LimitError when the game has more than max_nodes followers (such a picture is unreadable).
std::string game_dag_dot(Game g, std::size_t max_nodes = 400);

}  // namespace cgt
