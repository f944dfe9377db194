// The cgt executable as users run it: options, script files, standard input, exit statuses.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <regex>

#include "cgt/version.hpp"
#include "lang/session.hpp"

#include "tests/support/json_check.hpp"
#include "tests/support/process.hpp"

using cgt::test::run_process;

namespace {

cgt::test::ProcessResult cgt_run(std::vector<std::string> args, const std::string& input = "") {
  args.insert(args.begin(), CGT_TOOL);
  return run_process(args, input);
}

// A script in a temporary file, removed with the object.
struct Script {
  std::string path;
  explicit Script(const std::string& text) {
    char name[] = "/tmp/cgt-script-XXXXXX";
    int fd = mkstemp(name);
    REQUIRE(fd >= 0);
    close(fd);
    path = name;
    std::ofstream(path) << text;
  }
  ~Script() { std::remove(path.c_str()); }
};

}  // namespace

TEST_CASE("the option --format selects the notation of every result", "[cli]") {
  std::vector<std::string> e = {"-e", "{1||1|0}", "-e", "1/2 + ^*"};
  auto with = [&](const char* format) {
    std::vector<std::string> args{"--format", format};
    args.insert(args.end(), e.begin(), e.end());
    return cgt_run(args);
  };
  CHECK(with("pretty").out == "{1||1|0}\n1/2^*\n");
  CHECK(with("ascii").out == "{1||1|0}\n1/2^*\n");
  CHECK(with("unicode").out == "{1||1|0}\n½↑⋆\n");
  CHECK(with("explicit").out == "{1|{1|0}}\n{1/2,{1/2|1/2}|1/2}\n");
  CHECK(with("latex").out == "\\{1 \\mid\\mid 1 \\mid 0\\}\n\\frac{1}{2}\\uparrow\\ast\n");
  auto json = with("json");
  CHECK(json.status == 0);
  std::size_t newline = json.out.find('\n');
  CHECK(cgt::test::is_valid_json(json.out.substr(0, newline)));
  CHECK(cgt::test::is_valid_json(json.out.substr(newline + 1, json.out.size() - newline - 2)));
  auto bad = with("yaml");
  CHECK(bad.status == 2);
  CHECK_THAT(bad.err, Catch::Contains("unknown format 'yaml'"));
}

TEST_CASE("a script file runs statement by statement", "[cli]") {
  Script script("# a comment\nx = {1|0}\nx + x\nouttcome(x)\n:format explicit\n^\n");
  auto r = cgt_run({script.path});
  CHECK(r.out == "1\n{0|{0|0}}\n");
  CHECK_THAT(r.err, Catch::Contains(script.path + ":4:1: unknown function 'outtcome'; did you "
                                                  "mean outcome?"));
  CHECK(r.status == 1);
  auto missing = cgt_run({"/nonexistent/file.cgt"});
  CHECK(missing.status == 2);
  CHECK_THAT(missing.err, Catch::Contains("cannot read /nonexistent/file.cgt"));
  CHECK(cgt_run({"/tmp"}).status == 2);  // a directory is no script
}

TEST_CASE("standard input that is not a terminal runs as a script", "[cli]") {
  auto r = cgt_run({}, "^ + ^\n{0|1}\n");
  CHECK(r.out == "^^\n1/2\n");
  CHECK(r.status == 0);
}

TEST_CASE("the options --limit and --time set limits and reports", "[cli]") {
  // To a pipe a result over the output limit is refused, never cut (a terminal cuts it:
  // tests/tool/interpreter_test.cpp).
  auto refused = cgt_run({"--limit", "output=5", "-e", "+-2 + +-1"});
  CHECK(refused.out.empty());
  CHECK(refused.status == 1);
  CHECK_THAT(refused.err, Catch::Contains("longer than the output limit of 5 characters"));
  auto slow = cgt_run({"--limit", "time=0.2", "-e", "{3|{2|{1|0}}} * 1000", "-e", "1"});
  CHECK(slow.status == 1);
  CHECK(slow.out == "1\n");
  CHECK_THAT(slow.err, Catch::Contains("the time limit of 0.2 s was reached"));
  auto timed = cgt_run({"--time", "-e", "^"});
  CHECK(timed.out == "^\n");
  CHECK_THAT(timed.err, Catch::StartsWith("time "));
  CHECK(cgt_run({"--limit", "speed"}).status == 2);
  CHECK(cgt_run({"--bogus"}).status == 2);
}

TEST_CASE("cgt verify NAME --upto N [--json] | --list: reports and exit statuses", "[cli]") {
  // gfib-theorem-10 checks every (m, m + k; r) with m, k <= 20 and 1 <= r <= 2(m + k): the sum
  // of 2(m + k) over 21 * 21 pairs is 4 * 21 * (0 + ... + 20) = 17640 triples (paper 000).
  auto json = cgt_run({"verify", "gfib-theorem-10", "--upto", "20", "--json"});
  CHECK(json.status == 0);
  REQUIRE_FALSE(json.out.empty());
  CHECK(cgt::test::is_valid_json(json.out.substr(0, json.out.size() - 1)));
  for (const char* field :
       {"\"name\": \"gfib-theorem-10\"", "\"upto\": 20", "\"checked\": 17640", "\"passed\": true",
        "\"counts\": {\"(1)\": ", "\"failures\": []", "\"seconds\": "})
    CHECK_THAT(json.out, Catch::Contains(field));
  // Lemma 2.1 as printed fails: AB(1) = 3 is G_0(1), in no G(n) = {G_i(n) : i > 0}.
  auto printed = cgt_run({"verify", "gn-partition", "--upto", "200"});
  CHECK(printed.status == 1);
  CHECK_THAT(printed.out, Catch::StartsWith("gn-partition: FAILED up to 200"));
  CHECK_THAT(printed.out, Catch::Contains("AB element 3 lies in 0 of the sets G(n)"));
  CHECK(cgt_run({"verify", "gn-partition-corrected", "--upto", "200"}).status == 0);
  auto list = cgt_run({"verify", "--list"});
  CHECK(list.status == 0);
  for (const char* name :
       {"gn-partition ", "gn-main-theorem ", "gn-numbers ", "gn-theorem-4.8 ",
        "gn-conjecture-4.13 ", "gn-identities ", "cs-outcomes ", "fib-theorem-9 ",
        "fib-grundy-table ", "gfib-theorem-10 ", "gfib-theorem-14 ", "gfib-table-1 ",
        "gfib-theorem-19 ", "gfib-question-21 ", "p2nim-theorem-22 "})
    CHECK_THAT(list.out, Catch::Contains(std::string("\n") + name) || Catch::StartsWith(name));
  auto misspelt = cgt_run({"verify", "gn-partiton"});
  CHECK(misspelt.status == 2);
  CHECK_THAT(misspelt.err, Catch::Contains("did you mean gn-partition?"));
  CHECK(cgt_run({"verify", "gn-main-theorem", "--upto", "ten"}).status == 2);
  CHECK(cgt_run({"verify"}).status == 2);
}

TEST_CASE("cgt table NAME --from A --to B --format F | --list", "[cli]") {
  // Paper 004, Table 2: val(4) = {1||1|0} with rcf 1; paper 000, Table 1: (8, 9) -> 53.
  auto markdown =
      cgt_run({"table", "gn-values", "--from", "3", "--to", "4", "--format", "markdown"});
  CHECK(markdown.status == 0);
  CHECK_THAT(markdown.out, Catch::EndsWith("| 3 | 1/2 | 1/2 |\n| 4 | {1\\|\\|1\\|0} | 1 |\n"));
  auto latex = cgt_run({"table", "gn-values", "--from", "4", "--to", "4", "--latex"});
  CHECK_THAT(latex.out, Catch::Contains("$4$ & $\\{1\\mid \\mid 1\\mid 0\\}$ & $1$ \\\\"));
  auto csv = cgt_run({"table", "gfib-complementary", "--from", "8", "--to", "9", "--csv"});
  CHECK(csv.out == "n1\\n2,8,9\n8,0,53\n9,53,0\n");
  CHECK_THAT(cgt_run({"table", "--list"}).out,
             Catch::Contains("gn-values") && Catch::Contains("gn-rcf") &&
                 Catch::Contains("gn-partition") && Catch::Contains("gn-numbers") &&
                 Catch::Contains("gfib-complementary") && Catch::Contains("fib-grundy"));
  auto reversed = cgt_run({"table", "gn-values", "--from", "5", "--to", "1"});
  CHECK(reversed.status == 2);
  CHECK_THAT(reversed.err, Catch::Contains("need 0 <= --from <= --to"));
  CHECK(cgt_run({"table", "gn-values", "--format", "yaml"}).status == 2);
  CHECK(cgt_run({"table", "gn-valeus"}).status == 2);
}

namespace {

cgt::test::ProcessResult shell(const std::string& command) {
  return run_process({"/bin/sh", "-c", command});
}

}  // namespace

TEST_CASE("results that cannot be written fail the run", "[cli]") {
  std::string tool = CGT_TOOL;
  auto full = shell(tool + " -e '^' > /dev/full");
  CHECK(full.status == 4);
  CHECK_THAT(full.err, Catch::Contains("cannot write the results to standard output"));
  auto closed = shell(tool + " -e '^' >&-");
  CHECK(closed.status == 4);
  auto dag = cgt_run({"-e", "savedag({1|0}, \"/dev/full/x\")"});
  CHECK(dag.status == 1);
  CHECK_THAT(dag.err, Catch::Contains("savedag(G, file): cannot write '/dev/full/x'"));
  Script nul(std::string("savedag(^, \"/tmp/cgt-nul") + '\0' + "name\")\n");
  auto named = cgt_run({nul.path});
  CHECK(named.status == 1);
  CHECK_THAT(named.err, Catch::Contains("the file name contains a NUL character"));
}

TEST_CASE("batch results are whole; the cut is for terminals", "[cli]") {
  // explicit(gn(1219)) is over 10,000 characters: a pipe gets all of it, ending in its newline.
  auto r = cgt_run({"-e", "explicitlength(gn(1219))", "-e", "explicit(gn(1219))"});
  REQUIRE(r.status == 0);
  std::size_t newline = r.out.find('\n');
  std::size_t length = std::stoul(r.out.substr(0, newline));
  CHECK(length > 10'000);
  CHECK(r.out.size() == newline + 1 + length + 1);
  CHECK(r.out.find("cut at") == std::string::npos);
}

TEST_CASE("inputs that are not scripts are refused with a message", "[cli]") {
  auto zero = cgt_run({"/dev/zero"});
  CHECK(zero.status == 1);
  CHECK_THAT(zero.err, Catch::Contains(
                           "/dev/zero: line 1: a statement longer than 16777216 bytes is not supported"));
  auto loaded = cgt_run({"-e", "loaddag(\"/dev/zero\")"});
  CHECK(loaded.status == 1);
  CHECK_THAT(loaded.err, Catch::Contains("cannot read '/dev/zero': not a regular file"));
  auto both = cgt_run({"-e", "1", "/nonexistent/script.cgt"});
  CHECK(both.status == 2);
  CHECK_THAT(both.err, Catch::Contains("-e and a script file (/nonexistent/script.cgt) cannot be combined"));
  auto bare = cgt_run({"-e"});
  CHECK(bare.status == 2);
  CHECK_THAT(bare.err, Catch::Contains("option -e needs a value"));
}

TEST_CASE("SIGTERM stops a computation and ends the tool with a message", "[cli]") {
  std::string tool = CGT_TOOL;
  auto r = shell(tool + " -e 'value(domineering(\"......|......|......|......|......|......\"))' "
                 "& pid=$!; sleep 1; kill -TERM $pid; wait $pid");
  CHECK(r.status == 143);
  CHECK_THAT(r.err, Catch::Contains("cgt: stopped by SIGTERM"));
}

TEST_CASE("messages about huge input quote a little of it", "[cli]") {
  // A megabyte-long unknown name: no suggestion search (edit distances of a megabyte), and the
  // message and the source line shown are cut.
  Script huge(std::string(1'000'000, 'q') + "\n");
  auto name = cgt_run({huge.path});
  CHECK(name.status == 1);
  CHECK_THAT(name.err, Catch::Contains("unknown variable '" + std::string(40, 'q') + "...'"));
  CHECK(name.err.size() < 400);
  // An error in the middle of a long line: the window around it, the caret under it.
  std::string line = std::string(5000, ' ') + "1 + {1|0 0}" + std::string(5000, ' ');
  auto parse = cgt_run({"-e", line});
  CHECK_THAT(parse.err, Catch::Contains("-e:1:5010: expected ',', '|' or '}', found '0'"));
  // 60 bytes either side of the column (the second '0', byte 5009): from byte 4949 to 5069.
  CHECK_THAT(parse.err, Catch::EndsWith("\n  ..." + std::string(51, ' ') + "1 + {1|0 0}" +
                                        std::string(58, ' ') + "...\n  " +
                                        std::string(3 + 60, ' ') + "^\n"));
  CHECK(parse.err.size() < 400);
}

TEST_CASE("scripts run statement by statement as they are read", "[cli]") {
  std::string tool = CGT_TOOL;
  // An endless script: the statements before :quit run, and the rest is never read whole.
  auto endless = shell("(printf '^ + ^\\n:quit\\n'; yes '*') | " + tool);
  CHECK(endless.status == 0);
  CHECK(endless.out == "^^\n");
  // A slow pipe: the first result comes out while the second statement is still on its way.
  auto slow = shell("(echo '^ + ^'; sleep 3; echo '{0|1}') | " + tool +
                    " | while read line; do echo \"$line $(date +%s)\"; done");
  CHECK(slow.status == 0);
  long first = 0, second = 0;
  char value_1[16], value_2[16];
  REQUIRE(std::sscanf(slow.out.c_str(), "%15s %ld %15s %ld", value_1, &first, value_2, &second) == 4);
  CHECK(std::string(value_1) == "^^");
  CHECK(std::string(value_2) == "1/2");
  CHECK(second - first >= 2);
  // Errors in later pieces name their lines in the whole script.
  Script multi("1\n{0 |\n 1}\n2\n{1|0 0}\n");
  auto lines = cgt_run({multi.path});
  CHECK(lines.out == "1\n1/2\n2\n");
  CHECK_THAT(lines.err, Catch::Contains(":5:6: expected ',', '|' or '}'"));
}

TEST_CASE("cgt --version prints the version", "[cli]") {
  auto r = cgt_run({"--version"});
  CHECK(r.status == 0);
  CHECK(r.out == std::string("cgt ") + CGT_VERSION + "\n");
  CHECK(std::regex_match(r.out, std::regex("cgt [0-9]+\\.[0-9]+\\.[0-9]+\n")));
}

TEST_CASE("scripts with other line ends and a byte-order mark run", "[cli]") {
  Script cr("x = +-1\rx + x\r\r^ + ^\r");
  auto r = cgt_run({cr.path});
  CHECK(r.status == 0);
  CHECK(r.out == "0\n^^\n");  // +-1 + +-1 = 0 (a switch and its negative)
  Script crlf("\xEF\xBB\xBFx = *\r\nx + *\r\n{1|0 0}\r\n");
  auto e = cgt_run({crlf.path});
  CHECK(e.out == "0\n");
  CHECK_THAT(e.err, Catch::Contains(":3:6: expected ',', '|' or '}'"));
}

TEST_CASE("arguments out of range are refused, not replaced", "[cli]") {
  auto upto = cgt_run({"verify", "gn-partition-corrected", "--upto", "-1"});
  CHECK(upto.status == 2);
  CHECK_THAT(upto.err, Catch::Contains("-1"));
  auto from = cgt_run({"table", "gn-values", "--from", "-5", "--to", "3"});
  CHECK(from.status == 2);
  CHECK_THAT(from.err, Catch::Contains("need 0 <= --from <= --to"));
  auto time = cgt_run({"--limit", "time=0", "-e", "1"});
  CHECK(time.status == 2);
  CHECK_THAT(time.err, Catch::Contains("none for no limit"));
  CHECK(cgt_run({"verify", "--help"}).status == 0);
  CHECK(cgt_run({"table", "--help"}).status == 0);
}

TEST_CASE("an unclosed bracket is reported where it opens", "[cli]") {
  Script unclosed("x = {1|0\n2\n");
  auto r = cgt_run({unclosed.path});
  CHECK(r.status == 1);
  CHECK_THAT(r.err, Catch::Contains(":1:5: '{' is not closed (expected ',', '|' or '}', found '2' "
                                    "on line 2)"));
  Script at_end("y = leftoptions(^\n");
  auto e = cgt_run({at_end.path});
  CHECK_THAT(e.err, Catch::Contains(":1:16: '(' is not closed (expected ',' or ')', found the end "
                                    "of the input on line 2)"));
  // An error inside a bracket on its own line is that error, where it is.
  Script inside("z = {1,\n 2 3 | 0}\n");
  auto i = cgt_run({inside.path});
  CHECK_THAT(i.err, Catch::Contains(":2:4: expected ',', '|' or '}', found '3'"));
}

TEST_CASE("sharding options: bad values and verifiers that do not split are usage errors",
          "[cli][sharding]") {
  auto bad_shard = cgt_run({"verify", "gfib-theorem-10", "--shard", "3/3"});
  CHECK(bad_shard.status == 2);
  CHECK_THAT(bad_shard.err, Catch::Contains("--shard takes i/k with 0 <= i < k"));
  auto bad_jobs = cgt_run({"verify", "gfib-theorem-10", "--jobs", "0"});
  CHECK(bad_jobs.status == 2);
  CHECK_THAT(bad_jobs.err, Catch::Contains("--jobs takes an integer from 1 to 1024"));
  auto sweep = cgt_run({"verify", "gn-main-theorem", "--jobs", "2"});
  CHECK(sweep.status == 2);
  CHECK_THAT(sweep.err, Catch::Contains("does not split into shards"));
  CHECK_THAT(sweep.err, Catch::Contains("gfib-theorem-10"));
  auto units = cgt_run({"verify", "gfib-theorem-10", "--upto", "20", "--from", "5", "--to", "21"});
  CHECK(units.status == 2);
  CHECK_THAT(units.err, Catch::Contains("run from 0 to 20, not 5..21"));
  auto mismatch = cgt_run({"verify", "gfib-theorem-10", "--shard", "1/4", "--shards", "5"});
  CHECK(mismatch.status == 2);
  CHECK_THAT(mismatch.err, Catch::Contains("disagree"));
  auto merge_nothing = cgt_run({"merge", "/nonexistent/report.json"});
  CHECK(merge_nothing.status == 2);
  CHECK_THAT(merge_nothing.err, Catch::Contains("cannot read '/nonexistent/report.json'"));
  Script not_json("{\"name\": 1");
  auto merge_bad = cgt_run({"merge", not_json.path});
  CHECK(merge_bad.status == 2);
  CHECK_THAT(merge_bad.err, Catch::Contains("not a report: JSON, line 1, column 11"));
  auto list = cgt_run({"verify", "--list"});
  CHECK_THAT(list.out, Catch::Contains("[shards: units are m, the smaller pile]"));
  // A sequential sweep takes --out alone (its checkpoints: tests/sharding), not with sharding.
  CHECK_THAT(list.out, Catch::Contains("by the reduced sweep (paper 004, Theorem 2.2; default "
                                       "--upto 1000000) [checkpoints]"));
  auto sweep_out = cgt_run({"verify", "gn-main-theorem", "--jobs", "2", "--out", "/tmp/x"});
  CHECK(sweep_out.status == 2);
  CHECK_THAT(sweep_out.err, Catch::Contains("--out alone saves its checkpoints"));
}

TEST_CASE("cgt positions: bad rulesets, sources, units and lines are usage errors",
          "[cli][sharding]") {
  auto refused = [](std::vector<std::string> args, const std::string& message) {
    auto r = cgt_run(std::move(args));
    CHECK(r.status == 2);
    CHECK_THAT(r.err, Catch::Contains(message));
  };
  refused({"positions", "domineerin", "--all", "2x2"}, "did you mean domineering?");
  refused({"positions", "domineering"}, "give one of --file FILE");
  refused({"positions", "clobber", "--all", "4x4"}, "number 3^16, more than the 4194304");
  refused({"positions", "domineering", "--all", "2x2", "--from", "3", "--to", "16"},
          "run from 0 to 15, not 3..16");
  Script bad_line("..|..\nsquare\t..|..|\n");
  refused({"positions", "domineering", "--file", bad_line.path, "--outcomes"},
          bad_line.path + ":2: domineering(grid)");
  refused({"positions", "domineering", "--all", "1x2", "--format", "pdf"},
          "--format takes text, markdown, csv, latex or json");
  auto help = cgt_run({"positions", "--help"});
  CHECK(help.status == 0);
  CHECK_THAT(help.out, Catch::Contains("usage: cgt positions RULESET"));
}

TEST_CASE("the option --help-json writes every function, command and CGSuite name", "[cli]") {
  auto r = cgt_run({"--help-json"});
  REQUIRE(r.status == 0);
  CHECK(cgt::test::is_valid_json(r.out));
  cgt::lang::Session session;
  for (const auto& [name, f] : session.functions().all()) {
    INFO(name);
    CHECK_THAT(r.out, Catch::Contains("{\"name\": \"" + name + "\", \"signature\": "));
  }
  CHECK_THAT(r.out, Catch::Contains("{\"name\": \":format\", \"usage\": "));
  CHECK_THAT(r.out, Catch::Contains("{\"cgsuite\": \"LeftStop\", \"cgt\": \"leftstop\"}"));
  CHECK_THAT(r.out, Catch::Contains("\"syntax\": \"Games: {L|R}"));
}
