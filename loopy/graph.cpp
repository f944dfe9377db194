#include "loopy/graph.hpp"

#include "cgt/interrupt.hpp"
#include "loopy/arithmetic.hpp"
#include "loopy/strongly_connected.hpp"

namespace cgt::loopy {

std::uint32_t LoopyGraph::add_vertex() {
  vertices_.emplace_back();
  return size() - 1;
}

std::uint32_t LoopyGraph::add_leaf(Stopper s) {
  vertices_.emplace_back();
  vertices_.back().leaf = s;
  return size() - 1;
}

void LoopyGraph::add_edge(std::uint32_t from, Player who, std::uint32_t to) {
  auto& list = who == Player::kLeft ? vertices_[from].left : vertices_[from].right;
  list.push_back(to);
}

std::vector<std::vector<std::uint32_t>> components_bottom_up(const LoopyGraph& g) {
  std::uint32_t root = g.root();
  return strongly_connected_components(g.size(), {&root, 1}, [&](std::uint32_t v, auto&& visit) {
    for (Player p : {Player::kLeft, Player::kRight})
      for (std::uint32_t w : g.options(v, p)) visit(w);
  });
}

bool is_stopper(const LoopyGraph& g) {
  // The states (vertex, player to move) with an edge for each move; an alternating sequence is a
  // path here. It may start at any position reachable from the root, with either player.
  std::vector<std::uint32_t> roots;
  for (const auto& component : components_bottom_up(g))
    for (std::uint32_t v : component) {
      roots.push_back(2 * v);
      roots.push_back(2 * v + 1);
    }
  auto components = strongly_connected_components(
      2 * g.size(), roots, [&](std::uint32_t s, auto&& visit) {
        std::uint32_t v = s / 2;
        Player mover = s % 2 ? Player::kRight : Player::kLeft;
        for (std::uint32_t w : g.options(v, mover)) visit(2 * w + (mover == Player::kLeft));
      });
  for (const auto& c : components)
    if (c.size() > 1) return false;  // a move always changes the player to move: no self-loops
  return true;
}

bool is_loopy(const LoopyGraph& g) {
  for (const auto& c : components_bottom_up(g)) {
    std::uint32_t v = c[0];
    if (c.size() > 1 || (g.is_leaf(v) && g.leaf(v).is_loopy())) return true;
    for (Player p : {Player::kLeft, Player::kRight})
      for (std::uint32_t w : g.options(v, p))
        if (w == v) return true;
  }
  return false;
}

std::uint32_t LoopyGraph::append(const LoopyGraph& other) {
  std::uint32_t base = size();
  for (const Vertex& v : other.vertices_) {
    Vertex copy = v;
    for (auto* list : {&copy.left, &copy.right})
      for (std::uint32_t& w : *list) w += base;
    vertices_.push_back(std::move(copy));
  }
  return base + other.root_;
}

LoopyGraph LoopyGraph::negative() const {
  LoopyGraph n;
  n.vertices_.reserve(vertices_.size());
  for (const Vertex& v : vertices_) {
    std::optional<Stopper> leaf;
    if (v.leaf) leaf = loopy::negate(*v.leaf);
    n.vertices_.push_back(Vertex{v.right, v.left, leaf});
  }
  n.root_ = root_;
  return n;
}

}  // namespace cgt::loopy
