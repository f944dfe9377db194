#include "misere/universe_game.hpp"

#include <algorithm>
#include <limits>
#include <string>

#include "cgt/error.hpp"
#include "cgt/hash_mix.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt::misere {
namespace {

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint32_t kMaxHeap = 4096;

std::uint64_t pair_key(std::uint32_t a, std::uint32_t b) { return (std::uint64_t{a} << 32) | b; }

template <class Game>
void sort_unique(std::vector<Game>& v) {
  std::sort(v.begin(), v.end(), [](Game a, Game b) { return a.id < b.id; });
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

template <class Game>
std::vector<Game> without(const std::vector<Game>& v, Game g) {
  std::vector<Game> out;
  for (Game x : v)
    if (!(x == g)) out.push_back(x);
  return out;
}

}  // namespace

template <Universe U>
UniverseTable<U>::UniverseTable() {
  intern({}, {});                // 0 = { | }
  intern({zero()}, {zero()});    // * = {0 | 0}
  canonical_ = {0, 1};
  nim_heaps_ = {0, 1};
  integers_[0] = integers_[1] = {0};
}

template <Universe U>
UniverseTable<U>& universe_table() {
  static UniverseTable<U> table;
  return table;
}

template <Universe U>
std::uint32_t UniverseTable<U>::intern(std::vector<Game> left, std::vector<Game> right) {
  sort_unique(left);
  sort_unique(right);
  std::uint64_t h = mix_hash(left.size() * 0x10001 + right.size());
  for (Game g : left) h = mix_hash(h ^ g.id);
  h = mix_hash(h ^ 0x5bd1e995);
  for (Game g : right) h = mix_hash(h ^ g.id);
  std::uint32_t found = index_.find(h, [&](std::uint32_t id) {
    std::span<const Game> l = side(id, 0), r = side(id, 1);
    return std::equal(l.begin(), l.end(), left.begin(), left.end()) &&
           std::equal(r.begin(), r.end(), right.begin(), right.end());
  });
  if (found != kNoId) return found;
  if (nodes_.size() >= max_forms_)
    throw LimitError(std::string("the ") + (U == Universe::kDicot ? "dicot" : "dead-ending") +
                     " game table reached its limit of " + std::to_string(max_forms_) + " forms");
  Node n;
  n.first = pool_.size();
  n.left = static_cast<std::uint32_t>(left.size());
  n.right = static_cast<std::uint32_t>(right.size());
  n.hash = h;
  // Misère play: a player without a move wins; otherwise one wins moving first by a move to a
  // game that the opponent, moving first, loses.
  n.left_wins_first = left.empty();
  n.right_wins_first = right.empty();
  for (Game o : left) {
    n.birthday = std::max(n.birthday, nodes_[o.id].birthday + 1);
    n.left_wins_first = n.left_wins_first || !nodes_[o.id].right_wins_first;
  }
  for (Game o : right) {
    n.birthday = std::max(n.birthday, nodes_[o.id].birthday + 1);
    n.right_wins_first = n.right_wins_first || !nodes_[o.id].left_wins_first;
  }
  pool_.insert(pool_.end(), left.begin(), left.end());
  pool_.insert(pool_.end(), right.begin(), right.end());
  auto id = static_cast<std::uint32_t>(nodes_.size());
  nodes_.push_back(n);
  canonical_.push_back(kNone);
  index_.insert(h, id, [&](std::uint32_t stored) { return nodes_[stored].hash; });
  return id;
}

template <Universe U>
bool UniverseTable<U>::ge(std::uint32_t g, std::uint32_t h) {
  if (g == h) return true;
  std::uint64_t key = pair_key(g, h);
  if (auto it = ge_cache_.find(key); it != ge_cache_.end()) return it->second;
  bool result = ge_uncached(g, h);
  ge_cache_.emplace(key, result);
  return result;
}

template <Universe U>
bool UniverseTable<U>::ge_uncached(std::uint32_t g, std::uint32_t h) {
  RecursionGuard guard;
  if ((ge_cache_.size() & 0xfff) == 0) poll_interrupt();
  // The proviso.
  if (is_end(g, 1) && !strong(h, 1)) return false;
  if (is_end(h, 0) && !strong(g, 0)) return false;
  // Maintenance.
  for (Game gr : side(g, 1)) {
    bool kept = std::any_of(side(h, 1).begin(), side(h, 1).end(),
                            [&](Game hr) { return ge(gr.id, hr.id); }) ||
                std::any_of(side(gr.id, 0).begin(), side(gr.id, 0).end(),
                            [&](Game grl) { return ge(grl.id, h); });
    if (!kept) return false;
  }
  for (Game hl : side(h, 0)) {
    bool kept = std::any_of(side(g, 0).begin(), side(g, 0).end(),
                            [&](Game gl) { return ge(gl.id, hl.id); }) ||
                std::any_of(side(hl.id, 1).begin(), side(hl.id, 1).end(),
                            [&](Game hlr) { return ge(g, hlr.id); });
    if (!kept) return false;
  }
  return true;
}

// In D the only end is 0, so strength is winning G alone. In E the ends in which Left has no
// move are the Left dead ends; each is simulated by Right's most flexible one of its birthday,
// D_k = {| D_0, ..., D_(k-1)} (Right may jump to any smaller one), and G + D_k has the same
// winner for every k > b(G) (reservoir_wins()); so G is Left strong iff Left wins G + D_k moving
// first for k = 0 .. b(G) + 1.
template <Universe U>
bool UniverseTable<U>::strong(std::uint32_t g, int player) {
  if constexpr (U == Universe::kDicot) {
    return player == 0 ? nodes_[g].left_wins_first : nodes_[g].right_wins_first;
  } else {
    for (std::uint32_t k = 0; k <= nodes_[g].birthday + 1; ++k)
      if (!reservoir_wins(g, player, k, true)) return false;
    return true;
  }
}

// Whether the player to move wins G + D_k, where `player` has no move in the reservoir D_k and
// moves first when `first`. The mover's options: those of G, and for the reservoir's owner
// the jumps to D_j, j < k; the owner wins at once when G is his end and k = 0. The answer is the
// same for every k > b(G) + 1 (by induction on G: the options' answers settle one day sooner),
// so k is capped there.
template <Universe U>
bool UniverseTable<U>::reservoir_wins(std::uint32_t g, int player, std::uint32_t k, bool first) {
  k = std::min(k, nodes_[g].birthday + (first ? 1 : 2));
  std::uint64_t key = (std::uint64_t{g} << 32) | (std::uint64_t{k} << 2) |
                      (std::uint64_t(player) << 1) | (first ? 1 : 0);
  if (auto it = reservoir_cache_.find(key); it != reservoir_cache_.end()) return it->second;
  RecursionGuard guard;
  bool wins = false;
  if (first) {
    wins = is_end(g, player);
    for (Game o : side(g, player))
      if (!wins && !reservoir_wins(o.id, player, k, false)) wins = true;
  } else {
    int owner = 1 - player;
    wins = is_end(g, owner) && k == 0;
    for (Game o : side(g, owner))
      if (!wins && !reservoir_wins(o.id, player, k, true)) wins = true;
    for (std::uint32_t j = 0; j < k && !wins; ++j)
      if (!reservoir_wins(g, player, j, true)) wins = true;
  }
  reservoir_cache_.emplace(key, wins);
  return wins;
}

template <Universe U>
Outcome UniverseTable<U>::outcome(Game g) const {
  const Node& n = nodes_[g.id];
  if (n.left_wins_first) return n.right_wins_first ? Outcome::kNext : Outcome::kLeft;
  return n.right_wins_first ? Outcome::kRight : Outcome::kPrevious;
}

template <Universe U>
const char* UniverseTable<U>::not_member(std::span<const Game> left,
                                         std::span<const Game> right) const {
  if constexpr (U == Universe::kDicot) {
    if (left.empty() != right.empty())
      return left.empty() ? "not a dicot: Right can move where Left cannot"
                          : "not a dicot: Left can move where Right cannot";
  } else {
    // The options are dead-ending, so an end is a dead end when the other player's moves all
    // lead to ends of the same player.
    auto ends = [&](std::span<const Game> options, int which) {
      return std::all_of(options.begin(), options.end(),
                         [&](Game o) { return is_end(o.id, which); });
    };
    if (left.empty() && !ends(right, 0))
      return "not dead-ending: Left has no move here but has one after a Right move";
    if (right.empty() && !ends(left, 1))
      return "not dead-ending: Right has no move here but has one after a Left move";
  }
  return nullptr;
}

template <Universe U>
bool UniverseTable<U>::remove_dominated(std::vector<Game>& options, bool left_side) {
  for (std::size_t i = 0; i < options.size(); ++i)
    for (std::size_t j = 0; j < options.size(); ++j) {
      if (i == j) continue;
      bool dominated = left_side ? ge(options[j].id, options[i].id)
                                 : ge(options[i].id, options[j].id);
      if (dominated) {
        options.erase(options.begin() + static_cast<std::ptrdiff_t>(i));
        return true;
      }
    }
  return false;
}

// D: * = {0 | 0} for both players (the end is 0). E: {| E} for Left and {E |} for Right, a
// dead end of the same player, so Left moving there leaves Right the reply to E. Every end E
// with G >= E (for Right: E >= G) gives the same G, so E is chosen canonically where it can
// be: the integer -n (for Right n) of least size up to the birthday of `end` that is one.
template <Universe U>
typename UniverseTable<U>::Game UniverseTable<U>::end_atom(std::uint32_t g, Game end,
                                                           bool left_side) {
  if constexpr (U == Universe::kDicot) {
    (void)g;
    (void)end;
    (void)left_side;
    return star();
  } else {
    for (std::uint32_t n = 0; n <= std::min(nodes_[end.id].birthday, kMaxHeap); ++n) {
      Game e = integer(left_side ? -static_cast<std::int32_t>(n) : static_cast<std::int32_t>(n));
      if (left_side ? ge(g, e.id) : ge(e.id, g)) {
        end = e;
        break;
      }
    }
    std::vector<Game> one{end};
    return Game{left_side ? intern({}, one) : intern(one, {})};
  }
}

// Bypasses one reversible option of the side asked for. For Left: G^L1 reverses through
// G^L1R1 when G >= G^L1R1 (for Right: G^R1L1 >= G).
template <Universe U>
bool UniverseTable<U>::bypass_one(std::vector<Game>& left, std::vector<Game>& right,
                                  bool left_side) {
  std::uint32_t g = intern(left, right);
  std::vector<Game>& mine = left_side ? left : right;
  for (Game o : std::vector<Game>(mine)) {
    std::span<const Game> replies = side(o.id, left_side ? 1 : 0);
    for (Game reply : std::vector<Game>(replies.begin(), replies.end())) {
      if (!(left_side ? ge(g, reply.id) : ge(reply.id, g))) continue;
      std::vector<Game> rest = without(mine, o);
      std::span<const Game> through = side(reply.id, left_side ? 0 : 1);
      if (!through.empty()) {  // an open bypass: the reply's options replace o
        rest.insert(rest.end(), through.begin(), through.end());
        sort_unique(rest);
        mine = std::move(rest);
        return true;
      }
      // Reversible through an end: o goes if G stays equal without it (and in U), else it
      // becomes the atom (unless it is one already).
      const std::vector<Game>& l = left_side ? rest : left;
      const std::vector<Game>& r = left_side ? right : rest;
      if (!not_member(l, r)) {
        std::uint32_t smaller = intern(l, r);
        if (left_side ? ge(smaller, g) : ge(g, smaller)) {
          mine = std::move(rest);
          return true;
        }
      }
      Game atom = end_atom(g, reply, left_side);
      if (o == atom) continue;
      rest.push_back(atom);
      sort_unique(rest);
      mine = std::move(rest);
      return true;
    }
  }
  return false;
}

template <Universe U>
typename UniverseTable<U>::Game UniverseTable<U>::from_options(std::span<const Game> left_in,
                                                               std::span<const Game> right_in) {
  if (const char* why = not_member(left_in, right_in)) throw DomainError(why);
  std::vector<Game> left(left_in.begin(), left_in.end()), right(right_in.begin(), right_in.end());
  sort_unique(left);
  sort_unique(right);
  std::uint32_t raw = intern(left, right);
  if (canonical_[raw] != kNone) return Game{canonical_[raw]};
  RecursionGuard guard;
  poll_interrupt();
  for (;;) {
    if (remove_dominated(left, true) || remove_dominated(right, false)) continue;
    if (bypass_one(left, right, true) || bypass_one(left, right, false)) continue;
    break;
  }
  std::uint32_t id = intern(left, right);
  if (id != 0 && ge(id, 0) && ge(0, id)) id = 0;
  canonical_[raw] = id;
  canonical_[id] = id;
  return Game{id};
}

template <Universe U>
typename UniverseTable<U>::Game UniverseTable<U>::nim(std::uint32_t n) {
  if (n > kMaxHeap)
    throw LimitError("nim heaps are built up to *4096, not *" + std::to_string(n));
  while (nim_heaps_.size() <= n) {
    std::vector<Game> options;
    for (std::uint32_t id : nim_heaps_) options.push_back(Game{id});
    nim_heaps_.push_back(from_options(options, options).id);
  }
  return Game{nim_heaps_[n]};
}

template <Universe U>
typename UniverseTable<U>::Game UniverseTable<U>::integer(std::int32_t n) {
  std::uint32_t size = n < 0 ? static_cast<std::uint32_t>(-static_cast<std::int64_t>(n))
                             : static_cast<std::uint32_t>(n);
  if (size > kMaxHeap)
    throw LimitError("integers are built from -4096 to 4096, not " + std::to_string(n));
  std::vector<std::uint32_t>& chain = integers_[n < 0 ? 1 : 0];
  while (chain.size() <= size) {
    std::vector<Game> one{Game{chain.back()}};
    Game next = n < 0 ? from_options({}, one) : from_options(one, {});
    chain.push_back(next.id);
  }
  return Game{chain[size]};
}

template <Universe U>
typename UniverseTable<U>::Game UniverseTable<U>::sum(Game a, Game b) {
  if (a == zero()) return b;
  if (b == zero()) return a;
  if (b.id < a.id) std::swap(a, b);
  std::uint64_t key = pair_key(a.id, b.id);
  if (auto it = sums_.find(key); it != sums_.end()) return Game{it->second};
  RecursionGuard guard;
  poll_interrupt();
  // Copied: the pool may move while the options' sums are interned.
  std::vector<Game> al(left(a).begin(), left(a).end()), ar(right(a).begin(), right(a).end());
  std::vector<Game> bl(left(b).begin(), left(b).end()), br(right(b).begin(), right(b).end());
  std::vector<Game> l, r;
  for (Game o : al) l.push_back(sum(o, b));
  for (Game o : bl) l.push_back(sum(a, o));
  for (Game o : ar) r.push_back(sum(o, b));
  for (Game o : br) r.push_back(sum(a, o));
  Game s = from_options(l, r);
  sums_.emplace(key, s.id);
  return s;
}

template <Universe U>
typename UniverseTable<U>::Game UniverseTable<U>::conjugate(Game g) {
  if (g == zero() || g == star()) return g;
  RecursionGuard guard;
  std::vector<Game> l, r;
  for (Game o : std::vector<Game>(right(g).begin(), right(g).end())) l.push_back(conjugate(o));
  for (Game o : std::vector<Game>(left(g).begin(), left(g).end())) r.push_back(conjugate(o));
  return from_options(l, r);
}

template class UniverseTable<Universe::kDicot>;
template class UniverseTable<Universe::kDeadEnding>;
template UniverseTable<Universe::kDicot>& universe_table<Universe::kDicot>();
template UniverseTable<Universe::kDeadEnding>& universe_table<Universe::kDeadEnding>();

}  // namespace cgt::misere
