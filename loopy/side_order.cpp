#include "loopy/side_order.hpp"

#include "cgt/interrupt.hpp"
#include "loopy/order.hpp"

namespace cgt::loopy {
namespace {

constexpr std::uint8_t kRightToMove = 1, kCounted = 2;

}  // namespace

SideSolver::Status SideSolver::decided_at_sight(const Key& key) const {
  if (!(key.mover_and_flag & kRightToMove)) return kUnknown;
  Ref g = Ref::from_bits(key.g), h = Ref::from_bits(key.h);
  if (g == h) return kLeftWins;  // Left copies Right's moves
  // Between stoppers every infinite play moves in both components: the survival order.
  if (!g.is_local() && !h.is_local())
    return loopy::leq(g.stopper(), h.stopper()) ? kLeftWins : kRightWins;
  return kUnknown;
}

bool SideSolver::leq(Ref g, Ref h) {
  std::uint32_t first_new = states_.size();
  std::uint32_t root = states_.state(Key{g.bits(), h.bits(), kRightToMove},
                                     [&](const Key& k) { return decided_at_sight(k); });
  if (root >= first_new && states_[root].status == kUnknown) {
    explore(root);
    solve(first_new);
  }
  return states_[root].status == kLeftWins;
}

void SideSolver::explore(std::uint32_t root) {
  std::uint32_t first_new = root;  // leq has just made it, the newest state
  auto expand = [&](const Key& key, auto&& add) {
    Player mover = key.mover_and_flag & kRightToMove ? Player::kRight : Player::kLeft;
    std::uint8_t next_mover = mover == Player::kLeft ? kRightToMove : 0;
    // The mover plays in h, or in -g (g's options for the other player). In the onside order
    // the moves in h count, in the offside order those in -g.
    std::uint8_t in_h = next_mover | (side_ == SideKind::kOnside ? kCounted : 0);
    std::uint8_t in_g = next_mover | (side_ == SideKind::kOffside ? kCounted : 0);
    scratch_.clear();
    append_options(graph_, Ref::from_bits(key.h), mover, scratch_);
    std::size_t h_moves = scratch_.size();
    append_options(graph_, Ref::from_bits(key.g), opponent(mover), scratch_);
    for (std::size_t i = 0; i < scratch_.size(); ++i)
      add(i < h_moves ? Key{key.g, scratch_[i].bits(), in_h} : Key{scratch_[i].bits(), key.h, in_g});
  };
  states_.explore(root, kUnknown, expand, [&](const Key& k) { return decided_at_sight(k); });
  // A mover who cannot move loses.
  for (std::uint32_t s = first_new; s < states_.size(); ++s)
    if (states_[s].status == kUnknown && states_.successors(s).empty())
      states_[s].status = states_[s].key.mover_and_flag & kRightToMove ? kLeftWins : kRightWins;
}

// The classical algorithm for Büchi games, on the new states: Right's region grows by the
// attractor of the states from which Left cannot force a counted move, until there are none.
void SideSolver::solve(std::uint32_t first_new) {
  std::uint32_t n = states_.size() - first_new;
  auto local = [&](std::uint32_t s) { return s - first_new; };
  Graph::Predecessors preds = states_.predecessors(first_new);
  auto right_to_move = [&](std::uint32_t s) {
    return (states_[s].key.mover_and_flag & kRightToMove) != 0;
  };
  // alive: undecided and not yet won by Right.
  std::vector<char> alive(n, 0), in_set(n, 0);
  std::vector<std::uint32_t> counter(n), queue;
  for (std::uint32_t s = first_new; s < states_.size(); ++s)
    alive[local(s)] = states_[s].status == kUnknown;
  auto decided = [&](std::uint32_t t, Status status) {
    return (t < first_new || !alive[local(t)]) && states_[t].status == status;
  };
  // The attractor of the states already in in_set for `player`, among the alive states: where
  // `player` is to move one successor in it (or decided for him) suffices, otherwise all must be.
  auto attract = [&](Player player) {
    Status own = player == Player::kLeft ? kLeftWins : kRightWins;
    auto owner_moves = [&](std::uint32_t s) { return right_to_move(s) == (player == Player::kRight); };
    queue.clear();
    auto join = [&](std::uint32_t s) {
      in_set[local(s)] = 1;
      queue.push_back(s);
    };
    for (std::uint32_t s = first_new; s < states_.size(); ++s) {
      if (!alive[local(s)]) continue;
      if (in_set[local(s)]) {
        queue.push_back(s);
        continue;
      }
      std::uint32_t pending = 0;
      bool reached = false;
      for (std::uint32_t t : states_.successors(s)) {
        if (decided(t, own)) reached = true;
        else ++pending;
      }
      counter[local(s)] = pending;
      if (owner_moves(s) ? reached : pending == 0) join(s);
    }
    for (std::size_t next = 0; next < queue.size(); ++next) {
      std::uint32_t t = queue[next];
      for (std::uint32_t p = preds.begin[local(t)]; p < preds.begin[local(t) + 1]; ++p) {
        std::uint32_t s = preds.list[p];
        if (!alive[local(s)] || in_set[local(s)]) continue;
        if (owner_moves(s) || --counter[local(s)] == 0) join(s);
      }
    }
  };
  while (true) {
    poll_interrupt();
    // A: where Left can force a counted move (or a decided win) without leaving the alive states.
    for (std::uint32_t i = 0; i < n; ++i)
      in_set[i] = alive[i] && (states_[first_new + i].key.mover_and_flag & kCounted);
    attract(Player::kLeft);
    // T: the rest, where Right keeps the counting component still; Right wins its attractor,
    // which also takes the states Right forces into his decided wins. Those must be taken even
    // when T is empty: A holds every counted state whatever its moves, so a state from which
    // Right moves straight to his win (a stopper he wins, a player out of moves) can be in A.
    for (std::uint32_t i = 0; i < n; ++i) in_set[i] = alive[i] && !in_set[i];
    attract(Player::kRight);
    bool any = false;
    for (std::uint32_t i = 0; i < n; ++i)
      if (in_set[i]) {
        any = true;
        alive[i] = 0;
        states_[first_new + i].status = kRightWins;
      }
    if (!any) break;
  }
  for (std::uint32_t i = 0; i < n; ++i)
    if (alive[i]) states_[first_new + i].status = kLeftWins;
}

}  // namespace cgt::loopy
