#include "misere/dicot_game.hpp"

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

std::uint64_t pair_key(std::uint32_t a, std::uint32_t b) { return (std::uint64_t{a} << 32) | b; }

void sort_unique(std::vector<DicotGame>& v) {
  std::sort(v.begin(), v.end(), [](DicotGame a, DicotGame b) { return a.id < b.id; });
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

std::vector<DicotGame> without(const std::vector<DicotGame>& v, DicotGame g) {
  std::vector<DicotGame> out;
  for (DicotGame x : v)
    if (!(x == g)) out.push_back(x);
  return out;
}

}  // namespace

DicotTable::DicotTable() {
  intern({}, {});                         // 0 = { | }
  intern({zero()}, {zero()});             // * = {0 | 0}
  canonical_ = {0, 1};
  nim_heaps_ = {0, 1};
}

DicotTable& dicot_table() {
  static DicotTable table;
  return table;
}

std::uint32_t DicotTable::intern(std::vector<DicotGame> left, std::vector<DicotGame> right) {
  sort_unique(left);
  sort_unique(right);
  std::uint64_t h = mix_hash(left.size() * 0x10001 + right.size());
  for (DicotGame g : left) h = mix_hash(h ^ g.id);
  h = mix_hash(h ^ 0x5bd1e995);
  for (DicotGame g : right) h = mix_hash(h ^ g.id);
  std::uint32_t found = index_.find(h, [&](std::uint32_t id) {
    std::span<const DicotGame> l = side(id, 0), r = side(id, 1);
    return std::equal(l.begin(), l.end(), left.begin(), left.end()) &&
           std::equal(r.begin(), r.end(), right.begin(), right.end());
  });
  if (found != kNoId) return found;
  if (nodes_.size() >= max_forms_)
    throw LimitError("the dicot game table reached its limit of " + std::to_string(max_forms_) +
                     " forms");
  Node n;
  n.first = pool_.size();
  n.left = static_cast<std::uint32_t>(left.size());
  n.right = static_cast<std::uint32_t>(right.size());
  n.hash = h;
  // Misère play: a player without a move wins; otherwise one wins moving first by a move to a
  // game that the opponent, moving first, loses.
  n.left_wins_first = left.empty();
  n.right_wins_first = right.empty();
  for (DicotGame o : left) {
    n.birthday = std::max(n.birthday, nodes_[o.id].birthday + 1);
    n.left_wins_first = n.left_wins_first || !nodes_[o.id].right_wins_first;
  }
  for (DicotGame o : right) {
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

bool DicotTable::ge(std::uint32_t g, std::uint32_t h) {
  if (g == h) return true;
  std::uint64_t key = pair_key(g, h);
  if (auto it = ge_cache_.find(key); it != ge_cache_.end()) return it->second;
  bool result = ge_uncached(g, h);
  ge_cache_.emplace(key, result);
  return result;
}

bool DicotTable::ge_uncached(std::uint32_t g, std::uint32_t h) {
  RecursionGuard guard;
  if ((ge_cache_.size() & 0xfff) == 0) poll_interrupt();
  // The proviso: the only end of D is 0.
  if (side(g, 1).empty() && !nodes_[h].right_wins_first) return false;
  if (side(h, 0).empty() && !nodes_[g].left_wins_first) return false;
  // Maintenance.
  for (DicotGame gr : side(g, 1)) {
    bool kept = std::any_of(side(h, 1).begin(), side(h, 1).end(),
                            [&](DicotGame hr) { return ge(gr.id, hr.id); }) ||
                std::any_of(side(gr.id, 0).begin(), side(gr.id, 0).end(),
                            [&](DicotGame grl) { return ge(grl.id, h); });
    if (!kept) return false;
  }
  for (DicotGame hl : side(h, 0)) {
    bool kept = std::any_of(side(g, 0).begin(), side(g, 0).end(),
                            [&](DicotGame gl) { return ge(gl.id, hl.id); }) ||
                std::any_of(side(hl.id, 1).begin(), side(hl.id, 1).end(),
                            [&](DicotGame hlr) { return ge(g, hlr.id); });
    if (!kept) return false;
  }
  return true;
}

Outcome DicotTable::outcome(DicotGame g) const {
  const Node& n = nodes_[g.id];
  if (n.left_wins_first) return n.right_wins_first ? Outcome::kNext : Outcome::kLeft;
  return n.right_wins_first ? Outcome::kRight : Outcome::kPrevious;
}

bool DicotTable::remove_dominated(std::vector<DicotGame>& options, bool left_side) {
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

// Bypasses one reversible option of the side asked for. For Left: G^L1 reverses through
// G^L1R1 when G >= G^L1R1 (for Right: G^R1L1 >= G).
bool DicotTable::bypass_one(std::vector<DicotGame>& left, std::vector<DicotGame>& right,
                            bool left_side) {
  std::uint32_t g = intern(left, right);
  std::vector<DicotGame>& mine = left_side ? left : right;
  for (DicotGame o : std::vector<DicotGame>(mine)) {
    std::span<const DicotGame> replies = side(o.id, left_side ? 1 : 0);
    for (DicotGame reply : std::vector<DicotGame>(replies.begin(), replies.end())) {
      if (!(left_side ? ge(g, reply.id) : ge(reply.id, g))) continue;
      std::vector<DicotGame> rest = without(mine, o);
      std::span<const DicotGame> through = side(reply.id, left_side ? 0 : 1);
      if (!through.empty()) {  // an open bypass: the reply's options replace o
        rest.insert(rest.end(), through.begin(), through.end());
        sort_unique(rest);
        mine = std::move(rest);
        return true;
      }
      // Reversible through the end 0: o goes if G stays equal without it, else it becomes *.
      if (!rest.empty()) {
        std::uint32_t smaller = left_side ? intern(rest, right) : intern(left, rest);
        if (left_side ? ge(smaller, g) : ge(g, smaller)) {
          mine = std::move(rest);
          return true;
        }
      }
      if (o == star()) break;
      rest.push_back(star());
      sort_unique(rest);
      mine = std::move(rest);
      return true;
    }
  }
  return false;
}

DicotGame DicotTable::from_options(std::span<const DicotGame> left_in,
                                   std::span<const DicotGame> right_in) {
  if (left_in.empty() != right_in.empty())
    throw DomainError(std::string("not a dicot: ") +
                      (left_in.empty() ? "Right can move where Left cannot"
                                       : "Left can move where Right cannot"));
  std::vector<DicotGame> left(left_in.begin(), left_in.end()), right(right_in.begin(),
                                                                      right_in.end());
  sort_unique(left);
  sort_unique(right);
  std::uint32_t raw = intern(left, right);
  if (canonical_[raw] != kNone) return DicotGame{canonical_[raw]};
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
  return DicotGame{id};
}

DicotGame DicotTable::nim(std::uint32_t n) {
  if (n > 4096) throw LimitError("dicot nim heaps are built up to *4096, not *" + std::to_string(n));
  while (nim_heaps_.size() <= n) {
    std::vector<DicotGame> options;
    for (std::uint32_t id : nim_heaps_) options.push_back(DicotGame{id});
    nim_heaps_.push_back(from_options(options, options).id);
  }
  return DicotGame{nim_heaps_[n]};
}

DicotGame DicotTable::sum(DicotGame a, DicotGame b) {
  if (a == zero()) return b;
  if (b == zero()) return a;
  if (b.id < a.id) std::swap(a, b);
  std::uint64_t key = pair_key(a.id, b.id);
  if (auto it = sums_.find(key); it != sums_.end()) return DicotGame{it->second};
  RecursionGuard guard;
  poll_interrupt();
  // Copied: the pool may move while the options' sums are interned.
  std::vector<DicotGame> al(left(a).begin(), left(a).end()), ar(right(a).begin(), right(a).end());
  std::vector<DicotGame> bl(left(b).begin(), left(b).end()), br(right(b).begin(), right(b).end());
  std::vector<DicotGame> l, r;
  for (DicotGame o : al) l.push_back(sum(o, b));
  for (DicotGame o : bl) l.push_back(sum(a, o));
  for (DicotGame o : ar) r.push_back(sum(o, b));
  for (DicotGame o : br) r.push_back(sum(a, o));
  DicotGame s = from_options(l, r);
  sums_.emplace(key, s.id);
  return s;
}

DicotGame DicotTable::conjugate(DicotGame g) {
  if (g == zero() || g == star()) return g;
  RecursionGuard guard;
  std::vector<DicotGame> l, r;
  for (DicotGame o : std::vector<DicotGame>(right(g).begin(), right(g).end()))
    l.push_back(conjugate(o));
  for (DicotGame o : std::vector<DicotGame>(left(g).begin(), left(g).end()))
    r.push_back(conjugate(o));
  return from_options(l, r);
}

}  // namespace cgt::misere
