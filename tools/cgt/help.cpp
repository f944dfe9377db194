#include "tools/cgt/help.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "cgt/error.hpp"

namespace cgt::tool {
namespace {

constexpr const char* kSyntax =
    "Games: {L|R} with options separated by commas, slashes {1||1|0} = {1|{1|0}}, numbers\n"
    "  3/4, nimbers *n, ^ v ^* ^^ ^3 v3*2, switches +-x, suffixes 1* 1/2^. Operators: + - *\n"
    "  (by an integer) +- <= >= < > == != <> (fuzzy); lists [a, b], ranges 1..20; x = EXPR;\n"
    "  ans is the last result; ';' or a newline ends a statement; # starts a comment.\n";

}  // namespace

std::string wrap_text(const std::string& text, std::size_t indent) {
  constexpr std::size_t kWidth = 100;
  std::string out, line(indent, ' ');
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    std::string word = text.substr(start, end - start);
    if (line.size() > indent && line.size() + 1 + word.size() > kWidth) {
      out += line + "\n";
      line = std::string(indent, ' ');
    }
    line += (line.size() > indent ? " " : "") + word;
    start = end + 1;
  }
  return out + line + "\n";
}

std::string help_entry(const std::string& term, const std::string& text, std::size_t indent,
                       std::size_t column) {
  std::string lines = wrap_text(text, column);
  if (indent + term.size() + 2 > column)
    return std::string(indent, ' ') + term + "\n" + lines;
  return std::string(indent, ' ') + term + std::string(column - indent - term.size(), ' ') +
         lines.substr(column);
}

const std::vector<CommandHelp>& commands() {
  static const std::vector<CommandHelp> kCommands = {
      {"help", "help [NAME]", "this overview, or one function or command in detail"},
      {"table", "table EXPR, ... for VARIABLE in A..B [--markdown|--csv|--latex]",
       "a table with a row for each value of VARIABLE (any list works after 'in')"},
      {"table NAME", "table NAME [A..B] [--markdown|--csv|--latex]",
       "a named table of the papers; table --list shows them"},
      {"verify", "verify NAME [N] [--json]",
       "checks a paper's result for every case up to N; verify --list shows them"},
      {":format", ":format pretty|ascii|unicode|explicit|latex|dag|json",
       "how results are written; alone, shows the current format"},
      {":time", ":time on|off", "after each statement, its time, peak memory and new games"},
      {":limit", ":limit [games|positions|time|output] [N|none]",
       "resource limits (games in the table, positions in the rulesets' tables, seconds per "
       "statement, characters per result); alone, shows them"},
      {":vars", ":vars", "the variables and their values"},
      {":reset", ":reset", "forgets every variable and every game (frees the memory)"},
      {":quit", ":quit", "leaves the REPL (Ctrl-D too)"},
  };
  return kCommands;
}

std::string help_overview(const lang::FunctionRegistry& functions) {
  std::map<std::string, std::vector<const lang::Function*>> groups;
  for (const auto& [name, f] : functions.all()) groups[f.group].push_back(&f);
  std::string out = "Functions by group (help NAME shows one with an example):\n";
  for (const auto& [group, members] : groups) {
    out += fmt::format("  {}\n", group);
    for (const lang::Function* f : members) out += help_entry(f->signature, f->summary, 4, 26);
  }
  out += "Commands:\n";
  for (const CommandHelp& c : commands()) out += help_entry(c.usage, c.summary, 2, 40);
  return out + kSyntax;
}

std::string help_topic(const std::string& name, const lang::FunctionRegistry& functions) {
  if (const lang::Function* f = functions.find(name)) {
    // The example is shown, not run: some functions write files.
    return fmt::format("{}    [{}]\n{}  example: {}\n", f->signature, f->group,
                       wrap_text(f->summary, 2), f->example);
  }
  std::string text;
  for (const CommandHelp& c : commands())
    if (c.name == name || c.name.rfind(name + " ", 0) == 0)
      text += fmt::format("{}\n  {}\n", c.usage, c.summary);
  if (name == "syntax") text = kSyntax;
  if (!text.empty()) return text;
  std::vector<std::string> names{"syntax"};
  for (const auto& [n, f] : functions.all()) names.push_back(n);
  for (const CommandHelp& c : commands()) names.push_back(c.name.substr(0, c.name.find(' ')));
  std::string hint = lang::closest_name(name, names);
  throw Error(ErrorCode::kName,
              fmt::format("help: no function or command named '{}'{}", name,
                          hint.empty() ? "" : fmt::format("; did you mean {}?", hint)));
}

}  // namespace cgt::tool
