// The ruleset of a take-and-break game on heaps (take_break_rules.hpp: octal and hexadecimal
// codes, and Grundy's game). A position is a multiset of heaps; it splits into its heaps as
// components, and each heap's value is the nimber *g(n) of the game's Grundy sequence
// (grundy_sequence.hpp), computed bottom-up once per ruleset and shared by its copies. When
// the periodicity theorem (octal_period.hpp) proves the sequence periodic, g(n) of any heap
// comes from the period. Without a proven period, the values of heaps up to kMaxComputedHeap
// (2048 for codes that split into three heaps: those cost O(n^2) per heap) are computed; a
// search for the period may go on to kMaxPeriodHeaps.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/progress.hpp"
#include "games/octal/grundy_sequence.hpp"
#include "games/octal/octal_period.hpp"
#include "games/octal/take_break_rules.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

// The Grundy values of single heaps of one game: the sequence so far and its period once the
// theorem proves one.
class HeapGrundyValues {
 public:
  static constexpr std::size_t kMaxComputedHeap = std::size_t{1} << 20;
  static constexpr std::size_t kMaxComputedHeapThreeWay = 2048;
  static constexpr std::size_t kMaxPeriodHeaps = 1'000'000'000;
  // A values file of 1 TB (or the most a size_t counts, on 32-bit targets).
  static constexpr std::size_t kMaxStreamedHeaps =
      static_cast<std::size_t>(std::min<std::uint64_t>(1'000'000'000'000, SIZE_MAX));

  HeapGrundyValues(TakeBreakRules rules, std::string name);

  // g(heap); LimitError past the computed range when no period is proven.
  std::uint32_t of(std::uint64_t heap);
  // The proven periodicity, computing up to max_heaps heaps (at most kMaxPeriodHeaps, or
  // kMaxStreamedHeaps when streamed, or kMaxComputedHeapThreeWay) to find it: doubling, or straight
  // to the heaps a likely period needs for its proof (octal_period.hpp). Reports the heaps done to
  // `progress`.
  std::optional<Periodicity> periodicity(std::size_t max_heaps);
  std::optional<Periodicity> periodicity(std::size_t max_heaps, Progress& progress);
  const GrundySequence& sequence() const { return sequence_; }
  // 1 or 2 threads for the sequence (GrundySequence::set_threads).
  void set_threads(unsigned threads) { sequence_.set_threads(threads); }
  // Streams the sequence's values to `file` from the first (grundy_sequence.hpp).
  void stream_to(const std::string& file, const StreamLayout& layout = {}) {
    sequence_.stream_to(file, layout);
  }
  // Streamed: writes every value to the file and flushes it.
  void flush() { sequence_.flush(); }
  // Computes the values of the first `heaps` heaps (at least 256) and looks for a period in
  // them (O(heaps)), reporting to `progress`.
  void extend(std::size_t heaps, Progress& progress);

  // Where periodicity() is in its search, which a checkpoint keeps (sequence_checkpoint.hpp):
  // the heaps of the step under way (0 before the first) and the likely period it aims at.
  struct SearchState {
    std::size_t target = 0;
    std::optional<Periodicity> likely;
    bool operator==(const SearchState&) const = default;
  };
  SearchState search_state() const { return {target_, likely_period_}; }
  // Starts again from a checkpoint; periodicity() then first finishes the step under way.
  void restore(SequenceValues values, const GrundySequence::SparseChoice& choice,
               const SearchState& state);

 private:
  std::size_t limit(std::size_t max_heaps) const;

  GrundySequence sequence_;
  std::string name_;
  bool three_way_;
  std::optional<Periodicity> period_, likely_period_;
  std::size_t target_ = 0;
  bool resumed_ = false;  // restored from a checkpoint, its step not yet finished here
};

class TakeBreakGame {
 public:
  using Position = std::vector<std::uint32_t>;  // heap sizes, non-decreasing, none empty
  static constexpr bool kImpartial = true;
  // Every heap's canonical form is a known nimber: fold them all in outcome searches.
  static constexpr std::size_t kFoldSize = SIZE_MAX;
  // options() lists the moves of heaps up to this size (a heap of n has about n options).
  static constexpr std::uint32_t kMaxListedHeap = 100'000;

  // `name` names the rules: "octal(0.77)", "grundygame"; `heap_call` is how the tool writes a
  // heap of n, with {} for n: "octal(\"0.77\", {})", "grundygame({})".
  TakeBreakGame(TakeBreakRules rules, std::string name, std::string heap_call);

  static Position heap(std::uint32_t n) { return n == 0 ? Position{} : Position{n}; }
  static std::uint64_t hash(const Position& p);
  void options(const Position& p, Player, std::vector<Position>& out) const;
  std::string text(const Position& p) const;  // "7", "2+5", "0" for no heaps
  std::string name() const { return name_; }
  std::string expression(const Position& p) const;  // "octal(\"0.77\", 2) + octal(...)"
  void components(const Position& p, std::vector<Position>& out) const;
  std::optional<Game> known_value(const Position& p) const;
  std::size_t size(const Position& p) const;

  // The Grundy value of p: the nim-sum of its heaps' values.
  std::uint64_t grundy(const Position& p) const;
  const TakeBreakRules& rules() const { return rules_; }
  HeapGrundyValues& heap_values() const { return *values_; }

 private:
  TakeBreakRules rules_;
  std::string name_, heap_call_;
  std::shared_ptr<HeapGrundyValues> values_;  // shared by copies: one sequence per rules
};

}  // namespace cgt::games
