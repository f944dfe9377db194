// Random-input testing of the parser and evaluator: random bytes and random token soups must
// give results or cgt::Error exceptions, never a crash (the suite also runs under ASan/UBSan).
#include <catch2/catch.hpp>
#include <random>
#include <sstream>

#include "cgt/game_table.hpp"
#include "tools/cgt/batch.hpp"
#include "lang/dag_reader.hpp"
#include "lang/session.hpp"

using namespace cgt;

namespace {

// clang-format off
const char* kPieces[] = {"{", "}", "|", "||", "|||", ",", "(", ")", "[", "]", "0", "1", "-1",
                         "3/4", "1/3", "*", "*2", "^", "v", "^*", "+", "-", "+-", "..", "=", "==",
                         "<=", "<>", ";", "\n", "x", "outcome(", "birthday(", "explicit(", "#",
                         "\"", "99999999999999999999", "*4294967296", "1/0", "↑", "½", "1*",
                         "2*{", " ", "table ", " for x in ", " --csv", "--lis", "help ",
                         "verify ", ":format json\n", ":format ", ":vars", ":time"};
// clang-format on

std::string soup(std::mt19937& rng) {
  std::string s;
  int n = 1 + static_cast<int>(rng() % 20);
  for (int i = 0; i < n; ++i) s += kPieces[rng() % (sizeof(kPieces) / sizeof(*kPieces))];
  return s;
}

std::string bytes(std::mt19937& rng) {
  std::string s;
  int n = static_cast<int>(rng() % 30);
  for (int i = 0; i < n; ++i) s += static_cast<char>(rng() % 256);
  return s;
}

}  // namespace

TEST_CASE("random input never crashes the parser or the evaluator", "[fuzz]") {
  GameTable& t = game_table();
  std::size_t saved = t.limits().max_games;
  t.limits().max_games = t.size() + 20000;  // random products may ask for huge games
  std::mt19937 rng(1234);
  lang::Session session;
  std::size_t failures = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string text = i % 3 == 0 ? bytes(rng) : soup(rng);
    std::ostringstream out, err;
    tool::RunStatus status = tool::run_text(session, text, "fuzz", tool::OutputOptions{}, out, err);
    CHECK(status != tool::RunStatus::kInternalError);
    if (status != tool::RunStatus::kOk) {
      ++failures;
      // Every failure says why: on stderr, or as an error object in JSON mode.
      CHECK((!err.str().empty() || out.str().find("\"type\": \"error\"") != std::string::npos));
    }
  }
  t.limits().max_games = saved;
  CHECK(failures > 0);  // the generator does reach the error paths
}

TEST_CASE("random input to the DAG reader gives a game or a cgt::Error", "[fuzz]") {
  std::mt19937 rng(99);
  const char* kDagPieces[] = {"g1 = ", "g2 = ", "result = ", "{g1|0}", "{1|g2}", "\n",
                              ",",     "|",     "{",         "}",      "rcf(",   "1/2",
                              "^",     "*",     "-",         "+",      "v3",     "#"};
  std::size_t games = 0, errors = 0;
  for (int i = 0; i < 2000; ++i) {
    std::string text = i % 4 == 0 ? bytes(rng) : "";
    for (int k = 0, n = 1 + static_cast<int>(rng() % 12); k < n; ++k)
      text += kDagPieces[rng() % (sizeof(kDagPieces) / sizeof(*kDagPieces))];
    try {
      lang::read_dag(text);
      ++games;
    } catch (const Error&) {
      ++errors;
    }
  }
  CHECK(games > 0);  // both paths are reached
  CHECK(errors > 0);
}

TEST_CASE("deep nesting is refused, not a stack overflow", "[fuzz]") {
  std::string deep(100000, '{');
  std::ostringstream out, err;
  lang::Session session;
  CHECK(tool::run_text(session, deep, "deep", tool::OutputOptions{}, out, err) ==
        tool::RunStatus::kErrors);
  CHECK_THAT(err.str(), Catch::Contains("nested too deeply"));
}
