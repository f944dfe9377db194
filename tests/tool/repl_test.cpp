// The interactive REPL driven through a pseudo-terminal, keystroke by keystroke: the prompt,
// history (within a session and across sessions), tab completion, multi-line input, Ctrl-C at
// the prompt and during a long computation, help, and leaving. Waits have generous deadlines;
// nothing depends on speed.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <thread>

#include "tests/support/pty_session.hpp"

using cgt::test::PtySession;

namespace {

constexpr const char* kUp = "\033[A";
constexpr const char* kCtrlC = "\003";
constexpr const char* kCtrlD = "\004";

// A history file of its own for each test, removed afterwards.
struct History {
  std::string path;
  History() {
    char name[] = "/tmp/cgt-history-XXXXXX";
    int fd = mkstemp(name);
    REQUIRE(fd >= 0);
    close(fd);
    path = name;
    std::remove(name);  // the REPL creates it
  }
  ~History() { std::remove(path.c_str()); }
};

// PAGER=cat: help longer than the screen goes through a pager that shows it all at once.
std::unique_ptr<PtySession> start(const History& history, std::vector<std::string> args = {}) {
  args.insert(args.begin(), CGT_TOOL);
  auto session = std::make_unique<PtySession>(
      args, std::vector<std::string>{"CGT_HISTORY=" + history.path, "TERM=xterm",
                                     "INPUTRC=/dev/null", "PAGER=cat"});
  REQUIRE(session->expect("cgt> "));
  return session;
}

// Expects `text`, showing the screen when it does not come.
void expect(PtySession& s, const std::string& text) {
  INFO("waiting for: " << text << "\nscreen:\n" << s.output());
  REQUIRE(s.expect(text));
}

// Keys typed while a statement runs meet a terminal in cooked mode (as at any shell), where
// Ctrl-D and escape sequences change meaning; so the tests type only at a prompt.
constexpr const char* kPrompt = "cgt> ";
constexpr const char* kMore = "...> ";

// Types `keys` at a prompt, waits for `reply` and then for the next prompt.
void ask(PtySession& s, const std::string& keys, const std::string& reply) {
  s.send(keys);
  expect(s, reply);
  expect(s, "> ");
}

// Types `keys` and waits for the prompt `prompt` (a statement that prints nothing).
void type(PtySession& s, const std::string& keys, const char* prompt = kPrompt) {
  s.send(keys);
  expect(s, prompt);
}

// Leaves with :quit, which ends the program with status 0.
void quit(PtySession& s) {
  s.send(":quit\r");
  int status = s.wait_exit();
  INFO("screen:\n" << s.output());
  CHECK(status == 0);
}

}  // namespace

TEST_CASE("the REPL prompts, evaluates and leaves on :quit", "[repl]") {
  History history;
  auto s = start(history);
  ask(*s, "{0|1} + ^\r", "1/2^");
  // A parse error: a caret under the column.
  ask(*s, "{1|0 0}\r", "error: expected ',', '|' or '}', found '0'\n  {1|0 0}\n       ^\n");
  ask(*s, "outcom(*)\r", "did you mean outcome?");
  quit(*s);
}

TEST_CASE("the banner fits a terminal of 80 columns", "[repl]") {
  History history;
  auto s = start(history);
  std::string screen = s->output();
  std::string banner = screen.substr(0, screen.find("cgt> "));
  CHECK_THAT(banner, Catch::Contains("exact combinatorial game theory"));
  std::size_t start = 0;
  while (start < banner.size()) {
    std::size_t end = banner.find('\n', start);
    if (end == std::string::npos) end = banner.size();
    std::string line = banner.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    INFO(line);
    CHECK(line.size() <= 80);
    start = end + 1;
  }
  quit(*s);
}

TEST_CASE("the up arrow recalls history, also from an earlier session", "[repl]") {
  History history;
  {
    auto s = start(history);
    ask(*s, "{2|1} + {2|1}\r", "3\n");
    ask(*s, std::string(kUp) + "\r", "{2|1} + {2|1}\n3\n");  // the same line again
    s->send(kCtrlD);
    int status = s->wait_exit();
    INFO("screen:\n" << s->output());
    CHECK(status == 0);
  }
  auto s = start(history);
  ask(*s, std::string(kUp) + "\r", "{2|1} + {2|1}\n3\n");
  quit(*s);
}

TEST_CASE("tab completes functions and variables", "[repl]") {
  History history;
  auto s = start(history);
  ask(*s, "outc\t*)\r", "outcome(*)\nN\n");  // "outc" completes to "outcome("
  type(*s, "longvariable = {1|0}\r");
  // A completed variable is followed by a space.
  ask(*s, "longv\t+ longv\t\r", "longvariable + longvariable \n1\n");
  type(*s, ":form\t unic\t\r");
  ask(*s, "^\r", "↑");
  quit(*s);
}

TEST_CASE("open brackets continue the statement on the next line", "[repl]") {
  History history;
  auto s = start(history);
  type(*s, "{1 |\r", kMore);
  type(*s, "{1 | 0}\r", kMore);  // still one brace open
  ask(*s, "}\r", "{1||1|0}\n");
  // The whole statement comes back as one entry.
  ask(*s, std::string(kUp) + "\r", "{1||1|0}\n");
  quit(*s);
}

TEST_CASE("Ctrl-C stops a long computation and keeps the session", "[repl]") {
  History history;
  auto s = start(history);
  type(*s, "kept = {1|0}\r");
  // {3|{2|{1|0}}} * 1000 runs for hours: it has to be stopped.
  s->send("lost = {3|{2|{1|0}}} * 1000\r");
  expect(*s, "lost = {3|{2|{1|0}}} * 1000\n");
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // let it start working
  s->send(kCtrlC);
  expect(*s, "interrupted (Ctrl-C); variables and computed games are kept");
  expect(*s, kPrompt);
  ask(*s, "kept + kept\r", "1\n");
  ask(*s, "lost\r", "unknown variable 'lost'");
  quit(*s);
}

TEST_CASE("a long table shows a progress bar, and Ctrl-C stops it", "[repl]") {
  History history;
  auto s = start(history);
  // Rows get slower and slower (n copies of a hot game): the bar shows after half a second.
  s->send("table n * {3|{2|{1|0}}} for n in 1..1000\r");
  expect(*s, "table [");
  expect(*s, "/1000 ");
  expect(*s, "/s eta ");  // the rate, then the estimated time left
  s->send(kCtrlC);
  expect(*s, "interrupted (Ctrl-C)");
  expect(*s, kPrompt);
  quit(*s);
}

TEST_CASE("Ctrl-C at the prompt drops the line", "[repl]") {
  History history;
  auto s = start(history);
  type(*s, "{1 |\r", kMore);
  s->send("garbage");
  expect(*s, "garbage");
  type(*s, kCtrlC, "^C\ncgt> ");
  ask(*s, "1 + 1\r", "2\n");
  quit(*s);
}

TEST_CASE("help in the REPL", "[repl]") {
  History history;
  auto s = start(history);
  s->send("help\r");
  expect(*s, "Functions by group");
  expect(*s, "outcome");
  expect(*s, ":quit");
  expect(*s, kPrompt);
  ask(*s, "help birthday\r",
      "the birthday: the height of the canonical form's game tree\n  example: birthday(^)");
  quit(*s);
}

TEST_CASE("help longer than the terminal goes through the pager, only in the REPL", "[repl]") {
  // A pager that marks every line it shows, on a terminal of 12 rows.
  History history;
  std::vector<std::string> env{"CGT_HISTORY=" + history.path, "TERM=xterm", "INPUTRC=/dev/null",
                               "PAGER=sed 's/^/paged: /'"};
  auto s = std::make_unique<PtySession>(std::vector<std::string>{CGT_TOOL}, env, 12);
  expect(*s, kPrompt);
  s->send("help\r");
  expect(*s, "paged: Functions by group");
  expect(*s, kPrompt);
  // Help that fits is printed as it is.
  ask(*s, "help birthday\r", "birthday(G)");
  CHECK(s->output().find("paged: birthday(G)") == std::string::npos);
  quit(*s);
  // Outside the REPL help is never paged, terminal or not.
  PtySession e({CGT_TOOL, "-e", "help"}, env, 12);
  expect(e, "Functions by group");
  CHECK(e.wait_exit() == 0);
  CHECK(e.output().find("paged:") == std::string::npos);
}

TEST_CASE("the REPL writes and reads ^[n], and has companions, expansions and strong stops",
          "[repl]") {
  // ^[3] = ^ + ^<2> + ^<3> (CGSuite's notation), printed back as such; the values are worked
  // out in tests/cgt (companion_test, uptimal_expansion_test, strong_stops_test).
  History history;
  auto s = start(history);
  ask(*s, "^ + ^<2> + ^<3>\r", "^[3]\n");
  ask(*s, "v[2]* == -(^ + ^<2>) + *\r", "true\n");
  ask(*s, "uptimalexpansion(1/2^[3]*)\r", "1/2 + ^ + ^<2> + ^<3> + *\n");
  ask(*s, "companion(^)\r", "^*\n");
  ask(*s, "strongrightstop({2|{1|-1}})\r", "1\n");
  ask(*s, "help StrongLeftStop\r", "strongleftstop(G)");
  quit(*s);
}

TEST_CASE("Ctrl-C stops a script too, with exit status 130", "[repl]") {
  PtySession s({CGT_TOOL, "-e", "1/2", "-e", "{3|{2|{1|0}}} * 1000", "-e", "^"}, {"TERM=xterm"});
  expect(s, "1/2\n");  // running, with Ctrl-C in its hands
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  s.send(kCtrlC);
  expect(s, "interrupted");
  CHECK(s.wait_exit() == 130);
  CHECK(s.output().find("^\n") == std::string::npos);  // the rest of the script did not run
}

TEST_CASE("Unicode input works without a locale", "[repl]") {
  // A fresh machine has no LANG: the REPL must still read UTF-8 (not as Meta keys).
  History history;
  auto s = std::make_unique<PtySession>(
      std::vector<std::string>{CGT_TOOL},
      std::vector<std::string>{"CGT_HISTORY=" + history.path, "TERM=xterm", "INPUTRC=/dev/null",
                               "LANG=", "LC_ALL=", "LC_CTYPE="});
  REQUIRE(s->expect(kPrompt));
  ask(*s, "↑ + ⋆\r", "^*\n");
  ask(*s, "±1 + ±1 == 0\r", "true\n");  // +-1 + +-1 = 0
  ask(*s, "½ + ½\r", "1\n");
  quit(*s);
}
