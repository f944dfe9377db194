#include "loopy/order.hpp"

#include <fmt/format.h>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"

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

std::uint32_t SurvivalSolver::state(const Key& key) {
  auto [it, inserted] = index_.try_emplace(key, static_cast<std::uint32_t>(states_.size()));
  if (!inserted) return it->second;
  if (states_.size() >= solver_limits().max_states)
    throw LimitError(fmt::format(
        "a comparison of loopy games reached its limit of {} positions; raise it with the loopy "
        "limits",
        solver_limits().max_states));
  states_.push_back(State{key, decided_at_sight(key)});
  return it->second;
}

bool SurvivalSolver::leq(Ref g, Ref h) {
  if (g == h) return true;
  if (!g.is_local() && !h.is_local()) {
    Stopper sg = g.stopper(), sh = h.stopper();
    if (sg.is_short() && sh.is_short()) return cgt::leq(sg.game(), sh.game());
    if (auto known = stopper_table().comparisons().find(sg.bits(), sh.bits())) return *known;
  }
  auto first_new = static_cast<std::uint32_t>(states_.size());
  std::uint32_t root = state(Key{g.bits(), h.bits(), Player::kRight});
  if (root >= first_new && states_[root].status == kUnknown) {
    explore(root);
    propagate(first_new);
    remember(first_new);
  }
  return states_[root].status == kLeftSurvives;
}

// Expands every undecided new state reachable from root; successors are stored per state.
void SurvivalSolver::explore(std::uint32_t root) {
  std::vector<std::uint32_t> queue{root};
  for (std::size_t next = 0; next < queue.size(); ++next) {
    if ((next & 0xfff) == 0) poll_interrupt();
    std::uint32_t s = queue[next];
    Key key = states_[s].key;
    Ref g = Ref::from_bits(key.g), h = Ref::from_bits(key.h);
    // In h - g the mover plays in h, or in -g, whose options for the mover are the negatives of
    // g's options for the other player.
    auto begin = static_cast<std::uint32_t>(edges_.size());
    Player next_mover = opponent(key.mover);
    scratch_.clear();
    append_options(graph_, h, key.mover, scratch_);
    std::size_t in_h = scratch_.size();
    append_options(graph_, g, opponent(key.mover), scratch_);
    for (std::size_t i = 0; i < scratch_.size(); ++i) {
      Key succ = i < in_h ? Key{key.g, scratch_[i].bits(), next_mover}
                          : Key{scratch_[i].bits(), key.h, next_mover};
      auto before = states_.size();
      std::uint32_t t = state(succ);
      if (states_.size() > before && states_[t].status == kUnknown) queue.push_back(t);
      edges_.push_back(t);
    }
    states_[s].succ_begin = begin;
    states_[s].succ_end = static_cast<std::uint32_t>(edges_.size());
  }
}

// The attractor of Right's wins among the new states; the rest are Left's survivals.
void SurvivalSolver::propagate(std::uint32_t first_new) {
  auto count = static_cast<std::uint32_t>(states_.size()) - first_new;
  std::vector<std::uint32_t> counter(count, 0), pred_begin(count + 1, 0), preds;
  std::vector<std::uint32_t> queue;
  auto local = [&](std::uint32_t s) { return s - first_new; };
  for (std::uint32_t s = first_new; s < states_.size(); ++s)
    for (std::uint32_t e = states_[s].succ_begin; e < states_[s].succ_end; ++e)
      if (edges_[e] >= first_new) ++pred_begin[local(edges_[e]) + 1];
  for (std::uint32_t i = 0; i < count; ++i) pred_begin[i + 1] += pred_begin[i];
  preds.resize(pred_begin[count]);
  std::vector<std::uint32_t> fill(pred_begin.begin(), pred_begin.end() - 1);
  for (std::uint32_t s = first_new; s < states_.size(); ++s)
    for (std::uint32_t e = states_[s].succ_begin; e < states_[s].succ_end; ++e)
      if (edges_[e] >= first_new) preds[fill[local(edges_[e])]++] = s;

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
    for (std::uint32_t e = states_[s].succ_begin; e < states_[s].succ_end; ++e)
      if (edges_[e] < first_new && states_[edges_[e]].status == kRightWins) hit(s);
  }
  for (std::size_t next = 0; next < queue.size(); ++next) {
    std::uint32_t t = queue[next];
    for (std::uint32_t p = pred_begin[local(t)]; p < pred_begin[local(t) + 1]; ++p) hit(preds[p]);
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
