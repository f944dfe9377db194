// A new game in a few lines: a ruleset is a position type and the players' options; the
// generic evaluator, Grundy values, outcome search and the tool's position type come for free.
// Built with the project (target cgt_example_ruleset); docs/cpp.md shows it.
//
// The game: a strip of empty cells; Left fills two adjacent empty cells, Right three. Filled
// cells separate the strip into independent strips, and only their lengths matter.
#include <fmt/format.h>

#include <algorithm>

#include "cgt/compare.hpp"
#include "cgt/notation/printer.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/impartial.hpp"
#include "games/ruleset/outcome_search.hpp"

using namespace cgt;
using namespace cgt::games;

struct TwoThreeStrips {
  using Position = std::vector<int>;  // lengths of the empty strips

  static std::uint64_t hash(const Position& p) {
    std::uint64_t h = 0;
    for (int n : p) h = mix_hash(h ^ static_cast<std::uint64_t>(n));
    return h;
  }
  void options(const Position& p, Player who, std::vector<Position>& out) const {
    int width = who == Player::kLeft ? 2 : 3;
    for (std::size_t i = 0; i < p.size(); ++i)
      for (int start = 0; start + width <= p[i]; ++start) {
        Position o = p;
        o[i] = start;                       // the cells before the placed piece
        o.push_back(p[i] - start - width);  // and after it
        out.push_back(o);
      }
  }
  std::string text(const Position& p) const { return fmt::format("{}", fmt::join(p, " ")); }
  std::string name() const { return "two-three strips"; }
  // Each strip is a game of its own; a strip too short for a piece is 0 and dropped.
  void components(const Position& p, std::vector<Position>& out) const {
    for (int n : p)
      if (n >= 2) out.push_back({n});
  }
};

int main() {
  Evaluator<TwoThreeStrips> evaluator;
  for (int n = 2; n <= 8; ++n) fmt::print("strip of {}: {}\n", n, evaluator.value({n}));
  OutcomeSearch<TwoThreeStrips> search(evaluator);
  fmt::print("outcome of 9 + 10 + 11 by search: {}\n",
             outcome_letter(search.outcome({{9, 10, 11}})));
  Evaluator<Impartial<TwoThreeStrips>> impartial;  // both may place either piece
  fmt::print("Grundy values of the impartial variant:");
  for (int n = 0; n <= 12; ++n) fmt::print(" {}", impartial.grundy({n}));
  fmt::print("\n");
}
