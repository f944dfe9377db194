#include "tests/support/reference_game.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "cgt/canonical.hpp"
#include "cgt/game_table.hpp"

namespace cgt::test {
namespace {

struct Forms {
  std::map<std::pair<std::vector<int>, std::vector<int>>, Ref> by_form;
  std::map<std::pair<int, int>, bool> leq;
  std::map<std::pair<int, int>, Ref> sum;
  std::map<int, Ref> neg, canonical;
};

Forms& forms() {
  static Forms f;
  return f;
}

std::vector<int> ids(const std::vector<Ref>& side) {
  std::vector<int> out;
  for (const Ref& r : side) out.push_back(r->id);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<Ref> unique_options(std::vector<Ref> side) {
  std::sort(side.begin(), side.end(), [](const Ref& a, const Ref& b) { return a->id < b->id; });
  side.erase(std::unique(side.begin(), side.end(),
                         [](const Ref& a, const Ref& b) { return a->id == b->id; }),
             side.end());
  return side;
}

}  // namespace

Ref ref_game(std::vector<Ref> left, std::vector<Ref> right) {
  left = unique_options(std::move(left));
  right = unique_options(std::move(right));
  auto key = std::make_pair(ids(left), ids(right));
  auto& table = forms().by_form;
  auto it = table.find(key);
  if (it != table.end()) return it->second;
  auto node = std::make_shared<RefNode>(RefNode{left, right, static_cast<int>(table.size())});
  table.emplace(key, node);
  return node;
}

Ref ref_zero() { return ref_game({}, {}); }

Ref ref_integer(int n) {
  if (n == 0) return ref_zero();
  if (n > 0) return ref_game({ref_integer(n - 1)}, {});
  return ref_game({}, {ref_integer(n + 1)});
}

Ref ref_dyadic(int numerator, int log2_den) {
  while (log2_den > 0 && numerator % 2 == 0) {
    numerator /= 2;
    --log2_den;
  }
  if (log2_den == 0) return ref_integer(numerator);
  return ref_game({ref_dyadic(numerator - 1, log2_den)}, {ref_dyadic(numerator + 1, log2_den)});
}

Ref ref_nimber(int n) {
  std::vector<Ref> options;
  for (int k = 0; k < n; ++k) options.push_back(ref_nimber(k));
  return ref_game(options, options);
}

Ref ref_up() { return ref_game({ref_zero()}, {ref_nimber(1)}); }

// g <= h iff no g^L >= h and no h^R <= g.
bool ref_leq(const Ref& g, const Ref& h) {
  auto key = std::make_pair(g->id, h->id);
  auto& memo = forms().leq;
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  bool result = true;
  for (const Ref& gl : g->left)
    if (ref_leq(h, gl)) result = false;
  for (const Ref& hr : h->right)
    if (result && ref_leq(hr, g)) result = false;
  memo[key] = result;
  return result;
}

bool ref_equal(const Ref& g, const Ref& h) { return ref_leq(g, h) && ref_leq(h, g); }

Ref ref_sum(const Ref& g, const Ref& h) {
  auto key = std::make_pair(g->id, h->id);
  auto& memo = forms().sum;
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<Ref> left, right;
  for (const Ref& gl : g->left) left.push_back(ref_sum(gl, h));
  for (const Ref& hl : h->left) left.push_back(ref_sum(g, hl));
  for (const Ref& gr : g->right) right.push_back(ref_sum(gr, h));
  for (const Ref& hr : h->right) right.push_back(ref_sum(g, hr));
  Ref s = ref_game(left, right);
  memo[key] = s;
  return s;
}

Ref ref_neg(const Ref& g) {
  auto& memo = forms().neg;
  if (auto it = memo.find(g->id); it != memo.end()) return it->second;
  std::vector<Ref> left, right;
  for (const Ref& gr : g->right) left.push_back(ref_neg(gr));
  for (const Ref& gl : g->left) right.push_back(ref_neg(gl));
  Ref n = ref_game(left, right);
  memo[g->id] = n;
  return n;
}

Ref ref_canonical(const Ref& g) {
  auto& memo = forms().canonical;
  if (auto it = memo.find(g->id); it != memo.end()) return it->second;
  std::vector<Ref> left, right;
  for (const Ref& gl : g->left) left.push_back(ref_canonical(gl));
  for (const Ref& gr : g->right) right.push_back(ref_canonical(gr));
  for (bool changed = true; changed;) {
    changed = false;
    left = unique_options(left);
    right = unique_options(right);
    // Dominated: distinct canonical forms are distinct values, so <= means <.
    auto prune = [](std::vector<Ref>& side, bool keep_max) {
      std::vector<Ref> kept;
      for (const Ref& a : side) {
        bool dominated = false;
        for (const Ref& b : side)
          if (a->id != b->id && (keep_max ? ref_leq(a, b) : ref_leq(b, a))) dominated = true;
        if (!dominated) kept.push_back(a);
      }
      side = kept;
    };
    prune(left, true);
    prune(right, false);
    Ref current = ref_game(left, right);
    for (std::size_t i = 0; i < left.size() && !changed; ++i)
      for (const Ref& lr : left[i]->right)
        if (ref_leq(lr, current)) {
          std::vector<Ref> next(left.begin(), left.end());
          next.erase(next.begin() + static_cast<long>(i));
          next.insert(next.end(), lr->left.begin(), lr->left.end());
          left = next;
          changed = true;
          break;
        }
    for (std::size_t i = 0; i < right.size() && !changed; ++i)
      for (const Ref& rl : right[i]->left)
        if (ref_leq(current, rl)) {
          std::vector<Ref> next(right.begin(), right.end());
          next.erase(next.begin() + static_cast<long>(i));
          next.insert(next.end(), rl->right.begin(), rl->right.end());
          right = next;
          changed = true;
          break;
        }
  }
  Ref c = ref_game(left, right);
  memo[g->id] = c;
  return c;
}

// Canonical numbers: 0 = {|}, n = {n-1|}, -n = {|-n+1}, and p/2^k = {(p-1)/2^k | (p+1)/2^k}
// whose value is the mean of its options.
std::optional<Dyadic> ref_number_value(const Ref& c) {
  if (c->left.size() > 1 || c->right.size() > 1) return std::nullopt;
  std::optional<Dyadic> l, r;
  if (!c->left.empty() && !(l = ref_number_value(c->left[0]))) return std::nullopt;
  if (!c->right.empty() && !(r = ref_number_value(c->right[0]))) return std::nullopt;
  if (!l && !r) return Dyadic(0);
  if (l && !r) return *l + Dyadic(1);
  if (r && !l) return *r - Dyadic(1);
  if (!(*l < *r)) return std::nullopt;
  return (*l + *r).times_power_of_two(-1);
}

Dyadic ref_left_stop(const Ref& c) {
  if (auto x = ref_number_value(c)) return *x;
  std::optional<Dyadic> best;
  for (const Ref& l : c->left)
    if (Dyadic s = ref_right_stop(l); !best || s > *best) best = s;
  return *best;
}

Dyadic ref_right_stop(const Ref& c) {
  if (auto x = ref_number_value(c)) return *x;
  std::optional<Dyadic> best;
  for (const Ref& r : c->right)
    if (Dyadic s = ref_left_stop(r); !best || s < *best) best = s;
  return *best;
}

int ref_birthday(const Ref& g) {
  int b = 0;
  for (const Ref& o : g->left) b = std::max(b, 1 + ref_birthday(o));
  for (const Ref& o : g->right) b = std::max(b, 1 + ref_birthday(o));
  return b;
}

std::size_t ref_size(const Ref& g) {
  std::size_t n = 1;
  for (const Ref& o : g->left) n += ref_size(o);
  for (const Ref& o : g->right) n += ref_size(o);
  return n;
}

Ref to_ref(Game g) {
  GameTable& t = game_table();
  std::vector<Ref> left, right;
  std::vector<Game> l(t.left_options(g).begin(), t.left_options(g).end());
  std::vector<Game> r(t.right_options(g).begin(), t.right_options(g).end());
  for (Game o : l) left.push_back(to_ref(o));
  for (Game o : r) right.push_back(to_ref(o));
  return ref_game(left, right);
}

Game to_table(const Ref& g) {
  std::vector<Game> left, right;
  for (const Ref& o : g->left) left.push_back(to_table(o));
  for (const Ref& o : g->right) right.push_back(to_table(o));
  return canonicalise(left, right);
}

}  // namespace cgt::test
