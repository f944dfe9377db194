// A toy ruleset for the generic machinery's tests: a row of heaps; Left removes 1 or 2 tokens
// from one heap, Right removes 1 or 3. Heaps are independent (components), and their order
// does not matter (normalise sorts them). Values come out as numbers, switches and hot games.
#pragma once

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "games/ruleset/ruleset.hpp"

namespace cgt::test {

struct ToyHeaps {
  using Position = std::vector<int>;
  bool split = true;  // offer components and normalise (the second algorithm turns them off)

  static std::uint64_t hash(const Position& p) {
    std::uint64_t h = 0;
    for (int x : p) h = games::mix_hash(h ^ static_cast<std::uint64_t>(x));
    return h;
  }
  void options(const Position& p, games::Player who, std::vector<Position>& out) const {
    for (std::size_t i = 0; i < p.size(); ++i)
      for (int take : who == games::Player::kLeft ? std::vector<int>{1, 2} : std::vector<int>{1, 3})
        if (p[i] >= take) {
          Position o = p;
          o[i] -= take;
          out.push_back(o);
        }
  }
  std::string text(const Position& p) const {
    std::string s;
    for (int x : p) s += (s.empty() ? "" : " ") + std::to_string(x);
    return s;
  }
  std::string name() const { return split ? "toy heaps" : "toy heaps (whole)"; }
  void components(const Position& p, std::vector<Position>& out) const {
    if (!split) {
      out.push_back(p);
      return;
    }
    for (int x : p)
      if (x > 0) out.push_back({x});
  }
  Position normalise(const Position& p) const {
    Position q = p;
    if (split) std::sort(q.begin(), q.end());
    return q;
  }
  std::size_t size(const Position& p) const {
    std::size_t s = 0;
    for (int x : p) s += static_cast<std::size_t>(x);
    return s;
  }
};

// `count` heaps of 0 to `max` tokens each.
inline std::vector<int> random_toy_heaps(std::mt19937& rng, int count, int max) {
  std::vector<int> heaps;
  for (int i = 0; i < count; ++i) heaps.push_back(static_cast<int>(rng() % (max + 1)));
  return heaps;
}

}  // namespace cgt::test
