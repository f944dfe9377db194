// cgt: the command-line tool. Batch mode evaluates `-e EXPR` arguments, a script file, or
// standard input when it is not a terminal; with a terminal it starts the interactive REPL.
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cgt/large_stack.hpp"
#include "tools/cgt/interpreter.hpp"
#include "tools/cgt/interrupts.hpp"
#include "tools/cgt/repl.hpp"
#include "tools/cgt/subcommands.hpp"

namespace {

const char* kUsage = R"(usage: cgt [OPTION]... [-e EXPR]... [FILE]
       cgt verify NAME [--upto N] [--json] | cgt verify --list
       cgt table NAME [--from A] [--to B] [--format text|markdown|csv|latex] | --list

Evaluates game expressions and prints each result on its own line.
  -e EXPR          evaluate EXPR (repeatable, in order)
  FILE             run the statements of a script file
  (neither)        read standard input, or start the REPL when it is a terminal
  --format F       pretty (default, also ascii), unicode, explicit, latex, dag or json
  --limit KIND=N   games=N, positions=N, time=SECONDS or output=CHARACTERS; N may be none
  --time           after each statement, its time, peak memory and new games (stderr)
  -h, --help       this text
Exit status: 0 if every statement succeeded, 1 if one failed, 2 for a usage error, 3 for an
internal error (a bug: please report it), 130 after Ctrl-C. In the REPL, 'help' lists the
functions and commands.
)";

struct Options {
  std::vector<std::string> expressions;
  std::string file;
  std::vector<std::string> directives;  // from --format, --limit and --time, run first
};

int usage_error(const std::string& message) {
  std::cerr << "cgt: " << message << "\n" << kUsage;
  return 2;
}

std::string read_input(const Options& options, bool* ok) {
  *ok = true;
  if (!options.expressions.empty()) return "";
  std::stringstream buffer;
  if (options.file.empty()) {
    buffer << std::cin.rdbuf();
    return buffer.str();
  }
  std::ifstream in(options.file);
  std::error_code ignored;
  if (!in || std::filesystem::is_directory(options.file, ignored)) {
    std::cerr << fmt::format("cgt: cannot read {}\n", options.file);
    *ok = false;
    return "";
  }
  buffer << in.rdbuf();
  return buffer.str();
}

int run(const Options& options) {
  cgt::lang::Session session;
  cgt::tool::Interpreter interpreter(session, std::cout, std::cerr);
  for (const std::string& d : options.directives)
    if (interpreter.run(d, "option") != cgt::tool::RunStatus::kOk) return 2;
  bool terminal = options.expressions.empty() && options.file.empty() && isatty(STDIN_FILENO);
  if (terminal) return cgt::tool::run_repl(interpreter);

  bool readable;
  std::string text = read_input(options, &readable);  // before Ctrl-C is caught
  if (!readable) return 2;
  cgt::tool::InterruptScope interrupts;
  auto status = cgt::tool::RunStatus::kOk;
  auto run_text = [&](std::string_view source, std::string_view name) {
    status = std::max(status, interpreter.run(source, name));
  };
  if (!options.expressions.empty()) {
    for (const std::string& e : options.expressions) {
      run_text(e, "-e");
      if (interpreter.interrupted() || interpreter.quit_requested()) break;
    }
  } else {
    run_text(text, options.file.empty() ? "<stdin>" : options.file);
  }
  if (interpreter.interrupted()) return 130;
  return static_cast<int>(status);
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && (args[0] == "verify" || args[0] == "table")) {
    std::vector<std::string> rest(args.begin() + 1, args.end());
    int status = 0;
    cgt::run_with_large_stack([&] {
      status = args[0] == "verify" ? cgt::tool::run_verify(rest) : cgt::tool::run_table(rest);
    });
    return status;
  }
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    bool has_value = i + 1 < args.size();
    if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (a == "-e" && has_value) {
      options.expressions.push_back(args[++i]);
    } else if (a == "--format" && has_value) {
      options.directives.push_back(":format " + args[++i]);
    } else if (a == "--limit" && has_value) {
      std::string spec = args[++i];
      std::size_t eq = spec.find('=');
      if (eq == std::string::npos) return usage_error("--limit takes KIND=N, e.g. time=10");
      options.directives.push_back(":limit " + spec.substr(0, eq) + " " + spec.substr(eq + 1));
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
  int status = 0;
  cgt::run_with_large_stack([&] { status = run(options); });
  return status;
}
