#include "lang/ruleset_reader.hpp"

#include <fmt/format.h>

#include <cctype>
#include <variant>

#include "cgt/error.hpp"
#include "lang/arguments.hpp"

namespace cgt::lang {
namespace {

bool takes_a_text(const Function& f) {
  return f.group == "rulesets" && f.min_args <= 1 && f.max_args >= 1;
}

}  // namespace

RulesetReader::RulesetReader(const std::string& ruleset) {
  FunctionRegistry registry;
  register_ruleset_functions(registry);
  const Function* f = registry.find(ruleset);
  if (f && takes_a_text(*f)) {
    function_ = *f;
    return;
  }
  std::vector<std::string> names;
  for (const auto& [name, candidate] : registry.all())
    if (takes_a_text(candidate)) names.push_back(name);
  std::string hint = closest_name(ruleset, names);
  throw DomainError(fmt::format(
      "'{}' is not a ruleset whose function takes a position's text{} (ruleset functions of one "
      "argument: {})",
      ruleset, hint.empty() ? "" : fmt::format("; did you mean {}?", hint),
      fmt::join(names, ", ")));
}

games::AnyPosition RulesetReader::read(const std::string& text) const {
  Value v = function_.call(Args(function_.signature, {Value(Text{text})}));
  const auto* positions = std::get_if<Positions>(&v.data);
  if (!positions || positions->parts.size() != 1)
    throw DomainError(fmt::format("{} does not give a position", function_.signature));
  return positions->parts.front();
}

std::string RulesetReader::cells() const {
  std::string candidates = ".#XO";
  for (char c = '!'; c <= '~'; ++c)
    if (c != '|' && !std::islower(static_cast<unsigned char>(c)) &&
        candidates.find(c) == std::string::npos)
      candidates += c;
  auto reads = [this](const std::string& text) {
    try {
      read(text);
      return true;
    } catch (const Error&) {
      return false;
    }
  };
  std::string alone;
  for (char c : candidates)
    if (reads(std::string(1, c))) alone += c;
  std::string cells;
  for (char c : candidates) {
    bool taken = alone.find(c) != std::string::npos;
    for (std::size_t i = 0; i < alone.size() && !taken; ++i)
      taken = reads({c, alone[i]}) || reads({alone[i], c});
    if (taken) cells += c;
  }
  return cells;
}

}  // namespace cgt::lang
