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
