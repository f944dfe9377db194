#include "tools/cgt/repl.hpp"

#include <langinfo.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

// readline's headers need <cstdio> first.
#include <readline/history.h>
#include <readline/readline.h>

#include "cgt/interrupt.hpp"
#include "cgt/version.hpp"
#include "tools/cgt/completion.hpp"
#include "tools/cgt/interrupts.hpp"
#include "lang/lexer.hpp"

namespace cgt::tool {
namespace {

constexpr const char* kPrompt = "cgt> ";
constexpr const char* kMorePrompt = "...> ";  // the statement continues: brackets are open
constexpr int kHistoryEntries = 1000;

struct Repl {
  Interpreter& interpreter;
  InterruptScope& interrupts;
  std::string history_path;
  std::string pending;  // the lines of a statement whose brackets are still open
  bool done = false;
};

Repl* active = nullptr;  // readline's callbacks are plain functions

std::string history_path() {
  if (const char* path = std::getenv("CGT_HISTORY")) return path;  // empty: no history file
  if (const char* home = std::getenv("HOME")) return std::string(home) + "/.cgt_history";
  return "";
}

void finish(Repl& repl) {
  repl.done = true;
  rl_callback_handler_remove();  // no prompt after the last line
}

void on_line(char* raw) {
  Repl& repl = *active;
  if (!raw) {  // Ctrl-D
    std::fputs("\n", rl_outstream);
    finish(repl);
    return;
  }
  std::string line(raw);
  std::free(raw);
  repl.pending += repl.pending.empty() ? line : "\n" + line;
  if (lang::open_brackets(repl.pending) > 0) {
    rl_set_prompt(kMorePrompt);
    return;
  }
  std::string entry = std::move(repl.pending);
  repl.pending.clear();
  rl_set_prompt(kPrompt);
  if (entry.find_first_not_of(" \t\n") == std::string::npos) return;
  add_history(entry.c_str());
  if (!repl.history_path.empty()) append_history(1, repl.history_path.c_str());
  repl.interpreter.run(entry, "");
  // A Ctrl-C during the computation has had its answer; one that came after it must not
  // cancel the next line.
  repl.interrupts.drain_wakeups();
  clear_interrupt();
  if (repl.interpreter.quit_requested() || terminated()) finish(repl);
}

// Ctrl-C at the prompt: drop the line (and any unfinished statement) and prompt again.
void cancel_line(Repl& repl) {
  repl.interrupts.drain_wakeups();
  clear_interrupt();
  repl.pending.clear();
  rl_free_line_state();
  rl_callback_sigcleanup();
  rl_replace_line("", 0);
  rl_point = rl_end = 0;
  std::fputs("^C\n", rl_outstream);
  rl_set_prompt(kPrompt);
  rl_on_new_line();
  rl_redisplay();
}

std::vector<std::string> candidates;  // of the completion under way
char* next_candidate(const char*, int state) {
  static std::size_t index;
  if (state == 0) index = 0;
  return index < candidates.size() ? strdup(candidates[index++].c_str()) : nullptr;
}

char** complete(const char* word, int start, int) {
  rl_attempted_completion_over = 1;  // never fall back to file names
  candidates = completions(active->interpreter, std::string_view(rl_line_buffer, start), word);
  // Functions complete with their '(' and need no space after it.
  rl_completion_append_character =
      candidates.size() == 1 && candidates[0].back() == '(' ? '\0' : ' ';
  return rl_completion_matches(word, next_candidate);
}

}  // namespace

int run_repl(Interpreter& interpreter) {
  InterruptScope interrupts;
  Repl repl{interpreter, interrupts, history_path(), "", false};
  active = &repl;

  // Multibyte input (↑ ⋆ ±) edits as single characters in a UTF-8 locale. Without one (a fresh
  // machine has no LANG), readline would take each byte of a UTF-8 character for a Meta key:
  // take the C library's UTF-8 locale then, or at least pass the bytes through.
  std::setlocale(LC_CTYPE, "");
  if (std::strcmp(nl_langinfo(CODESET), "UTF-8") != 0 && !std::setlocale(LC_CTYPE, "C.UTF-8")) {
    rl_variable_bind("input-meta", "on");
    rl_variable_bind("output-meta", "on");
    rl_variable_bind("convert-meta", "off");
  }
  winsize size{};
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col >= 40)
    interpreter.settings().width = std::min<std::size_t>(size.ws_col, 160);
  if (isatty(STDOUT_FILENO) && size.ws_row > 0) interpreter.settings().page_rows = size.ws_row;
  rl_readline_name = "cgt";
  rl_catch_signals = 0;               // Ctrl-C is ours: InterruptScope turns it into a wakeup
  rl_persistent_signal_handlers = 1;  // so that a resize while waiting at the prompt is seen
  rl_attempted_completion_function = complete;
  rl_completer_word_break_characters = kWordBreaks;
  // Timestamp lines ("#1700000000") separate the entries of the history file, so that a
  // statement written on several lines comes back whole.
  history_comment_char = '#';
  history_write_timestamps = 1;
  history_multiline_entries = 1;
  stifle_history(kHistoryEntries);
  if (!repl.history_path.empty() && read_history(repl.history_path.c_str()) != 0)
    write_history(repl.history_path.c_str());  // create it, so that appending works

  // Two lines that fit a terminal of 80 columns.
  std::printf(
      "cgt %s: exact combinatorial game theory. 'help' lists the functions.\n"
      "Tab completes, Ctrl-C stops a computation, :quit or Ctrl-D leaves.\n",
      CGT_VERSION);
  rl_callback_handler_install(kPrompt, on_line);
  int input = fileno(rl_instream ? rl_instream : stdin);
  int wakeup = interrupts.wakeup_fd();
  while (!repl.done) {
    fd_set ready;
    FD_ZERO(&ready);
    FD_SET(input, &ready);
    if (wakeup >= 0) FD_SET(wakeup, &ready);
    if (select(std::max(input, wakeup) + 1, &ready, nullptr, nullptr, nullptr) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (terminated()) break;
    if (wakeup >= 0 && FD_ISSET(wakeup, &ready)) cancel_line(repl);
    if (!repl.done && FD_ISSET(input, &ready)) rl_callback_read_char();
  }
  if (!repl.done) rl_callback_handler_remove();
  if (!repl.history_path.empty()) history_truncate_file(repl.history_path.c_str(), kHistoryEntries);
  active = nullptr;
  if (terminated()) {
    std::fputs("cgt: stopped by SIGTERM\n", stderr);
    return 143;
  }
  return 0;
}

}  // namespace cgt::tool
