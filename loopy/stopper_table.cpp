#include "loopy/stopper_table.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/hash_mix.hpp"

namespace cgt::loopy {
namespace {


}  // namespace

StopperTable::StopperTable() {
  game_generation_ = game_table().generation();
  game_resets_ = game_table().resets();
}

void StopperTable::sync() {
  const GameTable& t = game_table();
  if (t.resets() != game_resets_) {
    reset();
  } else if (t.generation() != game_generation_) {
    comparisons_.clear();
  }
  game_generation_ = t.generation();
  game_resets_ = t.resets();
}

void StopperTable::mark_games(GameMarker& marker) const {
  for (Stopper s : pool_)
    if (s.is_short()) marker.mark(s.game());
  for (const Node& n : nodes_) {
    Stopper negative = Stopper::from_bits(n.negative);
    if (n.negative != 0xffffffffu && negative.is_short()) marker.mark(negative.game());
  }
}

std::span<const Stopper> StopperTable::left(std::uint32_t node) const {
  const Node& n = nodes_[node];
  return {pool_.data() + n.options, n.left_count};
}

std::span<const Stopper> StopperTable::right(std::uint32_t node) const {
  const Node& n = nodes_[node];
  return {pool_.data() + n.options + n.left_count, n.right_count};
}

std::uint64_t StopperTable::node_hash(std::span<const Stopper> left,
                                      std::span<const Stopper> right) const {
  std::uint64_t h = hash_combine(left.size(), right.size());
  for (Stopper s : left) h = hash_combine(h, s.bits());
  for (Stopper s : right) h = hash_combine(h, s.bits());
  return h;
}

std::uint64_t StopperTable::component_hash(const Component& c) const {
  std::uint64_t h = c.size();
  for (const ComponentNode& n : c) {
    h = hash_combine(h, std::uint64_t{n.left.size()} << 32 | n.right.size());  // size_t is 32 bits in wasm
    for (ComponentRef r : n.left) h = hash_combine(h, r.bits());
    for (ComponentRef r : n.right) h = hash_combine(h, r.bits());
  }
  return h;
}

Component StopperTable::stored_component(std::uint32_t first) const {
  Component c(nodes_[first].component_size);
  auto ref_of = [&](Stopper s) {
    if (s.is_loopy() && s.node() >= first && s.node() < first + c.size())
      return ComponentRef::internal(s.node() - first);
    return ComponentRef::external(s);
  };
  for (std::size_t i = 0; i < c.size(); ++i) {
    auto node = static_cast<std::uint32_t>(first + i);
    for (Stopper s : left(node)) c[i].left.push_back(ref_of(s));
    for (Stopper s : right(node)) c[i].right.push_back(ref_of(s));
    // Stored lists are sorted by handle, encodings by reference.
    std::sort(c[i].left.begin(), c[i].left.end());
    std::sort(c[i].right.begin(), c[i].right.end());
  }
  return c;
}

bool StopperTable::component_equals(std::uint32_t first, const Component& c) const {
  return nodes_[first].component_size == c.size() && stored_component(first) == c;
}

std::optional<std::uint32_t> StopperTable::find_component(const Component& c) const {
  std::uint32_t first = component_index_.find(
      component_hash(c), [&](std::uint32_t id) { return component_equals(id, c); });
  if (first == kNoId) return std::nullopt;
  return first;
}

std::optional<std::uint32_t> StopperTable::find_node(std::span<const Stopper> left,
                                                     std::span<const Stopper> right) const {
  std::uint32_t id = node_index_.find(node_hash(left, right), [&](std::uint32_t id) {
    auto l = this->left(id), r = this->right(id);
    return std::equal(l.begin(), l.end(), left.begin(), left.end()) &&
           std::equal(r.begin(), r.end(), right.begin(), right.end());
  });
  if (id == kNoId) return std::nullopt;
  return id;
}

std::span<const std::uint32_t> StopperTable::parents(Stopper s) const {
  auto it = parents_.find(s.bits());
  if (it == parents_.end()) return {};
  return it->second;
}

std::uint32_t StopperTable::add_component(const Component& c,
                                          std::span<const std::uint64_t> shapes) {
  if (nodes_.size() + c.size() > max_nodes_ ||
      nodes_.size() + c.size() >= Stopper::kLoopyBit)
    throw LimitError(fmt::format("the stopper table is full ({} loopy nodes); raise its limit",
                                 nodes_.size()));
  auto first = static_cast<std::uint32_t>(nodes_.size());
  for (std::size_t i = 0; i < c.size(); ++i) {
    Node n;
    n.options = static_cast<std::uint32_t>(pool_.size());
    n.component = first;
    n.shape = shapes[i];
    auto absolute = [&](ComponentRef r) {
      return r.is_internal() ? Stopper::node(first + r.index()) : r.stopper();
    };
    std::vector<Stopper> left, right;
    for (ComponentRef r : c[i].left) left.push_back(absolute(r));
    for (ComponentRef r : c[i].right) right.push_back(absolute(r));
    std::sort(left.begin(), left.end());
    std::sort(right.begin(), right.end());
    n.left_count = static_cast<std::uint32_t>(left.size());
    n.right_count = static_cast<std::uint32_t>(right.size());
    pool_.insert(pool_.end(), left.begin(), left.end());
    pool_.insert(pool_.end(), right.begin(), right.end());
    nodes_.push_back(n);
  }
  nodes_[first].component_size = static_cast<std::uint32_t>(c.size());
  ++components_;
  for (std::size_t i = 0; i < c.size(); ++i) {
    auto id = static_cast<std::uint32_t>(first + i);
    node_index_.insert(node_hash(left(id), right(id)), id,
                       [&](std::uint32_t stored) { return node_hash(left(stored), right(stored)); });
    std::vector<Stopper> seen;
    for (auto list : {left(id), right(id)})
      for (Stopper s : list)
        if (std::find(seen.begin(), seen.end(), s) == seen.end()) {
          seen.push_back(s);
          parents_[s.bits()].push_back(id);
        }
  }
  component_index_.insert(component_hash(c), first, [&](std::uint32_t stored) {
    return component_hash(stored_component(stored));
  });
  return first;
}

std::optional<Stopper> StopperTable::cached_negative(std::uint32_t node) const {
  if (nodes_[node].negative == 0xffffffffu) return std::nullopt;
  return Stopper::from_bits(nodes_[node].negative);
}

void StopperTable::set_negative(std::uint32_t node, Stopper negative) {
  nodes_[node].negative = negative.bits();
}

StopperTableStats StopperTable::stats() const {
  StopperTableStats s;
  s.nodes = nodes_.size();
  s.components = components_;
  s.option_slots = pool_.size();
  s.bytes = nodes_.capacity() * sizeof(Node) + pool_.capacity() * sizeof(Stopper) +
            node_index_.bytes() + component_index_.bytes() + comparisons_.bytes() +
            parents_.size() * 48 + pool_.size() * sizeof(std::uint32_t);
  s.comparisons = comparisons_.stats();
  return s;
}

void StopperTable::reset() {
  nodes_.clear();
  pool_.clear();
  node_index_ = IdHashSet();
  component_index_ = IdHashSet();
  parents_.clear();
  comparisons_.clear();
  components_ = 0;
}

StopperTable& stopper_table() {
  static StopperTable table;
  table.sync();
  return table;
}

}  // namespace cgt::loopy
