// Strongly connected components of a graph on the vertices 0..n-1 given by a successor function,
// by Tarjan's algorithm without recursion (graphs of rulesets have millions of vertices).
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "cgt/interrupt.hpp"

namespace cgt::loopy {

inline constexpr std::uint32_t kNoVertex = std::numeric_limits<std::uint32_t>::max();

// The components of the vertices reachable from `roots`, in reverse topological order: every edge
// leaving a component goes to an earlier one. `successors(v, visit)` calls visit(w) for each edge
// v -> w.
template <class Successors>
std::vector<std::vector<std::uint32_t>> strongly_connected_components(
    std::uint32_t n, std::span<const std::uint32_t> roots, Successors&& successors) {
  constexpr std::uint32_t kUnvisited = kNoVertex;
  std::vector<std::uint32_t> index(n, kUnvisited), low(n, 0);
  std::vector<bool> on_stack(n, false);
  std::vector<std::uint32_t> stack;
  std::vector<std::vector<std::uint32_t>> out;
  struct Frame {
    std::uint32_t v;
    std::vector<std::uint32_t> succ;
    std::size_t next = 0;
  };
  std::vector<Frame> frames;
  std::uint32_t counter = 0;
  auto open = [&](std::uint32_t v) {
    index[v] = low[v] = counter++;
    stack.push_back(v);
    on_stack[v] = true;
    Frame f{v, {}, 0};
    successors(v, [&](std::uint32_t w) { f.succ.push_back(w); });
    frames.push_back(std::move(f));
  };
  for (std::uint32_t start : roots) {
    if (index[start] != kUnvisited) continue;
    open(start);
    while (!frames.empty()) {
      if ((counter & 0xfff) == 0) poll_interrupt();
      Frame& f = frames.back();
      if (f.next < f.succ.size()) {
        std::uint32_t w = f.succ[f.next++];
        if (index[w] == kUnvisited) {
          open(w);
        } else if (on_stack[w] && index[w] < low[f.v]) {
          low[f.v] = index[w];
        }
        continue;
      }
      std::uint32_t v = f.v;
      frames.pop_back();
      if (!frames.empty() && low[v] < low[frames.back().v]) low[frames.back().v] = low[v];
      if (low[v] == index[v]) {
        std::vector<std::uint32_t> component;
        std::uint32_t w;
        do {
          w = stack.back();
          stack.pop_back();
          on_stack[w] = false;
          component.push_back(w);
        } while (w != v);
        out.push_back(std::move(component));
      }
    }
  }
  return out;
}

}  // namespace cgt::loopy
