// The graphs of Hackenbush positions: edges between numbered vertices, vertex 0 being the
// ground (all ground points are one vertex). Invariants of a grounded graph (what grounded()
// returns): every edge is connected to the ground; the vertices are 0, 1, 2, ... numbered in
// order of first appearance along the edge list (each edge's smaller end first); every edge is
// stored smaller end first. So a graph depends only on which edges it keeps and their order,
// and positions reached by cutting the same edges in different orders are equal.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cgt::games {

struct HackenbushEdge {
  std::uint8_t u, v;
  char colour;  // 'L' (blue, Left's), 'R' (red, Right's), 'G' (green, both players')
  friend bool operator==(const HackenbushEdge&, const HackenbushEdge&) = default;
};

using HackenbushGraph = std::vector<HackenbushEdge>;

// At most this many edges, so at most 201 vertices of a grounded graph fit in a byte.
inline constexpr std::size_t kMaxHackenbushEdges = 200;

// Which edges of g are connected to the ground (by index).
std::vector<bool> grounded_edges(const HackenbushGraph& g);

// The edges of g still connected to the ground, relabelled as the invariants say.
HackenbushGraph grounded(const HackenbushGraph& g);

// The parts of a grounded graph that meet only at the ground (a disjunctive sum), each
// grounded, in order of their first edges.
std::vector<HackenbushGraph> ground_components(const HackenbushGraph& g);

// The children of each vertex, when the grounded graph g is a tree rooted at the ground.
struct RootedTree {
  struct Child {
    std::uint8_t vertex;
    char colour;  // of the edge to the child
  };
  std::vector<std::vector<Child>> children;  // indexed by vertex
};
std::optional<RootedTree> rooted_tree(const HackenbushGraph& g);

// A tree with its children ordered by their canonical codes: isomorphic trees (same colours)
// give the same graph. Other graphs are returned unchanged.
HackenbushGraph canonical_order(const HackenbushGraph& g);

// The colours from the ground up when the grounded graph g is one stalk (a path from the
// ground), "" for no edges.
std::optional<std::string> stalk_colours(const HackenbushGraph& g);

}  // namespace cgt::games
