// The library in a few lines: build games, add them, compare them, print them.
// Built with the project (target cgt_example_switches); docs/cpp.md shows it.
#include <fmt/format.h>

#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "lang/session.hpp"

int main() {
  using namespace cgt;
  Game hot = canonicalise({integer(1)}, {zero()});    // {1|0}, from its options
  Game tiny = lang::evaluate_game("{1||1|0}") - integer(1);  // or parsed from notation
  Game total = hot + hot + up() + star();
  fmt::print("{{1|0}} + {{1|0}} + ^* = {}\n", total);
  fmt::print("outcome: {}, stops: {} and {}\n", outcome_letter(outcome(total)),
             left_stop(total), right_stop(total));
  fmt::print("{} > 0: {}, infinitesimal: {}\n", tiny, greater(tiny, zero()),
             is_infinitesimal(tiny));
  fmt::print("explicit: {}\n", to_string(up_star(Dyadic::parse("1/2"), 2, 1), Style::kExplicit));
}
