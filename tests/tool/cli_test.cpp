// The cgt executable as users run it: options, script files, standard input, exit statuses.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>

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
  auto cut = cgt_run({"--limit", "output=5", "-e", "+-2 + +-1"});
  CHECK_THAT(cut.out, Catch::StartsWith("{3|1| ... [cut at 5 characters"));
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
  CHECK_THAT(reversed.err, Catch::Contains("need --from <= --to"));
  CHECK(cgt_run({"table", "gn-values", "--format", "yaml"}).status == 2);
  CHECK(cgt_run({"table", "gn-valeus"}).status == 2);
}
