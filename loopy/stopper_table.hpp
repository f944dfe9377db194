// The stopper table: the unique table of the canonical stoppers whose simplest forms have cycles
// (a stopper with a loopfree simplest form is a short game, kept in the game table). A node's
// options are handles (stopper.hpp): short games or other nodes.
//
// Nodes are added one strongly connected component at a time, in the component's canonical order
// (component.hpp), so that a component can be found again by its encoding; every node can also be
// found by its option lists. Invariant: no two nodes are equal as games, and every node is in
// simplest form (no dominated or reversible options). component.cpp keeps it: it adds a component
// only after looking for an equal one.
//
// The table also caches comparisons of stoppers (order.cpp) and negatives. It follows the game
// table's lifetime: when the game table is reset (its handles die), this table forgets every node.
// A collection of the game table (game_roots.hpp) keeps the short games the nodes hold (the table
// marks them), so the nodes stay; only the comparisons, whose keys may name collected games, go.
//
// Global state: stopper_table() is the one table of the process, like game_table().
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

#include "cgt/computed_table.hpp"
#include "cgt/game_roots.hpp"
#include "cgt/id_hash_set.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

// An option inside a component being interned: another node of the component (by its position in
// the canonical order) or a stopper outside it.
class ComponentRef {
 public:
  static ComponentRef internal(std::uint32_t index) { return ComponentRef(kInternal | index); }
  static ComponentRef external(Stopper s) { return ComponentRef(s.bits()); }
  bool is_internal() const { return bits_ >= kInternal; }
  std::uint32_t index() const { return static_cast<std::uint32_t>(bits_ - kInternal); }
  Stopper stopper() const { return Stopper::from_bits(static_cast<std::uint32_t>(bits_)); }
  std::uint64_t bits() const { return bits_; }
  friend bool operator==(ComponentRef a, ComponentRef b) { return a.bits_ == b.bits_; }
  friend bool operator<(ComponentRef a, ComponentRef b) { return a.bits_ < b.bits_; }

 private:
  static constexpr std::uint64_t kInternal = std::uint64_t{1} << 32;
  explicit ComponentRef(std::uint64_t bits) : bits_(bits) {}
  std::uint64_t bits_;
};

struct ComponentNode {
  std::vector<ComponentRef> left, right;  // each sorted, without repeats
  friend bool operator==(const ComponentNode&, const ComponentNode&) = default;
};
// Nodes in canonical order; node 0 is where the encoding starts.
using Component = std::vector<ComponentNode>;

struct StopperTableStats {
  std::size_t nodes = 0, components = 0, option_slots = 0;
  std::size_t bytes = 0;
  CacheStats comparisons;
};

class StopperTable : public GameRoots {
 public:
  StopperTable();
  ~StopperTable() override { withdraw(); }
  StopperTable(const StopperTable&) = delete;
  StopperTable& operator=(const StopperTable&) = delete;

  // Forgets every node when the game table was reset since the last call (its handles died),
  // and the comparisons when it was collected.
  void sync();
  // Marks the short games among the nodes' options and negatives.
  void mark_games(GameMarker& marker) const override;

  // Options of a node, sorted by handle. Valid until the next node is added.
  std::span<const Stopper> left(std::uint32_t node) const;
  std::span<const Stopper> right(std::uint32_t node) const;
  std::uint32_t component_first(std::uint32_t node) const { return nodes_[node].component; }
  std::uint32_t component_size(std::uint32_t node) const {
    return nodes_[nodes_[node].component].component_size;
  }
  // An isomorphism-invariant hash of the node's graph: equal for equal values in any session (the
  // printer orders options by it).
  std::uint64_t shape(std::uint32_t node) const { return nodes_[node].shape; }

  // The first node of a stored component with this encoding, if any.
  std::optional<std::uint32_t> find_component(const Component& c) const;
  // A node with exactly these option lists (sorted by handle), if any.
  std::optional<std::uint32_t> find_node(std::span<const Stopper> left,
                                         std::span<const Stopper> right) const;
  // The nodes with `s` among their options.
  std::span<const std::uint32_t> parents(Stopper s) const;
  // Adds a component known to be absent (see the invariant above) and returns its first node;
  // `shapes` gives each node's shape. Throws LimitError when the table is full.
  std::uint32_t add_component(const Component& c, std::span<const std::uint64_t> shapes);

  std::optional<Stopper> cached_negative(std::uint32_t node) const;
  void set_negative(std::uint32_t node, Stopper negative);

  // Comparisons of stoppers (order.cpp): key (g, h) -> 1 when g <= h, else 0.
  ComputedTable<std::uint32_t>& comparisons() { return comparisons_; }

  std::size_t size() const { return nodes_.size(); }
  std::size_t max_nodes() const { return max_nodes_; }
  void set_max_nodes(std::size_t n) { max_nodes_ = n; }
  StopperTableStats stats() const;
  void reset();

 private:
  struct Node {
    std::uint32_t options = 0;  // index into pool_: Left options, then Right options
    std::uint32_t left_count = 0, right_count = 0;
    std::uint32_t component = 0;       // the component's first node
    std::uint32_t component_size = 0;  // set on the first node only
    std::uint32_t negative = 0xffffffffu;
    std::uint64_t shape = 0;
  };

  std::uint64_t node_hash(std::span<const Stopper> left, std::span<const Stopper> right) const;
  std::uint64_t component_hash(const Component& c) const;
  Component stored_component(std::uint32_t first) const;
  bool component_equals(std::uint32_t first, const Component& c) const;

  std::vector<Node> nodes_;
  std::vector<Stopper> pool_;
  IdHashSet node_index_, component_index_;
  std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> parents_;
  ComputedTable<std::uint32_t> comparisons_;
  std::size_t components_ = 0;
  std::size_t max_nodes_ = 20'000'000;
  std::uint64_t game_generation_ = 0, game_resets_ = 0;
};

// The one stopper table of the process, synchronised with the game table on each call.
StopperTable& stopper_table();

}  // namespace cgt::loopy
