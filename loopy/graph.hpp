// LoopyGraph: a finite loopy game given explicitly, as a graph whose vertices have Left and Right
// edges, one vertex being the start. A vertex may instead stand for a known canonical stopper (a
// leaf): that is how short games and earlier values hang from a graph. Graphs are what the parser,
// sums and rulesets produce; values come from them (value.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "loopy/local_graph.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

class LoopyGraph {
 public:
  // A vertex with no edges yet; its edges are added with add_edge.
  std::uint32_t add_vertex();
  // A vertex standing for the stopper s (it takes no edges).
  std::uint32_t add_leaf(Stopper s);
  void add_edge(std::uint32_t from, Player who, std::uint32_t to);
  void set_root(std::uint32_t v) { root_ = v; }

  std::uint32_t size() const { return static_cast<std::uint32_t>(vertices_.size()); }
  std::uint32_t root() const { return root_; }
  bool is_leaf(std::uint32_t v) const { return vertices_[v].leaf.has_value(); }
  Stopper leaf(std::uint32_t v) const { return *vertices_[v].leaf; }
  std::span<const std::uint32_t> options(std::uint32_t v, Player who) const {
    return who == Player::kLeft ? vertices_[v].left : vertices_[v].right;
  }

  // Adds a copy of `other`'s vertices; returns where its root went.
  std::uint32_t append(const LoopyGraph& other);

  // The graph with Left and Right exchanged (leaves negated): the negative game.
  LoopyGraph negative() const;

 private:
  struct Vertex {
    std::vector<std::uint32_t> left, right;
    std::optional<Stopper> leaf;
  };
  std::vector<Vertex> vertices_;
  std::uint32_t root_ = 0;
};

// Whether no infinite alternating sequence of moves starts at any position reachable from the
// root: the graph is a stopper. Leaves are stoppers.
bool is_stopper(const LoopyGraph& g);

// Whether some cycle is reachable from the root (leaves that are loopy count).
bool is_loopy(const LoopyGraph& g);

// The strongly connected components of the vertices reachable from the root, in reverse
// topological order (a component's successors come before it). Leaves are components of one.
std::vector<std::vector<std::uint32_t>> components_bottom_up(const LoopyGraph& g);

}  // namespace cgt::loopy
