#include "loopy/component.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "cgt/canonical.hpp"
#include "cgt/game_table.hpp"
#include "cgt/hash_mix.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/recursion_guard.hpp"
#include "loopy/stopper_table.hpp"

namespace cgt::loopy {
namespace {


// Short games' shapes, by game id (cleared when the game table is reset).
std::uint64_t short_shape(Game g) {
  static std::unordered_map<std::uint32_t, std::uint64_t> cache;
  static std::uint64_t generation = ~std::uint64_t{0};
  GameTable& t = game_table();
  if (generation != t.generation()) {
    cache.clear();
    generation = t.generation();
  }
  if (auto it = cache.find(g.id); it != cache.end()) return it->second;
  std::uint64_t h;
  if (t.is_up_star(g)) {
    h = std::hash<std::string>{}(to_string(g));
  } else {
    RecursionGuard guard;
    std::vector<std::uint64_t> left, right;
    for (Game o : t.left_options(g)) left.push_back(short_shape(o));
    for (Game o : t.right_options(g)) right.push_back(short_shape(o));
    std::sort(left.begin(), left.end());
    std::sort(right.begin(), right.end());
    h = hash_combine(left.size(), right.size() + 0x5151);
    for (auto x : left) h = hash_combine(h, x);
    h = hash_combine(h, 0x77);
    for (auto x : right) h = hash_combine(h, x);
  }
  cache.emplace(g.id, h);
  return h;
}

// Colours of the members of a component by partition refinement. A member's signature is its
// colour and the sets of its options' keys (an external option's key is external_key(stopper), an
// internal one's its colour); new colours are the ranks of the sorted distinct signatures, so
// isomorphic components get the same colours. Ends when a round separates no more members: then
// two members share a colour exactly when they are bisimilar (for keys that identify externals).
template <class ExternalKey>
std::vector<std::uint32_t> refine(const LocalGraph& graph, std::span<const std::uint32_t> members,
                                  const std::unordered_map<std::uint32_t, std::uint32_t>& position,
                                  ExternalKey&& external_key) {
  std::size_t m = members.size();
  std::vector<std::uint32_t> colour(m, 0);
  std::size_t classes = 1;
  constexpr std::uint64_t kInternal = std::uint64_t{1} << 63;
  while (true) {
    std::vector<std::vector<std::uint64_t>> signature(m);
    for (std::size_t i = 0; i < m; ++i) {
      const LocalVertex& v = graph[members[i]];
      std::vector<std::uint64_t>& s = signature[i];
      s.push_back(colour[i]);
      for (Player p : {Player::kLeft, Player::kRight}) {
        std::vector<std::uint64_t> keys;
        for (Ref r : v.options(p))
          keys.push_back(r.is_local() ? kInternal | colour[position.at(r.vertex())]
                                      : external_key(r.stopper()) & ~kInternal);
        std::sort(keys.begin(), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
        s.push_back(keys.size());
        s.insert(s.end(), keys.begin(), keys.end());
      }
    }
    std::vector<std::vector<std::uint64_t>> distinct = signature;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    for (std::size_t i = 0; i < m; ++i)
      colour[i] = static_cast<std::uint32_t>(
          std::lower_bound(distinct.begin(), distinct.end(), signature[i]) - distinct.begin());
    if (distinct.size() == classes) return colour;
    classes = distinct.size();
  }
}

std::uint64_t component_shape(const Component& c) {
  std::uint64_t h = c.size();
  for (const ComponentNode& n : c)
    for (const auto* list : {&n.left, &n.right}) {
      h = hash_combine(h, list->size() + 0x3c3c);
      for (ComponentRef r : *list) h = hash_combine(h, r.is_internal() ? r.index() : shape_of(r.stopper()));
    }
  return h;
}

}  // namespace

std::uint64_t shape_of(Stopper s) {
  if (s.is_short()) return short_shape(s.game());
  return stopper_table().shape(s.node());
}

Stopper intern_vertex(const LocalVertex& vertex) {
  std::vector<Stopper> left, right;
  bool all_short = true;
  for (Player p : {Player::kLeft, Player::kRight})
    for (Ref r : vertex.options(p)) {
      (p == Player::kLeft ? left : right).push_back(r.stopper());
      all_short = all_short && r.stopper().is_short();
    }
  if (all_short) {
    std::vector<Game> l, r;
    for (Stopper s : left) l.push_back(s.game());
    for (Stopper s : right) r.push_back(s.game());
    return Stopper::of(canonicalise(std::move(l), std::move(r)));
  }
  for (auto* list : {&left, &right}) {
    std::sort(list->begin(), list->end());
    list->erase(std::unique(list->begin(), list->end()), list->end());
  }
  // Reduced vertices are equal exactly when bisimilar; a vertex with no cycle through it is
  // bisimilar to a node only when their option lists are the same.
  StopperTable& table = stopper_table();
  if (auto node = table.find_node(left, right)) return Stopper::node(*node);
  Component c(1);
  for (Stopper s : left) c[0].left.push_back(ComponentRef::external(s));
  for (Stopper s : right) c[0].right.push_back(ComponentRef::external(s));
  std::uint64_t shape = component_shape(c);
  return Stopper::node(table.add_component(c, std::span<const std::uint64_t>(&shape, 1)));
}

std::vector<Stopper> intern_cycle(const LocalGraph& graph, std::span<const std::uint32_t> members,
                                  SurvivalSolver& solver) {
  std::unordered_map<std::uint32_t, std::uint32_t> position;
  for (std::size_t i = 0; i < members.size(); ++i)
    position[members[i]] = static_cast<std::uint32_t>(i);
  std::vector<std::uint32_t> colour =
      refine(graph, members, position, [](Stopper s) -> std::uint64_t { return s.bits(); });
  std::uint32_t classes = *std::max_element(colour.begin(), colour.end()) + 1;
  std::vector<std::uint32_t> representative(classes);
  for (std::size_t i = 0; i < members.size(); ++i) representative[colour[i]] = members[i];

  // The quotient, in colour order: the component's canonical encoding.
  Component c(classes);
  for (std::uint32_t k = 0; k < classes; ++k)
    for (Player p : {Player::kLeft, Player::kRight}) {
      auto& list = p == Player::kLeft ? c[k].left : c[k].right;
      for (Ref r : graph[representative[k]].options(p))
        list.push_back(r.is_local() ? ComponentRef::internal(colour[position.at(r.vertex())])
                                    : ComponentRef::external(r.stopper()));
      std::sort(list.begin(), list.end());
      list.erase(std::unique(list.begin(), list.end()), list.end());
    }
  std::vector<Stopper> handle_of_class(classes);
  StopperTable& table = stopper_table();
  auto answer = [&] {
    std::vector<Stopper> out;
    for (std::size_t i = 0; i < members.size(); ++i) out.push_back(handle_of_class[colour[i]]);
    return out;
  };
  if (auto first = table.find_component(c)) {
    for (std::uint32_t k = 0; k < classes; ++k) handle_of_class[k] = Stopper::node(*first + k);
    return answer();
  }

  // Equal to nodes inside a larger stored component? Then every member is (the component is
  // strongly connected), and the node equal to a member with an external option x is a parent of
  // x; the others follow option by option.
  std::uint32_t start = classes;
  Stopper via{};
  std::size_t fewest = SIZE_MAX;
  for (std::uint32_t k = 0; k < classes; ++k)
    for (const auto* list : {&c[k].left, &c[k].right})
      for (ComponentRef r : *list)
        if (!r.is_internal() && table.parents(r.stopper()).size() < fewest) {
          fewest = table.parents(r.stopper()).size();
          start = k;
          via = r.stopper();
        }
  if (start < classes) {
    std::vector<std::uint32_t> candidates(table.parents(via).begin(), table.parents(via).end());
    // Maps every class to its partner, starting from `t` as the partner of `start`.
    auto partners_from = [&](std::uint32_t t) {
      std::vector<bool> done(classes, false);
      std::vector<std::uint32_t> queue{start};
      handle_of_class[start] = Stopper::node(t);
      done[start] = true;
      for (std::size_t next = 0; next < queue.size(); ++next) {
        std::uint32_t k = queue[next];
        Stopper partner = handle_of_class[k];
        for (Player p : {Player::kLeft, Player::kRight})
          for (ComponentRef r : p == Player::kLeft ? c[k].left : c[k].right) {
            if (!r.is_internal() || done[r.index()]) continue;
            bool found = false;
            for (Stopper u : p == Player::kLeft ? table.left(partner.node())
                                                : table.right(partner.node()))
              if (u.is_loopy() &&
                  solver.equal(Ref::local(representative[r.index()]), Ref::stopper(u))) {
                handle_of_class[r.index()] = u;
                found = true;
                break;
              }
            if (!found) return false;
            done[r.index()] = true;
            queue.push_back(r.index());
          }
      }
      return true;
    };
    for (std::uint32_t t : candidates) {
      if (table.left(t).size() != c[start].left.size() ||
          table.right(t).size() != c[start].right.size())
        continue;
      if (solver.equal(Ref::local(representative[start]), Ref::stopper(Stopper::node(t))) &&
          partners_from(t))
        return answer();
    }
  }

  // New values. Shapes come from a refinement by the externals' shapes, so that they do not
  // depend on the handles this session gave.
  std::vector<std::uint32_t> shape_colour = refine(graph, members, position, shape_of);
  std::vector<std::uint64_t> shapes(classes);
  std::uint32_t shape_classes = *std::max_element(shape_colour.begin(), shape_colour.end()) + 1;
  Component shaped(shape_classes);
  for (std::size_t i = 0; i < members.size(); ++i)
    for (Player p : {Player::kLeft, Player::kRight}) {
      auto& list = p == Player::kLeft ? shaped[shape_colour[i]].left
                                      : shaped[shape_colour[i]].right;
      list.clear();
      for (Ref r : graph[members[i]].options(p))
        list.push_back(r.is_local() ? ComponentRef::internal(shape_colour[position.at(r.vertex())])
                                    : ComponentRef::external(r.stopper()));
      std::sort(list.begin(), list.end(), [](ComponentRef a, ComponentRef b) {
        auto key = [](ComponentRef r) { return r.is_internal() ? r.index() : shape_of(r.stopper()); };
        return key(a) < key(b);
      });
    }
  std::uint64_t whole = component_shape(shaped);
  for (std::size_t i = 0; i < members.size(); ++i) shapes[colour[i]] = hash_combine(whole, shape_colour[i]);
  std::uint32_t first = table.add_component(c, shapes);
  for (std::uint32_t k = 0; k < classes; ++k) handle_of_class[k] = Stopper::node(first + k);
  return answer();
}

}  // namespace cgt::loopy
