// Interpreter: runs the statements of a text (a script, an -e argument, a REPL entry) against
// a Session. Expressions and tables go to the session; commands are handled here: help,
// verify, and the directives (:format, :time, :limit, :vars, :reset, :quit). Each statement
// runs under the time limit, if one is set; its value is printed in the output format; each
// error is reported with its location and a caret (or as a JSON object in JSON mode), and the
// statements after it still run. A Ctrl-C stops the rest of the text.
#pragma once

#include <chrono>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

#include "games/verification.hpp"
#include "tools/cgt/output.hpp"
#include "lang/session.hpp"

namespace cgt::tool {

// How a run went: every statement succeeded, some failed with a reported error, or some hit an
// internal error (a bug: an exception that is not a cgt::Error). The values are exit statuses.
enum class RunStatus { kOk = 0, kErrors = 1, kInternalError = 3 };

struct Settings {
  OutputOptions output;
  bool show_resources = false;              // :time on
  std::chrono::milliseconds time_limit{0};  // per statement; 0: none
  std::size_t width = 80;                   // of help texts: the REPL's terminal's
  std::size_t page_rows = 0;  // the REPL's terminal's height: longer help is paged; 0: never
};

class Interpreter {
 public:
  Interpreter(lang::Session& session, std::ostream& out, std::ostream& err);

  // Runs every statement of `text`. Errors name `source_name`, line and column (counted from
  // `first_line`, for a piece of a script); an empty name (the REPL) leaves the location out.
  // Returns the worst status of the statements.
  RunStatus run(std::string_view text, std::string_view source_name, std::size_t first_line = 1);

  Settings& settings() { return settings_; }
  lang::Session& session() { return session_; }
  const games::VerifierRegistry& verifiers() const { return verifiers_; }
  void set_verifiers(games::VerifierRegistry verifiers) { verifiers_ = std::move(verifiers); }
  bool quit_requested() const { return quit_; }
  // The last run() stopped at a Ctrl-C.
  bool interrupted() const { return interrupted_; }
  // Long work (the session's and verify's) reports here; a bar on a terminal by default.
  void set_progress(Progress progress);
  // Values go to `printer` instead of the output stream (the web page's worksheet shows each
  // value in several forms); the rest of the output still goes to the streams.
  void set_value_printer(std::function<void(const lang::Value&)> printer) {
    value_printer_ = std::move(printer);
  }

 private:
  // Runs one statement; false when it failed without throwing (a failed verification).
  bool execute(const lang::Statement& s);
  void command(const lang::Statement& s);
  bool verify(const std::vector<std::string>& words);
  void format(const std::vector<std::string>& words);
  void limit(const std::vector<std::string>& words);
  void threads(const std::vector<std::string>& words);
  void print_value(const lang::Value& v);
  void print_text(const std::string& text);
  void print_help(const std::string& text);  // through the pager when longer than page_rows
  void report(std::string_view text, std::string_view source, std::size_t line, std::size_t column,
              std::string_view code, const std::string& message);
  std::string describe(const Error& e) const;

  lang::Session& session_;
  std::ostream& out_;
  std::ostream& err_;
  Settings settings_;
  games::VerifierRegistry verifiers_;
  Progress progress_;
  std::function<void(const lang::Value&)> value_printer_;
  bool quit_ = false;
  bool interrupted_ = false;
  std::size_t first_line_ = 1;  // the script's line number of the first line run() runs
};

}  // namespace cgt::tool
