#include "games/complementary_subtraction/reduced_sweep.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/values.hpp"
#include "games/complementary_subtraction/rotation_order.hpp"
#include "reduce/inf_order.hpp"
#include "reduce/reduced_canonical_form.hpp"

namespace cgt::games {
namespace {

// Stops in fixed point: exact multiples of 2^-40 below 2^22 in absolute value. Comparisons in
// the tree are then integer comparisons; anything finer or larger is refused (LimitError).
using Fixed = std::int64_t;
constexpr int kFractionBits = 40;
constexpr Fixed kLowest = INT64_MIN, kHighest = INT64_MAX;  // "no option" sentinels
constexpr Fixed kFixedLimit = Fixed(1) << 62;

Fixed to_fixed(const Dyadic& d) {
  if (d.exponent() > static_cast<std::uint32_t>(kFractionBits))
    throw LimitError(fmt::format("reduced sweep: the value {} needs more than {} binary digits",
                                 d.to_string(), kFractionBits));
  BigInt scaled = d.numerator() << (kFractionBits - static_cast<int>(d.exponent()));
  if (scaled >= kFixedLimit || scaled <= -kFixedLimit)
    throw LimitError(fmt::format("reduced sweep: the value {} is too large", d.to_string()));
  return static_cast<Fixed>(scaled);
}

Dyadic to_dyadic(Fixed v) {
  return Dyadic(BigInt(v), kFractionBits);
}

// x <=_Inf y, i.e. RightStop(y - x) >= 0 (Lemma 3.13). When one side is a number the stops of
// the difference are translated stops (R(y - x) = R(y) - x, R(x' - z) = x' - L(z)), which spares
// the Inf-order's memo table one entry per distinct number.
bool inf_below(Game x, Game y) {
  GameTable& t = game_table();
  if (t.is_number(x)) return t.right_stop(y) >= t.number_part(x);
  if (t.is_number(y)) return t.left_stop(x) <= t.number_part(y);
  return reduce::inf_leq(x, y);
}

// Antichains of hot reduced forms under the Inf-order, interned: Left summaries keep the
// Inf-maximal elements of a union, Right summaries the Inf-minimal ones. Distinct reduced forms
// are never Inf-equivalent (Theorem 3.11), so "maximal" is well defined and the union of two
// antichains reduces to one answer whatever the order of removal.
class AntichainTable {
 public:
  explicit AntichainTable(bool keep_maximal) : keep_maximal_(keep_maximal) { intern({}); }

  std::uint32_t singleton(Game g) { return intern({g}); }
  const std::vector<Game>& members(std::uint32_t id) const { return sets_[id]; }
  std::size_t size() const { return sets_.size(); }

  std::uint32_t combine(std::uint32_t a, std::uint32_t b) {
    if (a == b || b == 0) return a;
    if (a == 0) return b;
    if (a > b) std::swap(a, b);
    if (memo_[a].size() <= b) memo_[a].resize(b + 1, kUnknown);
    if (memo_[a][b] == kUnknown) {
      std::vector<Game> all = sets_[a];
      all.insert(all.end(), sets_[b].begin(), sets_[b].end());
      std::uint32_t id = intern(extremes(all));  // may grow memo_: index it afresh below
      memo_[a][b] = id;
    }
    return memo_[a][b];
  }

  // The elements of `all` that no other element Inf-dominates.
  std::vector<Game> extremes(const std::vector<Game>& all) const {
    std::vector<Game> kept;
    for (Game x : all) {
      bool dominated = std::any_of(all.begin(), all.end(), [&](Game y) {
        return y != x && (keep_maximal_ ? inf_below(x, y) : inf_below(y, x));
      });
      if (!dominated && std::find(kept.begin(), kept.end(), x) == kept.end()) kept.push_back(x);
    }
    return kept;
  }

  std::uint32_t intern(std::vector<Game> set) {
    std::sort(set.begin(), set.end(), ById());
    std::vector<std::uint32_t> key;
    for (Game g : set) key.push_back(g.id);
    auto [it, added] = index_.emplace(key, static_cast<std::uint32_t>(sets_.size()));
    if (added) {
      sets_.push_back(std::move(set));
      memo_.emplace_back();
    }
    return it->second;
  }

 private:
  static constexpr std::uint32_t kUnknown = 0xffffffffu;
  bool keep_maximal_;
  std::vector<std::vector<Game>> sets_;
  std::map<std::vector<std::uint32_t>, std::uint32_t> index_;
  std::vector<std::vector<std::uint32_t>> memo_;
};

// What a set of heaps offers as options to one side. For Left (maximising): the largest Right
// stop with the OR of the ge bits of the heaps attaining it, the largest rcf that is a number,
// and the antichain of Inf-maximal hot rcfs. For Right the mirror image (minima, le bits).
struct Summary {
  Fixed stop;
  Fixed number;
  std::uint32_t hot = 0;
  bool bit = false;
};

Summary empty_summary(bool left) {
  Fixed none = left ? kLowest : kHighest;
  return Summary{none, none, 0, false};
}

struct Node {
  Summary as_left, as_right;  // the node's heaps as Left options, as Right options
};

// One heap's facts in fixed point, with its two leaf summaries.
struct Record {
  Fixed left_stop, right_stop;
  Game rcf;
  bool is_number, le, ge;
  Summary as_left, as_right;
};

class Sweeper {
 public:
  Sweeper(const SubtractionSet& set, std::int64_t upto)
      : beta_(set.beatty_sequence()->beta()),
        upto_(upto),
        ranks_(rotation_ranks(beta_, upto + 1)),
        rank_count_(static_cast<std::uint32_t>(ranks_.size())),
        leaf_record_(rank_count_, 0) {
    std::uint32_t blocks = (rank_count_ + kBlock - 1) / kBlock;
    base_ = 1;
    while (base_ < blocks) base_ <<= 1;
    tree_.assign(2 * static_cast<std::size_t>(base_),
                 Node{empty_summary(true), empty_summary(false)});
  }

  void run(Progress& progress, const ReducedSweep::Visitor& visit, ReducedSweep::Stats& stats) {
    for (std::int64_t h = 0; h <= upto_; ++h) {
      std::uint32_t a = ranks_[h], b = ranks_[h + 1];
      // Left options: ranks strictly between a and b going up (cyclically); Right: b to a.
      Summary left = cyclic_query(a, b, true);
      Summary right = cyclic_query(b, a, false);
      std::uint32_t id = make_record(left, right);
      insert(a, id);
      visit(h, facts(records_[id]));
      progress.update(static_cast<std::uint64_t>(h));
    }
    stats.records = records_.size();
    stats.antichains = left_hot_.size() + right_hot_.size();
    stats.hot_forms = hot_forms_.size();
  }

 private:
  static constexpr std::uint32_t kBlock = 32;

  void combine(Summary& acc, const Summary& s, bool left) {
    if (left ? s.stop > acc.stop : s.stop < acc.stop) {
      acc.stop = s.stop;
      acc.bit = s.bit;
    } else if (s.stop == acc.stop) {
      acc.bit = acc.bit || s.bit;
    }
    acc.number = left ? std::max(acc.number, s.number) : std::min(acc.number, s.number);
    acc.hot = (left ? left_hot_ : right_hot_).combine(acc.hot, s.hot);
  }

  // The summary of the ranks strictly inside the cyclic interval from `from` up to `to`.
  Summary cyclic_query(std::uint32_t from, std::uint32_t to, bool left) {
    Summary acc = empty_summary(left);
    if (from < to) {
      query(from + 1, to, left, acc);
    } else {
      query(from + 1, rank_count_, left, acc);
      query(0, to, left, acc);
    }
    return acc;
  }

  // Joins the summary of ranks [lo, hi) into acc.
  void query(std::uint32_t lo, std::uint32_t hi, bool left, Summary& acc) {
    if (lo >= hi) return;
    std::uint32_t first = lo / kBlock, last = (hi - 1) / kBlock;
    if (first == last) {
      scan(lo, hi, left, acc);
      return;
    }
    scan(lo, (first + 1) * kBlock, left, acc);
    scan(last * kBlock, hi, left, acc);
    for (std::uint32_t l = first + 1 + base_, r = last + base_; l < r; l >>= 1, r >>= 1) {
      if (l & 1) combine(acc, side(tree_[l++], left), left);
      if (r & 1) combine(acc, side(tree_[--r], left), left);
    }
  }

  void scan(std::uint32_t lo, std::uint32_t hi, bool left, Summary& acc) {
    for (std::uint32_t r = lo; r < hi; ++r)
      if (std::uint32_t id = leaf_record_[r]) {
        const Record& rec = records_[id - 1];
        combine(acc, left ? rec.as_left : rec.as_right, left);
      }
  }

  static const Summary& side(const Node& n, bool left) { return left ? n.as_left : n.as_right; }

  void insert(std::uint32_t rank, std::uint32_t id) {
    leaf_record_[rank] = id + 1;
    const Record& rec = records_[id];
    for (std::uint32_t node = base_ + rank / kBlock; node >= 1; node >>= 1) {
      combine(tree_[node].as_left, rec.as_left, true);
      combine(tree_[node].as_right, rec.as_right, false);
    }
  }

  std::uint32_t make_record(const Summary& left, const Summary& right) {
    Record rec{};
    bool has_left = left.stop != kLowest, has_right = right.stop != kHighest;
    std::optional<Dyadic> number = number_value(left, right, has_left, has_right);
    if (number) {
      rec.is_number = rec.le = rec.ge = true;
      rec.left_stop = rec.right_stop = to_fixed(*number);
      rec.rcf = cgt::number(*number);
    } else {
      rec.left_stop = left.stop;
      rec.right_stop = right.stop;
      rec.le = !left.bit;
      rec.ge = !right.bit;
      rec.rcf = rec.left_stop == rec.right_stop ? cgt::number(to_dyadic(rec.left_stop))
                                                : hot_rcf(left, right);
    }
    bool rcf_is_number = rec.left_stop == rec.right_stop;
    rec.as_left = Summary{rec.right_stop, rcf_is_number ? rec.left_stop : kLowest,
                          rcf_is_number ? 0 : left_hot_.singleton(rec.rcf), rec.ge};
    rec.as_right = Summary{rec.left_stop, rcf_is_number ? rec.left_stop : kHighest,
                           rcf_is_number ? 0 : right_hot_.singleton(rec.rcf), rec.le};
    if (rec.is_number) {  // numbers are all distinct in practice: no interning
      records_.push_back(rec);
      return static_cast<std::uint32_t>(records_.size() - 1);
    }
    auto key = std::make_tuple(rec.left_stop, rec.right_stop, rec.rcf.id, rec.le, rec.ge);
    auto [it, added] = shared_records_.emplace(key, static_cast<std::uint32_t>(records_.size()));
    if (added) records_.push_back(rec);
    return it->second;
  }

  // The number val(h) equals, if any (see the header): the simplest number in (l, r), with l
  // admitted when no Left option at the maximum is >= l, and r likewise.
  std::optional<Dyadic> number_value(const Summary& left, const Summary& right, bool has_left,
                                     bool has_right) const {
    if (has_left && has_right && left.stop > right.stop) return std::nullopt;
    std::optional<Dyadic> l, r;
    if (has_left) l = to_dyadic(left.stop);
    if (has_right) r = to_dyadic(right.stop);
    bool l_admitted = has_left && !left.bit, r_admitted = has_right && !right.bit;
    if (l && r && *l == *r) {
      if (l_admitted && r_admitted) return l;
      return std::nullopt;
    }
    Dyadic best = !l ? (!r ? Dyadic(0) : Dyadic::simplest_below(*r))
                     : (!r ? Dyadic::simplest_above(*l) : Dyadic::simplest_between(*l, *r));
    if (l_admitted && l->birthday() < best.birthday()) best = *l;
    if (r_admitted && r->birthday() < best.birthday()) best = *r;
    return best;
  }

  // rcf of a hot val(h): the Inf-maximal Left rcfs and Inf-minimal Right rcfs (the largest and
  // smallest rcf-numbers included), canonicalised, then reduced (see the header).
  Game hot_rcf(const Summary& left, const Summary& right) {
    std::vector<Game> l = with_number(left, true), r = with_number(right, false);
    auto key = std::make_pair(l, r);
    if (auto it = hot_forms_.find(key); it != hot_forms_.end()) return it->second;
    Game g = reduce::rcf(canonicalise(l, r));
    hot_forms_.emplace(std::move(key), g);
    return g;
  }

  std::vector<Game> with_number(const Summary& s, bool left) {
    std::vector<Game> all = (left ? left_hot_ : right_hot_).members(s.hot);
    if (s.number != (left ? kLowest : kHighest)) all.push_back(cgt::number(to_dyadic(s.number)));
    std::vector<Game> kept = (left ? left_hot_ : right_hot_).extremes(all);
    std::sort(kept.begin(), kept.end(), ById());
    return kept;
  }

  HeapFacts facts(const Record& rec) const {
    HeapFacts f;
    f.is_number = rec.is_number;
    f.left_stop = to_dyadic(rec.left_stop);
    f.right_stop = to_dyadic(rec.right_stop);
    f.below_left_stop = rec.le;
    f.above_right_stop = rec.ge;
    f.rcf = rec.rcf;
    return f;
  }

  QuadraticIrrational beta_;
  std::int64_t upto_;
  std::vector<std::uint32_t> ranks_;
  std::uint32_t rank_count_;
  std::vector<std::uint32_t> leaf_record_;  // by rank: record id + 1, 0 when empty
  std::uint32_t base_ = 1;
  std::vector<Node> tree_;
  std::vector<Record> records_;
  std::map<std::tuple<Fixed, Fixed, std::uint32_t, bool, bool>, std::uint32_t> shared_records_;
  AntichainTable left_hot_{true}, right_hot_{false};
  struct IdsHash {
    std::size_t operator()(const std::pair<std::vector<Game>, std::vector<Game>>& k) const {
      std::size_t h = 0;
      for (Game g : k.first) h = h * 1000003u + g.id;
      for (Game g : k.second) h = h * 998244353u + g.id + 17;
      return h;
    }
  };
  std::unordered_map<std::pair<std::vector<Game>, std::vector<Game>>, Game, IdsHash> hot_forms_;
};

}  // namespace

Outcome HeapFacts::outcome() const {
  bool left_wins_first = left_stop.sign() > 0 || (left_stop.is_zero() && !below_left_stop);
  bool right_wins_first = right_stop.sign() < 0 || (right_stop.is_zero() && !above_right_stop);
  if (left_wins_first && right_wins_first) return Outcome::kNext;
  if (left_wins_first) return Outcome::kLeft;
  if (right_wins_first) return Outcome::kRight;
  return Outcome::kPrevious;
}

ReducedSweep::ReducedSweep(SubtractionSet set) : set_(std::move(set)) {
  if (!set_.beatty_sequence())
    throw DomainError(
        fmt::format("reduced sweep: the subtraction set ({}) must be a Beatty set", set_.name()));
}

void ReducedSweep::run(std::int64_t upto, Progress& progress, const Visitor& visit) {
  if (upto < 0 || upto > kMaxHeap)
    throw DomainError(fmt::format("reduced sweep: the heap bound must lie between 0 and {}, not {}",
                                  kMaxHeap, upto));
  Sweeper sweeper(set_, upto);
  sweeper.run(progress, visit, stats_);
}

std::vector<HeapFacts> reduced_facts(const SubtractionSet& set, std::int64_t upto) {
  std::vector<HeapFacts> all;
  Progress quiet;
  ReducedSweep(set).run(upto, quiet, [&](std::int64_t, const HeapFacts& f) { all.push_back(f); });
  return all;
}

}  // namespace cgt::games
