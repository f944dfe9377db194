// A ruleset copy that knows nothing but its options: no known values, no components, so the
// generic Evaluator finds its values by plain recursion (mex or canonical forms of options).
// The second algorithm against which the take-and-break sequences are checked.
#pragma once

#include <string>
#include <vector>

#include "games/ruleset/ruleset.hpp"

namespace cgt::test {

template <class R>
struct ByOptionsOnly {
  using Position = typename R::Position;
  static constexpr bool kImpartial = true;

  R rules;

  static std::uint64_t hash(const Position& p) { return R::hash(p); }
  void options(const Position& p, games::Player who, std::vector<Position>& out) const {
    rules.options(p, who, out);
  }
  std::string text(const Position& p) const { return rules.text(p); }
  std::string name() const { return rules.name() + " (by options)"; }
};

}  // namespace cgt::test
