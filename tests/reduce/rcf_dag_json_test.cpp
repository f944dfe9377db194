// Reduced canonical forms saved as the JSON of the DAG notation (dag_json) and read back
// without the language (game_from_dag_json, as the sweeps' checkpoints do): the same game, for
// the forms of random games; and a form with an infinitesimal subposition is refused by name.
#include <catch2/catch.hpp>
#include <random>

#include "cgt/error.hpp"
#include "cgt/notation/dag_json_reader.hpp"
#include "cgt/notation/dag_notation.hpp"
#include "cgt/notation/printer.hpp"
#include "reduce/reduced_canonical_form.hpp"
#include "tests/support/random_games.hpp"
#include "lang/session.hpp"

using namespace cgt;

TEST_CASE("reduced forms read back from the DAG notation's JSON are the same games",
          "[rcf][dag]") {
  std::mt19937 rng(15);
  for (int i = 0; i < 300; ++i) {
    Game r = reduce::rcf(test::random_game(rng, 1 + i % 3));
    INFO(to_string(r));
    CHECK(game_from_dag_json(parse_json(dag_json(r))) == r);
  }
}

TEST_CASE("the DAG reader refuses infinitesimal options and unknown names", "[rcf][dag]") {
  Game g = lang::evaluate_game("{1|^*}");
  CHECK_THROWS_WITH(game_from_dag_json(parse_json(dag_json(g))),
                    Catch::Contains("the option '^*' is neither an earlier node nor a number"));
  CHECK_THROWS_AS(game_from_dag_json(parse_json(
                      R"({"type": "dag", "root": "result", "nodes": [{"name": "result", )"
                      R"("left": ["g7"], "right": []}]})")),
                  DomainError);
}
