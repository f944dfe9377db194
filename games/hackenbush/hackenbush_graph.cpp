#include "games/hackenbush/hackenbush_graph.hpp"

#include <algorithm>
#include <array>
#include <functional>

namespace cgt::games {

std::vector<bool> grounded_edges(const HackenbushGraph& g) {
  std::array<bool, 256> reached{};
  reached[0] = true;
  for (bool grew = true; grew;) {  // few passes: Hackenbush graphs are small
    grew = false;
    for (const HackenbushEdge& e : g)
      if (reached[e.u] != reached[e.v]) reached[e.u] = reached[e.v] = grew = true;
  }
  std::vector<bool> out(g.size());
  for (std::size_t i = 0; i < g.size(); ++i) out[i] = reached[g[i].u];
  return out;
}

HackenbushGraph grounded(const HackenbushGraph& g) {
  std::vector<bool> keep = grounded_edges(g);
  std::array<std::uint8_t, 256> label;
  label.fill(0xff);
  label[0] = 0;
  std::uint8_t next = 1;
  HackenbushGraph out;
  out.reserve(g.size());
  for (std::size_t i = 0; i < g.size(); ++i) {
    if (!keep[i]) continue;
    const HackenbushEdge& e = g[i];
    auto [low, high] = std::minmax(e.u, e.v);
    if (label[low] == 0xff) label[low] = next++;
    if (label[high] == 0xff) label[high] = next++;
    auto [a, b] = std::minmax(label[low], label[high]);
    out.push_back({a, b, e.colour});
  }
  return out;
}

std::vector<HackenbushGraph> ground_components(const HackenbushGraph& g) {
  // Union-find over the vertices other than the ground.
  std::array<std::uint8_t, 256> parent;
  for (std::size_t i = 0; i < parent.size(); ++i) parent[i] = static_cast<std::uint8_t>(i);
  std::function<std::uint8_t(std::uint8_t)> find = [&](std::uint8_t x) -> std::uint8_t {
    return parent[x] == x ? x : parent[x] = find(parent[x]);
  };
  for (const HackenbushEdge& e : g)
    if (e.u != 0 && e.v != 0) parent[find(e.u)] = find(e.v);
  std::vector<HackenbushGraph> parts;
  std::array<int, 256> part_of;
  part_of.fill(-1);
  for (const HackenbushEdge& e : g) {
    if (e.u == 0 && e.v == 0) {  // a loop at the ground is a part by itself
      parts.push_back({e});
      continue;
    }
    std::uint8_t root = find(e.u != 0 ? e.u : e.v);
    if (part_of[root] < 0) {
      part_of[root] = static_cast<int>(parts.size());
      parts.emplace_back();
    }
    parts[static_cast<std::size_t>(part_of[root])].push_back(e);
  }
  for (HackenbushGraph& part : parts) part = grounded(part);
  return parts;
}

std::optional<RootedTree> rooted_tree(const HackenbushGraph& g) {
  std::size_t vertices = 1;
  for (const HackenbushEdge& e : g) vertices = std::max<std::size_t>(vertices, e.v + 1u);
  // Connected (grounded) with one edge fewer than vertices: a tree, without loops.
  if (g.size() + 1 != vertices) return std::nullopt;
  std::vector<std::vector<RootedTree::Child>> adjacent(vertices);
  for (const HackenbushEdge& e : g) {
    adjacent[e.u].push_back({e.v, e.colour});
    adjacent[e.v].push_back({e.u, e.colour});
  }
  RootedTree tree;
  tree.children.resize(vertices);
  std::vector<bool> seen(vertices);
  std::vector<std::uint8_t> stack{0};
  seen[0] = true;
  while (!stack.empty()) {
    std::uint8_t v = stack.back();
    stack.pop_back();
    for (RootedTree::Child c : adjacent[v])
      if (!seen[c.vertex]) {
        seen[c.vertex] = true;
        tree.children[v].push_back(c);
        stack.push_back(c.vertex);
      }
  }
  return tree;
}

HackenbushGraph canonical_order(const HackenbushGraph& g) {
  std::optional<RootedTree> tree = rooted_tree(g);
  if (!tree) return g;
  // A subtree's code: its edges' colours with brackets, children in sorted code order.
  std::vector<std::vector<std::pair<std::string, std::uint8_t>>> sorted(tree->children.size());
  std::function<std::string(std::uint8_t)> code = [&](std::uint8_t v) {
    for (RootedTree::Child c : tree->children[v])
      sorted[v].emplace_back(c.colour + code(c.vertex) + ")", c.vertex);
    std::sort(sorted[v].begin(), sorted[v].end());
    std::string out = "(";
    for (const auto& child : sorted[v]) out += child.first;
    return out;
  };
  code(0);
  // Edges in preorder of the sorted tree: new labels are assigned in that order.
  HackenbushGraph out;
  std::uint8_t next = 1;
  std::function<void(std::uint8_t, std::uint8_t)> emit = [&](std::uint8_t v, std::uint8_t label) {
    for (const auto& [child_code, child] : sorted[v]) {
      std::uint8_t child_label = next++;
      out.push_back({label, child_label, child_code[0]});
      emit(child, child_label);
    }
  };
  emit(0, 0);
  return out;
}

std::optional<std::string> stalk_colours(const HackenbushGraph& g) {
  std::optional<RootedTree> tree = rooted_tree(g);
  if (!tree) return std::nullopt;
  std::string colours;
  for (std::uint8_t v = 0; !tree->children[v].empty();) {
    if (tree->children[v].size() > 1) return std::nullopt;
    colours += tree->children[v].front().colour;
    v = tree->children[v].front().vertex;
  }
  return colours;
}

}  // namespace cgt::games
