#include "cgt/notation/dag_json_reader.hpp"

#include <fmt/format.h>

#include <map>
#include <string>
#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/values.hpp"

namespace cgt {

Game game_from_dag_json(const JsonValue& dag, const DagValueReader& read_value) {
  if (dag.at("type").as_string() != "dag")
    throw DomainError("a DAG in JSON must have \"type\": \"dag\"");
  std::map<std::string, Game, std::less<>> named;
  auto option = [&](const std::string& text) {
    if (auto it = named.find(text); it != named.end()) return it->second;
    try {
      return number(Dyadic::parse(text));
    } catch (const Error&) {
      if (read_value) return read_value(text);
      throw DomainError(fmt::format(
          "DAG: the option '{}' is neither an earlier node nor a number (only numbers and "
          "named nodes are read back here)",
          text));
    }
  };
  auto options = [&](const JsonValue& list) {
    std::vector<Game> out;
    for (const JsonValue& o : list.as_array()) out.push_back(option(o.as_string()));
    return out;
  };
  for (const JsonValue& node : dag.at("nodes").as_array()) {
    const std::string& name = node.at("name").as_string();
    if (named.count(name)) throw DomainError(fmt::format("DAG: the node '{}' appears twice", name));
    named.emplace(name, canonicalise(options(node.at("left")), options(node.at("right"))));
  }
  return option(dag.at("root").as_string());
}

}  // namespace cgt
