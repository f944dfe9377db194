#include "tools/cgt/completion.hpp"

#include <algorithm>

#include "tools/cgt/help.hpp"
#include "tools/cgt/output.hpp"

namespace cgt::tool {
namespace {

std::vector<std::string> split(std::string_view text) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while ((i = text.find_first_not_of(" \t", i)) != std::string_view::npos) {
    std::size_t end = text.find_first_of(" \t", i);
    words.emplace_back(text.substr(i, end == std::string_view::npos ? end : end - i));
    i = end;
  }
  return words;
}

// The statement being typed: the text after the last ';'.
std::string_view current_statement(std::string_view before) {
  std::size_t semicolon = before.rfind(';');
  return semicolon == std::string_view::npos ? before : before.substr(semicolon + 1);
}

}  // namespace

std::vector<std::string> completions(Interpreter& interpreter, std::string_view before,
                                     std::string_view word) {
  lang::Session& session = interpreter.session();
  std::vector<std::string> words = split(current_statement(before));
  std::vector<std::string> candidates;
  auto add_functions = [&](const char* suffix) {
    for (const auto& [name, f] : session.functions().all()) candidates.push_back(name + suffix);
  };
  auto add_variables = [&] {
    for (const auto& [name, value] : session.variables()) candidates.push_back(name);
  };
  std::string first = words.empty() ? "" : words[0];
  if (words.empty()) {
    add_functions("(");
    add_variables();
    for (const CommandHelp& c : commands())
      candidates.push_back(c.name.substr(0, c.name.find(' ')));
  } else if (first == ":format" && words.size() == 1) {
    for (const NamedOutputFormat& f : kOutputFormats) candidates.push_back(f.name);
  } else if (first == ":time" && words.size() == 1) {
    candidates = {"on", "off"};
  } else if (first == ":threads" && words.size() == 1) {
    candidates = {"all"};
  } else if (first == ":limit") {
    candidates = words.size() == 1 ? std::vector<std::string>{"games", "time", "output"}
                                   : std::vector<std::string>{"none"};
  } else if (first == "help" || first == ":help") {
    add_functions("");
    for (const CommandHelp& c : commands())
      candidates.push_back(c.name.substr(0, c.name.find(' ')));
    candidates.push_back("syntax");
  } else if (first == "verify") {
    for (const games::Verifier& v : interpreter.verifiers().all()) candidates.push_back(v.name);
    candidates.insert(candidates.end(), {"--list", "--json"});
  } else if (first == "table" && words.size() == 1) {
    for (const games::NamedTable& t : session.tables().all()) candidates.push_back(t.name);
    candidates.push_back("--list");
    add_functions("(");
    add_variables();
  } else if (first == "table") {
    add_functions("(");
    add_variables();
    candidates.insert(candidates.end(), {"for", "in", "--markdown", "--csv", "--latex"});
  } else {
    add_functions("(");
    add_variables();
  }
  std::erase_if(candidates, [&](const std::string& c) { return c.rfind(word, 0) != 0; });
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  return candidates;
}

}  // namespace cgt::tool
