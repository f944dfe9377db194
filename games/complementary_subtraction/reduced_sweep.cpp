#include "games/complementary_subtraction/reduced_sweep.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
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

  // The antichain of the union of two (the empty antichain is 0). Inline for the common cases.
  std::uint32_t combine(std::uint32_t a, std::uint32_t b) {
    if (a == b || b == 0) return a;
    if (a == 0) return b;
    return combine_distinct(std::min(a, b), std::max(a, b));
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

 private:
  static constexpr std::uint32_t kUnknown = 0xffffffffu;

  __attribute__((noinline)) std::uint32_t combine_distinct(std::uint32_t a, std::uint32_t b) {
    if (memo_[a].size() <= b) memo_[a].resize(b + 1, kUnknown);
    if (memo_[a][b] == kUnknown) {
      std::vector<Game> all = sets_[a];
      all.insert(all.end(), sets_[b].begin(), sets_[b].end());
      std::uint32_t id = intern(extremes(all));  // may grow memo_: index it afresh below
      memo_[a][b] = id;
    }
    return memo_[a][b];
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

// One heap's contribution to the trees: its summaries as a Left and as a Right option.
struct Record {
  Summary as_left, as_right;
  std::uint32_t shared_index = 0;  // into the facts of shared (non-number) records
};

class Sweeper {
 public:
  Sweeper(const SubtractionSet& set, std::int64_t upto, Progress& progress)
      : beta_(set.beatty_sequence()->beta()),
        upto_(upto),
        ranks_(rotation_ranks(beta_, upto + 1, progress)),
        rank_count_(static_cast<std::uint32_t>(ranks_.size())),
        leaf_record_(rank_count_, 0) {
    std::uint32_t blocks = (rank_count_ + kBlock - 1) / kBlock;
    base_ = 1;
    while (base_ < blocks) base_ <<= 1;
    left_tree_.assign(2 * static_cast<std::size_t>(base_), empty_summary(true));
    right_tree_.assign(2 * static_cast<std::size_t>(base_), empty_summary(false));
  }

  void run(Progress& progress, const ReducedSweep::Visitor& visit, ReducedSweep::Stats& stats) {
    progress.start("reduced canonical forms of the heaps", static_cast<std::uint64_t>(upto_));
    for (std::int64_t h = 0; h <= upto_; ++h) {
      std::uint32_t a = ranks_[h], b = ranks_[h + 1];
      // Left options: ranks strictly between a and b going up (cyclically); Right: b to a.
      Summary left = cyclic_query(a, b, true);
      Summary right = cyclic_query(b, a, false);
      auto [id, facts] = make_record(left, right);
      insert(a, id);
      visit(h, *facts);
      progress.update(static_cast<std::uint64_t>(h));
    }
    stats.records = records_.size();
    stats.antichains = left_hot_.size() + right_hot_.size();
    stats.hot_forms = hot_forms_.size();
    stats.hot_keys = hot_by_summaries_.size();
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
    const std::vector<Summary>& tree = left ? left_tree_ : right_tree_;
    for (std::uint32_t l = first + 1 + base_, r = last + base_; l < r; l >>= 1, r >>= 1) {
      if (l & 1) combine(acc, tree[l++], left);
      if (r & 1) combine(acc, tree[--r], left);
    }
  }

  void scan(std::uint32_t lo, std::uint32_t hi, bool left, Summary& acc) {
    for (std::uint32_t r = lo; r < hi; ++r)
      if (std::uint32_t id = leaf_record_[r]) {
        const Record& rec = records_[id - 1];
        combine(acc, left ? rec.as_left : rec.as_right, left);
      }
  }

  void insert(std::uint32_t rank, std::uint32_t id) {
    leaf_record_[rank] = id + 1;
    const Record& rec = records_[id];
    for (std::uint32_t node = base_ + rank / kBlock; node >= 1; node >>= 1) {
      combine(left_tree_[node], rec.as_left, true);
      combine(right_tree_[node], rec.as_right, false);
    }
  }

  // The record of a heap from its options' summaries, and its facts. Non-number records repeat
  // (a few distinct ones) and are shared; numbers are all distinct in practice.
  std::pair<std::uint32_t, const HeapFacts*> make_record(const Summary& left,
                                                         const Summary& right) {
    bool has_left = left.stop != kLowest, has_right = right.stop != kHighest;
    if (std::optional<Dyadic> number = number_value(left, right, has_left, has_right)) {
      Fixed v = to_fixed(*number);
      number_facts_ = HeapFacts{true, *number, *number, true, true, Game{kNoId}};
      return {add_record(v, v, Game{kNoId}, true, true), &number_facts_};
    }
    bool le = !left.bit, ge = !right.bit;
    bool flat = left.stop == right.stop;  // rcf is the number L = R (Corollary 3.14)
    Game rcf = flat ? Game{kNoId} : hot_rcf(left, right);
    auto key = std::make_tuple(left.stop, right.stop, rcf.id, le, ge);
    if (auto it = shared_records_.find(key); it != shared_records_.end())
      return {it->second, &shared_facts_[records_[it->second].shared_index]};
    std::uint32_t id = add_record(left.stop, right.stop, rcf, le, ge);
    records_[id].shared_index = static_cast<std::uint32_t>(shared_facts_.size());
    shared_facts_.push_back(
        HeapFacts{false, to_dyadic(left.stop), to_dyadic(right.stop), le, ge, rcf});
    shared_records_.emplace(key, id);
    return {id, &shared_facts_.back()};
  }

  std::uint32_t add_record(Fixed left_stop, Fixed right_stop, Game rcf, bool le, bool ge) {
    bool rcf_is_number = left_stop == right_stop;
    Record rec{};
    rec.as_left = Summary{right_stop, rcf_is_number ? left_stop : kLowest,
                          rcf_is_number ? 0 : left_hot_.singleton(rcf), ge};
    rec.as_right = Summary{left_stop, rcf_is_number ? left_stop : kHighest,
                           rcf_is_number ? 0 : right_hot_.singleton(rcf), le};
    records_.push_back(rec);
    return static_cast<std::uint32_t>(records_.size() - 1);
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
    SummaryPair pair{left.number, right.number, left.hot, right.hot};
    if (auto it = hot_by_summaries_.find(pair); it != hot_by_summaries_.end()) return it->second;
    Game g = reduced_form(left, right);
    hot_by_summaries_.emplace(pair, g);
    return g;
  }

  Game reduced_form(const Summary& left, const Summary& right) {
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

  QuadraticIrrational beta_;
  std::int64_t upto_;
  std::vector<std::uint32_t> ranks_;
  std::uint32_t rank_count_;
  std::vector<std::uint32_t> leaf_record_;  // by rank: record id + 1, 0 when empty
  std::uint32_t base_ = 1;
  // Segment trees over blocks of ranks, one per side so that a query reads only its side's
  // summaries (half the memory traffic of a tree of pairs).
  std::vector<Summary> left_tree_, right_tree_;
  std::vector<Record> records_;
  std::map<std::tuple<Fixed, Fixed, std::uint32_t, bool, bool>, std::uint32_t> shared_records_;
  std::deque<HeapFacts> shared_facts_;  // stable addresses
  HeapFacts number_facts_;
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
  // The same, keyed by the raw summaries (the numbers in them may still be Inf-dominated).
  struct SummaryPair {
    Fixed left_number, right_number;
    std::uint32_t left_hot, right_hot;
    friend bool operator==(const SummaryPair&, const SummaryPair&) = default;
  };
  struct SummaryPairHash {
    std::size_t operator()(const SummaryPair& p) const {
      std::uint64_t h = static_cast<std::uint64_t>(p.left_number) * 0x9e3779b97f4a7c15u;
      h ^= static_cast<std::uint64_t>(p.right_number) + 0x632be59bd9b4e019u + (h << 6) + (h >> 2);
      return h ^ (std::uint64_t{p.left_hot} << 32 | p.right_hot);
    }
  };
  std::unordered_map<SummaryPair, Game, SummaryPairHash> hot_by_summaries_;
};

}  // namespace

Game HeapFacts::rcf() const {
  return left_stop == right_stop ? number(left_stop) : hot_rcf;
}

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
  Sweeper sweeper(set_, upto, progress);
  sweeper.run(progress, visit, stats_);
}

std::vector<HeapFacts> reduced_facts(const SubtractionSet& set, std::int64_t upto) {
  std::vector<HeapFacts> all;
  Progress quiet;
  ReducedSweep(set).run(upto, quiet, [&](std::int64_t, const HeapFacts& f) { all.push_back(f); });
  return all;
}

}  // namespace cgt::games
