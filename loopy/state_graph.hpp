// The positions a comparison of loopy games meets (the position of H - G, the player to move, and
// whatever else the rule of the comparison tracks), each stored once with the indices of its
// successors and a status. The survival order of stoppers (order.hpp) and the orders of sides
// (side_order.hpp) explore their positions with it and solve them by retrograde analysis over the
// predecessors it lists. States are kept across questions: a later one reuses what was decided.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"

namespace cgt::loopy {

// Positions the solvers may hold together before a LimitError (about 40 bytes each).
struct SolverLimits {
  std::size_t max_states = 50'000'000;
};
SolverLimits& solver_limits();

template <class Key, class Hash, class Status>
class StateGraph {
 public:
  struct State {
    Key key;
    Status status;
    std::uint32_t succ_begin = 0, succ_end = 0;
  };
  // The predecessors of the states from `first` on, among themselves: those of state s are
  // list[begin[s - first] .. begin[s - first + 1]).
  struct Predecessors {
    std::vector<std::uint32_t> begin, list;
  };

  // `what` names the comparison in the message of the limit.
  explicit StateGraph(std::string_view what) : what_(what) {}

  std::uint32_t size() const { return static_cast<std::uint32_t>(states_.size()); }
  State& operator[](std::uint32_t s) { return states_[s]; }
  const State& operator[](std::uint32_t s) const { return states_[s]; }
  std::span<const std::uint32_t> successors(std::uint32_t s) const {
    return {edges_.data() + states_[s].succ_begin, edges_.data() + states_[s].succ_end};
  }

  // The index of the state for `key`; a new one gets the status at_sight(key).
  template <class AtSight>
  std::uint32_t state(const Key& key, AtSight&& at_sight) {
    if (2 * (states_.size() + 1) > slots_.size()) grow();
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = Hash{}(key) & mask;; i = (i + 1) & mask) {
      if (slots_[i] == 0) {
        if (states_.size() >= solver_limits().max_states)
          throw LimitError(fmt::format("{} reached its limit of {} positions", what_,
                                       solver_limits().max_states));
        states_.push_back(State{key, at_sight(key)});
        slots_[i] = size();
        return size() - 1;
      }
      if (states_[slots_[i] - 1].key == key) return slots_[i] - 1;
    }
  }

  // Stores the successors of every state reachable from root through new states whose status is
  // `unknown`: expand(key, add) calls add(successor's key) for each move from key.
  template <class Expand, class AtSight>
  void explore(std::uint32_t root, Status unknown, Expand&& expand, AtSight&& at_sight) {
    std::vector<std::uint32_t> queue{root};
    for (std::size_t next = 0; next < queue.size(); ++next) {
      if ((next & 0xfff) == 0) poll_interrupt();
      std::uint32_t s = queue[next];
      auto begin = static_cast<std::uint32_t>(edges_.size());
      Key key = states_[s].key;  // a copy: adding states may move them
      expand(key, [&](const Key& succ) {
        auto before = states_.size();
        std::uint32_t t = state(succ, at_sight);
        if (states_.size() > before && states_[t].status == unknown) queue.push_back(t);
        edges_.push_back(t);
      });
      states_[s].succ_begin = begin;
      states_[s].succ_end = static_cast<std::uint32_t>(edges_.size());
    }
  }

  Predecessors predecessors(std::uint32_t first) const {
    std::uint32_t n = size() - first;
    Predecessors p;
    p.begin.assign(n + 1, 0);
    for (std::uint32_t s = first; s < size(); ++s)
      for (std::uint32_t t : successors(s))
        if (t >= first) ++p.begin[t - first + 1];
    for (std::uint32_t i = 0; i < n; ++i) p.begin[i + 1] += p.begin[i];
    p.list.resize(p.begin[n]);
    std::vector<std::uint32_t> fill(p.begin.begin(), p.begin.end() - 1);
    for (std::uint32_t s = first; s < size(); ++s)
      for (std::uint32_t t : successors(s))
        if (t >= first) p.list[fill[t - first]++] = s;
    return p;
  }

 private:
  // Open addressing (a state's index + 1 in its slot, 0 when empty): a node-based map spent most
  // of the time allocating, one node a state.
  void grow() {
    std::vector<std::uint32_t> old(std::max<std::size_t>(16, 2 * slots_.size()), 0);
    old.swap(slots_);
    std::size_t mask = slots_.size() - 1;
    for (std::uint32_t s = 0; s < size(); ++s) {
      std::size_t i = Hash{}(states_[s].key) & mask;
      while (slots_[i] != 0) i = (i + 1) & mask;
      slots_[i] = s + 1;
    }
  }

  std::string_view what_;
  std::vector<std::uint32_t> slots_;
  std::vector<State> states_;
  std::vector<std::uint32_t> edges_;
};

}  // namespace cgt::loopy
