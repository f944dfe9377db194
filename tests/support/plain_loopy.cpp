#include "tests/support/plain_loopy.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>

#include "cgt/dyadic.hpp"
#include "cgt/values.hpp"
#include "loopy/local_graph.hpp"

namespace cgt::test {

using loopy::Player;
using loopy::Result;

PlainGraph plain(loopy::Stopper s) {
  PlainGraph g;
  std::map<std::uint32_t, int> index;
  std::vector<loopy::Stopper> todo;
  auto id = [&](loopy::Stopper t) {
    auto [it, added] = index.try_emplace(t.bits(), g.size());
    if (added) {
      g.left.emplace_back();
      g.right.emplace_back();
      todo.push_back(t);
    }
    return it->second;
  };
  g.root = id(s);
  for (std::size_t i = 0; i < todo.size(); ++i) {
    std::vector<loopy::Stopper> options;
    loopy::append_options(todo[i], Player::kLeft, options);
    for (auto o : options) {
      int w = id(o);  // may grow the lists
      g.left[i].push_back(w);
    }
    options.clear();
    loopy::append_options(todo[i], Player::kRight, options);
    for (auto o : options) {
      int w = id(o);
      g.right[i].push_back(w);
    }
  }
  return g;
}

namespace {

// a with b's vertices appended; returns the offset of b's.
int append(PlainGraph& a, const PlainGraph& b) {
  int base = a.size();
  for (int v = 0; v < b.size(); ++v) {
    a.left.emplace_back();
    a.right.emplace_back();
    for (int w : b.left[v]) a.left.back().push_back(base + w);
    for (int w : b.right[v]) a.right.back().push_back(base + w);
  }
  return base;
}

}  // namespace

PlainGraph plain(const loopy::LoopyGraph& g) {
  PlainGraph out;
  out.left.resize(g.size());
  out.right.resize(g.size());
  std::vector<int> where(g.size());
  for (std::uint32_t v = 0; v < g.size(); ++v) where[v] = static_cast<int>(v);
  for (std::uint32_t v = 0; v < g.size(); ++v)
    if (g.is_leaf(v)) {
      PlainGraph leaf = plain(g.leaf(v));
      where[v] = append(out, leaf) + leaf.root;
    }
  for (std::uint32_t v = 0; v < g.size(); ++v) {
    if (g.is_leaf(v)) continue;
    for (std::uint32_t w : g.options(v, Player::kLeft)) out.left[v].push_back(where[w]);
    for (std::uint32_t w : g.options(v, Player::kRight)) out.right[v].push_back(where[w]);
  }
  out.root = where[g.root()];
  return out;
}

PlainGraph plain_sum(const PlainGraph& a, const PlainGraph& b) {
  PlainGraph s;
  int n = a.size(), m = b.size();
  s.left.resize(static_cast<std::size_t>(n * m));
  s.right.resize(static_cast<std::size_t>(n * m));
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < m; ++y) {
      int v = x * m + y;
      for (int w : a.left[x]) s.left[v].push_back(w * m + y);
      for (int w : b.left[y]) s.left[v].push_back(x * m + w);
      for (int w : a.right[x]) s.right[v].push_back(w * m + y);
      for (int w : b.right[y]) s.right[v].push_back(x * m + w);
    }
  s.root = a.root * m + b.root;
  return s;
}

PlainGraph plain_negative(const PlainGraph& a) {
  PlainGraph n{a.right, a.left, a.root};
  return n;
}

loopy::PlayOutcome naive_outcome(const PlainGraph& g) {
  int n = g.size();
  // label[2v]: Left to move at v; label[2v + 1]: Right to move.
  std::vector<Result> label(2 * static_cast<std::size_t>(n), Result::kDraw);
  for (bool changed = true; changed;) {
    changed = false;
    for (int v = 0; v < n; ++v)
      for (int right = 0; right < 2; ++right) {
        Result& r = label[2 * v + right];
        if (r != Result::kDraw) continue;
        Result mine = right ? Result::kRightWins : Result::kLeftWins;
        Result theirs = right ? Result::kLeftWins : Result::kRightWins;
        const auto& moves = right ? g.right[v] : g.left[v];
        bool any_win = false, all_lose = true;
        for (int w : moves) {
          Result next = label[2 * w + (right ? 0 : 1)];
          any_win = any_win || next == mine;
          all_lose = all_lose && next == theirs;
        }
        if (any_win) r = mine;
        else if (all_lose) r = theirs;
        changed = changed || r != Result::kDraw;
      }
  }
  return {label[2 * g.root], label[2 * g.root + 1]};
}

bool naive_survives(const PlainGraph& g, const PlainGraph& h) {
  return naive_outcome(plain_sum(h, plain_negative(g))).right_first != Result::kRightWins;
}

bool naive_is_stopper(const PlainGraph& g) {
  // Depth-first search over states 2v (Left to move) and 2v + 1, from every position reachable
  // from the root; a state met again while still open closes an alternating cycle.
  std::vector<bool> reachable(g.size(), false);
  std::vector<int> todo{g.root};
  reachable[g.root] = true;
  while (!todo.empty()) {
    int v = todo.back();
    todo.pop_back();
    for (const auto* moves : {&g.left[v], &g.right[v]})
      for (int w : *moves)
        if (!reachable[w]) {
          reachable[w] = true;
          todo.push_back(w);
        }
  }
  std::vector<int> colour(2 * static_cast<std::size_t>(g.size()), 0);
  std::vector<std::pair<int, std::size_t>> stack;
  for (int start = 0; start < 2 * g.size(); ++start) {
    if (!reachable[start / 2]) continue;
    if (colour[start]) continue;
    stack.push_back({start, 0});
    colour[start] = 1;
    while (!stack.empty()) {
      auto& [s, next] = stack.back();
      const auto& moves = s % 2 ? g.right[s / 2] : g.left[s / 2];
      if (next == moves.size()) {
        colour[s] = 2;
        stack.pop_back();
        continue;
      }
      int t = 2 * moves[next++] + (s % 2 ? 0 : 1);
      if (colour[t] == 1) return false;
      if (colour[t] == 0) {
        colour[t] = 1;
        stack.push_back({t, 0});
      }
    }
  }
  return true;
}

namespace {

constexpr const char* kLeafValues[] = {"0", "1", "-1", "*", "^", "1/2", "-1/2"};

// Adds the leaves kLeafValues to g, in that order.
std::vector<std::uint32_t> add_leaves(loopy::LoopyGraph& g) {
  std::vector<std::uint32_t> leaves;
  for (const char* text : kLeafValues) {
    Game value = text[0] == '*' ? star() : text[0] == '^' ? up() : number(Dyadic::parse(text));
    leaves.push_back(g.add_leaf(loopy::Stopper::of(value)));
  }
  return leaves;
}

}  // namespace

loopy::LoopyGraph random_loopy_graph(std::mt19937& rng, int max_vertices, bool stopper) {
  loopy::LoopyGraph g;
  int n = std::uniform_int_distribution<int>(1, max_vertices)(rng);
  for (int i = 0; i < n; ++i) g.add_vertex();
  std::vector<std::uint32_t> leaves = add_leaves(g);
  std::uniform_int_distribution<int> options(0, 2), coin(0, 3);
  for (int v = 0; v < n; ++v)
    for (Player p : {Player::kLeft, Player::kRight}) {
      int k = options(rng);
      for (int j = 0; j < k; ++j) {
        int kind = coin(rng);
        std::uint32_t target;
        if (kind == 0) {
          target = leaves[std::uniform_int_distribution<std::size_t>(0, leaves.size() - 1)(rng)];
        } else if (stopper && p == Player::kRight) {
          // Right moves forward or passes: every cycle has Left's moves only, or a pass.
          if (v + 1 >= n || kind == 1) target = static_cast<std::uint32_t>(v);
          else target = static_cast<std::uint32_t>(std::uniform_int_distribution<int>(v + 1, n - 1)(rng));
        } else {
          target = static_cast<std::uint32_t>(std::uniform_int_distribution<int>(0, n - 1)(rng));
        }
        g.add_edge(static_cast<std::uint32_t>(v), p, target);
      }
    }
  g.set_root(0);
  return g;
}

loopy::LoopyGraph random_cycling_loopy_graph(std::mt19937& rng, int max_vertices) {
  loopy::LoopyGraph g;
  int n = std::uniform_int_distribution<int>(2, max_vertices)(rng);
  for (int i = 0; i < n; ++i) g.add_vertex();
  std::vector<std::uint32_t> leaves = add_leaves(g);
  std::uniform_int_distribution<std::uint32_t> vertex(0, static_cast<std::uint32_t>(n - 1));
  std::uniform_int_distribution<std::size_t> leaf(0, leaves.size() - 1);
  std::uniform_int_distribution<int> coin(0, 1), quarter(0, 3);
  for (std::uint32_t v = 0; v < static_cast<std::uint32_t>(n); ++v)
    for (Player p : {Player::kLeft, Player::kRight}) {
      for (int k = 1 + coin(rng); k > 0; --k) g.add_edge(v, p, vertex(rng));
      if (quarter(rng) == 0) g.add_edge(v, p, leaves[leaf(rng)]);
    }
  g.set_root(0);
  return g;
}

loopy::LoopyGraph loopy_graph_from_edges(std::string_view text) {
  std::vector<std::string> vertices(1);
  for (char c : text) {
    if (c == ';') vertices.emplace_back();
    else vertices.back() += c;
  }
  loopy::LoopyGraph g;
  for (std::size_t i = 0; i < vertices.size(); ++i) g.add_vertex();
  std::vector<std::uint32_t> leaves = add_leaves(g);
  for (std::uint32_t v = 0; v < vertices.size(); ++v) {
    std::istringstream words(vertices[v]);
    Player who = Player::kLeft;
    for (std::string word; words >> word;) {
      if (word == "|") {
        who = Player::kRight;
        continue;
      }
      std::uint32_t target;
      if (word.size() == 1 && word[0] >= 'a' && word[0] < 'a' + static_cast<int>(vertices.size())) {
        target = static_cast<std::uint32_t>(word[0] - 'a');
      } else {
        auto leaf = std::find(std::begin(kLeafValues), std::end(kLeafValues), word);
        if (leaf == std::end(kLeafValues)) throw std::invalid_argument("no vertex or leaf: " + word);
        target = leaves[static_cast<std::size_t>(leaf - std::begin(kLeafValues))];
      }
      g.add_edge(v, who, target);
    }
  }
  g.set_root(0);
  return g;
}

}  // namespace cgt::test
