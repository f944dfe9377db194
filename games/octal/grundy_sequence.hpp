// The Grundy sequence g(0), g(1), ... of a take-and-break game (take_break_rules.hpp), built
// bottom-up: g(n) is the mex of the values of the moves from a heap of n, where a move leaving
// heaps a, b (, c) has value g(a) ^ g(b) (^ g(c)).
//
// Two-heap splits are the cost: n/2 pairs per heap, O(n^2) for the sequence. Past the first
// 1024 heaps this class uses the sparse space phenomenon (Winning Ways, ch. 4, "Sparse space
// spells speed"; Flammenkamp's tables of octal games): for a mask m, call heap a rare when
// parity(g(a) & m) ^ (s & a) equals a class c, with (m, s) chosen so that few heaps are rare
// (s = 1 takes the heap's parity in, Flammenkamp's "domain" type; it is tried when all split
// takes have one parity k, and then c = s & k). Of a pair a + b = r, exactly one part is rare
// iff parity(v & m) ^ (s & r) = 1, v = g(a) ^ g(b). So the values v of that class ("class one")
// come exactly from the pairs with a rare part (R pairs per split, R the rare heaps); values of
// class zero below the first missing class-one value are looked for among all pairs in one
// search that stops once all are found. A common heap's value is of class one, so only rare
// heaps need a search to the end. The mask decides the speed only: every g(n) is exact for any
// mask. The mask is chosen again at each doubling of n, on the last 4096 heaps; with more than
// one rare heap in 8 the plain marking of all pairs is kept. With few rare heaps a heap costs
// O(R + the search), measured about linear in n (README).
// Three-heap splits (hexadecimal digits 8-f) are enumerated plainly: O(n^2) per heap.
// The values take a byte a heap, in memory or streamed to a file (sequence_values.hpp), and the
// sequence keeps its Fletcher-64 checksum (fletcher64.hpp) so that runs can be compared.
// Streamed, a heap reads its recent values, the head, its rare heaps' partners (one stream of
// the file each, for rare heaps past W/2) and the search's pairs; a streamed run stops with a
// LimitError rather than read the file at random: when it has no sparse space past the head,
// more than kMostStreamedRareHeaps rare heaps, or more rare heaps past W/2 than the file's
// blocks less kFreeBlocks (kept for the search, the period search and the mask choice).
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "cgt/progress.hpp"
#include "games/octal/fletcher64.hpp"
#include "games/octal/pair_scan.hpp"
#include "games/octal/sequence_values.hpp"
#include "games/octal/take_break_rules.hpp"

namespace cgt::games {

class GrundySequence {
 public:
  static constexpr std::size_t kMostStreamedRareHeaps = std::size_t{1} << 16;
  static constexpr std::size_t kFreeBlocks = 4;

  explicit GrundySequence(TakeBreakRules rules);

  // Streams the values, from the first, to `file` (sequence_values.hpp); DomainError for codes
  // that split into three heaps (every heap reads every earlier value) or once values exist.
  void stream_to(const std::string& file, const StreamLayout& layout = {});

  // With 2, each heap's pass over its rare heaps' pairs is shared with a second thread, which
  // takes the rare heaps r >= kThreadBlock for a block of kThreadBlock heaps ahead (their pairs
  // read only values of earlier blocks); the values are the same as with 1. In memory only
  // (streamed, and without a sparse space, the one thread computes every heap).
  static constexpr std::size_t kThreadBlock = 1024;
  void set_threads(unsigned threads);

  // Computes g up to heaps of n - 1 tokens (polls the interrupt flag at every heap, reports
  // the heaps done to `progress` every few thousand).
  void extend_to(std::size_t n);
  void extend_to(std::size_t n, Progress& progress);
  std::size_t size() const { return values_.size(); }
  std::uint32_t operator[](std::size_t n) const { return values_[n]; }
  const SequenceValues& values() const { return values_; }
  // Streamed: writes every value to the file and flushes it (before a checkpoint names it).
  void flush() { values_.flush(); }
  std::uint32_t max_value() const { return max_value_; }
  // Fletcher-64 of g(0), ..., g(size() - 1), one value a word.
  std::uint64_t checksum() const { return checksum_.value(); }
  const TakeBreakRules& rules() const { return rules_; }
  // How many heaps are rare under the chosen mask (all heaps before one is chosen).
  std::size_t rare_heaps() const { return sparse_ ? rare_.size() : values_.size(); }

  // The sparse-space choice in force, which a checkpoint keeps so that a resumed run goes on
  // as the first would have (it decides the speed only: every value is exact under any).
  struct SparseChoice {
    bool sparse = false;
    std::uint32_t mask = 0;
    bool by_heap_parity = false;
    bool rare_class = false;
    std::uint64_t next_choice = 0;
    bool operator==(const SparseChoice&) const = default;
  };
  SparseChoice sparse_choice() const;
  // Starts again from saved values and choice (sequence_checkpoint.hpp), in memory or streamed
  // as `values` are; the checksum, the largest value and the rare heaps are computed again from
  // the values (one pass, through the file when streamed).
  void restore(SequenceValues values, const SparseChoice& choice);

 private:
  std::uint32_t next_value();
  void append(std::uint32_t v, Progress& progress);
  void extend_block(std::size_t end, Progress& progress);
  template <class Values>
  void mark_far_pairs(const Values& g, std::size_t first, std::size_t heaps, std::size_t words,
                      std::atomic<std::size_t>& done);
  // The hot loops, on the values in memory (CompactValues) or streamed (SequenceValues).
  template <class Values>
  std::uint32_t next_value(const Values& g);
  template <class Values>
  void mark_rare_pairs(const Values& g, std::size_t rest, std::size_t from, std::size_t to);
  template <class Values>
  std::uint32_t first_missing_split_value(const Values& g, std::size_t n);
  bool in_class_one(std::uint32_t v, std::size_t rest) const;
  bool exact(std::uint32_t v, std::size_t n) const;
  bool rare(std::size_t heap) const;
  void choose_mask();
  void check_streamable() const;

  TakeBreakRules rules_;
  std::vector<std::uint32_t> split_takes_;  // the k whose digit has bit 4
  SequenceValues values_;
  Fletcher64 checksum_;
  std::uint32_t max_value_ = 0;

  bool sparse_ = false;
  std::uint32_t mask_ = 0;
  bool by_heap_parity_ = false;             // s
  bool rare_class_ = false;                 // c
  std::vector<std::size_t> rare_;           // the rare heaps >= 1, ascending
  std::vector<std::uint16_t> rare_values_;  // g of each, beside it (the pass reads both)
  std::size_t next_choice_ = 1024;          // the heap count at which the mask is chosen next

  std::vector<std::uint8_t> marks_;     // the values of the options found so far, by value
  std::vector<std::uint32_t> pending_;  // unmarked values that splits may still have
  // The second thread's share (set_threads): the rare heaps it reads, and the marks it found
  // for each heap of the block, as bits; the pass of the first skips rare_[far_from_, far_to_).
  unsigned threads_ = 1;
  std::vector<std::size_t> far_heaps_;
  std::vector<std::uint16_t> far_values_;
  std::vector<std::uint64_t> far_marks_;
  std::size_t far_from_ = SIZE_MAX;
  std::size_t far_to_ = SIZE_MAX;
  const std::uint64_t* far_bits_ = nullptr;  // the current heap's marks from the second thread
  std::size_t far_words_ = 0;

  std::vector<std::size_t> rests_;  // n - k for the split takes k, of the search's heap n
  std::array<std::uint32_t, kMostScannedValues>
      wanted_;  // the open values the SIMD scan compares with
};

}  // namespace cgt::games
