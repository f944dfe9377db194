#include "loopy/stops.hpp"

#include <unordered_map>

#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/values.hpp"
#include "loopy/local_graph.hpp"
#include "loopy/named.hpp"
#include "loopy/simplify.hpp"
#include "loopy/stopper_table.hpp"

namespace cgt::loopy {

bool operator==(const Pseudonumber& a, const Pseudonumber& b) {
  if (a.kind != b.kind) return false;
  return a.kind == Pseudonumber::Kind::kOn || a.kind == Pseudonumber::Kind::kOff || a.x == b.x;
}

bool operator<(const Pseudonumber& a, const Pseudonumber& b) {
  using K = Pseudonumber::Kind;
  auto infinite = [](const Pseudonumber& p) {
    return p.kind == K::kOff ? -1 : p.kind == K::kOn ? 1 : 0;
  };
  if (infinite(a) != infinite(b)) return infinite(a) < infinite(b);
  if (infinite(a) != 0) return false;
  if (a.x != b.x) return a.x < b.x;
  return a.kind < b.kind;
}

std::optional<Pseudonumber> as_pseudonumber(Stopper s) {
  using K = Pseudonumber::Kind;
  if (s.is_short()) {
    if (!is_number(s.game())) return std::nullopt;
    return Pseudonumber{K::kNumber, game_table().number_part(s.game())};
  }
  StopperTable& t = stopper_table();
  auto left = t.left(s.node()), right = t.right(s.node());
  if (left.size() == 1 && right.empty() && left[0] == s) return Pseudonumber{K::kOn, Dyadic(0)};
  if (right.size() == 1 && left.empty() && right[0] == s) return Pseudonumber{K::kOff, Dyadic(0)};
  if (left.size() != 1 || right.size() != 1 || (left[0] == s) == (right[0] == s))
    return std::nullopt;
  bool over = right[0] == s;
  Stopper x = over ? left[0] : right[0];
  if (!x.is_short() || !is_number(x.game())) return std::nullopt;
  return Pseudonumber{over ? K::kOver : K::kUnder, game_table().number_part(x.game())};
}

Stopper stopper_of(const Pseudonumber& p) {
  using K = Pseudonumber::Kind;
  switch (p.kind) {
    case K::kOn: return on();
    case K::kOff: return off();
    case K::kNumber: return Stopper::of(number(p.x));
    case K::kOver: break;
    case K::kUnder: break;
  }
  // x over = {x | pass}, x under = {pass | x}.
  LoopyGraph g;
  std::uint32_t v = g.add_vertex(), x = g.add_leaf(Stopper::of(number(p.x)));
  Player toward_x = p.kind == K::kOver ? Player::kLeft : Player::kRight;
  g.add_edge(v, toward_x, x);
  g.add_edge(v, opponent(toward_x), v);
  g.set_root(v);
  return canonical_stopper(g);
}

namespace {

class StopFinder {
 public:
  Pseudonumber stop(Stopper s, Player mover) {
    if (auto p = as_pseudonumber(s)) return *p;
    if (s.is_short()) {
      const Dyadic& x = mover == Player::kLeft ? cgt::left_stop(s.game()) : cgt::right_stop(s.game());
      return Pseudonumber{Pseudonumber::Kind::kNumber, x};
    }
    std::uint64_t key = std::uint64_t{s.bits()} << 1 | (mover == Player::kRight);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    RecursionGuard guard;
    std::vector<Stopper> options;
    append_options(s, mover, options);
    Pseudonumber best{mover == Player::kLeft ? Pseudonumber::Kind::kOff : Pseudonumber::Kind::kOn,
                      Dyadic(0)};
    for (Stopper o : options) {
      Pseudonumber p = stop(o, opponent(mover));
      if (mover == Player::kLeft ? best < p : p < best) best = p;
    }
    memo_.emplace(key, best);
    return best;
  }

 private:
  std::unordered_map<std::uint64_t, Pseudonumber> memo_;
};

}  // namespace

Pseudonumber left_stop(Stopper s) { return StopFinder().stop(s, Player::kLeft); }
Pseudonumber right_stop(Stopper s) { return StopFinder().stop(s, Player::kRight); }

}  // namespace cgt::loopy
