#include "loopy/arithmetic.hpp"

#include <unordered_map>

#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "loopy/component.hpp"
#include "loopy/stopper_table.hpp"

namespace cgt::loopy {

Stopper negate(Stopper s) {
  if (s.is_short()) return Stopper::of(cgt::negate(s.game()));
  StopperTable& table = stopper_table();
  if (auto known = table.cached_negative(s.node())) return *known;
  RecursionGuard guard;
  std::uint32_t first = table.component_first(s.node()), size = table.component_size(s.node());
  auto inside = [&](Stopper o) { return o.is_loopy() && o.node() >= first && o.node() < first + size; };
  // Negate the options leaving the component first (that may add nodes to the table).
  std::unordered_map<std::uint32_t, Stopper> outside;
  for (std::uint32_t i = 0; i < size; ++i)
    for (Player p : {Player::kLeft, Player::kRight})
      for (Stopper o : p == Player::kLeft ? table.left(first + i) : table.right(first + i))
        if (!inside(o) && !outside.count(o.bits())) outside.emplace(o.bits(), Stopper{});
  for (auto& [bits, negative] : outside) negative = negate(Stopper::from_bits(bits));
  LocalGraph graph(size);
  bool cyclic = size > 1;
  for (std::uint32_t i = 0; i < size; ++i)
    for (Player p : {Player::kLeft, Player::kRight})
      for (Stopper o : p == Player::kLeft ? table.left(first + i) : table.right(first + i)) {
        Ref r = inside(o) ? Ref::local(o.node() - first) : Ref::stopper(outside.at(o.bits()));
        cyclic = cyclic || r.is_local();
        graph[i].options(opponent(p)).push_back(r);
      }
  std::vector<Stopper> handles;
  if (!cyclic) {
    handles.push_back(intern_vertex(graph[0]));
  } else {
    std::vector<std::uint32_t> members(size);
    for (std::uint32_t i = 0; i < size; ++i) members[i] = i;
    SurvivalSolver solver(&graph);
    handles = intern_cycle(graph, members, solver);
  }
  for (std::uint32_t i = 0; i < size; ++i) {
    table.set_negative(first + i, handles[i]);
    if (handles[i].is_loopy()) table.set_negative(handles[i].node(), Stopper::node(first + i));
  }
  return handles[s.node() - first];
}

namespace {

// A position of a summand: a vertex of its graph, or a stopper (a leaf's, or below one).
Ref position(const LoopyGraph& g, std::uint32_t v) {
  return g.is_leaf(v) ? Ref::stopper(g.leaf(v)) : Ref::local(v);
}

void append_summand_options(const LoopyGraph& g, Ref r, Player p, std::vector<Ref>& out) {
  if (r.is_local()) {
    for (std::uint32_t w : g.options(r.vertex(), p)) out.push_back(position(g, w));
  } else {
    for_each_option(r.stopper(), p, [&](Stopper o) { out.push_back(Ref::stopper(o)); });
  }
}

struct PairHash {
  std::size_t operator()(const std::pair<std::uint64_t, std::uint64_t>& k) const {
    std::uint64_t x = k.first * 0x9e3779b97f4a7c15ull ^ (k.second * 0xc2b2ae3d27d4eb4full);
    return static_cast<std::size_t>(x ^ (x >> 31));
  }
};

}  // namespace

LoopyGraph sum_graph(const LoopyGraph& a, const LoopyGraph& b) {
  LoopyGraph graph;
  std::unordered_map<std::pair<std::uint64_t, std::uint64_t>, std::uint32_t, PairHash> index;
  std::vector<std::pair<Ref, Ref>> pairs;
  Ref zero = Ref::stopper(Stopper::of(cgt::zero()));
  auto vertex = [&](Ref x, Ref y) {
    auto [it, inserted] = index.try_emplace({x.bits(), y.bits()}, graph.size());
    if (!inserted) return it->second;
    bool x_short = !x.is_local() && x.stopper().is_short();
    bool y_short = !y.is_local() && y.stopper().is_short();
    if (x_short && y_short)
      graph.add_leaf(Stopper::of(cgt::sum(x.stopper().game(), y.stopper().game())));
    else if (x == zero && !y.is_local())
      graph.add_leaf(y.stopper());
    else if (y == zero && !x.is_local())
      graph.add_leaf(x.stopper());
    else
      graph.add_vertex();
    pairs.emplace_back(x, y);
    return it->second;
  };
  graph.set_root(vertex(position(a, a.root()), position(b, b.root())));
  std::vector<Ref> options;
  for (std::uint32_t v = 0; v < graph.size(); ++v) {
    if ((v & 0xfff) == 0) poll_interrupt();
    if (graph.is_leaf(v)) continue;
    auto [x, y] = pairs[v];
    for (Player p : {Player::kLeft, Player::kRight}) {
      options.clear();
      append_summand_options(a, x, p, options);
      std::size_t in_x = options.size();
      append_summand_options(b, y, p, options);
      for (std::size_t i = 0; i < options.size(); ++i)
        graph.add_edge(v, p, i < in_x ? vertex(options[i], y) : vertex(x, options[i]));
    }
  }
  return graph;
}

LoopyGraph sum_graph(Stopper g, Stopper h) {
  LoopyGraph a, b;
  a.set_root(a.add_leaf(g));
  b.set_root(b.add_leaf(h));
  return sum_graph(a, b);
}

}  // namespace cgt::loopy
