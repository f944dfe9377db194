// Collecting the game table (GameTable::collect): mark and sweep, as BDD packages collect
// their unique tables (CUDD, Sylvan). Marking starts from the roots the caller marks and
// follows materialised options (a lazily materialised number keeps the options it stored);
// sweeping frees the rest. Ids are not moved: a freed id goes to a free list that new_node()
// takes from first, so the handles marked stay valid and equal values keep equal handles.
//
// What a sweep must not leave behind is any trace of a freed id: the indices that find a node
// by its value are rebuilt from the live nodes, a live node's cached negative is forgotten when
// that negative was freed, a freed number leaves number_node_, the operation caches (keyed and
// valued by ids) are emptied, and the option pool is rebuilt with the live nodes' options only
// (its chunks are append-only, so freed options would otherwise stay).
#include <algorithm>

#include "cgt/game_table.hpp"

namespace cgt {

std::size_t GameTable::collect(const std::function<void(GameMarker&)>& mark_roots) {
  GameMarker marker;
  marker.marked_.assign(nodes_.size(), false);
  marker.mark(zero());
  mark_roots(marker);
  while (!marker.pending_.empty()) {  // an explicit stack: games may be very deep
    const Node& n = nodes_[marker.pending_.back()];
    marker.pending_.pop_back();
    if (!n.materialised) continue;
    for (std::uint32_t i = 0; i < n.left_count + n.right_count; ++i) marker.mark(n.options[i]);
  }

  // Allocations first (the new pool and indices): when one fails, the table is as it was.
  std::vector<std::unique_ptr<Game[]>> pool;
  std::size_t used = 0, capacity = 0, slots = 0;
  std::vector<const Game*> moved(nodes_.size(), nullptr);
  for (std::uint32_t id = 0; id < nodes_.size(); ++id) {
    const Node& n = nodes_[id];
    std::size_t count = n.left_count + n.right_count;
    if (n.free || !marker.marked_[id] || !n.materialised || count == 0) continue;
    if (used + count > capacity) {
      capacity = std::max<std::size_t>(std::size_t{1} << 16, count);
      pool.push_back(std::make_unique<Game[]>(capacity));
      used = 0;
    }
    Game* out = pool.back().get() + used;
    std::copy(n.options, n.options + count, out);
    moved[id] = out;
    used += count;
    slots += count;
  }
  IdHashSet up_stars, generals;
  std::size_t dead = 0;
  for (std::uint32_t id = 0; id < nodes_.size(); ++id) {
    const Node& n = nodes_[id];
    if (n.free) continue;
    if (!marker.marked_[id]) {
      ++dead;
    } else if (n.kind != Kind::kNumber) {
      auto hash_of = [&](std::uint32_t stored) { return index_hash(stored); };
      (n.kind == Kind::kUpStar ? up_stars : generals).insert(index_hash(id), id, hash_of);
    }
  }
  free_ids_.reserve(free_ids_.size() + dead);

  // Nothing below allocates.
  std::size_t freed = 0;
  for (std::uint32_t id = 0; id < nodes_.size(); ++id) {
    Node& n = nodes_[id];
    if (n.free) continue;
    if (marker.marked_[id]) {
      if (n.materialised) n.options = moved[id];
      if (n.negative != kNoId && !marker.marked_[n.negative]) n.negative = kNoId;
      continue;
    }
    if (n.kind == Kind::kNumber) number_node_[n.left_stop] = kNoId;
    n = Node{};
    n.free = true;
    free_ids_.push_back(id);
    ++freed;
  }
  up_star_index_ = std::move(up_stars);
  general_index_ = std::move(generals);
  chunks_ = std::move(pool);
  chunk_used_ = used;
  chunk_capacity_ = capacity;
  option_slots_ = slots;
  for (auto& c : caches_) c.clear();
  ++generation_;
  return freed;
}

}  // namespace cgt
