// A long script of random positions and sums (with game values) across every ruleset, run as one
// process, as a user runs a file of positions, under a memory budget so small that the tables
// must drop entries and the game table must be collected between statements: every statement
// is answered, and each outcome equals that of a plain game-tree search (NaiveOutcome on the
// positions' moves alone: no components, values, folding or tables of the engine).
#include <catch2/catch.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cgt/memory_budget.hpp"
#include "games/random_positions.hpp"
#include "games/ruleset/any_position.hpp"
#include "lang/parser.hpp"
#include "tests/support/naive_outcome.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;

namespace {

// Positions of any ruleset as one ruleset of moves, for NaiveOutcome (memoised on expressions).
struct AnyMoves {
  using Position = games::AnyPosition;
  static std::uint64_t hash(const Position& p) { return p.hash(); }
  void options(const Position& p, games::Player who, std::vector<Position>& out) const {
    for (Position& o : p.options(who)) out.push_back(std::move(o));
  }
  std::string text(const Position& p) const { return p.expression(); }
  std::string name() const { return "any positions"; }
};

}  // namespace

TEST_CASE("a long script of random sums runs whole under a small memory budget, each outcome a "
          "plain search's",
          "[positions][memory]") {
  std::mt19937_64 rng(30);
  lang::Session parser;  // turns the sums' text into positions for the plain search
  test::NaiveOutcome<AnyMoves> naive{AnyMoves{}};
  std::string script;
  std::vector<std::string> statements, expected;
  while (statements.size() < 300) {
    std::string sum = games::random_sum(rng, 2, 5);
    lang::Value v;
    try {
      v = parser.evaluate(*lang::parse_expression(sum));
    } catch (const Error&) {
      continue;  // a board the ruleset refuses
    }
    const auto* positions = std::get_if<lang::Positions>(&v.data);
    REQUIRE(positions);
    bool left = naive.wins(positions->parts, games::Player::kLeft);
    bool right = naive.wins(positions->parts, games::Player::kRight);
    const char* letter = left ? (right ? "N" : "L") : (right ? "R" : "P");
    // Half the statements ask the outcome class, half who wins moving first.
    if (statements.size() % 2 == 0) {
      statements.push_back("solve(" + sum + ")");
      expected.push_back(letter);
    } else {
      statements.push_back("solve(" + sum + ", \"R\")");
      expected.push_back(right ? "R" : "L");
    }
    script += statements.back() + "\n";
  }
  std::size_t saved = memory_limits().max_bytes;
  memory_limits().max_bytes = tables_bytes() + (6 << 20);
  test::SessionRun run = test::run_session(script);
  memory_limits().max_bytes = saved;
  CHECK(run.err.empty());
  CHECK(run.ok);
  std::istringstream out(run.out);
  std::string line;
  for (std::size_t i = 0; i < statements.size(); ++i) {
    INFO(statements[i]);
    REQUIRE(std::getline(out, line));
    CHECK(line == expected[i]);
  }
}
