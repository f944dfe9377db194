// Nimber search: the Grundy value of an impartial position or sum, and its outcome, by testing
// candidate values instead of computing the Grundy value of every subposition (the method of
// J. Lemoine and S. Viennot, "Nimbers are inevitable", Theoretical Computer Science 462
// (2012), as MCGS and P. Beling's igs use it).
//
// The facts it rests on, for a component C with options O (each a sum of components):
//  - g(C) = mex of the g(O), so g(C) = n exactly when no option has Grundy value n and every
//    m < n is the Grundy value of some option;
//  - g(A + B) = g(A) xor g(B), so a sum has Grundy value n exactly when its hardest part has
//    n xor (the Grundy values of the others), and two equal parts cancel;
//  - a sum S plus *n is a P-position (the player to move loses) exactly when g(S) = n.
// The question the search memoises is E(C, n): "does some option of C have Grundy value n?"
// (true as soon as one option is shown to, so a good move order answers it from few options).
// g(C) is the first n for which E(C, n) is false; "g(C) = n?" is E(C, n) false and E(C, m) true
// for every m < n. A sum's Grundy value asks the full g of every part but the hardest (the
// largest by size()), and only "= x?" of the hardest, the question whose answer prunes.
//
// Components the ruleset values in closed form (take-and-break heaps), small ones (size() at
// most the fold size: mex is cheap there) and those whose Grundy value is known already are
// valued by the evaluator (mex, its Grundy table); every Grundy value found is stored there,
// shared with mex. The table of E is a cache within the memory budget (cgt/memory_budget.hpp):
// the search copies the booleans it finds and recomputes what it does not find, so a dropped
// entry costs time only.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/game_table.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/recursion_guard.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/position_table.hpp"
#include "games/ruleset/ruleset.hpp"
#include "games/ruleset/scratch_stack.hpp"
#include "games/ruleset/search_visits.hpp"

namespace cgt::games {

template <Ruleset R>
class NimberSearch {
 public:
  using Position = typename R::Position;

  // `fold_size`: components with size() at most this are valued by mex.
  explicit NimberSearch(Evaluator<R>& evaluator, std::size_t fold_size = 8)
      : evaluator_(evaluator),
        fold_size_(fold_size),
        table_(evaluator.rules().name() + " nimber search") {
    static_assert(is_impartial<R>(), "Grundy values are for impartial rulesets");
  }
  NimberSearch(const NimberSearch&) = delete;
  NimberSearch& operator=(const NimberSearch&) = delete;

  // The Grundy value of the sum of the positions.
  std::uint64_t nimber(const std::vector<Position>& sum) {
    ComputationScope computation;
    std::vector<Position> parts = components_of(sum);
    std::uint64_t total = 0;
    for (const Position& part : parts) total ^= component_nimber(part);
    return total;
  }

  // Whether the sum's Grundy value is n: whether the sum plus *n is a P-position.
  bool has_nimber(const std::vector<Position>& sum, std::uint64_t n) {
    ComputationScope computation;
    std::vector<Position> parts = components_of(sum);
    return parts_have(parts, n);
  }

  void set_progress(Progress* progress) { visits_.set_progress(progress); }
  std::size_t size() const { return table_.size(); }
  // The positions searched so far (each a question E(C, n) not found in the table).
  std::uint64_t visits() const { return visits_.count(); }
  void clear() { table_.clear(); }

 private:
  struct Key {
    Position position;
    std::uint64_t n;
    bool operator==(const Key&) const = default;
    std::size_t heap_bytes() const { return games::heap_bytes(position); }
  };
  struct KeyHash {
    std::uint64_t operator()(const Key& k) const { return mix_hash(R::hash(k.position) ^ k.n); }
  };
  // An option of the component being searched, asked whether it has Grundy value n: its parts
  // whose Grundy values are unknown (a range of Scratch::parts), how hard they are, and the
  // value they must have together (n xor the values of the known parts).
  struct Candidate {
    std::size_t hardest, total, begin, end;
    std::uint64_t known;
  };
  // The vectors one level of the search needs (a frame of scratch_stack.hpp).
  struct Scratch {
    std::vector<Position> options, parts, sum;
    std::vector<Candidate> candidates;
    void clear() {
      options.clear();
      parts.clear();
      candidates.clear();
    }
  };
  using Frame = typename ScratchStack<Scratch>::Frame;

  const R& rules() const { return evaluator_.rules(); }

  std::vector<Position> components_of(const std::vector<Position>& sum) const {
    std::vector<Position> parts;
    for (const Position& p : sum) split_components(rules(), p, parts);
    for (Position& p : parts) p = normalised(rules(), p);
    return parts;
  }

  bool small(const Position& p) const {
    if constexpr (HasKnownValue<R>)
      if (rules().known_value(p)) return true;
    if constexpr (HasSize<R>)
      return rules().size(p) <= fold_size_;
    else
      return false;
  }

  // How hard a part is to search: its size (parts without one are alike).
  std::size_t hardness(const Position& p) const {
    if constexpr (HasSize<R>)
      return rules().size(p);
    else
      return 0;
  }

  // g(c) of the component c, when known without search.
  std::optional<std::uint64_t> quick_nimber(const Position& c) {
    if (auto g = evaluator_.cached_grundy(c)) return g;
    if (small(c)) return evaluator_.grundy(c);
    return std::nullopt;
  }

  std::uint64_t component_nimber(const Position& c) {
    if (auto g = quick_nimber(c)) return *g;
    const std::uint64_t work = table_work();
    std::uint64_t n = 0;
    while (option_with(c, n)) ++n;
    evaluator_.store_grundy(c, n, table_work() - work);
    return n;
  }

  // Whether g(c) = n for the component c.
  bool component_has(const Position& c, std::uint64_t n) {
    if (auto g = quick_nimber(c)) return *g == n;
    if (option_with(c, n)) return false;  // then g(c) != n
    // No option has n, so g(c) <= n: it is the least m missing among the options.
    const std::uint64_t work = table_work();
    std::uint64_t m = 0;
    while (m < n && option_with(c, m)) ++m;
    evaluator_.store_grundy(c, m, table_work() - work);
    return m == n;
  }

  // Whether the Grundy value of the sum of `parts` (components, reordered here) is n.
  // The parts are normalised.
  bool parts_have(std::vector<Position>& parts, std::uint64_t n) {
    // Equal parts cancel: G + G = 0.
    std::sort(parts.begin(), parts.end(),
              [](const Position& a, const Position& b) { return R::hash(a) < R::hash(b); });
    std::size_t kept = 0;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      // A kept part equal to this one has its hash: it is among the last kept.
      const std::uint64_t h = R::hash(parts[i]);
      std::size_t j = kept;
      while (j > 0 && R::hash(parts[j - 1]) == h && !(parts[j - 1] == parts[i])) --j;
      if (j > 0 && R::hash(parts[j - 1]) == h) {  // parts[j - 1] == parts[i]: both go
        std::swap(parts[j - 1], parts[kept - 1]);
        --kept;
        continue;
      }
      if (kept != i) parts[kept] = std::move(parts[i]);
      ++kept;
    }
    parts.resize(kept);
    if (parts.empty()) return n == 0;
    auto hardest = std::max_element(
        parts.begin(), parts.end(),
        [&](const Position& a, const Position& b) { return hardness(a) < hardness(b); });
    std::uint64_t rest = n;
    for (auto it = parts.begin(); it != parts.end(); ++it)
      if (it != hardest) rest ^= component_nimber(*it);
    return component_has(*hardest, rest);
  }

  // E(c, n): whether some option of the component c has Grundy value n.
  bool option_with(const Position& c, std::uint64_t n) {
    const std::uint64_t h = KeyHash{}(Key{c, n});
    if (const bool* found = table_.find(Key{c, n}, h)) return *found;
    RecursionGuard guard;
    const std::uint64_t work = table_work();
    visits_.visit(table_.size());
    Frame frame(scratch_);
    Scratch& s = *frame;
    options_best_first(rules(), c, Player::kLeft, s.options);
    // First the options whose parts' values are all known (no search: one of value n answers
    // at once), then the others, those whose unknown parts are smallest first: any option of
    // value n answers, and small parts are cheap to value.
    bool found = false;
    for (const Position& o : s.options) {
      Candidate option{0, 0, s.parts.size(), 0, n};
      split_option(rules(), c, o, s.parts);
      std::size_t kept = option.begin;
      for (std::size_t i = option.begin; i < s.parts.size(); ++i) {
        Position part = normalised(rules(), s.parts[i]);
        if (auto g = quick_nimber(part)) {
          option.known ^= *g;
          continue;
        }
        option.hardest = std::max(option.hardest, hardness(part));
        option.total += hardness(part);
        s.parts[kept++] = std::move(part);
      }
      s.parts.resize(kept);
      option.end = kept;
      if (kept == option.begin) {
        if (option.known == 0) {
          found = true;
          break;
        }
        continue;
      }
      s.candidates.push_back(option);
    }
    if (!found) {
      std::stable_sort(s.candidates.begin(), s.candidates.end(),
                       [](const Candidate& a, const Candidate& b) {
                         return a.hardest != b.hardest ? a.hardest < b.hardest : a.total < b.total;
                       });
      for (const Candidate& option : s.candidates) {
        s.sum.assign(s.parts.begin() + static_cast<std::ptrdiff_t>(option.begin),
                     s.parts.begin() + static_cast<std::ptrdiff_t>(option.end));
        if (parts_have(s.sum, option.known)) {
          found = true;
          break;
        }
      }
    }
    table_.insert(Key{c, n}, found, table_work() - work);
    return found;
  }

  Evaluator<R>& evaluator_;
  std::size_t fold_size_;
  PositionTable<Key, bool, KeyHash> table_;
  ScratchStack<Scratch> scratch_;
  SearchVisits visits_;
};

}  // namespace cgt::games
