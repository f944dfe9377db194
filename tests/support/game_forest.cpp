#include "tests/support/game_forest.hpp"

#include <algorithm>

namespace cgt::test {

std::uint32_t GameForest::node(std::vector<std::uint32_t> l, std::vector<std::uint32_t> r) {
  left.push_back(std::move(l));
  right.push_back(std::move(r));
  return static_cast<std::uint32_t>(left.size() - 1);
}

std::uint32_t GameForest::random_tree(std::mt19937& rng, int depth, int width, bool dicot,
                                      bool no_left, bool no_right) {
  std::vector<std::uint32_t> l, r;
  if (depth > 0 && std::uniform_int_distribution<int>(0, 5)(rng) != 0) {
    int low = dicot ? 1 : 0;
    int nl = no_left ? 0 : std::uniform_int_distribution<int>(low, width)(rng);
    int nr = no_right ? 0 : std::uniform_int_distribution<int>(low, width)(rng);
    for (int i = 0; i < nl; ++i)
      l.push_back(random_tree(rng, depth - 1, width, dicot, no_left, nr == 0 || no_right));
    for (int i = 0; i < nr; ++i)
      r.push_back(random_tree(rng, depth - 1, width, dicot, nl == 0 || no_left, no_right));
  }
  return node(std::move(l), std::move(r));
}

std::uint32_t GameForest::random_dicot(std::mt19937& rng, int depth, int width) {
  return random_tree(rng, depth, width, true, false, false);
}

std::uint32_t GameForest::random_dead_ending(std::mt19937& rng, int depth, int width) {
  return random_tree(rng, depth, width, false, false, false);
}

std::uint32_t GameForest::adjoint(std::uint32_t n) {
  if (left[n].empty() && right[n].empty()) return node({node({}, {})}, {node({}, {})});
  std::vector<std::uint32_t> l, r;
  for (std::uint32_t c : std::vector<std::uint32_t>(right[n])) l.push_back(adjoint(c));
  for (std::uint32_t c : std::vector<std::uint32_t>(left[n])) r.push_back(adjoint(c));
  if (l.empty()) l.push_back(node({}, {}));
  if (r.empty()) r.push_back(node({}, {}));
  return node(std::move(l), std::move(r));
}

void GameForest::followers(std::uint32_t n, std::vector<std::uint32_t>& out) const {
  out.push_back(n);
  for (std::uint32_t c : left[n]) followers(c, out);
  for (std::uint32_t c : right[n]) followers(c, out);
}

bool GameForest::dead_end(std::uint32_t n, int which) const {
  if (!(which ? right[n] : left[n]).empty()) return false;
  const auto& others = which ? left[n] : right[n];
  return std::all_of(others.begin(), others.end(),
                     [&](std::uint32_t c) { return dead_end(c, which); });
}

bool GameForest::dead_ending(std::uint32_t n) const {
  for (int which : {0, 1})
    if ((which ? right[n] : left[n]).empty() && !dead_end(n, which)) return false;
  auto all = [&](const std::vector<std::uint32_t>& v) {
    return std::all_of(v.begin(), v.end(), [&](std::uint32_t c) { return dead_ending(c); });
  };
  return all(left[n]) && all(right[n]);
}

std::size_t PartizanMisereSearch::KeyHash::operator()(const std::vector<std::uint32_t>& key) const {
  std::size_t h = key.size();
  for (std::uint32_t x : key) h = (h ^ x) * 0x100000001b3ull + (h >> 29);
  return h;
}

bool PartizanMisereSearch::wins(std::vector<std::uint32_t> sum, bool left_first) {
  std::sort(sum.begin(), sum.end());
  std::vector<std::uint32_t> key = sum;
  key.push_back(left_first ? 1 : 0);
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  bool can_move = false, result = false;
  for (std::size_t i = 0; i < sum.size() && !result; ++i)
    for (std::uint32_t o : left_first ? f_.left[sum[i]] : f_.right[sum[i]]) {
      can_move = true;
      std::vector<std::uint32_t> next = sum;
      next[i] = o;
      if (!wins(next, !left_first)) {
        result = true;
        break;
      }
    }
  result = result || !can_move;  // misère play: a player with no move wins
  memo_.emplace(std::move(key), result);
  return result;
}

Outcome PartizanMisereSearch::outcome(const std::vector<std::uint32_t>& sum) {
  bool l = wins(sum, true), r = wins(sum, false);
  if (l) return r ? Outcome::kNext : Outcome::kLeft;
  return r ? Outcome::kRight : Outcome::kPrevious;
}

bool outcome_at_least(Outcome a, Outcome b) {
  return a == b || a == Outcome::kLeft || b == Outcome::kRight;
}

std::vector<Outcome> outcomes_with(PartizanMisereSearch& search, std::uint32_t g,
                                   const std::vector<std::vector<std::uint32_t>>& contexts) {
  std::vector<Outcome> out;
  for (const auto& x : contexts) {
    std::vector<std::uint32_t> sum = x;
    sum.push_back(g);
    out.push_back(search.outcome(sum));
  }
  return out;
}

bool outcomes_at_least_with(PartizanMisereSearch& search, std::uint32_t g, std::uint32_t h,
                            const std::vector<std::vector<std::uint32_t>>& contexts) {
  for (const auto& x : contexts) {
    std::vector<std::uint32_t> gx = x, hx = x;
    gx.push_back(g);
    hx.push_back(h);
    if (!outcome_at_least(search.outcome(gx), search.outcome(hx))) return false;
  }
  return true;
}

bool outcomes_at_least(const std::vector<Outcome>& a, const std::vector<Outcome>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!outcome_at_least(a[i], b[i])) return false;
  return true;
}

}  // namespace cgt::test
