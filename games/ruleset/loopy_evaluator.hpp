// The evaluator of loopy rulesets, whose positions may recur (Fox and Geese, Backsliding Toads
// and Frogs, a token on a digraph). A ruleset says so with `static constexpr bool kLoopy = true`
// (ruleset.hpp); it may also say `std::optional<loopy::Stopper> known_stopper(const Position&)`,
// a value known at sight (the fox that got past every goose is off).
//
// The evaluator builds the graph of the positions reachable from the one asked about, by their
// options, within the process's memory budget (cgt/memory_budget.hpp) and polling Ctrl-C; then the loopy
// library gives the value: the simplest form of each position when the graph is a stopper (kept
// for later questions: a known position is a leaf of later graphs), else the sides of the root.
// For an impartial loopy ruleset it also gives generalised Sprague-Grundy values.
#pragma once

#include <optional>
#include <unordered_map>
#include <vector>

#include <fmt/core.h>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/progress.hpp"
#include "games/ruleset/ruleset.hpp"
#include "loopy/graph.hpp"
#include "loopy/impartial.hpp"
#include "loopy/outcome.hpp"
#include "loopy/simplify.hpp"
#include "loopy/value.hpp"

namespace cgt::games {

template <class R>
concept HasKnownStopper = requires(const R& r, const typename R::Position& p) {
  { r.known_stopper(p) } -> std::convertible_to<std::optional<loopy::Stopper>>;
};

template <Ruleset R>
class LoopyEvaluator {
 public:
  using Position = typename R::Position;

  explicit LoopyEvaluator(R rules) : rules_(std::move(rules)) {}
  LoopyEvaluator(const LoopyEvaluator&) = delete;
  LoopyEvaluator& operator=(const LoopyEvaluator&) = delete;

  const R& rules() const { return rules_; }

  loopy::Value value(const Position& p, Progress* progress = nullptr) {
    if (auto it = known_.find(p); it != known_.end()) return it->second;
    std::vector<Position> positions;
    loopy::LoopyGraph g = graph(p, positions, progress);
    last_graph_size_ = g.size();
    if (!loopy::is_stopper(g)) return loopy::Value::of(g);
    std::vector<loopy::Stopper> values = loopy::canonical_stoppers(g);
    for (const auto& component : loopy::components_bottom_up(g))
      for (std::uint32_t v : component)
        if (!g.is_leaf(v) && v < positions.size()) known_.emplace(positions[v], values[v]);
    return values[g.root()];
  }

  loopy::OutcomeClass outcome(const Position& p, Progress* progress = nullptr) {
    return loopy::outcome(value(p, progress));
  }

  // The generalised Sprague-Grundy value of p (the ruleset must be impartial).
  loopy::LoopyNimber nimber(const Position& p, Progress* progress = nullptr) {
    std::vector<Position> positions;
    loopy::LoopyGraph g = graph(p, positions, progress);
    last_graph_size_ = g.size();
    std::vector<std::vector<std::uint32_t>> options(g.size());
    for (std::uint32_t v = 0; v < g.size(); ++v) {
      auto list = g.options(v, loopy::Player::kLeft);
      options[v].assign(list.begin(), list.end());
    }
    return loopy::loopy_nimbers(options)[g.root()];
  }

  // Positions in the last graph built (for benchmarks).
  std::size_t last_graph_size() const { return last_graph_size_; }

 private:
  // The graph of the positions reachable from p; positions[v] is vertex v's position (leaves that
  // stand for known values come after the positions).
  loopy::LoopyGraph graph(const Position& p, std::vector<Position>& positions, Progress* progress) {
    loopy::LoopyGraph g;
    std::unordered_map<Position, std::uint32_t, PositionHash<R>> index;
    auto vertex = [&](const Position& q) {
      Position key = normalised(rules_, q);
      auto [it, inserted] = index.try_emplace(key, g.size());
      if (!inserted) return it->second;
      if ((positions.size() & 0x3ff) == 0x3ff) reserve_graph_memory(positions.size());
      std::optional<loopy::Stopper> known;
      if (auto k = known_.find(key); k != known_.end()) known = k->second;
      if constexpr (HasKnownStopper<R>)
        if (!known) known = rules_.known_stopper(key);
      if (known)
        g.add_leaf(*known);
      else
        g.add_vertex();
      positions.push_back(key);
      return it->second;
    };
    g.set_root(vertex(p));
    std::vector<Position> options;
    for (std::uint32_t v = 0; v < g.size(); ++v) {
      if ((v & 0xfff) == 0) {
        poll_interrupt();
        if (progress) progress->update(v);
      }
      if (g.is_leaf(v)) continue;
      for (Player who : {Player::kLeft, Player::kRight}) {
        options.clear();
        rules_.options(positions[v], who, options);
        loopy::Player p = who == Player::kLeft ? loopy::Player::kLeft : loopy::Player::kRight;
        for (const Position& q : options) g.add_edge(v, p, vertex(q));
      }
    }
    return g;
  }

  // Bytes a graph of n positions and the known values take, roughly (the positions twice, in the
  // list and the index, with the nodes' and the vertices' overheads).
  static constexpr std::size_t kVertexBytes = 2 * sizeof(Position) + 96;

  // Before the graph passes n positions: room in the budget, the known values (a cache)
  // forgotten first.
  void reserve_graph_memory(std::size_t n) {
    const std::string what = fmt::format("the graph of {} positions of {}", n, rules_.name());
    try {
      reserve_working_memory((n + known_.size()) * kVertexBytes, what);
    } catch (const LimitError&) {
      if (known_.empty()) throw;
      known_.clear();
      reserve_working_memory(n * kVertexBytes, what);
    }
  }

  R rules_;
  std::unordered_map<Position, loopy::Stopper, PositionHash<R>> known_;
  std::size_t last_graph_size_ = 0;
};

}  // namespace cgt::games
