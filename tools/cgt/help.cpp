#include "tools/cgt/help.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>

#include "cgt/error.hpp"
#include "cgt/notation/json.hpp"
#include "lang/cgsuite_names.hpp"

namespace cgt::tool {
namespace {

constexpr const char* kSyntax =
    "Games: {L|R} with options separated by commas, slashes {1||1|0} = {1|{1|0}}, numbers 3/4, "
    "nimbers *n, ^ v ^* ^^ ^3 v3*2 ^<3> (up-third) ^[3] (= ^ + ^<2> + ^<3>), "
    "switches +-x and +-{a, b}; written together "
    "a number and an infinitesimal add (1*, 2*3 = 2 + *3, 2^3 = 2 + ^3). Operators: + - * (a "
    "product, also 2*x and 10*^) +- : (ordinal sum) <= >= < > == != <> (confused) <| |> <=> "
    "(the relation). Lists [a, b], L[0], ranges 1..20, [n * ^ for n in 1..5 if n > 2], if C "
    "then A else B, G.LeftStop (CGSuite's methods). x = EXPR assigns; ans is the last result; "
    "';' or a newline ends a statement; # starts a comment.";

}  // namespace

std::string wrap_text(const std::string& text, std::size_t indent, std::size_t width) {
  std::string out, line(indent, ' ');
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    std::string word = text.substr(start, end - start);
    if (line.size() > indent && line.size() + 1 + word.size() > width) {
      out += line + "\n";
      line = std::string(indent, ' ');
    }
    line += (line.size() > indent ? " " : "") + word;
    start = end + 1;
  }
  return out + line + "\n";
}

std::string help_entry(const std::string& term, const std::string& text, std::size_t indent,
                       std::size_t column, std::size_t width) {
  std::string lines = wrap_text(text, column, width);
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
      {":limit", ":limit [games|memory|time|output] [N|none]",
       "resource limits (games in the table, bytes of all tables, seconds per statement, "
       "characters per result); alone, shows them"},
      {":threads", ":threads N|all",
       "threads one outcome search may use (default 1; all: every core); alone, shows them"},
      {":vars", ":vars", "the variables and their values"},
      {":reset", ":reset", "forgets every variable and every game (frees the memory)"},
      {":quit", ":quit", "leaves the REPL (Ctrl-D too)"},
  };
  return kCommands;
}

namespace {

std::map<std::string, std::vector<const lang::Function*>> groups_of(
    const lang::FunctionRegistry& functions) {
  std::map<std::string, std::vector<const lang::Function*>> groups;
  for (const auto& [name, f] : functions.all()) groups[f.group].push_back(&f);
  return groups;
}

// The group `name` names: its whole name, or the first word of one only ("golden").
const std::vector<const lang::Function*>* find_group(
    const std::map<std::string, std::vector<const lang::Function*>>& groups,
    const std::string& name, std::string* full_name) {
  const std::vector<const lang::Function*>* found = nullptr;
  for (const auto& [group, members] : groups) {
    bool first_word = group.rfind(name + " ", 0) == 0;
    if (group == name) {
      *full_name = group;
      return &members;
    }
    if (first_word) {
      if (found) return nullptr;  // two groups begin so
      found = &members;
      *full_name = group;
    }
  }
  return found;
}

}  // namespace

std::string help_overview(const lang::FunctionRegistry& functions, std::size_t width) {
  std::string out = wrap_text(
      "Functions by group ('help GROUP' explains a group's functions, 'help NAME' one "
      "function with an example):",
      0, width);
  for (const auto& [group, members] : groups_of(functions)) {
    std::string names;
    for (const lang::Function* f : members) names += (names.empty() ? "" : " ") + f->name;
    out += help_entry(group, names, 2, 18, width);
  }
  std::string command_names;
  for (const CommandHelp& c : commands())
    if (c.name.find(' ') == std::string::npos) command_names += (command_names.empty() ? "" : " ") + c.name;
  out += "Commands ('help COMMAND' explains one):\n" + wrap_text(command_names, 2, width);
  return out + "Syntax: 'help syntax'.\n";
}

std::string help_json(const lang::FunctionRegistry& functions) {
  auto q = [](const std::string& text) { return json_quote(text); };
  std::string out = "{\"syntax\": " + q(kSyntax) + ",\n \"functions\": [";
  const char* separator = "\n  ";
  for (const auto& [name, f] : functions.all()) {
    out += fmt::format("{}{{\"name\": {}, \"signature\": {}, \"summary\": {}, \"example\": {}, "
                       "\"group\": {}}}",
                       separator, q(name), q(f.signature), q(f.summary), q(f.example), q(f.group));
    separator = ",\n  ";
  }
  out += "],\n \"commands\": [";
  separator = "\n  ";
  for (const CommandHelp& c : commands()) {
    out += fmt::format("{}{{\"name\": {}, \"usage\": {}, \"summary\": {}}}", separator,
                       q(c.name), q(c.usage), q(c.summary));
    separator = ",\n  ";
  }
  out += "],\n \"cgsuite_names\": [";
  separator = "\n  ";
  for (const auto& [cgsuite, cgt] : lang::cgsuite_names()) {
    out += fmt::format("{}{{\"cgsuite\": {}, \"cgt\": {}}}", separator, q(cgsuite), q(cgt));
    separator = ",\n  ";
  }
  return out + "]}\n";
}

std::string help_topic(const std::string& name, const lang::FunctionRegistry& functions,
                       std::size_t width) {
  const lang::Function* f = functions.find(name);
  std::string renamed;  // a CGSuite name: its cgt function's help, saying so
  if (!f && (f = functions.find(lang::cgt_name_for_cgsuite(name))))
    renamed = fmt::format("CGSuite's {} is {} in cgt:\n", name, f->name);
  if (f) {
    // The example is shown, not run: some functions write files.
    return fmt::format("{}{}    [{}]\n{}  example: {}\n", renamed, f->signature, f->group,
                       wrap_text(f->summary, 2, width), f->example);
  }
  auto groups = groups_of(functions);
  std::string group;
  if (auto members = find_group(groups, name, &group)) {
    std::string text = fmt::format("{} ('help NAME' shows one with an example):\n", group);
    for (const lang::Function* member : *members)
      text += help_entry(member->signature, member->summary, 2, 28, width);
    return text;
  }
  std::string text;
  for (const CommandHelp& c : commands())
    if (c.name == name || c.name.rfind(name + " ", 0) == 0)
      text += fmt::format("{}\n{}", c.usage, wrap_text(c.summary, 2, width));
  if (name == "syntax") text = "Syntax:\n" + wrap_text(kSyntax, 2, width);
  if (!text.empty()) return text;
  auto letter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
  if (std::none_of(name.begin(), name.end(), letter))
    throw Error(ErrorCode::kName, fmt::format("help: '{}' is notation, not a name; 'help syntax' "
                                              "describes the notation",
                                              lang::shown_name(name)));
  std::vector<std::string> names{"syntax"};
  for (const auto& [n, f] : functions.all()) names.push_back(n);
  for (const auto& [g, members] : groups) names.push_back(g);
  for (const CommandHelp& c : commands()) names.push_back(c.name.substr(0, c.name.find(' ')));
  std::string hint = lang::closest_name(name, names);
  throw Error(ErrorCode::kName,
              fmt::format("help: no function, group or command named '{}'{}", name,
                          hint.empty() ? "" : fmt::format("; did you mean {}?", hint)));
}

}  // namespace cgt::tool
