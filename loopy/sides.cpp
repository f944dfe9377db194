#include "loopy/sides.hpp"

#include <algorithm>
#include <optional>
#include <unordered_map>

#include "cgt/interrupt.hpp"
#include "loopy/arithmetic.hpp"
#include "loopy/bottom_up.hpp"
#include "loopy/named.hpp"
#include "loopy/order.hpp"
#include "loopy/side_order.hpp"
#include "loopy/simplify.hpp"
#include "loopy/strongly_connected.hpp"

namespace cgt::loopy {
namespace {

// How many turns an alternating cycle is unravelled at most, and how many changes a component
// may see: the heuristics stop there (the side is then left as a graph, never wrong).
constexpr int kMaxTurns = 3;
constexpr int kMaxChanges = 400;
// Sidling rounds before giving up.
constexpr int kMaxSidlingRounds = 40;

// Appends g's vertices to out, edges to leaves becoming their stoppers; returns g's root.
Ref append_graph(const LoopyGraph& g, LocalGraph& out) {
  auto base = static_cast<std::uint32_t>(out.size());
  out.resize(base + g.size());
  auto ref = [&](std::uint32_t v) {
    return g.is_leaf(v) ? Ref::stopper(g.leaf(v)) : Ref::local(base + v);
  };
  for (std::uint32_t v = 0; v < g.size(); ++v)
    for (Player p : {Player::kLeft, Player::kRight})
      for (std::uint32_t w : g.options(v, p)) out[base + v].options(p).push_back(ref(w));
  return ref(g.root());
}

// out += g with its local references moved up by the size out had.
void append_local(const LocalGraph& g, LocalGraph& out) {
  auto base = static_cast<std::uint32_t>(out.size());
  for (const LocalVertex& v : g) {
    LocalVertex copy;
    for (Player p : {Player::kLeft, Player::kRight})
      for (Ref r : v.options(p))
        copy.options(p).push_back(r.is_local() ? Ref::local(base + r.vertex()) : r);
    out.push_back(std::move(copy));
  }
}

struct Edge {
  std::uint32_t from;
  Player who;
  std::uint32_t to;
};

// The states (vertex, player to move) of the local vertices; state 2v + 1 has Right to move.
std::vector<std::uint32_t> state_components(const LocalGraph& g) {
  auto n = static_cast<std::uint32_t>(2 * g.size());
  std::vector<std::uint32_t> roots(n);
  for (std::uint32_t s = 0; s < n; ++s) roots[s] = s;
  auto parts = strongly_connected_components(n, roots, [&](std::uint32_t s, auto&& visit) {
    Player mover = s % 2 ? Player::kRight : Player::kLeft;
    for (Ref r : g[s / 2].options(mover))
      if (r.is_local()) visit(2 * r.vertex() + (mover == Player::kLeft));
  });
  std::vector<std::uint32_t> part_of(n);
  for (std::uint32_t i = 0; i < parts.size(); ++i)
    for (std::uint32_t s : parts[i]) part_of[s] = i;
  return part_of;
}

// The moves that lie on an alternating cycle: the state before and the state after are in one
// strongly connected component of the states.
std::vector<Edge> alternating_cycle_edges(const LocalGraph& g) {
  std::vector<std::uint32_t> part_of = state_components(g);
  std::vector<Edge> out;
  for (std::uint32_t v = 0; v < g.size(); ++v)
    for (Player p : {Player::kLeft, Player::kRight})
      for (Ref r : g[v].options(p)) {
        if (!r.is_local()) continue;
        std::uint32_t before = 2 * v + (p == Player::kRight);
        std::uint32_t after = 2 * r.vertex() + (p == Player::kLeft);
        if (part_of[before] == part_of[after]) out.push_back(Edge{v, p, r.vertex()});
      }
  return out;
}

void remove_edge(LocalGraph& g, const Edge& e) {
  auto& list = g[e.from].options(e.who);
  list.erase(std::find(list.begin(), list.end(), Ref::local(e.to)));
}

// In the onside: Left never gains by moving to off, and a move to on is her best; Right never
// gains by moving to on, nor by a move Left can take straight back (it only hands Left the
// choice), and off is his best.
void drop_pointless_moves(LocalGraph& g) {
  Stopper on_value = on(), off_value = off();
  for (std::uint32_t v = 0; v < g.size(); ++v) {
    auto& left = g[v].left;
    auto& right = g[v].right;
    if (std::find(left.begin(), left.end(), Ref::stopper(on_value)) != left.end())
      left = {Ref::stopper(on_value)};
    std::erase(left, Ref::stopper(off_value));
    if (std::find(right.begin(), right.end(), Ref::stopper(off_value)) != right.end())
      right = {Ref::stopper(off_value)};
    std::erase(right, Ref::stopper(on_value));
    std::erase_if(right, [&](Ref r) {
      if (!r.is_local()) return false;
      const auto& back = g[r.vertex()].left;
      return std::find(back.begin(), back.end(), Ref::local(v)) != back.end();
    });
  }
}

// Whether a at vertex v is <= (or >=, or equal to) b at vertex v, in the onside order.
enum class Check { kAtMost, kAtLeast, kEqual };
bool compare_at(const LocalGraph& a, const LocalGraph& b, std::span<const std::uint32_t> vertices,
                Check check) {
  LocalGraph both = a;
  append_local(b, both);
  auto base = static_cast<std::uint32_t>(a.size());
  SideSolver solver(&both, SideKind::kOnside);
  for (std::uint32_t v : vertices) {
    Ref x = Ref::local(v), y = Ref::local(base + v);
    if (check != Check::kAtLeast && !solver.leq(x, y)) return false;
    if (check != Check::kAtMost && !solver.leq(y, x)) return false;
  }
  return true;
}

// g with the alternating cycles through edge e unravelled `turns` times: the vertices on such
// cycles are copied, a Left-to-move and a Right-to-move copy per turn, where moves alternate into
// the next copy; e leads into the first turn, each turn's e into the next, and the last turn's e
// is gone. Play that leaves the alternation returns to the original vertices.
LocalGraph unravel(const LocalGraph& g, const Edge& e, int turns) {
  std::vector<std::uint32_t> part_of = state_components(g);
  std::uint32_t cycle = part_of[2 * e.from + (e.who == Player::kRight)];
  auto n = static_cast<std::uint32_t>(g.size());
  std::vector<std::uint32_t> number(n, kNoVertex);
  std::uint32_t count = 0;
  for (std::uint32_t x = 0; x < n; ++x)
    if (part_of[2 * x] == cycle || part_of[2 * x + 1] == cycle) number[x] = count++;
  auto copy = [&](int turn, Player mover, std::uint32_t x) {
    return n + (2 * static_cast<std::uint32_t>(turn) + (mover == Player::kRight)) * count + number[x];
  };
  LocalGraph out = g;
  out.resize(n + 2 * static_cast<std::size_t>(turns) * count);
  for (int k = 0; k < turns; ++k)
    for (std::uint32_t x = 0; x < n; ++x) {
      if (number[x] == kNoVertex) continue;
      for (Player mover : {Player::kLeft, Player::kRight}) {
        LocalVertex& c = out[copy(k, mover, x)];
        c = g[x];
        for (Ref& r : c.options(mover))
          if (r.is_local() && number[r.vertex()] != kNoVertex)
            r = Ref::local(copy(k, opponent(mover), r.vertex()));
      }
    }
  auto index = [&](const LocalGraph& graph, std::uint32_t v) {
    const auto& list = graph[v].options(e.who);
    return static_cast<std::size_t>(std::find(list.begin(), list.end(), Ref::local(e.to)) -
                                    list.begin());
  };
  std::size_t i = index(g, e.from);
  out[e.from].options(e.who)[i] = Ref::local(copy(0, opponent(e.who), e.to));
  for (int k = 0; k < turns; ++k) {
    auto& list = out[copy(k, e.who, e.from)].options(e.who);
    if (k + 1 < turns)
      list[i] = Ref::local(copy(k + 1, opponent(e.who), e.to));
    else
      list.erase(list.begin() + static_cast<std::ptrdiff_t>(i));
  }
  return out;
}

// Breaks the alternating cycles of g where the onside of each vertex in `keep` stays the same;
// returns whether none is left. g ends equal to its start at `keep` in any case.
bool break_cycles(LocalGraph& g, std::span<const std::uint32_t> keep) {
  const LocalGraph start = g;
  drop_pointless_moves(g);
  for (int changes = 0; changes < kMaxChanges; ++changes) {
    poll_interrupt();
    std::vector<Edge> edges = alternating_cycle_edges(g);
    if (edges.empty()) break;
    bool progress = false;
    for (const Edge& e : edges) {
      LocalGraph without = g;
      remove_edge(without, e);
      // One move fewer for Right can only help Left, for Left only hurt her.
      std::uint32_t at[] = {e.from};
      if (compare_at(without, g, at, e.who == Player::kRight ? Check::kAtMost : Check::kAtLeast)) {
        g = std::move(without);
        progress = true;
        break;
      }
    }
    for (std::size_t k = 0; !progress && k < edges.size(); ++k) {
      if (edges[k].who != Player::kRight) continue;  // the onside unravels Right's cycles
      for (int turns = 1; turns <= kMaxTurns && !progress; ++turns) {
        LocalGraph unravelled = unravel(g, edges[k], turns);
        std::uint32_t at[] = {edges[k].from};
        if (compare_at(unravelled, g, at, Check::kAtMost)) {
          g = std::move(unravelled);
          progress = true;
        }
      }
    }
    if (!progress) break;
  }
  if (!compare_at(start, g, keep, Check::kEqual)) {
    g = start;
    return false;
  }
  return alternating_cycle_edges(g).empty();
}

// The LoopyGraph of local graph g at `root` (stopper options become leaves).
LoopyGraph to_graph(const LocalGraph& g, Ref root) {
  LoopyGraph out;
  if (!root.is_local()) {
    out.set_root(out.add_leaf(root.stopper()));
    return out;
  }
  for (std::size_t v = 0; v < g.size(); ++v) out.add_vertex();
  std::unordered_map<std::uint32_t, std::uint32_t> leaves;
  for (std::uint32_t v = 0; v < g.size(); ++v)
    for (Player p : {Player::kLeft, Player::kRight})
      for (Ref r : g[v].options(p)) {
        std::uint32_t w;
        if (r.is_local()) {
          w = r.vertex();
        } else {
          auto [it, added] = leaves.try_emplace(r.stopper().bits(), out.size());
          if (added) out.add_leaf(r.stopper());
          w = it->second;
        }
        out.add_edge(v, p, w);
      }
  out.set_root(root.vertex());
  return out;
}

// Sidling on the alternating cycles (Winning Ways ch. 11): Right's moves on an alternating cycle
// are first dropped (as if they led to on), the component is solved as a stopper, and the values
// of those moves' targets are fed back until they repeat. The fixed point is checked against the
// component at every vertex in the onside order, so a wrong guess is never returned: nothing
// comes back when no checked fixed point comes soon.
std::optional<std::vector<Stopper>> sidle(const LocalGraph& part) {
  std::vector<Edge> cycle_moves;
  for (const Edge& e : alternating_cycle_edges(part))
    if (e.who == Player::kRight) cycle_moves.push_back(e);
  if (cycle_moves.empty()) return std::nullopt;
  std::vector<Stopper> values;
  for (int round = 0; round < kMaxSidlingRounds; ++round) {
    poll_interrupt();
    LocalGraph approximation = part;
    for (const Edge& e : cycle_moves) {
      auto& list = approximation[e.from].right;
      auto it = std::find(list.begin(), list.end(), Ref::local(e.to));
      if (values.empty())
        list.erase(it);
      else
        *it = Ref::stopper(values[e.to]);
    }
    std::vector<Stopper> next = simplify_component(std::move(approximation));
    if (next == values) break;
    values = std::move(next);
    if (round + 1 == kMaxSidlingRounds) return std::nullopt;
  }
  // Each vertex as its value's options: the candidate is equal to the values.
  LocalGraph candidate(part.size());
  std::vector<Stopper> options;
  for (std::size_t i = 0; i < part.size(); ++i)
    for (Player p : {Player::kLeft, Player::kRight}) {
      options.clear();
      append_options(values[i], p, options);
      for (Stopper o : options) candidate[i].options(p).push_back(Ref::stopper(o));
    }
  std::vector<std::uint32_t> all(part.size());
  for (std::uint32_t i = 0; i < all.size(); ++i) all[i] = i;
  if (!compare_at(candidate, part, all, Check::kEqual)) return std::nullopt;
  return values;
}

Side onside_of(const LoopyGraph& g) {
  if (is_stopper(g)) return canonical_stopper(g);
  std::vector<std::optional<Stopper>> value =
      values_bottom_up(g, [](LocalGraph part) -> std::optional<std::vector<Stopper>> {
        std::vector<std::uint32_t> all(part.size());
        for (std::uint32_t i = 0; i < all.size(); ++i) all[i] = i;
        LocalGraph broken = part;
        if (break_cycles(broken, all)) {
          ++side_method_counts().broken;
          return simplify_component(std::move(broken));
        }
        std::optional<std::vector<Stopper>> handles = sidle(part);
        ++(handles ? side_method_counts().sidled : side_method_counts().unresolved);
        return handles;
      });
  if (value[g.root()]) return *value[g.root()];

  // No stopper is the onside: the graph of the unresolved vertices, simplified as a whole (only
  // its root's side matters now).
  std::vector<std::uint32_t> vertices;
  std::unordered_map<std::uint32_t, std::uint32_t> local;
  for (const auto& component : components_bottom_up(g))
    for (std::uint32_t v : component)
      if (!value[v]) {
        local[v] = static_cast<std::uint32_t>(vertices.size());
        vertices.push_back(v);
      }
  LocalGraph rest(vertices.size());
  for (std::size_t i = 0; i < vertices.size(); ++i)
    for (Player p : {Player::kLeft, Player::kRight})
      for (std::uint32_t w : g.options(vertices[i], p))
        rest[i].options(p).push_back(value[w] ? Ref::stopper(*value[w]) : Ref::local(local.at(w)));
  std::uint32_t root[] = {local.at(g.root())};
  if (break_cycles(rest, root)) return simplify_component(std::move(rest))[root[0]];
  return Side(to_graph(rest, Ref::local(root[0])));
}

}  // namespace

SideMethodCounts& side_method_counts() {
  thread_local SideMethodCounts counts;
  return counts;
}

Side negate(const Side& s) {
  if (s.is_stopper()) return Side(loopy::negate(s.stopper()));
  return Side(s.graph().negative());
}

LoopyGraph Side::as_graph() const {
  if (!is_stopper()) return *graph_;
  LoopyGraph g;
  g.set_root(g.add_leaf(stopper_));
  return g;
}

Side side_of(const LoopyGraph& g, SideKind kind) {
  if (kind == SideKind::kOnside) return onside_of(g);
  return negate(onside_of(g.negative()));
}

bool side_leq(const Side& a, const Side& b, SideKind kind) {
  if (a.is_stopper() && b.is_stopper()) return leq(a.stopper(), b.stopper());
  LocalGraph both;
  Ref x = append_graph(a.as_graph(), both);
  Ref y = append_graph(b.as_graph(), both);
  return SideSolver(&both, kind).leq(x, y);
}

}  // namespace cgt::loopy
