#include "lang/parser.hpp"

#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "cgt/values.hpp"
#include "lang/lexer.hpp"
#include "lang/session.hpp"
#include "tests/support/game_text.hpp"

using namespace cgt;
using test::G;

static ParseError parse_error(const char* text) {
  try {
    lang::parse_expression(text);
  } catch (const ParseError& e) {
    return e;
  }
  FAIL("no parse error for " << text);
  return ParseError(0, 0, "");
}

TEST_CASE("infinitesimal suffixes after numbers", "[parser]") {
  CHECK(G("1*") == up_star(Dyadic(1), 0, 1));
  CHECK(G("1/2^") == up_star(Dyadic::parse("1/2"), 1, 0));
  CHECK(G("-1/2^") == up_star(Dyadic::parse("-1/2"), 1, 0));
  CHECK(G("3v*") == up_star(Dyadic(3), -1, 1));
  CHECK(G("2*3") == up_star(Dyadic(2), 0, 3));
  // Written together, * then an operand is a product: 10*^ is ten ups, as 10 * ^ is.
  CHECK(G("10*^") == up_star(Dyadic(0), 10, 0));
  CHECK(G("10*^") == G("10 *^"));
  CHECK(G("2*{1|0}") == G("{1|0} + {1|0}"));
  CHECK(G("2^3") == up_star(Dyadic(2), 3, 0));  // the printed form of 2 + 3.^
  CHECK(G("^^*") == up_star(Dyadic(0), 2, 1));
  CHECK(G("^5*2") == up_star(Dyadic(0), 5, 2));
  CHECK(G("vv") == up_star(Dyadic(0), -2, 0));
  CHECK(G("↑↑⋆") == up_star(Dyadic(0), 2, 1));
  CHECK(G("-½ ± 1") == G("-1/2 +- 1"));
}

TEST_CASE("uptimal powers ^<n> and v<n>", "[parser]") {
  // ^<2> = {0|v*} (Siegel, Combinatorial Game Theory, sec. II.4); ^3 stays three ups.
  CHECK(G("^<2>") == G("{0|v*}"));
  CHECK(G("v<2>") == G("-{0|v*}"));
  CHECK(G("^<2>*") == G("{0|v*} + *"));
  CHECK(G("1/2^<2>") == G("1/2 + {0|v*}"));
  CHECK(G("↑<2>") == G("^<2>"));
  CHECK(G("^3") == up_star(Dyadic(0), 3, 0));
  // Without the closing '>' these are comparisons, as before.
  CHECK_NOTHROW(lang::parse_expression("v<3"));
  CHECK_NOTHROW(lang::parse_expression("^ < 3"));
  CHECK_THROWS_AS(G("^<0>"), DomainError);
}

TEST_CASE("sums of the powers of up ^[n] and v[n], as CGSuite writes them", "[parser]") {
  // ^[n] = ^<1> + ... + ^<n> (CGSuite's uptimal output; Siegel's up to the n). A second source:
  // the ordinal sum *:n, a green edge topped by n blue ones, is ^<1> + ... + ^<n> + *.
  for (int n = 1; n <= 6; ++n) {
    INFO("n = " << n);
    std::string k = std::to_string(n);
    CHECK(G(("^[" + k + "]*").c_str()) == G(("*:" + k).c_str()));
    CHECK(G(("v[" + k + "]*").c_str()) == G(("-(*:" + k + ")").c_str()));
    CHECK(G(("↑[" + k + "]").c_str()) == G(("^[" + k + "]").c_str()));
    CHECK(G(("↓[" + k + "]*3").c_str()) == G(("v[" + k + "] + *3").c_str()));
  }
  CHECK(G("^[2]") == G("^ + {0|v*}"));
  CHECK(G("1/2^[2]*") == G("1/2 + ^ + {0|v*} + *"));
  CHECK(G("^[1]") == G("^"));
  CHECK_THROWS_AS(G("^[0]"), DomainError);
  CHECK_THROWS_AS(G("v[0]"), DomainError);
  // A list after a space is a list, and lists still index.
  CHECK_NOTHROW(lang::parse_expression("[^, v][0]"));
}

TEST_CASE("products, sums and precedence", "[parser]") {
  CHECK(G("3 * {1|0}") == G("{1|0} + {1|0} + {1|0}"));
  CHECK(G("2*{1|0}") == G("{1|0} + {1|0}"));
  CHECK(G("{1|0}*2") == G("{1|0} + {1|0}"));
  CHECK(G("1 + 2 * ^") == G("1^^"));
  CHECK(G("-(1 + ^)") == G("-1v"));
  CHECK(G("3 - 1 - 1") == integer(1));
  CHECK(G("+-1 + +-1") == zero());
  CHECK(G("2 +- 1") == G("{3|1}"));
  CHECK(G("3/4 * 2") == G("3/2"));
}

TEST_CASE("game literals with slashes", "[parser]") {
  CHECK(G("{1||1|0}") == G("{1|{1|0}}"));
  CHECK(G("{2|1||0|-1}") == G("{{2|1}|{0|-1}}"));
  CHECK(G("{1|||1||1|0}") == G("{1|{1|{1|0}}}"));
  CHECK(G("{ | }") == zero());
  CHECK(G("{0,*|0}") == up_star(Dyadic(0), 1, 1));
  CHECK(G("{\n 1 |\n 0 }") == G("{1|0}"));
}

TEST_CASE("parse errors name the line, the column and what was expected", "[parser]") {
  ParseError e = parse_error("{1|2");
  CHECK(e.line() == 1);
  CHECK(e.column() == 5);
  CHECK(std::string(e.what()) == "expected ',', '|' or '}', found the end of the input");
  e = parse_error("(1 +\n  {1|2|3})");
  CHECK(e.line() == 2);
  CHECK(e.column() == 7);
  CHECK_THAT(e.what(), Catch::Contains("ambiguous"));
  e = parse_error("{1 2|0}");
  CHECK(e.column() == 4);
  e = parse_error("3 $ 4");
  CHECK(e.column() == 3);
  CHECK_THAT(e.what(), Catch::Contains("unexpected character '$'"));
  e = parse_error("{1}");
  CHECK_THAT(e.what(), Catch::Contains("expected '|'"));
  e = parse_error("f(1,");
  CHECK_THAT(e.what(), Catch::Contains("expected an expression"));
}

TEST_CASE("non-dyadic numbers are rejected with a clear message", "[parser]") {
  CHECK_THROWS_AS(G("1/3"), DomainError);
  CHECK_THROWS_WITH(G("{1/3|1}"), Catch::Contains("1/3 is not a dyadic rational"));
}

TEST_CASE("programs split into statements and recover after errors", "[parser]") {
  auto program = lang::parse_program("x = {1|0}; x + 1\n{1|\n2 # comment\n");
  REQUIRE(program.size() == 3);
  CHECK(std::get<lang::Statement>(program[0]).assign_to == "x");
  CHECK(std::get<lang::Statement>(program[1]).source == "x + 1");
  CHECK(std::holds_alternative<ParseError>(program[2]));
  auto recovered = lang::parse_program("1 +\n2\n");
  CHECK(recovered.size() == 2);  // "1 +" fails at the newline; "2" still runs
}

TEST_CASE("table statements: columns, variable, range and options", "[parser]") {
  auto program = lang::parse_program("table gn(h), outcome(h * ^) for h in 1..20 --csv");
  REQUIRE(program.size() == 1);
  const auto& s = std::get<lang::Statement>(program[0]);
  CHECK(s.kind == lang::Statement::Kind::kTable);
  CHECK(s.column_titles == std::vector<std::string>{"gn(h)", "outcome(h * ^)"});
  CHECK(s.name == "h");
  CHECK(s.expr->kind == lang::Expr::Kind::kRange);
  CHECK(s.words == std::vector<std::string>{"--csv"});

  auto named = lang::parse_program("table gn-values 1..20 --markdown; table --list\ntable x-2");
  REQUIRE(named.size() == 3);
  const auto& n = std::get<lang::Statement>(named[0]);
  CHECK(n.kind == lang::Statement::Kind::kNamedTable);
  CHECK(n.name == "gn-values");
  CHECK(n.expr->kind == lang::Expr::Kind::kRange);
  CHECK(n.words == std::vector<std::string>{"--markdown"});
  CHECK(std::get<lang::Statement>(named[1]).name.empty());
  CHECK(std::get<lang::Statement>(named[1]).words == std::vector<std::string>{"--list"});
  CHECK(std::get<lang::Statement>(named[2]).name == "x-2");

  // "table" is still a name when assigned or called.
  auto plain = lang::parse_program("table = 3; table + 1");
  CHECK(std::get<lang::Statement>(plain[0]).assign_to == "table");
}

TEST_CASE("table statements report misspelt options and missing keywords", "[parser]") {
  auto program = lang::parse_program("table h for h in 1..3 --markdwn\ntable h for h 1..3");
  REQUIRE(program.size() == 2);
  const auto& option = std::get<ParseError>(program[0]);
  CHECK(option.column() == 23);
  CHECK_THAT(option.what(), Catch::Contains("unknown table option '--markdwn'; did you mean "
                                            "--markdown?"));
  CHECK_THAT(std::get<ParseError>(program[1]).what(), Catch::Contains("expected 'in'"));
}

TEST_CASE("commands and directives keep their words for the tool", "[parser]") {
  auto program = lang::parse_program(
      "help gn\nverify gn-partition 1000 --json # why\n:format json\n"
      ":limit time 2.5 # a comment\nx = 1; :time on; help");
  REQUIRE(program.size() == 7);
  auto command = [&](std::size_t i) -> const lang::Statement& {
    return std::get<lang::Statement>(program[i]);
  };
  CHECK(command(0).name == "help");
  CHECK(command(0).words == std::vector<std::string>{"gn"});
  CHECK(command(1).name == "verify");
  CHECK(command(1).words == std::vector<std::string>{"gn-partition", "1000", "--json"});
  CHECK(command(2).name == ":format");
  CHECK(command(2).words == std::vector<std::string>{"json"});
  CHECK(command(3).words == std::vector<std::string>{"time", "2.5"});
  CHECK(command(5).name == ":time");
  CHECK(command(6).kind == lang::Statement::Kind::kCommand);
  CHECK(command(6).words.empty());
}

TEST_CASE("open brackets ask for more lines", "[parser]") {
  CHECK(lang::open_brackets("{1 |") == 1);
  CHECK(lang::open_brackets("[{1 | (0") == 3);
  CHECK(lang::open_brackets("{1 | 0}") == 0);
  CHECK(lang::open_brackets("\"{\"") == 0);  // inside a string
  CHECK(lang::open_brackets("1 # {") == 0);  // inside a comment
  CHECK(lang::open_brackets("}}") == 0);     // closing too many is an error, not a wait
}
