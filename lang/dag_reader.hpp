// Reading the DAG notation (cgt/notation/dag_notation.hpp) back into a game, so a form saved
// with savedag() loads again with loaddag(). The notation is a cgt program of `name = game`
// statements; here a game may be written with braces, numbers, infinitesimals, + and -, and
// names assigned on earlier lines, but no function calls, lists or strings: a saved DAG is
// data, not a script. The statements run in a scope of their own (no session's variables are
// read or changed), through the same parser and canonicalise() as typed input, so an edited
// file still yields a canonical form.
#pragma once

#include <string_view>

#include "cgt/game.hpp"

namespace cgt::lang {

// The game assigned last. ParseError for text that is not the notation (with the line and
// column); other errors (an unknown name, say) say which line raised them.
Game read_dag(std::string_view text);

// The game savedag wrote as JSON (dag_json(): nodes whose options are earlier nodes' names or
// values written in the notation); ParseError or DomainError for anything else.
Game read_dag_json(std::string_view text);

}  // namespace cgt::lang
