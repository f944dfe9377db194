// Loopy games in the language: the literature's examples (tests/data/loopy_examples.txt), the
// notation read back as printed, and errors.
#include <catch2/catch.hpp>

#include <fstream>
#include <random>

#include "cgt/game_roots.hpp"
#include "lang/session.hpp"
#include "lang/parser.hpp"
#include "loopy/printer.hpp"
#include "loopy/simplify.hpp"
#include "loopy/stopper_table.hpp"
#include "tests/support/plain_loopy.hpp"
#include "tests/support/session_run.hpp"

namespace cgt::lang {
namespace {

// The value of the last statement; with `booleans`, whether every boolean value was true.
Value run(Session& s, const std::string& text, bool* booleans = nullptr) {
  std::optional<Value> last;
  for (auto& statement : parse_program(text)) {
    if (auto* error = std::get_if<ParseError>(&statement)) throw *error;
    auto value = s.run(std::get<Statement>(statement));
    if (!value) continue;
    if (booleans && std::holds_alternative<bool>(value->data) && !std::get<bool>(value->data))
      *booleans = false;
    last = value;
  }
  return last.value_or(Value());
}

TEST_CASE("the literature's loopy examples hold", "[loopy][lang]") {
  std::ifstream in(std::string(CGT_TEST_DATA) + "/loopy_examples.txt");
  REQUIRE(in);
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    Session s;
    INFO(line);
    bool all_true = true;
    Value last;
    REQUIRE_NOTHROW(last = run(s, line, &all_true));
    CHECK(std::holds_alternative<bool>(last.data));
    CHECK(all_true);
    ++checked;
  }
  CHECK(checked > 40);
}

TEST_CASE("printed loopy games read back as the same values", "[loopy][lang]") {
  std::mt19937 rng(99);
  Session s;
  int loopy = 0;
  for (int i = 0; i < 150; ++i) {
    loopy::LoopyGraph g = test::random_loopy_graph(rng, 4, i % 2 == 0);
    Value v = from_loopy(loopy::Value::of(g));
    for (Style style : {Style::kPretty, Style::kExplicit}) {
      std::string text = format_value(v, style);
      INFO(text);
      Value back;
      REQUIRE_NOTHROW(back = run(s, text));
      CHECK(back == v);
    }
    loopy += std::holds_alternative<Loopy>(v.data);
  }
  CHECK(loopy > 60);
}

TEST_CASE("loopy notation in the tool", "[loopy][lang]") {
  auto r = test::run_session("a{0|a}\na:{0|a}\n{0|pass}\n2over\n{pass|-3/2}\nover - over\non + off\n"
                             "latex(a{0||||0|||a|*||*})\noutcome(over - over)\n");
  CHECK(r.ok);
  CHECK(r.out ==
        "over\nover\nover\n2over\n-3/2under\nover & under\ndud\n"
        "a\\{0 \\mid\\mid\\mid\\mid 0 \\mid\\mid\\mid a \\mid \\ast \\mid\\mid \\ast\\}\nD\n");
  auto bad = test::run_session("pass\n{1 & |0}\ndegree(dud)\n1 & on\n");
  CHECK_FALSE(bad.ok);
  CHECK(bad.err.find("'pass' is a move") != std::string::npos);
  CHECK(bad.err.find("degree(G): G must be a stopper") != std::string::npos);
  CHECK(bad.err.find("offside H to be at most the onside G") != std::string::npos);
}

TEST_CASE("loopy values in variables survive a collection of the game table", "[loopy][lang]") {
  // Stoppers with short options (the stopper table keeps them), a value whose sides are short
  // games (tis = 1 & 0), and over (Winning Ways ch. 11 and Siegel VI.3.2, as in the examples).
  Session s;
  run(s, "g = a{0||||0|||a|*||*}; h = a{{3|2}|a,{1|*2}}; t = tis; o = over");
  std::vector<std::string> texts;
  for (const char* name : {"g", "h", "t", "o"})
    texts.push_back(format_value(s.variables().at(name), Style::kExplicit));
  const std::size_t nodes = loopy::stopper_table().size();
  for (int k = 1; k <= 40; ++k)  // games nobody keeps
    run(s, "{" + std::to_string(k) + "|" + std::to_string(-3 * k) + "} + {1/2|-" +
               std::to_string(k) + "}");
  CHECK(collect_games() > 40);
  CHECK(loopy::stopper_table().size() == nodes);  // the nodes stay
  int i = 0;
  for (const char* name : {"g", "h", "t", "o"})
    CHECK(format_value(s.variables().at(name), Style::kExplicit) == texts[i++]);
  bool all_true = true;
  run(s,
      "isstopper(g); g == a{0||||0|||a|*||*}; h == a{{3|2}|a,{1|*2}}; t == 1 & 0; 0 < o; "
      "o < 1/1024; o + o == o",
      &all_true);
  CHECK(all_true);
}

}  // namespace
}  // namespace cgt::lang
