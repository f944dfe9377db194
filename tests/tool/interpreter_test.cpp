// The tool's statements as the REPL and scripts run them: output formats, the output limit,
// tables, named tables, verifications, help, the directives and every class of error.
// Expected values come from textbook identities (Winning Ways, Lessons in Play): birthdays of
// n.^, *a + *b = *(a xor b), the outcome of *, canonical forms of switches.
#include "tools/cgt/interpreter.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <cctype>
#include <filesystem>
#include <sstream>

#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "cgt/memory_budget.hpp"
#include "tests/support/json_check.hpp"

using namespace cgt;

namespace {

struct Run {
  std::string out, err;
  bool ok;
};

// A named table and two verifiers for the tests, about nim sums (so their expected values
// come from xor): the registries of games/ are filled by the rulesets.
games::TableRegistry test_tables() {
  games::TableRegistry r;
  r.add(games::NamedTable{"nim-sums", "*n + *1 for each n", 0, 3, 100,
                          [](std::int64_t from, std::int64_t to, Progress& progress) {
                            TextTable t{"nim sums", {"n", "*n + *1"}, {}};
                            progress.start("nim-sums", static_cast<std::uint64_t>(to - from + 1));
                            for (std::int64_t n = from; n <= to; ++n) {
                              Game g = sum(nimber(static_cast<std::uint64_t>(n)), star());
                              t.rows.push_back({std::to_string(n), to_string(g)});
                              progress.update(static_cast<std::uint64_t>(n - from + 1));
                            }
                            return t;
                          }});
  return r;
}

games::Verifier nim_verifier(const char* name,
                             std::uint64_t (*claimed)(std::uint64_t, std::uint64_t)) {
  return games::Verifier{
      name,
      "*a + *b against a claimed nimber",
      "a test",
      3,
      100,
      [claimed](std::int64_t upto, Progress& progress) {
        games::Report r;
        auto n = static_cast<std::uint64_t>(upto);
        for (std::uint64_t a = 0; a <= n; ++a) {
          for (std::uint64_t b = 0; b <= n; ++b) {
            ++r.checked;
            if (sum(nimber(a), nimber(b)) == nimber(claimed(a, b))) {
              r.count("agree");
            } else {
              r.fail({fmt::format("*{} + *{}", a, b), {{"a", std::to_string(a)}}});
            }
          }
          progress.update(a + 1);
        }
        return r;
      }};
}

games::VerifierRegistry test_verifiers() {
  games::VerifierRegistry r;
  r.add(nim_verifier("nim-xor", [](std::uint64_t a, std::uint64_t b) { return a ^ b; }));
  r.add(nim_verifier("nim-plus", [](std::uint64_t a, std::uint64_t b) { return a + b; }));
  return r;
}

Run run(const std::string& text) {
  lang::Session session;
  session.set_tables(test_tables());
  std::ostringstream out, err;
  tool::Interpreter interpreter(session, out, err);
  interpreter.set_verifiers(test_verifiers());
  bool ok = interpreter.run(text, "test") == tool::RunStatus::kOk;
  return Run{out.str(), err.str(), ok};
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

}  // namespace

TEST_CASE("each output format writes games in its notation", "[interpreter]") {
  std::string games = "{1||1|0}; 1/2 + ^*; +-1; 3/4\n";
  CHECK(run(games).out == "{1||1|0}\n1/2^*\n+-1\n3/4\n");
  CHECK(run(":format ascii\n" + games).out == "{1||1|0}\n1/2^*\n+-1\n3/4\n");
  CHECK(run(":format unicode\n" + games).out == "{1||1|0}\n½↑⋆\n±1\n¾\n");
  CHECK(run(":format explicit\n" + games).out == "{1|{1|0}}\n{1/2,{1/2|1/2}|1/2}\n{1|-1}\n3/4\n");
  CHECK(run(":format latex\n" + games).out ==
        "\\{1 \\mid\\mid 1 \\mid 0\\}\n\\frac{1}{2}\\uparrow\\ast\n\\pm1\n\\frac{3}{4}\n");
  CHECK(run(":format\n:format explicit\n:format").out == "format: pretty\nformat: explicit\n");
  // the DAG notation: a line per general subposition ({1|0} and the sum), the game last
  CHECK(run(":format dag\n{2|{1|0}}\n").out ==
        "# the canonical form as a DAG: 2 general subpositions, one per line (5 subpositions in "
        "all, numbers included)\ng1 = {1|0}\nresult = {2|g1}\n");
}

TEST_CASE("a thermograph is a value of its own, in JSON too", "[interpreter]") {
  // {3|-1}: mean 1, temperature 2, walls from (value 3, -1) at t = -1 to the mast at t = 2.
  Run r = run("t = thermograph({3|-1})\n:format json\nt\n");
  CHECK(r.out ==
        "{\"type\": \"thermograph\", \"game\": \"{3|-1}\", \"value\": \"mean 1, temperature 2; "
        "left wall (-1, 4) (2, 1); right wall (-1, -2) (2, 1)\", \"truncated\": false}\n");
  CHECK(test::is_valid_json(r.out.substr(0, r.out.size() - 1)));
  CHECK_THAT(run("mean(thermograph({3|-1}))").err,
             Catch::Contains("G must be a game, not a thermograph"));
}

TEST_CASE("JSON output: one object per result, for scripts", "[interpreter]") {
  Run r =
      run(":format json\n{1|0}\n1/2\n1 < 2\noutcome(*)\n[0, *]\n"
          "table h * ^ for h in 1..2\n{1 0}\nfoo(1)\n");
  std::vector<std::string> out = lines(r.out);
  REQUIRE(out.size() == 8);
  for (const std::string& line : out) {
    INFO(line);
    CHECK(test::is_valid_json(line));
  }
  // {1|0}: a hot game born on day 2, a first-player win, stops 1 and 0.
  CHECK(out[0] ==
        "{\"type\": \"game\", \"pretty\": \"{1|0}\", \"number\": null, \"outcome\": \"N\", "
        "\"left_stop\": \"1\", \"right_stop\": \"0\", \"birthday\": 2, \"truncated\": false}");
  // The long forms only when asked for.
  CHECK(lines(run(":format json explicit latex\n{1|0}\n:format").out) ==
        std::vector<std::string>{
            "{\"type\": \"game\", \"pretty\": \"{1|0}\", \"explicit\": \"{1|0}\", \"latex\": "
            "\"\\\\{1 \\\\mid 0\\\\}\", \"number\": null, \"outcome\": \"N\", \"left_stop\": "
            "\"1\", \"right_stop\": \"0\", \"birthday\": 2, \"truncated\": false}",
            "{\"type\": \"text\", \"value\": \"format: json explicit latex\", \"truncated\": false}"});
  CHECK_THAT(out[1],
             Catch::Contains("\"number\": \"1/2\"") && Catch::Contains("\"outcome\": \"L\""));
  CHECK(out[2] == "{\"type\": \"boolean\", \"value\": true}");
  CHECK(out[3] == "{\"type\": \"text\", \"value\": \"N\", \"truncated\": false}");
  CHECK_THAT(out[4], Catch::StartsWith("{\"type\": \"list\", \"items\": [{\"type\": \"game\", "
                                       "\"pretty\": \"0\""));
  CHECK(out[5] ==
        "{\"type\": \"table\", \"title\": \"\", \"header\": [\"h\", \"h * ^\"], "
        "\"rows\": [[\"1\", \"^\"], [\"2\", \"^^\"]]}");
  CHECK(out[6] ==
        "{\"type\": \"error\", \"code\": \"parse\", \"message\": \"expected ',', '|' "
        "or '}', found '0'\", \"source\": \"test\", \"line\": 8, \"column\": 4}");
  CHECK_THAT(out[7], Catch::Contains("\"code\": \"name\""));
  CHECK(r.err.empty());  // in JSON mode errors are objects on standard output
  CHECK_FALSE(r.ok);
}

TEST_CASE("long results are cut at the output limit with a note", "[interpreter]") {
  // +-2 +-1 = {3|1||-1|-3}: three general subpositions (itself, {3|1}, {-1|-3}).
  Run game = run(":limit output 5\n+-2 + +-1\n:limit output none\n+-2 + +-1");
  CHECK(game.out ==
        "{3|1| ... [cut at 5 characters: the form has 3 general subpositions; "
        "':limit output none' shows all, ':format dag' writes each once]\n{3|1||-1|-3}\n");
  // in the DAG notation already, the note does not point at it
  CHECK(run(":format dag\n:limit output 5\n+-2 + +-1").out ==
        "# the ... [cut at 5 characters: the form has 3 general subpositions; "
        "':limit output none' shows all]\n");
  Run list = run(":limit output 10\n[1, 2, 3, 4, 5, 6, 7, 8]");
  CHECK(list.out ==
        "[1, 2, 3,  ... [cut at 10 characters: the list has 8 items; "
        "':limit output none' shows all]\n");
  Run text = run(":limit output 20\nstats()");
  CHECK_THAT(text.out, Catch::StartsWith("games: ") && Catch::Contains("cut at 20 of"));
}

TEST_CASE("tables: a row per value, in text, Markdown, CSV and LaTeX", "[interpreter]") {
  // birthday(n.^) = n + 1: ^ = {0|*} is born on day 2, and each further ^ adds a day.
  Run r = run("table h * ^, birthday(h * ^) for h in 1..4");
  CHECK(r.out ==
        "h  h * ^  birthday(h * ^)\n"
        "1  ^      2\n"
        "2  ^^     3\n"
        "3  ^3     4\n"
        "4  ^4     5\n");
  CHECK(run("table h * {1|0} for h in [1, 2, 3] --markdown").out ==
        "| h | h * {1\\|0} |\n| --- | --- |\n| 1 | {1\\|0} |\n| 2 | 1 |\n| 3 | {2\\|1} |\n");
  CHECK(run("table h * {1|0} for h in 1..3 --csv").out == "h,h * {1|0}\n1,{1|0}\n2,1\n3,{2|1}\n");
  CHECK(run("table h * {1|0} for h in 2..3 --latex").out ==
        "\\begin{table}\n\\centering\n\\begin{tabular}{ll}\n\\hline\n"
        "h & h * \\{1\\textbar{}0\\} \\\\\n\\hline\n$2$ & $1$ \\\\\n$3$ & $\\{2 \\mid 1\\}$ \\\\\n"
        "\\hline\n\\end{tabular}\n\\end{table}\n");
  // The variable is the table's own: one defined before is back afterwards.
  CHECK(run("h = *; table h for h in 1..2; h; ans").out == "h  h\n1  1\n2  2\n*\n*\n");
  Run bad = run("table h for h in *\ntable outcome(h) for outcome in 1..2");
  CHECK_THAT(bad.err, Catch::Contains("test:1:18: a table runs over a list or a range"));
  CHECK_THAT(bad.err, Catch::Contains("'outcome' is a function and cannot be a table's variable"));
}

TEST_CASE("named tables: the papers' tables over a range", "[interpreter]") {
  CHECK(run("table nim-sums 2..5").out == "nim sums\nn  *n + *1\n2  *3\n3  *2\n4  *5\n5  *4\n");
  CHECK(run("table nim-sums --csv").out == "n,*n + *1\n0,*\n1,0\n2,*3\n3,*2\n");
  CHECK_THAT(run("table --list").out, Catch::Contains("nim-sums  0..3   *n + *1 for each n"));
  Run bad = run("table nim-sum 1..3\ntable nim-sums 1..1000\ntable nim-sums [1, 3]");
  CHECK_THAT(bad.err, Catch::Contains("no table named 'nim-sum'; did you mean nim-sums?"));
  CHECK_THAT(bad.err, Catch::Contains("table nim-sums goes up to 100 at most, not 1000"));
  CHECK_THAT(bad.err, Catch::Contains("expected a range A..B of consecutive integers"));
}

TEST_CASE("verify runs a verifier and reports what it found", "[interpreter]") {
  Run pass = run("verify nim-xor 4");
  CHECK(pass.ok);
  CHECK_THAT(pass.out, Catch::StartsWith("nim-xor: PASSED up to 4: 25 checked, no counterexample"));
  CHECK_THAT(pass.out, Catch::Contains("agree: 25"));
  Run fail = run("verify nim-plus");  // *1 + *1 = 0, not *2: fails from a = b = 1
  CHECK_FALSE(fail.ok);
  CHECK_THAT(fail.out, Catch::Contains("FAILED up to 3: 16 checked") &&
                           Catch::Contains("counterexample: *1 + *1"));
  Run json = run("verify nim-xor 2 --json");
  CHECK(test::is_valid_json(json.out));
  CHECK_THAT(json.out, Catch::StartsWith("{\"type\": \"report\", \"name\": \"nim-xor\", "
                                         "\"upto\": 2, \"checked\": 9, \"passed\": true"));
  CHECK_THAT(run("verify --list").out, Catch::Contains("nim-xor") && Catch::Contains("nim-plus"));
  Run bad = run("verify nim-xr\nverify nim-xor 1000\nverify nim-xor 2 3");
  CHECK_THAT(bad.err, Catch::Contains("no verifier named 'nim-xr'; did you mean nim-xor?"));
  CHECK_THAT(bad.err, Catch::Contains("must lie between 0 and 100, not 1000"));
  CHECK_THAT(bad.err, Catch::Contains("verify: unexpected '3'"));
}

TEST_CASE("help lists every function by group and explains each", "[interpreter]") {
  lang::Session session;
  Run overview = run("help");
  // Summaries are wrapped: compare with the whitespace collapsed.
  auto collapsed = [](const std::string& text) {
    std::string out;
    for (char c : text)
      if (!std::isspace(static_cast<unsigned char>(c)) || (!out.empty() && out.back() != ' '))
        out += std::isspace(static_cast<unsigned char>(c)) ? ' ' : c;
    return out;
  };
  // The overview names every function under its group, in 80 columns; `help GROUP` explains
  // each of the group's functions.
  std::map<std::string, Run> groups;
  for (const auto& [name, f] : session.functions().all()) {
    CHECK_THAT(collapsed(overview.out), Catch::Contains(" " + f.name + " "));
    CHECK_THAT(overview.out, Catch::Contains("  " + f.group + " "));
    if (!groups.count(f.group)) groups.emplace(f.group, run("help " + f.group));
    CHECK_THAT(collapsed(groups.at(f.group).out),
               Catch::Contains(f.signature) && Catch::Contains(collapsed(f.summary)));
  }
  std::size_t lines = 0;
  for (std::size_t start = 0; start < overview.out.size();) {
    std::size_t end = overview.out.find('\n', start);
    CHECK(end - start <= 80);
    start = end + 1;
    ++lines;
  }
  CHECK(lines <= 40);  // one screen
  CHECK_THAT(overview.out, Catch::Contains(":format :time :limit :threads :vars :reset :quit"));
  CHECK_THAT(run("help :format").out, Catch::Contains(":format pretty|ascii|unicode|explicit|latex|dag|json"));
  CHECK_THAT(run("help golden").out, Catch::StartsWith("golden nugget ('help NAME'"));
  // The syntax is wrapped to the width: its words are compared with the line breaks undone.
  std::string syntax;
  for (char c : run("help syntax").out)
    if (!(std::isspace(static_cast<unsigned char>(c)) && (syntax.empty() || syntax.back() == ' ')))
      syntax += std::isspace(static_cast<unsigned char>(c)) ? ' ' : c;
  CHECK_THAT(syntax, Catch::Contains("[n * ^ for n in 1..5 if n > 2]"));
  CHECK_THAT(syntax, Catch::Contains("^<3> (up-third) ^[3] (= ^ + ^<2> + ^<3>)"));
  CHECK(run("help outcome").out ==
        "outcome(G)    [values]\n  the outcome class: L, R, N (first player wins) or P\n"
        "  example: outcome(*)\n");
  CHECK_THAT(run("help :limit").out, Catch::StartsWith(":limit [games|memory|time|output] [N|none]"));
  CHECK_THAT(run("help table").out, Catch::Contains("table NAME [A..B]"));
  CHECK_THAT(run("help outcom").err, Catch::Contains("did you mean outcome?"));
  CHECK_THAT(run("help ^").err, Catch::Contains("help: '^' is notation, not a name; 'help syntax' "
                                               "describes the notation"));
  CHECK_THAT(run("help LeftStop").out, Catch::StartsWith("CGSuite's LeftStop is leftstop in cgt:\n"
                                                        "leftstop(G)"));
}

TEST_CASE("every function's help example runs", "[interpreter]") {
  // In a directory of its own: some examples write files.
  auto here = std::filesystem::current_path();
  auto scratch = std::filesystem::temp_directory_path() / "cgt-help-examples";
  std::filesystem::create_directories(scratch);
  std::filesystem::current_path(scratch);
  lang::Session session;
  for (const auto& [name, f] : session.functions().all()) {
    INFO(name << ": " << f.example);
    Run r = run(f.example);
    CHECK(r.ok);
    CHECK(r.err.empty());
  }
  std::filesystem::current_path(here);
  std::filesystem::remove_all(scratch);
}

TEST_CASE("directives: :time, :limit, :vars, :reset, :quit", "[interpreter]") {
  Run timed = run(":time on\n{1|0} + {1|0}\n:time off\n1");
  CHECK(timed.out == "1\n1\n");
  CHECK(lines(timed.err).size() == 1);
  CHECK_THAT(timed.err, Catch::StartsWith("time ") && Catch::Contains("peak memory"));
  Run limits = run(
      ":limit time 2.5\n:limit output 300\n:limit games 5000000\n:limit memory 1.5G\n:limit");
  CHECK_THAT(limits.out, Catch::Contains("games      5,000,000") &&
                             Catch::Contains("memory     1.5 GiB") &&
                             Catch::Contains("time       2.5 s per statement") &&
                             Catch::Contains("output     300 characters per result"));
  game_table().limits().max_games = TableLimits().max_games;
  // Past the memory limit a ruleset's evaluation stops with a message, and the tool goes on.
  Run full = run(":limit memory 1000\nvalue(domineering(\"....|....|....\"))\n1");
  CHECK_THAT(full.err, Catch::Contains("this computation's own table entries do not fit the "
                                       "memory limit of 1000 bytes"));
  CHECK(full.out == "1\n");
  memory_limits().max_bytes = MemoryLimits().max_bytes;
  Run bad =
      run(":limit games 0\n:limit time soon\n:limit speed 3\n:time maybe\n:formt json\n"
          ":format yaml");
  CHECK(lines(bad.err).size() == 6 * 3);  // each error: message, line, caret
  CHECK_THAT(bad.err, Catch::Contains("test:5:1: unknown command ':formt'; did you mean :format?"));
  CHECK_THAT(bad.err, Catch::Contains("unknown format 'yaml'; expected one of pretty, ascii"));
  CHECK(run("x = ^; y = [1, x]\n:vars").out == "ans = [1, ^]\nx = ^\ny = [1, ^]\n");
  Run reset = run("x = ^\n:reset\nx");
  CHECK_THAT(reset.err, Catch::Contains("unknown variable 'x'"));
  Run quit = run("1\n:quit\n2");
  CHECK(quit.out == "1\n");
}

TEST_CASE("GoldenNugget heaps kept between statements die with :reset", "[interpreter]") {
  // The sweep behind gn(h) is kept from call to call and holds game handles; after :reset
  // empties the game table it must be rebuilt, not read. Expected values: paper 004's Table 2
  // (val(4) = {1||1|0}, val(2) = {0|-1}) and Question 1.2 (ii), a first-player win.
  Run r = run(
      "gn(60) == gn(60)\ngn(4)\ngnoutcome(20, 17)\n:reset\ngn(4)\ngnred(2)\n"
      "gnoutcome(20, 17)\ngnsum(2) == gn(1) + gn(2)\n");
  CHECK(r.err.empty());
  CHECK(r.out ==
        "true\n{1||1|0}\nN\nthe game table and every variable are cleared\n{1||1|0}\n{0|-1}\nN\n"
        "true\n");
}

TEST_CASE("every class of error is reported with its place", "[interpreter]") {
  Run r = run("{1|0 0}\nfoo(1)\nbirthday([1])\n{1/3|0}\n1..100000000\nouttcome(*)\n");
  CHECK_THAT(r.err, Catch::Contains("test:1:6: expected ',', '|' or '}', found '0'\n"
                                    "  {1|0 0}\n       ^\n"));
  CHECK_THAT(r.err, Catch::Contains("test:2:1: unknown function 'foo'"));
  CHECK_THAT(r.err, Catch::Contains("test:3:1: birthday(G): G must be a game, not a list"));
  CHECK_THAT(r.err, Catch::Contains("test:4:2: 1/3 is not a dyadic rational"));
  CHECK_THAT(r.err, Catch::Contains("test:5:2: a range holds at most 10^7 values"));
  CHECK_THAT(r.err, Catch::Contains("did you mean outcome?"));
  CHECK_FALSE(r.ok);
}

TEST_CASE("resource limits stop a computation and say which limit", "[interpreter]") {
  // {3|{2|{1|0}}} * 1000 needs far more than a second and than 3,000 new games.
  Run slow = run(":limit time 0.2\nx = 1\ny = {3|{2|{1|0}}} * 1000\nx + 1");
  CHECK_THAT(slow.err, Catch::Contains("test:3:"));
  CHECK_THAT(slow.err, Catch::Contains("stopped: the time limit of 0.2 s was reached "
                                       "(':limit time' changes it)"));
  CHECK(slow.out == "2\n");  // the statements after it still run

  GameTable& t = game_table();
  std::size_t saved = t.limits().max_games;
  t.limits().max_games = t.size() + 3000;
  Run big = run("{3|{2|{1|0}}} * 1000\n:limit games none\n^ + ^");
  t.limits().max_games = saved;
  CHECK_THAT(big.err, Catch::Contains("the game table is full") &&
                          Catch::Contains("(':limit games N' raises the limit, ':reset' empties "
                                          "the table)"));
  CHECK(big.out == "^^\n");
}

TEST_CASE("an interrupt stops the statement and the rest of the text", "[interpreter]") {
  lang::Session session;
  std::ostringstream out, err;
  tool::Interpreter interpreter(session, out, err);
  request_interrupt();  // as if Ctrl-C came while the first statement ran (it never polls)
  CHECK(interpreter.run("x = 1\ny = {3|{2|{1|0}}} * 1000\nz = 2", "test") ==
        tool::RunStatus::kErrors);
  CHECK(interpreter.interrupted());
  CHECK_THAT(err.str(),
             Catch::Contains("interrupted (Ctrl-C); variables and computed games are kept"));
  CHECK(session.variables().count("x") == 1);
  CHECK(session.variables().count("y") == 0);
  CHECK(session.variables().count("z") == 0);
  CHECK(interpreter.run("x + 1", "test") == tool::RunStatus::kOk);
  CHECK(out.str() == "2\n");
}

TEST_CASE("a Ctrl-C during statements that never poll stops the text after the first",
          "[interpreter]") {
  lang::Session session;
  std::ostringstream out, err;
  tool::Interpreter interpreter(session, out, err);
  request_interrupt();  // as if Ctrl-C came while `x = 1` ran: no statement here polls
  CHECK(interpreter.run("x = 1\ny = 2\nz = 3\nx + y", "test") == tool::RunStatus::kErrors);
  CHECK(interpreter.interrupted());
  CHECK(session.variables().count("x") == 1);
  CHECK(session.variables().count("y") == 0);
  CHECK(session.variables().count("z") == 0);
  CHECK(out.str().empty());
  CHECK_THAT(err.str(), Catch::Contains("test:1:1: interrupted (Ctrl-C)") &&
                            Catch::Contains("the ones after it were not run"));
  CHECK(interpreter.run("x + 1", "test") == tool::RunStatus::kOk);  // the stop was answered
  CHECK(out.str() == "2\n");
}
