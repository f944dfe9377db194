#include "loopy/order.hpp"

#include "cgt/compare.hpp"

namespace cgt::loopy {

SolverLimits& solver_limits() {
  static SolverLimits limits;
  return limits;
}

bool leq(Stopper g, Stopper h) {
  if (g == h) return true;
  if (g.is_short() && h.is_short()) return cgt::leq(g.game(), h.game());
  if (auto known = stopper_table().comparisons().find(g.bits(), h.bits())) return *known != 0;
  SurvivalSolver solver;
  return solver.leq(Ref::stopper(g), Ref::stopper(h));
}

SurvivalSolver::Status SurvivalSolver::decided_at_sight(const Key& k) const {
  Ref g = Ref::from_bits(k.g), h = Ref::from_bits(k.h);
  if (k.mover == Player::kRight && g == h) return kLeftSurvives;  // Left mirrors Right
  if (g.is_local() || h.is_local()) return kUnknown;
  Stopper sg = g.stopper(), sh = h.stopper();
  if (sg.is_short() && sh.is_short()) {
    // Short games: no draws. Left moving second survives h - g iff g <= h; moving first, iff
    // she wins, i.e. unless h <= g.
    bool survives = k.mover == Player::kRight ? cgt::leq(sg.game(), sh.game())
                                              : !cgt::leq(sh.game(), sg.game());
    return survives ? kLeftSurvives : kRightWins;
  }
  if (k.mover == Player::kRight)
    if (auto known = stopper_table().comparisons().find(sg.bits(), sh.bits()))
      return *known ? kLeftSurvives : kRightWins;
  return kUnknown;
}

bool SurvivalSolver::leq(Ref g, Ref h) {
  if (g == h) return true;
  if (!g.is_local() && !h.is_local()) {
    Stopper sg = g.stopper(), sh = h.stopper();
    if (sg.is_short() && sh.is_short()) return cgt::leq(sg.game(), sh.game());
    if (auto known = stopper_table().comparisons().find(sg.bits(), sh.bits())) return *known;
  }
  std::uint32_t first_new = states_.size();
  std::uint32_t root = states_.state(Key{g.bits(), h.bits(), Player::kRight},
                                     [&](const Key& k) { return decided_at_sight(k); });
  if (root >= first_new && states_[root].status == kUnknown) {
    explore(root);
    propagate(first_new);
    remember(first_new);
  }
  return states_[root].status == kLeftSurvives;
}

// Expands every undecided new state reachable from root.
void SurvivalSolver::explore(std::uint32_t root) {
  auto expand = [&](const Key& key, auto&& add) {
    // In h - g the mover plays in h, or in -g, whose options for the mover are the negatives of
    // g's options for the other player.
    Player next_mover = opponent(key.mover);
    scratch_.clear();
    append_options(graph_, Ref::from_bits(key.h), key.mover, scratch_);
    std::size_t in_h = scratch_.size();
    append_options(graph_, Ref::from_bits(key.g), opponent(key.mover), scratch_);
    for (std::size_t i = 0; i < scratch_.size(); ++i)
      add(i < in_h ? Key{key.g, scratch_[i].bits(), next_mover}
                   : Key{scratch_[i].bits(), key.h, next_mover});
  };
  states_.explore(root, kUnknown, expand, [&](const Key& k) { return decided_at_sight(k); });
}

// The attractor of Right's wins among the new states; the rest are Left's survivals.
void SurvivalSolver::propagate(std::uint32_t first_new) {
  std::uint32_t count = states_.size() - first_new;
  std::vector<std::uint32_t> counter(count, 0), queue;
  auto local = [&](std::uint32_t s) { return s - first_new; };
  Graph::Predecessors preds = states_.predecessors(first_new);

  // One successor of s became a win for Right: s is one too when Right moves there, or when it
  // was Left's last move that avoided it.
  auto hit = [&](std::uint32_t s) {
    State& st = states_[s];
    if (st.status != kUnknown) return;
    if (st.key.mover == Player::kRight || --counter[local(s)] == 0) {
      st.status = kRightWins;
      queue.push_back(s);
    }
  };
  for (std::uint32_t s = first_new; s < states_.size(); ++s) {
    State& st = states_[s];
    if (st.status == kRightWins) queue.push_back(s);
    if (st.status != kUnknown) continue;
    counter[local(s)] = st.succ_end - st.succ_begin;
    if (st.key.mover == Player::kLeft && counter[local(s)] == 0) {  // Left cannot move
      st.status = kRightWins;
      queue.push_back(s);
      continue;
    }
  }
  for (std::uint32_t s = first_new; s < states_.size(); ++s) {
    if (states_[s].status != kUnknown) continue;
    for (std::uint32_t t : states_.successors(s))
      if (t < first_new && states_[t].status == kRightWins) hit(s);
  }
  for (std::size_t next = 0; next < queue.size(); ++next) {
    std::uint32_t t = queue[next];
    for (std::uint32_t p = preds.begin[local(t)]; p < preds.begin[local(t) + 1]; ++p)
      hit(preds.list[p]);
  }
  for (std::uint32_t s = first_new; s < states_.size(); ++s)
    if (states_[s].status == kUnknown) states_[s].status = kLeftSurvives;
}

// Stores the new comparisons of two stoppers in the table's cache.
void SurvivalSolver::remember(std::uint32_t first_new) {
  auto& cache = stopper_table().comparisons();
  cache.grow_for(stopper_table().size() + states_.size(), 22);
  for (std::uint32_t s = first_new; s < states_.size(); ++s) {
    const Key& k = states_[s].key;
    Ref g = Ref::from_bits(k.g), h = Ref::from_bits(k.h);
    if (k.mover != Player::kRight || g.is_local() || h.is_local()) continue;
    if (g.stopper().is_short() && h.stopper().is_short()) continue;
    cache.store(g.stopper().bits(), h.stopper().bits(), states_[s].status == kLeftSurvives);
  }
}

}  // namespace cgt::loopy
