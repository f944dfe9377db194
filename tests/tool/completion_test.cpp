#include "tools/cgt/completion.hpp"

#include <catch2/catch.hpp>
#include <sstream>

using namespace cgt;
using Words = std::vector<std::string>;

TEST_CASE("completion offers what fits where the cursor is", "[completion]") {
  lang::Session session;
  std::ostringstream out, err;
  tool::Interpreter interpreter(session, out, err);
  REQUIRE(interpreter.run("myvariable = ^; mine = *", "test") == tool::RunStatus::kOk);
  auto complete = [&](std::string_view before, std::string_view word) {
    return tool::completions(interpreter, before, word);
  };
  CHECK(complete("", "outc") == Words{"outcome("});
  CHECK(complete("", "my") == Words{"myvariable"});
  CHECK(complete("x = 1 + ", "min") == Words{"mine"});
  CHECK(complete("x = 1; ", "outc") == Words{"outcome("});  // a new statement after ';'
  CHECK(complete("", "hel") == Words{"help"});
  CHECK(complete("", ":f") == Words{":format"});
  CHECK(complete("", ":") ==
        Words{":format", ":limit", ":quit", ":reset", ":threads", ":time", ":vars"});
  CHECK(complete(":format ", "") ==
        Words{"ascii", "dag", "explicit", "json", "latex", "pretty", "unicode"});
  CHECK(complete(":time ", "o") == Words{"off", "on"});
  CHECK(complete(":limit ", "") == Words{"games", "output", "time"});
  CHECK(complete(":limit time ", "n") == Words{"none"});
  CHECK(complete("help ", "outc") == Words{"outcome"});  // a topic, not a call
  CHECK(complete("help ", ":li") == Words{":limit"});
  CHECK(complete("table ", "--l") == Words{"--list"});
  CHECK(complete("table outcome(h) ", "for") == Words{"for"});
  CHECK(complete("verify ", "--") == Words{"--json", "--list"});
  CHECK(complete("", "zzz").empty());
}
