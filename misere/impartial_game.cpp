#include "misere/impartial_game.hpp"

#include <algorithm>
#include <string>

#include "cgt/error.hpp"
#include "cgt/hash_mix.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt::misere {
namespace {

std::uint32_t mex(std::vector<bool>& seen) {
  std::uint32_t m = 0;
  while (m < seen.size() && seen[m]) ++m;
  return m;
}

}  // namespace

MisereTable::MisereTable() {
  nodes_.push_back(Node{});  // 0: no options, g⁺ = 0, g⁻ = 1
  nodes_.back().nim_heap = true;
  index_.insert(hash_of({}), 0, [&](std::uint32_t id) { return nodes_[id].hash; });
  nim_heaps_.push_back(0);
}

MisereTable& misere_table() {
  static MisereTable table;
  return table;
}

std::uint64_t MisereTable::hash_of(std::span<const MisereGame> sorted) {
  std::uint64_t h = mix_hash(sorted.size());
  for (MisereGame g : sorted) h = mix_hash(h ^ g.id);
  return h;
}

void MisereTable::sort_options(std::vector<MisereGame>& options) const {
  std::sort(options.begin(), options.end(), [&](MisereGame a, MisereGame b) {
    std::uint32_t ba = nodes_[a.id].birthday, bb = nodes_[b.id].birthday;
    return ba != bb ? ba < bb : a.id < b.id;
  });
  options.erase(std::unique(options.begin(), options.end()), options.end());
}

std::uint32_t MisereTable::find(std::span<const MisereGame> sorted) const {
  return index_.find(hash_of(sorted), [&](std::uint32_t id) {
    std::span<const MisereGame> o = options(MisereGame{id});
    return std::equal(o.begin(), o.end(), sorted.begin(), sorted.end());
  });
}

bool MisereTable::has_option(MisereGame g, MisereGame option) const {
  std::span<const MisereGame> o = options(g);
  return std::binary_search(o.begin(), o.end(), option, [&](MisereGame x, MisereGame y) {
    std::uint32_t bx = birthday(x), by = birthday(y);
    return bx != by ? bx < by : x.id < y.id;
  });
}

bool MisereTable::reduces_to_zero(std::span<const MisereGame> sorted) const {
  bool some_p_option = false;
  for (MisereGame o : sorted) {
    if (!has_option(o, zero())) return false;
    some_p_option = some_p_option || is_p_position(o);
  }
  return some_p_option;
}

MisereGame MisereTable::from_options(std::span<const MisereGame> raw) {
  std::vector<MisereGame> v(raw.begin(), raw.end());
  sort_options(v);
  if (std::uint32_t id = find(v); id != kNoId) return MisereGame{id};
  if (reduces_to_zero(v)) return zero();
  // The options of a simpler H equal to G end where the birthdays jump by two or more.
  for (std::size_t j = 1; j < v.size(); ++j) {
    if (birthday(v[j]) <= birthday(v[j - 1]) + 1) continue;
    std::uint32_t h = find(std::span<const MisereGame>(v.data(), j));
    if (h == kNoId) continue;
    bool all_reverse = true;
    for (std::size_t i = j; i < v.size() && all_reverse; ++i)
      all_reverse = has_option(v[i], MisereGame{h});
    if (all_reverse) return MisereGame{h};
  }
  return intern(v);
}

MisereGame MisereTable::intern(std::span<const MisereGame> sorted) {
  if (nodes_.size() >= max_games_)
    throw LimitError("the misère game table reached its limit of " + std::to_string(max_games_) +
                     " games");
  Node n;
  n.first = pool_.size();
  n.count = static_cast<std::uint32_t>(sorted.size());
  n.hash = hash_of(sorted);
  std::vector<bool> normal(sorted.size() + 1), misere(sorted.size() + 1);
  bool all_nim_heaps = true;
  std::uint32_t largest_nim = 0;
  for (MisereGame o : sorted) {
    const Node& on = nodes_[o.id];
    n.birthday = std::max(n.birthday, on.birthday + 1);
    if (on.normal < normal.size()) normal[on.normal] = true;
    if (on.misere < misere.size()) misere[on.misere] = true;
    all_nim_heaps = all_nim_heaps && on.nim_heap;
    largest_nim = std::max(largest_nim, on.normal);
  }
  n.normal = mex(normal);
  n.misere = mex(misere);
  n.nim_heap = all_nim_heaps && largest_nim + 1 == sorted.size();
  pool_.insert(pool_.end(), sorted.begin(), sorted.end());
  auto id = static_cast<std::uint32_t>(nodes_.size());
  nodes_.push_back(n);
  index_.insert(n.hash, id, [&](std::uint32_t stored) { return nodes_[stored].hash; });
  return MisereGame{id};
}

MisereGame MisereTable::nim(std::uint64_t n) {
  if (n > kMaxNim)
    throw LimitError("misère nim heaps are built up to *" + std::to_string(kMaxNim) + ", not *" +
                     std::to_string(n));
  while (nim_heaps_.size() <= n) {
    std::vector<MisereGame> options;
    for (std::uint32_t id : nim_heaps_) options.push_back(MisereGame{id});
    nim_heaps_.push_back(from_options(options).id);
  }
  return MisereGame{nim_heaps_[n]};
}

MisereGame MisereTable::sum(MisereGame a, MisereGame b) {
  if (a == zero()) return b;
  if (b == zero()) return a;
  if (b.id < a.id) std::swap(a, b);
  std::uint64_t key = (std::uint64_t{a.id} << 32) | b.id;
  if (auto it = sums_.find(key); it != sums_.end()) return MisereGame{it->second};
  RecursionGuard guard;
  poll_interrupt();
  // Copied: the pool may move while the options' sums are interned.
  std::vector<MisereGame> a_options(options(a).begin(), options(a).end());
  std::vector<MisereGame> b_options(options(b).begin(), options(b).end());
  std::vector<MisereGame> result;
  result.reserve(a_options.size() + b_options.size());
  for (MisereGame o : a_options) result.push_back(sum(o, b));
  for (MisereGame o : b_options) result.push_back(sum(a, o));
  MisereGame s = from_options(result);
  sums_.emplace(key, s.id);
  return s;
}

}  // namespace cgt::misere
