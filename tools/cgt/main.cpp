// cgt: the command-line tool. Batch mode evaluates `-e EXPR` arguments, a script file, or
// standard input when it is not a terminal; with a terminal it starts the interactive REPL.
#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/large_stack.hpp"
#include "cgt/notation/printable.hpp"
#include "cgt/version.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"
#include "tools/cgt/exit_status.hpp"
#include "tools/cgt/help.hpp"
#include "tools/cgt/interpreter.hpp"
#include "tools/cgt/interrupts.hpp"
#include "tools/cgt/repl.hpp"
#include "tools/cgt/script_reader.hpp"
#include "tools/cgt/subcommands.hpp"

namespace {

const char* kUsage = R"(usage: cgt [OPTION]... [-e EXPR]... [FILE]
       cgt verify NAME [--upto N] [--json] [SHARDING] | cgt verify --list
       cgt table NAME [--from A] [--to B] [--format text|markdown|csv|latex|json] [SHARDING]
       cgt merge [--json | --format F] REPORT... | DIR...   (see cgt verify --help)
       cgt positions RULESET (--file FILE | --all RxC) [--values | --outcomes] [SHARDING]
       cgt outcome RULESET POSITION [--all-options] [SHARDING]

Evaluates game expressions and prints each result on its own line.
  -e EXPR          evaluate EXPR (repeatable, in order)
  FILE             run the statements of a script file
  (neither)        read standard input, or start the REPL when it is a terminal
  --format F       pretty (default, also ascii), unicode, explicit, latex, dag or json
  --limit KIND=N   games=N, memory=BYTES, time=SECONDS or output=CHARACTERS; N may be none
  --threads N      threads an outcome search may use (default: 1); N may be all (every core)
  --time           after each statement, its time, peak memory and new games (stderr)
  --domineering-table FILE
                   take Domineering regions' values from FILE (savedomineeringtable writes it)
  -h, --help       this text
  --help-json      every function, command and CGSuite name as JSON (for the documentation)
  --version        the version of cgt
Exit status: 0 if every statement succeeded, 1 if one failed, 2 for a usage error, 3 for an
internal error (a bug: please report it), 4 if the results could not be written, 5 if memory
ran out outside a statement, 130 after Ctrl-C, 143 after SIGTERM. Written to a file or a pipe,
a result is never cut: one longer than the output limit (100,000,000 characters by default)
is refused with an error. In the REPL, 'help' lists the functions and commands.
)";

struct Options {
  std::vector<std::string> expressions;
  std::string file;
  std::vector<std::string> directives;  // from --format, --limit, --threads and --time, run first
  std::string domineering_table;        // a file, read before the first statement
};

int usage_error(const std::string& message) {
  std::cerr << "cgt: " << cgt::printable(message) << "\n" << kUsage;
  return cgt::tool::kExitUsage;
}

// The script's file descriptor: the file, or standard input; -1 after a message.
int open_script(const Options& options) {
  if (options.file.empty()) return STDIN_FILENO;
  std::error_code ignored;
  int fd = std::filesystem::is_directory(options.file, ignored)
               ? -1
               : open(options.file.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) std::cerr << fmt::format("cgt: cannot read {}\n", cgt::printable(options.file));
  return fd;
}

int run(const Options& options) {
  cgt::lang::Session session;
  cgt::tool::Interpreter interpreter(session, std::cout, std::cerr);
  if (!isatty(STDOUT_FILENO)) {  // a script's results are whole or refused, never cut
    cgt::tool::OutputOptions& output = interpreter.settings().output;
    output.long_results = cgt::tool::LongResults::kRefuse;
    output.max_chars = cgt::tool::OutputOptions::kDefaultMaxFileChars;
  }
  for (const std::string& d : options.directives)
    if (interpreter.run(d, "option") != cgt::tool::RunStatus::kOk) return 2;
  if (!options.domineering_table.empty()) {
    const std::string& path = options.domineering_table;
    try {
      cgt::lang::load_domineering_table(path);
    } catch (const cgt::Error& e) {
      std::cerr << "cgt: --domineering-table: " << cgt::printable(e.what()) << "\n";
      return cgt::tool::kExitUsage;
    }
  }
  bool terminal = options.expressions.empty() && options.file.empty() && isatty(STDIN_FILENO);
  if (terminal) return cgt::tool::run_repl(interpreter);

  int script = options.expressions.empty() ? open_script(options) : -1;
  if (options.expressions.empty() && script < 0) return 2;
  cgt::tool::InterruptScope interrupts;
  auto status = cgt::tool::RunStatus::kOk;
  auto stopped = [&] { return interpreter.interrupted() || interpreter.quit_requested(); };
  if (!options.expressions.empty()) {
    for (const std::string& e : options.expressions) {
      status = std::max(status, interpreter.run(e, "-e"));
      if (stopped()) break;
    }
  } else {
    // Statement by statement as the script is read: a long script is never held whole.
    std::string name = options.file.empty() ? "<stdin>" : options.file;
    cgt::tool::ScriptReader reader(script, interrupts.wakeup_fd());
    while (auto piece = reader.next()) {
      status = std::max(status, interpreter.run(piece->text, name, piece->first_line));
      if (stopped()) break;
    }
    if (!reader.error().empty()) {
      std::cerr << fmt::format("cgt: {}: {}\n", name, reader.error());
      status = std::max(status, cgt::tool::RunStatus::kErrors);
    }
  }
  // A stop that came after the last poll of the last statement still counts.
  if (interpreter.interrupted() || cgt::interrupt_pending()) {
    if (cgt::tool::terminated()) {
      std::cerr << "cgt: stopped by SIGTERM\n";
      return cgt::tool::kExitTerminated;
    }
    return cgt::tool::kExitInterrupted;
  }
  return static_cast<int>(status);
}

// Results that could not be written are a failure, however the statements went.
int with_output_checked(int status) {
  std::cout.flush();
  errno = 0;
  bool flushed = std::fflush(stdout) == 0;  // sets errno when this last write fails
  if (std::cout && flushed && !std::ferror(stdout)) return status;
  std::cerr << "cgt: cannot write the results to standard output"
            << (errno ? std::string(": ") + std::strerror(errno) : std::string()) << "\n";
  return cgt::tool::kExitWriteFailed;
}

// Runs the tool's work, reporting what escaped it: memory that ran out where no statement
// could take the error (reading the input, a verification, a table), or a bug.
int run_guarded(const std::function<int()>& body) {
  int status = 0;
  try {
    cgt::run_with_large_stack([&] { status = body(); });
  } catch (const std::bad_alloc&) {
    std::cout.flush();
    std::cerr << "\ncgt: out of memory: the work needs more memory than this machine has "
                 "(smaller ranges, or --limit games=N, fit in less)\n";
    return cgt::tool::kExitOutOfMemory;
  } catch (const std::exception& e) {
    std::cout.flush();
    std::cerr << "\ncgt: internal error: " << cgt::printable(e.what()) << " (a bug: please report it)\n";
    return cgt::tool::kExitInternal;
  }
  return with_output_checked(status);
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && (args[0] == "verify" || args[0] == "table" || args[0] == "merge" ||
                         args[0] == "positions" || args[0] == "outcome")) {
    std::vector<std::string> rest(args.begin() + 1, args.end());
    return run_guarded([&] {
      return args[0] == "verify"      ? cgt::tool::run_verify(rest)
             : args[0] == "table"     ? cgt::tool::run_table(rest)
             : args[0] == "positions" ? cgt::tool::run_positions(rest)
             : args[0] == "outcome"   ? cgt::tool::run_outcome(rest)
                                      : cgt::tool::run_merge(rest);
    });
  }
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    bool has_value = i + 1 < args.size();
    if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      return with_output_checked(0);
    } else if (a == "--help-json") {
      cgt::lang::Session session;
      std::cout << cgt::tool::help_json(session.functions());
      return with_output_checked(0);
    } else if (a == "--version") {
      std::cout << "cgt " << CGT_VERSION << "\n";
      return with_output_checked(0);
    } else if (a == "--domineering-table") {
      if (!has_value) return usage_error(fmt::format("option {} needs a value", a));
      options.domineering_table = args[++i];
    } else if (a == "-e" || a == "--format" || a == "--limit" || a == "--threads") {
      if (!has_value) return usage_error(fmt::format("option {} needs a value", a));
      const std::string& value = args[++i];
      if (a == "-e") {
        options.expressions.push_back(value);
      } else if (a == "--format") {
        options.directives.push_back(":format " + value);
      } else if (a == "--threads") {
        options.directives.push_back(":threads " + value);
      } else {
        std::size_t eq = value.find('=');
        if (eq == std::string::npos) return usage_error("--limit takes KIND=N, e.g. time=10");
        options.directives.push_back(":limit " + value.substr(0, eq) + " " + value.substr(eq + 1));
      }
    } else if (a == "--time") {
      options.directives.push_back(":time on");
    } else if (!a.empty() && a[0] == '-') {
      return usage_error(fmt::format("unknown option '{}'", a));
    } else if (options.file.empty()) {
      options.file = a;
    } else {
      return usage_error("only one script file at a time");
    }
  }
  if (!options.expressions.empty() && !options.file.empty())
    return usage_error(fmt::format("-e and a script file ({}) cannot be combined", options.file));
  return run_guarded([&] { return run(options); });
}
