// The DAG notation (cgt/notation/dag_notation.hpp) and its reader (lang/dag_reader.hpp):
// every form read back is the same handle, each general subposition is written exactly once
// (counted independently by general_subpositions()), the text depends on the game alone, the
// JSON export is valid JSON, and bad input gets an error with its line.
#include "cgt/big_int.hpp"
#include "cgt/notation/dag_notation.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>

#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/followers.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/complementary_subtraction/heap_sums.hpp"
#include "tests/support/json_check.hpp"
#include "tests/support/random_games.hpp"
#include "tests/support/session_run.hpp"
#include "lang/dag_reader.hpp"
#include "lang/session.hpp"

using namespace cgt;

namespace {

Game running_sum(std::int64_t k) {
  games::HeapSums sums(games::SubtractionSet::golden_nugget());
  Progress quiet;
  return sums.running_sum(k, quiet);
}

std::vector<std::string> statement_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') out.push_back(line);
  return out;
}

// The games of the tests: numbers, infinitesimals, switches, random hot games, sums of heaps.
std::vector<Game> sample_games() {
  std::vector<Game> out{game_table().zero(),
                        number(make_dyadic(-7, 2)),
                        up_star(Dyadic(1), 2, 3),
                        switch_game(number(Dyadic(3))),
                        lang::evaluate_game("{1|0} + ^"),
                        lang::evaluate_game("{2||1|*} - {1/2|v}")};
  std::mt19937 rng(42);
  for (int depth = 1; depth <= 4; ++depth)
    for (int i = 0; i < 10; ++i) out.push_back(test::random_game(rng, depth));
  for (std::int64_t k : {1, 2, 5, 12, 25}) out.push_back(running_sum(k));
  return out;
}

}  // namespace

TEST_CASE("DAG notation reads back to the same handle", "[dag]") {
  game_table().reset();
  for (Game g : sample_games()) {
    std::string text = dag_text(g);
    INFO(text);
    CHECK(lang::read_dag(text) == g);
  }
}

TEST_CASE("DAG notation names each general subposition once, options first", "[dag]") {
  game_table().reset();
  const std::regex line_form(R"((g[0-9]+|result) = \{[^{}]*\})");
  for (Game g : sample_games()) {
    std::vector<std::string> lines = statement_lines(dag_text(g));
    INFO(dag_text(g));
    REQUIRE(!lines.empty());
    CHECK(lines.back().rfind(std::string(kDagRootName) + " = ", 0) == 0);
    if (game_table().is_up_star(g)) {
      CHECK(lines.size() == 1);
      continue;
    }
    CHECK(lines.size() == general_subpositions(g, 1'000'000));
    std::set<std::string> defined;
    for (const std::string& line : lines) {
      CHECK(std::regex_match(line, line_form));
      std::string name = line.substr(0, line.find(' '));
      CHECK(defined.insert(name).second);
      // every name a line uses is defined above it
      std::smatch m;
      for (std::string rest = line.substr(line.find('{'));
           std::regex_search(rest, m, std::regex(R"(g[0-9]+)")); rest = m.suffix())
        CHECK(defined.count(m.str()) == 1);
    }
  }
}

TEST_CASE("DAG notation depends on the game, not on the table's history", "[dag]") {
  game_table().reset();
  std::string first = dag_text(running_sum(18));
  game_table().reset();
  std::mt19937 rng(7);
  for (int i = 0; i < 50; ++i) test::random_game(rng, 3);  // other games interned first
  running_sum(9);
  CHECK(dag_text(running_sum(18)) == first);
}

TEST_CASE("the JSON DAG export is valid JSON with one node per general subposition", "[dag]") {
  game_table().reset();
  for (Game g : sample_games()) {
    std::string json = dag_json(g);
    INFO(json);
    CHECK(test::is_valid_json(json));
    CHECK_THAT(json, Catch::Contains(fmt::format("\"subpositions\": {},", follower_count(g))));
    std::size_t nodes = 0;
    for (std::size_t at = json.find("\"name\""); at != std::string::npos;
         at = json.find("\"name\"", at + 1))
      ++nodes;
    CHECK(nodes == (game_table().is_up_star(g) ? 0 : general_subpositions(g, 1'000'000)));
  }
}

TEST_CASE("the DAG reader rejects what is not the notation, naming the line", "[dag]") {
  auto parse_error = [](const std::string& text) {
    try {
      lang::read_dag(text);
    } catch (const ParseError& e) {
      return fmt::format("{}:{}: {}", e.line(), e.column(), e.what());
    }
    return std::string("no error");
  };
  CHECK_THAT(parse_error("g1 = {1|0}\nresult = rcf(g1)\n"),
             Catch::StartsWith("2:10: the DAG notation has only games"));
  CHECK_THAT(parse_error("{1|0}\n"),
             Catch::StartsWith("1:1: the DAG notation has only statements"));
  CHECK_THAT(parse_error("# nothing\n"), Catch::Contains("needs at least one statement"));
  CHECK_THAT(parse_error("g1 = {1|\n"), Catch::Contains("expected an expression"));
  CHECK_THROWS_WITH(lang::read_dag("g1 = {1|0}\nresult = {g2|g1}\n"),
                    Catch::StartsWith("line 2:") && Catch::Contains("g2"));
}

TEST_CASE("savedag and loaddag round-trip through files; :format dag", "[dag]") {
  auto dir = std::filesystem::temp_directory_path() / "cgt-dag-test";
  std::filesystem::create_directories(dir);
  std::string text = (dir / "s20.cgt").string(), json = (dir / "s20.json").string();
  test::SessionRun r =
      test::run_session("s = gnsum(20)\nsavedag(s, \"" + text + "\")\nsavedag(s, \"" + json +
                        "\")\nloaddag(\"" + text + "\") == s\n");
  CHECK(r.err.empty());
  CHECK(r.out == "wrote " + text + "\nwrote " + json + "\ntrue\n");
  std::ifstream in(json);
  std::stringstream saved;
  saved << in.rdbuf();
  CHECK(test::is_valid_json(saved.str()));
  // pasting the notation as statements defines the same game
  test::SessionRun pasted = test::run_session(dag_text(running_sum(20)) + "result == gnsum(20)\n");
  CHECK(pasted.out == "true\n");
  CHECK_THAT(test::run_session("loaddag(\"" + (dir / "missing.cgt").string() + "\")").err,
             Catch::Contains("loaddag(file): cannot read"));
  std::filesystem::remove_all(dir);
}
