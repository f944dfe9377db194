#include "cgt/game_roots.hpp"

#include <mutex>
#include <set>

#include "cgt/memory_budget.hpp"

namespace cgt {
namespace {

struct Roots {
  std::recursive_mutex mutex;
  std::set<const GameRoots*> holders;
  std::size_t kept = 0;  // games after the last collection
};

// Never destroyed: holders that are statics themselves withdraw when the process ends, in
// whatever order the statics go.
Roots& roots() {
  static Roots* r = new Roots;
  return *r;
}

bool large() {
  GameTable& t = game_table();
  return 2 * t.size() > t.limits().max_games || 2 * t.bytes() > memory_limits().max_bytes;
}

}  // namespace

GameRoots::GameRoots() {
  std::lock_guard lock(roots().mutex);
  roots().holders.insert(this);
  registered_ = true;
}

GameRoots::~GameRoots() { withdraw(); }

void GameRoots::withdraw() {
  if (!registered_) return;
  std::lock_guard lock(roots().mutex);
  roots().holders.erase(this);
  registered_ = false;
}

std::size_t collect_games() {
  std::lock_guard lock(roots().mutex);
  std::size_t freed = game_table().collect([](GameMarker& marker) {
    for (const GameRoots* holder : roots().holders) holder->mark_games(marker);
  });
  roots().kept = game_table().size();
  return freed;
}

std::size_t collect_games_if_large() {
  std::lock_guard lock(roots().mutex);
  if (!large() || 2 * game_table().size() < 3 * roots().kept) return 0;
  std::size_t freed = collect_games();
  if (large()) {
    drop_less_useful_half();
    freed += collect_games();
  }
  return freed;
}

}  // namespace cgt
