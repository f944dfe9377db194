// cgt: the command-line tool. Batch mode evaluates `-e EXPR` arguments, a script file, or
// standard input when it is not a terminal; with a terminal it starts the interactive REPL.
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cgt/large_stack.hpp"
#include "tools/cgt/batch.hpp"
#include "tools/cgt/subcommands.hpp"

namespace {

const char* kUsage = R"(usage: cgt [--format STYLE] [-e EXPR]... [FILE]
       cgt verify NAME [--upto N] [--json] | cgt verify --list
       cgt table NAME [--from A] [--to B] [--format text|markdown|csv|latex] | --list

Evaluates game expressions and prints each result on its own line. Exit status: 0, 1 when
some statement failed, 3 on an internal error (a bug: please report it).
  -e EXPR         evaluate EXPR (repeatable, in order)
  FILE            run the statements of a script file
  (neither)       read standard input, or start the REPL on a terminal
  --format STYLE  pretty (default), unicode, explicit or latex
  -h, --help      this text
)";

struct Options {
  cgt::tool::OutputOptions output;
  std::vector<std::string> expressions;
  std::string file;
};

bool parse_style(const std::string& name, cgt::Style* style) {
  if (name == "pretty" || name == "ascii") *style = cgt::Style::kPretty;
  else if (name == "unicode") *style = cgt::Style::kUnicode;
  else if (name == "explicit") *style = cgt::Style::kExplicit;
  else if (name == "latex") *style = cgt::Style::kLatex;
  else return false;
  return true;
}

int run(const Options& options) {
  cgt::lang::Session session;
  auto status = cgt::tool::RunStatus::kOk;
  auto run_source = [&](const std::string& text, const std::string& name) {
    status = std::max(status, cgt::tool::run_text(session, text, name, options.output, std::cout,
                                                  std::cerr));
  };
  if (!options.expressions.empty()) {
    for (const std::string& e : options.expressions) run_source(e, "-e");
  } else if (!options.file.empty()) {
    std::ifstream in(options.file);
    if (!in) {
      std::cerr << fmt::format("cgt: cannot read {}\n", options.file);
      return 2;
    }
    std::stringstream buffer;
    buffer << in.rdbuf();
    run_source(buffer.str(), options.file);
  } else {
    std::stringstream buffer;
    buffer << std::cin.rdbuf();
    run_source(buffer.str(), "<stdin>");
  }
  return static_cast<int>(status);
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && (args[0] == "verify" || args[0] == "table")) {
    std::vector<std::string> rest(args.begin() + 1, args.end());
    int status = 0;
    cgt::run_with_large_stack(
        [&] { status = args[0] == "verify" ? cgt::tool::run_verify(rest) : cgt::tool::run_table(rest); });
    return status;
  }
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (a == "-e" && i + 1 < args.size()) {
      options.expressions.push_back(args[++i]);
    } else if (a == "--format" && i + 1 < args.size()) {
      if (!parse_style(args[++i], &options.output.style)) {
        std::cerr << fmt::format("cgt: unknown format '{}'; expected pretty, unicode, explicit "
                                 "or latex\n", args[i]);
        return 2;
      }
    } else if (!a.empty() && a[0] == '-') {
      std::cerr << fmt::format("cgt: unknown option '{}'\n{}", a, kUsage);
      return 2;
    } else if (options.file.empty()) {
      options.file = a;
    } else {
      std::cerr << "cgt: only one script file at a time\n" << kUsage;
      return 2;
    }
  }
  int status = 0;
  cgt::run_with_large_stack([&] { status = run(options); });
  return status;
}
