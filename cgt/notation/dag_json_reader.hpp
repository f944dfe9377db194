// Reading the JSON export of the DAG notation (dag_json(), dag_notation.hpp) back into a game
// without the language's parser (the library below lang/ saves and loads games this way: the
// checkpoints of long sweeps). Every option must be a number or the name of an earlier node:
// that covers the games whose every subposition is a number or general, reduced canonical
// forms among them (they have no infinitesimal subposition); an option such as ^* or *2 is
// refused with a DomainError that says so.
#pragma once

#include <functional>
#include <string>

#include "cgt/game.hpp"
#include "cgt/notation/json_reader.hpp"

namespace cgt {

// The game of an option's text that is neither a node's name nor a number (x + m.^ + *n in
// pretty notation); without one, such options are refused.
using DagValueReader = std::function<Game(const std::string& text)>;

// The game dag_json() wrote; DomainError (naming the node or option) for anything else.
Game game_from_dag_json(const JsonValue& dag, const DagValueReader& read_value = {});

}  // namespace cgt
