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

std::unique_ptr<PtySession> start(const History& history, std::vector<std::string> args = {}) {
  args.insert(args.begin(), CGT_TOOL);
  auto session = std::make_unique<PtySession>(
      args,
      std::vector<std::string>{"CGT_HISTORY=" + history.path, "TERM=xterm", "INPUTRC=/dev/null"});
  REQUIRE(session->expect("cgt> "));
  return session;
}

// Expects `text`, showing the screen when it does not come.
void expect(PtySession& s, const std::string& text) {
  INFO("waiting for: " << text << "\nscreen:\n" << s.output());
  REQUIRE(s.expect(text));
}

}  // namespace

TEST_CASE("the REPL prompts, evaluates and leaves on :quit", "[repl]") {
  History history;
  auto s = start(history);
  s->send("{0|1} + ^\r");
  expect(*s, "1/2^");
  expect(*s, "cgt> ");
  s->send("{1|0 0}\r");  // a parse error: a caret under the column
  expect(*s, "error: expected ',', '|' or '}', found '0'\n  {1|0 0}\n       ^\n");
  s->send("outcom(*)\r");
  expect(*s, "did you mean outcome?");
  s->send(":quit\r");
  CHECK(s->wait_exit() == 0);
}

TEST_CASE("the up arrow recalls history, also from an earlier session", "[repl]") {
  History history;
  {
    auto s = start(history);
    s->send("{2|1} + {2|1}\r");
    expect(*s, "3\n");
    s->send(std::string(kUp) + "\r");  // the same line again
    expect(*s, "cgt> {2|1} + {2|1}\n3\n");
    s->send(kCtrlD);
    CHECK(s->wait_exit() == 0);
  }
  auto s = start(history);
  s->send(std::string(kUp) + "\r");
  expect(*s, "{2|1} + {2|1}\n3\n");
  s->send(":quit\r");
  CHECK(s->wait_exit() == 0);
}

TEST_CASE("tab completes functions and variables", "[repl]") {
  History history;
  auto s = start(history);
  s->send("outc\t*)\r");  // outcome( *)
  expect(*s, "outcome(*)\nN\n");
  s->send("longvariable = {1|0}\r");
  expect(*s, "cgt> ");
  s->send("longv\t+ longv\t\r");  // a completed variable is followed by a space
  expect(*s, "longvariable + longvariable \n1\n");
  s->send(":form\t unic\t\r^\r");
  expect(*s, "↑");
  s->send(":quit\r");
  CHECK(s->wait_exit() == 0);
}

TEST_CASE("open brackets continue the statement on the next line", "[repl]") {
  History history;
  auto s = start(history);
  s->send("{1 |\r");
  expect(*s, "...> ");
  s->send("{1 | 0}\r");
  expect(*s, "...> ");  // still one brace open
  s->send("}\r");
  expect(*s, "{1||1|0}\n");
  s->send(std::string(kUp) + "\r");  // the whole statement comes back as one entry
  expect(*s, "{1||1|0}\n");
  s->send(":quit\r");
  CHECK(s->wait_exit() == 0);
}

TEST_CASE("Ctrl-C stops a long computation and keeps the session", "[repl]") {
  History history;
  auto s = start(history);
  s->send("kept = {1|0}\r");
  expect(*s, "cgt> ");
  // {3|{2|{1|0}}} * 1000 runs for hours: it has to be stopped.
  s->send("lost = {3|{2|{1|0}}} * 1000\r");
  expect(*s, "lost = {3|{2|{1|0}}} * 1000\n");
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // let it start working
  s->send(kCtrlC);
  expect(*s, "interrupted (Ctrl-C); variables and computed games are kept");
  expect(*s, "cgt> ");
  s->send("kept + kept\r");
  expect(*s, "1\n");
  s->send("lost\r");
  expect(*s, "unknown variable 'lost'");
  s->send(":quit\r");
  CHECK(s->wait_exit() == 0);
}

TEST_CASE("a long table shows a progress bar, and Ctrl-C stops it", "[repl]") {
  History history;
  auto s = start(history);
  // Rows get slower and slower (n copies of a hot game): the bar shows after half a second.
  s->send("table n * {3|{2|{1|0}}} for n in 1..1000\r");
  expect(*s, "table [");
  expect(*s, "/1000");
  s->send(kCtrlC);
  expect(*s, "interrupted (Ctrl-C)");
  expect(*s, "cgt> ");
  s->send(":quit\r");
  CHECK(s->wait_exit() == 0);
}

TEST_CASE("Ctrl-C at the prompt drops the line", "[repl]") {
  History history;
  auto s = start(history);
  s->send("{1 |\r");
  expect(*s, "...> ");
  s->send("garbage");
  expect(*s, "garbage");
  s->send(kCtrlC);
  expect(*s, "^C\ncgt> ");
  s->send("1 + 1\r");
  expect(*s, "2\n");
  s->send(":quit\r");
  CHECK(s->wait_exit() == 0);
}

TEST_CASE("help in the REPL", "[repl]") {
  History history;
  auto s = start(history);
  s->send("help\r");
  expect(*s, "Functions by group");
  expect(*s, "outcome(G)");
  expect(*s, ":quit");
  s->send("help birthday\r");
  expect(*s, "the birthday: the height of the canonical form's game tree\n  example: birthday(^)");
  s->send(":quit\r");
  CHECK(s->wait_exit() == 0);
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
