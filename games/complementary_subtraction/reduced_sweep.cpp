#include "games/complementary_subtraction/reduced_sweep.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <charconv>
#include <deque>
#include <iterator>
#include <map>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "cgt/big_int.hpp"
#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/dag_json_reader.hpp"
#include "cgt/notation/dag_notation.hpp"
#include "cgt/notation/json.hpp"
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
  BigInt scaled = numerator_of(d) << (kFractionBits - static_cast<int>(d.exponent()));
  if (scaled >= kFixedLimit || scaled <= -kFixedLimit)
    throw LimitError(fmt::format("reduced sweep: the value {} is too large", d.to_string()));
  return static_cast<Fixed>(scaled);
}

Dyadic to_dyadic(Fixed v) {
  return make_dyadic(BigInt(v), kFractionBits);
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
constexpr std::uint32_t kNumberRecord = 0xffffffffu;
struct Record {
  Summary as_left, as_right;
  // Into the facts of shared (non-number) records; kNumberRecord for a number's own record.
  std::uint32_t shared_index = kNumberRecord;
};

class Sweeper {
 public:
  Sweeper(const SubtractionSet& set, std::int64_t upto, Progress& progress)
      : set_name_(set.name()),
        beta_(set.beatty_sequence()->beta()),
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

  void run(Progress& progress, const ReducedSweep::Visitor& visit,
           const SweepHooks& checkpoints, ReducedSweep::Stats& stats) {
    std::int64_t first =
        checkpoints.resume
            ? read_saved_state(checkpoints, [&] { return restore(*checkpoints.resume, progress); })
            : 0;
    progress.start("reduced canonical forms of the heaps", static_cast<std::uint64_t>(upto_));
    for (std::int64_t h = first; h <= upto_; ++h) {
      std::uint32_t a = ranks_[h], b = ranks_[h + 1];
      // Left options: ranks strictly between a and b going up (cyclically); Right: b to a.
      Summary left = cyclic_query(a, b, true);
      Summary right = cyclic_query(b, a, false);
      bool visited = false;
      try {
        auto [id, facts] = make_record(left, right);
        insert(a, id);
        visit(h, *facts);
        visited = true;
        if (checkpoints.save) add_unsaved_line(records_[id]);
        save_if_due(checkpoints, h, false);
        progress.update(static_cast<std::uint64_t>(h));
      } catch (const InterruptedError&) {
        // Ctrl-C, here or amid heap h (reduce::rcf and the visitor's comparisons poll it): the
        // state after the last heap visited is whole, as `visit` records nothing before what
        // may stop it. Saved here, where the interrupt flag is down again, so that the writing
        // (which polls it too) is not stopped.
        if (std::int64_t last = visited ? h : h - 1; last >= first)
          save_if_due(checkpoints, last, true);
        throw;
      }
    }
    stats.records = records_.size();
    stats.antichains = left_hot_.size() + right_hot_.size();
    stats.hot_forms = hot_forms_.size();
    stats.hot_keys = hot_by_summaries_.size();
  }

 private:
  static constexpr std::uint32_t kBlock = 32;

  // A visited heap's line of the next save (see write_new), made while its record is at hand
  // (written at the save, the records of a few million heaps read in angle order would cost
  // as much as the rest of the save), without the stream and the big integers.
  void add_unsaved_line(const Record& rec) {
    auto out = std::back_inserter(unsaved_lines_);
    if (rec.shared_index != kNumberRecord) {
      fmt::format_to(out, "{}\n", rec.shared_index);
    } else {
      Fixed v = rec.as_left.number;  // as Dyadic::to_string() writes it: "-3/4", "5"
      int shift = v == 0 ? kFractionBits
                         : std::min(kFractionBits, std::countr_zero(static_cast<std::uint64_t>(v)));
      if (shift == kFractionBits)
        fmt::format_to(out, "\"{}\"\n", v >> shift);
      else
        fmt::format_to(out, "\"{}/{}\"\n", v >> shift, std::uint64_t{1} << (kFractionBits - shift));
    }
    ++unsaved_heaps_;
  }

  void save_if_due(const SweepHooks& checkpoints, std::int64_t h, bool stopping) {
    if (checkpoints.due && checkpoints.due(h, stopping))
      checkpoints.save(h, [&](std::ostream& out) { write_new(out, h + 1); });
  }

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
    std::uint32_t id = shared_record(left.stop, right.stop, rcf, le, ge);
    return {id, &shared_facts_[records_[id].shared_index]};
  }

  // The record of these non-number facts, made on first use.
  std::uint32_t shared_record(Fixed left_stop, Fixed right_stop, Game rcf, bool le, bool ge) {
    auto key = std::make_tuple(left_stop, right_stop, rcf.id, le, ge);
    if (auto it = shared_records_.find(key); it != shared_records_.end()) return it->second;
    std::uint32_t id = add_record(left_stop, right_stop, rcf, le, ge);
    records_[id].shared_index = static_cast<std::uint32_t>(shared_facts_.size());
    shared_facts_.push_back(
        HeapFacts{false, to_dyadic(left_stop), to_dyadic(right_stop), le, ge, rcf});
    shared_records_.emplace(key, id);
    return id;
  }

  // What the state after the first `heaps` heaps adds to the last save's (the first save: to
  // nothing): a JSON line with the set, the heaps it covers (from..heaps-1), the shared records
  // made since (stops as exact dyadics, the two bits, the index of the hot rcf) and the hot rcfs
  // they name first (in the DAG notation's JSON), then one line per heap: the index of its
  // shared record, or its number as a JSON string ("3/4"). Records and forms are numbered
  // across all the saves. Only the records, not the trees, are written: restore() rebuilds the
  // trees by inserting them again.
  void write_new(std::ostream& out, std::int64_t heaps) {
    std::string forms, records;
    for (std::size_t i = saved_records_; i < shared_facts_.size(); ++i) {
      const HeapFacts& f = shared_facts_[i];
      std::int64_t form = -1;
      if (f.hot_rcf.id != kNoId) {
        auto [it, added] = saved_forms_.emplace(f.hot_rcf.id, saved_forms_.size());
        if (added) forms += (forms.empty() ? "" : ", ") + dag_json(f.hot_rcf);
        form = static_cast<std::int64_t>(it->second);
      }
      records += fmt::format(
          R"({}{{"left_stop": "{}", "right_stop": "{}", "le": {}, "ge": {}, "rcf": {}}})",
          records.empty() ? "" : ", ", f.left_stop.to_string(), f.right_stop.to_string(),
          f.below_left_stop, f.above_right_stop, form);
    }
    out << fmt::format(
               R"({{"sweep": "reduced", "set": {}, "from": {}, "heaps": {}, "forms": [{}], )"
               R"("records": [{}]}})",
               json_quote(set_name_), saved_heaps_, heaps, forms, records)
        << '\n';
    if (unsaved_heaps_ != heaps - saved_heaps_)
      throw std::logic_error("reduced sweep: the heap lines to save are not those of the save");
    out.write(unsaved_lines_.data(), static_cast<std::streamsize>(unsaved_lines_.size()));
    unsaved_lines_.clear();
    unsaved_heaps_ = 0;
    saved_heaps_ = heaps;
    saved_records_ = shared_facts_.size();
  }

  // Reads what the saves' write_new() wrote, one part after the other, and inserts their heaps;
  // returns how many.
  std::int64_t restore(std::istream& in, Progress& progress) {
    std::string line;
    std::vector<Game> forms;
    std::vector<std::uint32_t> saved_records;  // record ids by their index in the saved state
    while (std::getline(in, line)) {
      JsonValue header = parse_json(line);
      if (header.at("sweep").as_string() != "reduced" || header.at("set").as_string() != set_name_)
        throw DomainError(fmt::format(
            "reduced sweep: the saved state is of the set {}, not of {}: use another folder",
            header.at("set").as_string(), set_name_));
      std::int64_t from = header.at("from").as_int(), heaps = header.at("heaps").as_int();
      if (from != saved_heaps_ || heaps < from)
        throw DomainError(fmt::format(
            "reduced sweep: a part of the saved state covers the heaps {}..{} after the heaps "
            "0..{}",
            from, heaps - 1, saved_heaps_ - 1));
      if (heaps > upto_ + 1)
        throw DomainError(fmt::format(
            "reduced sweep: the saved state holds the heaps 0..{}, beyond this run's bound {}",
            heaps - 1, upto_));
      for (const JsonValue& dag : header.at("forms").as_array()) {
        forms.push_back(game_from_dag_json(dag));
        if (!saved_forms_.emplace(forms.back().id, forms.size() - 1).second)
          throw DomainError("reduced sweep: a saved form repeats an earlier one");
      }
      for (const JsonValue& r : header.at("records").as_array()) {
        std::int64_t form = r.at("rcf").as_int();
        if (form < -1 || form >= static_cast<std::int64_t>(forms.size()))
          throw DomainError(fmt::format("reduced sweep: a saved record names the form {}", form));
        saved_records.push_back(
            shared_record(to_fixed(Dyadic::parse(r.at("left_stop").as_string())),
                          to_fixed(Dyadic::parse(r.at("right_stop").as_string())),
                          form < 0 ? Game{kNoId} : forms[static_cast<std::size_t>(form)],
                          r.at("le").boolean, r.at("ge").boolean));
        // Later saves number the records as the sweep does: in the order they were made.
        if (records_[saved_records.back()].shared_index != saved_records.size() - 1)
          throw DomainError("reduced sweep: a saved record repeats an earlier one");
      }
      progress.start("resuming the reduced sweep", static_cast<std::uint64_t>(heaps));
      for (std::int64_t h = from; h < heaps; ++h) {
        if (!std::getline(in, line) || line.empty())
          throw DomainError(
              fmt::format("reduced sweep: the saved state ends at heap {} of {}", h, heaps));
        insert(ranks_[h], saved_record(line, saved_records));
        progress.update(static_cast<std::uint64_t>(h));
      }
      saved_heaps_ = heaps;
    }
    if (in.bad()) throw Error(ErrorCode::kIo, "reduced sweep: cannot read the saved state");
    saved_records_ = shared_facts_.size();
    return saved_heaps_;
  }

  // The record of a heap's line of the saved state.
  std::uint32_t saved_record(const std::string& line,
                             const std::vector<std::uint32_t>& saved_records) {
    if (line.size() >= 2 && line.front() == '"' && line.back() == '"') {
      Fixed v = to_fixed(Dyadic::parse(std::string_view(line).substr(1, line.size() - 2)));
      return add_record(v, v, Game{kNoId}, true, true);
    }
    std::size_t index = 0;
    auto [end, ec] = std::from_chars(line.data(), line.data() + line.size(), index);
    if (ec != std::errc() || end != line.data() + line.size() || index >= saved_records.size())
      throw DomainError(fmt::format("reduced sweep: '{}' is no saved heap", line));
    return saved_records[index];
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
    if (l_admitted && birthday_of(*l) < birthday_of(best)) best = *l;
    if (r_admitted && birthday_of(*r) < birthday_of(best)) best = *r;
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

  std::string set_name_;
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
  // What the saves so far hold: the heaps, the shared records, the hot rcfs (by id: their index).
  std::int64_t saved_heaps_ = 0;
  std::size_t saved_records_ = 0;
  std::map<std::uint32_t, std::size_t> saved_forms_;
  std::string unsaved_lines_;  // of the heaps visited since, when the sweep saves
  std::int64_t unsaved_heaps_ = 0;
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
  run(upto, progress, visit, SweepHooks{});
}

void ReducedSweep::run(std::int64_t upto, Progress& progress, const Visitor& visit,
                       const SweepHooks& checkpoints) {
  if (upto < 0 || upto > kMaxHeap)
    throw DomainError(fmt::format("reduced sweep: the heap bound must lie between 0 and {}, not {}",
                                  kMaxHeap, upto));
  Sweeper sweeper(set_, upto, progress);
  sweeper.run(progress, visit, checkpoints, stats_);
}

std::vector<HeapFacts> reduced_facts(const SubtractionSet& set, std::int64_t upto) {
  std::vector<HeapFacts> all;
  Progress quiet;
  ReducedSweep(set).run(upto, quiet, [&](std::int64_t, const HeapFacts& f) { all.push_back(f); });
  return all;
}

}  // namespace cgt::games
