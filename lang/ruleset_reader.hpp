// RulesetReader: positions of one ruleset read from their text through the tool's own function
// for it (domineering("..|..") reads "..|.."), so that a table of positions takes exactly what
// the REPL takes, with the same messages, and no ruleset needs code of its own for it.
#pragma once

#include <string>

#include "games/ruleset/any_position.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {

class RulesetReader {
 public:
  // DomainError naming the closest ruleset unless `ruleset` is a ruleset function that takes
  // one argument (its position's text): domineering, clobber, toads, hackenbush, ...
  explicit RulesetReader(const std::string& ruleset);

  const std::string& ruleset() const { return function_.name; }
  // The position; the ruleset function's error (naming it and what is wrong) otherwise.
  games::AnyPosition read(const std::string& text) const;
  // The cells its boards take, found by asking it which characters it reads: those it reads
  // as a board of one cell or beside such a cell ('X' in NoGo needs an empty neighbour). '.',
  // '#', 'X' and 'O' come first, in that order, then any other in ASCII order; lower-case
  // letters are left out (boards read 'x' as 'X').
  std::string cells() const;

 private:
  Function function_;
};

}  // namespace cgt::lang
