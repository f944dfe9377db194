#include "loopy/simplify.hpp"

#include <algorithm>
#include <unordered_map>

#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "loopy/bottom_up.hpp"
#include "loopy/component.hpp"
#include "loopy/order.hpp"
#include "loopy/strongly_connected.hpp"

namespace cgt::loopy {
namespace {

void remove_repeats(std::vector<Ref>& list) {
  std::sort(list.begin(), list.end());
  list.erase(std::unique(list.begin(), list.end()), list.end());
}

// Removes one dominated option of who's at v, or bypasses one reversible option; false when there
// is none. An option of Left's is dominated by a larger (or equal) one; it is reversible through
// its Right option GLR when GLR <= G, and then gives way to GLR's Left options (Right's alike).
bool simplify_once(LocalGraph& graph, std::uint32_t v, Player who, SurvivalSolver& solver,
                   std::vector<Ref>& scratch) {
  std::vector<Ref>& options = graph[v].options(who);
  remove_repeats(options);
  auto better_or_equal = [&](Ref a, Ref b) {  // b at least as good as a for `who`
    return who == Player::kLeft ? solver.leq(a, b) : solver.leq(b, a);
  };
  for (std::size_t i = 0; i < options.size(); ++i)
    for (std::size_t j = 0; j < options.size(); ++j)
      if (i != j && better_or_equal(options[i], options[j])) {
        options.erase(options.begin() + static_cast<std::ptrdiff_t>(i));
        return true;
      }
  Ref self = Ref::local(v);
  for (std::size_t i = 0; i < options.size(); ++i) {
    scratch.clear();
    append_options(&graph, options[i], opponent(who), scratch);
    for (Ref back : scratch) {
      if (back == self) continue;  // an alternating cycle: none in a stopper
      bool reverses = who == Player::kLeft ? solver.leq(back, self) : solver.leq(self, back);
      if (!reverses) continue;
      std::vector<Ref> replacement;
      append_options(&graph, back, who, replacement);
      std::vector<Ref>& list = graph[v].options(who);
      list.erase(list.begin() + static_cast<std::ptrdiff_t>(i));
      list.insert(list.end(), replacement.begin(), replacement.end());
      remove_repeats(list);
      return true;
    }
  }
  return false;
}

void reduce(LocalGraph& graph, SurvivalSolver& solver) {
  std::vector<Ref> scratch;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::uint32_t v = 0; v < graph.size(); ++v)
      for (Player who : {Player::kLeft, Player::kRight})
        while (simplify_once(graph, v, who, solver, scratch)) {
          poll_interrupt();
          changed = true;
        }
  }
}

bool all_short(const LocalVertex& v) {
  for (Player p : {Player::kLeft, Player::kRight})
    for (Ref r : v.options(p))
      if (r.is_local() || !r.stopper().is_short()) return false;
  return true;
}

}  // namespace

std::vector<Stopper> simplify_component(LocalGraph graph) {
  auto n = static_cast<std::uint32_t>(graph.size());
  if (n == 1 && all_short(graph[0])) {
    std::vector<Game> left, right;
    for (Ref r : graph[0].left) left.push_back(r.stopper().game());
    for (Ref r : graph[0].right) right.push_back(r.stopper().game());
    return {Stopper::of(canonicalise(std::move(left), std::move(right)))};
  }
  SurvivalSolver solver(&graph);
  reduce(graph, solver);
  // Bypassing may have broken cycles: intern the parts from the bottom up.
  std::vector<std::uint32_t> roots(n);
  for (std::uint32_t v = 0; v < n; ++v) roots[v] = v;
  auto parts = strongly_connected_components(n, roots, [&](std::uint32_t v, auto&& visit) {
    for (Player p : {Player::kLeft, Player::kRight})
      for (Ref r : graph[v].options(p))
        if (r.is_local()) visit(r.vertex());
  });
  std::vector<Stopper> handle(n);
  std::vector<bool> done(n, false);
  for (const auto& part : parts) {
    for (std::uint32_t v : part)
      for (Player p : {Player::kLeft, Player::kRight})
        for (Ref& r : graph[v].options(p))
          if (r.is_local() && done[r.vertex()]) r = Ref::stopper(handle[r.vertex()]);
    bool cyclic = part.size() > 1;
    for (Player p : {Player::kLeft, Player::kRight})
      for (Ref r : graph[part[0]].options(p)) cyclic = cyclic || r.is_local();
    if (!cyclic) {
      handle[part[0]] = intern_vertex(graph[part[0]]);
    } else {
      std::vector<Stopper> handles = intern_cycle(graph, part, solver);
      for (std::size_t i = 0; i < part.size(); ++i) handle[part[i]] = handles[i];
    }
    for (std::uint32_t v : part) done[v] = true;
  }
  return handle;
}

std::vector<Stopper> canonical_stoppers(const LoopyGraph& g) {
  if (!is_stopper(g))
    throw DomainError("that game is not a stopper: play can go on forever with the players "
                      "alternating");
  std::vector<std::optional<Stopper>> found = values_bottom_up(
      g, [](LocalGraph part) -> std::optional<std::vector<Stopper>> {
        return simplify_component(std::move(part));
      });
  std::vector<Stopper> value(g.size());
  for (std::size_t v = 0; v < found.size(); ++v)
    if (found[v]) value[v] = *found[v];
  return value;
}

Stopper canonical_stopper(const LoopyGraph& g) { return canonical_stoppers(g)[g.root()]; }

}  // namespace cgt::loopy
