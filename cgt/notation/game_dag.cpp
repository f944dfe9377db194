#include "cgt/notation/game_dag.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "cgt/followers.hpp"
#include "cgt/notation/printer.hpp"

namespace cgt {
namespace {

std::string dot_quote(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

}  // namespace

std::string game_dag_dot(Game g, std::size_t max_nodes) {
  std::vector<Game> nodes = followers(g);
  if (nodes.size() > max_nodes)
    throw LimitError(fmt::format("the canonical form has {} followers; tree() draws at most {}",
                                 nodes.size(), max_nodes));
  GameTable& t = game_table();
  std::string s = "digraph game {\n  node [shape=box, fontname=\"sans-serif\"];\n";
  for (Game k : nodes) s += fmt::format("  n{} [label={}];\n", k.id, dot_quote(to_string(k)));
  for (Game k : nodes) {
    for (Game o : std::vector<Game>(t.left_options(k).begin(), t.left_options(k).end()))
      s += fmt::format("  n{} -> n{} [color=\"#1f5fbf\"];\n", k.id, o.id);
    for (Game o : std::vector<Game>(t.right_options(k).begin(), t.right_options(k).end()))
      s += fmt::format("  n{} -> n{} [color=\"#c0392b\", style=dashed];\n", k.id, o.id);
  }
  return s + "}\n";
}

}  // namespace cgt
