#include "games/octal/grundy_sequence.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <thread>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"

namespace cgt::games {
namespace {

constexpr std::size_t kMaskWindow = 4096;  // the heaps a mask is judged on
constexpr unsigned kMaxMaskBits = 10;      // masks tried: every one below 2^10
constexpr std::size_t kMostRareHeaps = 8;  // rare heaps above 1 in 8: plain marking is faster
// Pairs the open values' search reads at a time.
constexpr std::size_t kSearchBlock = kPairBlock;

bool odd_parity(std::uint32_t x) {
  return std::popcount(x) & 1;
}

// The values in memory as one plain array, of bytes or of 16-bit words: the hot loops read them
// without testing the width at every value.
template <class T>
struct ValueArray {
  const T* values;
  std::uint32_t operator[](std::size_t i) const { return values[i]; }
};

}  // namespace

GrundySequence::GrundySequence(TakeBreakRules rules) : rules_(std::move(rules)) {
  for (std::uint32_t k = 0; k < rules_.digits.size(); ++k)
    if (rules_.digits[k] & 4) split_takes_.push_back(k);
}

void GrundySequence::stream_to(const std::string& file, const StreamLayout& layout) {
  if (rules_.max_heaps_left() >= 3)
    throw DomainError(
        fmt::format("{}: codes that split into three heaps are not streamed (each "
                    "heap reads every earlier value)",
                    take_break_code_text(rules_)));
  if (!values_.streamed() && values_.size() > 0)
    throw DomainError("a sequence is streamed from its first value");
  values_ = SequenceValues::streamed_to(file, layout);
}

void GrundySequence::extend_to(std::size_t n) {
  Progress quiet;
  extend_to(n, quiet);
}

void GrundySequence::extend_to(std::size_t n, Progress& progress) {
  values_.reserve(n);
  while (values_.size() < n) {
    if (values_.size() == next_choice_ && !split_takes_.empty()) {
      choose_mask();
      next_choice_ *= 2;
      if (values_.streamed()) check_streamable();
    }
    if (values_.streamed() && !sparse_) check_streamable();
    if (threads_ > 1 && sparse_ && !values_.streamed() && values_.size() >= 2 * kThreadBlock) {
      extend_block(std::min({n, next_choice_, values_.size() + kThreadBlock}), progress);
      continue;
    }
    append(next_value(), progress);
  }
}

void GrundySequence::set_threads(unsigned threads) {
  if (threads < 1 || threads > 2)
    throw DomainError(fmt::format("a Grundy sequence runs on 1 or 2 threads, not {}", threads));
  threads_ = threads;
}

// Heaps first .. end - 1, the pass over the pairs of the rare heaps r >= kThreadBlock on a
// second thread, one heap ahead at least: heap first + j < first + kThreadBlock reads through
// them only g(first + j - k - r) < first, values of earlier blocks, which nobody writes now.
// Rare heaps found in the block are read by this thread (they come after far_to_).
void GrundySequence::extend_block(std::size_t end, Progress& progress) {
  const std::size_t first = values_.size();
  const std::size_t heaps = end - first;
  far_from_ = static_cast<std::size_t>(std::lower_bound(rare_.begin(), rare_.end(), kThreadBlock) -
                                       rare_.begin());
  far_to_ = rare_.size();
  far_heaps_.assign(rare_.begin() + static_cast<std::ptrdiff_t>(far_from_), rare_.end());
  far_values_.assign(rare_values_.begin() + static_cast<std::ptrdiff_t>(far_from_),
                     rare_values_.end());
  // Every pair's value is below the power of two above the largest value so far.
  far_words_ = (std::bit_ceil(static_cast<std::size_t>(max_value_) + 1) + 63) / 64;
  far_marks_.assign(heaps * far_words_, 0);
  std::atomic<std::size_t> done = 0;
  const CompactValues& g = values_.in_memory();
  std::thread helper([&, wide = g.wide()] {
    if (wide)
      mark_far_pairs(ValueArray<std::uint16_t>{g.words()}, first, heaps, far_words_, done);
    else
      mark_far_pairs(ValueArray<std::uint8_t>{g.bytes()}, first, heaps, far_words_, done);
  });
  auto finish = [&] {
    if (helper.joinable()) helper.join();
    far_from_ = far_to_ = SIZE_MAX;
    far_bits_ = nullptr;
  };
  try {
    for (std::size_t j = 0; j < heaps; ++j) {
      while (done.load(std::memory_order_acquire) <= j) std::this_thread::yield();
      far_bits_ = far_marks_.data() + j * far_words_;
      const std::uint32_t v = next_value();
      // The first value past 255 widens the values (they move): the helper is done first.
      if (v > UINT8_MAX && !g.wide() && helper.joinable()) helper.join();
      append(v, progress);
    }
  } catch (...) {  // Ctrl-C: the helper ends its block (a few ms) before the error goes on
    finish();
    throw;
  }
  finish();
}

template <class Values>
void GrundySequence::mark_far_pairs(const Values& g, std::size_t first, std::size_t heaps,
                                    std::size_t words, std::atomic<std::size_t>& done) {
  const std::size_t* far = far_heaps_.data();
  const std::size_t count = far_heaps_.size();
  const std::uint16_t* far_values = far_values_.data();
  for (std::size_t j = 0; j < heaps; ++j) {
    std::uint64_t* bits = far_marks_.data() + j * words;
    const std::size_t n = first + j;
    for (std::uint32_t k : split_takes_) {
      const std::size_t rest = n - k;
      const std::size_t end =
          static_cast<std::size_t>(std::lower_bound(far, far + count, rest) - far);
      for (std::size_t i = 0; i < end; ++i) {
        if (rules_.unequal_splits && 2 * far[i] == rest) continue;
        const std::uint32_t x = far_values[i] ^ g[rest - far[i]];
        bits[x >> 6] |= std::uint64_t{1} << (x & 63);
      }
    }
    done.store(j + 1, std::memory_order_release);
  }
}

// Appends g(n) = v and keeps the checksum, the largest value and the rare heaps.
void GrundySequence::append(std::uint32_t v, Progress& progress) {
  values_.push_back(v);
  checksum_.update(v);
  max_value_ = std::max(max_value_, v);
  const std::size_t heap = values_.size() - 1;
  if (sparse_ && rare(heap)) {
    rare_.push_back(heap);
    rare_values_.push_back(v);
    if (values_.streamed()) check_streamable();
  }
  poll_interrupt();
  if ((heap & 0xfff) == 0) progress.update(heap);
}

GrundySequence::SparseChoice GrundySequence::sparse_choice() const {
  return {sparse_, mask_, by_heap_parity_, rare_class_, next_choice_};
}

void GrundySequence::restore(SequenceValues values, const SparseChoice& choice) {
  values_ = std::move(values);
  sparse_ = choice.sparse;
  mask_ = choice.mask;
  by_heap_parity_ = choice.by_heap_parity;
  rare_class_ = choice.rare_class;
  next_choice_ = static_cast<std::size_t>(choice.next_choice);
  checksum_ = {};
  max_value_ = 0;
  rare_.clear();
  rare_values_.clear();
  for (std::size_t a = 0; a < values_.size(); ++a) {
    checksum_.update(values_[a]);
    max_value_ = std::max(max_value_, values_[a]);
    if (sparse_ && a >= 1 && rare(a)) {
      rare_.push_back(a);
      rare_values_.push_back(values_[a]);
    }
  }
}

// The small steps of the hot loops, defined before them and inline so that they are inlined
// (out of line, the mark of a pair alone took a quarter of .106's time).
// Whether every pair a + b = rest of nim-sum v has exactly one rare part.
inline bool GrundySequence::in_class_one(std::uint32_t v, std::size_t rest) const {
  return odd_parity(v & mask_) != (by_heap_parity_ && (rest & 1));
}

// Whether the marks hold every two-heap split of n of value v: v is of class one for all of
// them, or the splits were all marked.
inline bool GrundySequence::exact(std::uint32_t v, std::size_t n) const {
  if (!sparse_) return true;
  for (std::uint32_t k : split_takes_)
    if (k + 2 <= n && !in_class_one(v, n - k)) return false;
  return true;
}

inline bool GrundySequence::rare(std::size_t heap) const {
  bool cls = odd_parity(values_[heap] & mask_) != (by_heap_parity_ && (heap & 1));
  return cls == rare_class_;
}

std::uint32_t GrundySequence::next_value() {
  if (values_.streamed()) return next_value(values_);
  const CompactValues& g = values_.in_memory();
  return g.wide() ? next_value(ValueArray<std::uint16_t>{g.words()})
                  : next_value(ValueArray<std::uint8_t>{g.bytes()});
}

template <class Values>
std::uint32_t GrundySequence::next_value(const Values& g) {
  const std::size_t n = values_.size();
  // Option values are below the power of two above max_value_, so the mex is at most it. The
  // marks are set without a test (a branch a pair costs more) and cleared below `bound`.
  std::size_t bound = std::bit_ceil(static_cast<std::size_t>(max_value_) + 1);
  if (marks_.size() <= bound) marks_.resize(bound + 1, 0);

  // A heap of a code with many digits costs up to n^2 steps per digit (splits into three):
  // polled per digit, and per first part of such splits.
  for (std::uint32_t k = 0; k < rules_.digits.size() && k <= n; ++k) {
    poll_interrupt();
    std::uint8_t d = rules_.digits[k];
    const std::size_t rest = n - k;
    if ((d & 1) && k >= 1 && rest == 0) marks_[0] = 1;
    if ((d & 2) && k >= 1 && rest >= 1) marks_[g[rest]] = 1;
    if (d & 8)
      for (std::size_t a = 1; 3 * a <= rest; ++a) {
        if ((a & 0xff) == 0) poll_interrupt();
        for (std::size_t b = a; a + 2 * b <= rest; ++b) marks_[g[a] ^ g[b] ^ g[rest - a - b]] = 1;
      }
  }
  for (std::uint32_t k : split_takes_) {
    if (k + 2 > n) break;
    poll_interrupt();
    const std::size_t rest = n - k;
    if (!sparse_) {
      for (std::size_t a = 1; 2 * a <= rest; ++a)
        if (!(rules_.unequal_splits && 2 * a == rest)) marks_[g[a] ^ g[rest - a]] = 1;
      continue;
    }
    // Every pair with a rare part a < rest (the equal split left out where the rules say so).
    const auto end = std::lower_bound(rare_.begin(), rare_.end(), rest) - rare_.begin();
    const auto half = rules_.unequal_splits && rest % 2 == 0
                          ? std::lower_bound(rare_.begin(), rare_.end(), rest / 2) - rare_.begin()
                          : end;
    const bool skip_half = half < end && rare_[static_cast<std::size_t>(half)] == rest / 2;
    // The rare heaps before and after the second thread's share (all of them without one).
    auto pass = [&](std::size_t from, std::size_t to) {
      if (from >= to) return;
      const auto h = static_cast<std::size_t>(half);
      if (skip_half && from <= h && h < to) {
        mark_rare_pairs(g, rest, from, h);
        mark_rare_pairs(g, rest, h + 1, to);
      } else {
        mark_rare_pairs(g, rest, from, to);
      }
    };
    pass(0, std::min(static_cast<std::size_t>(end), far_from_));
    pass(far_to_, static_cast<std::size_t>(end));
  }
  if (far_bits_)
    for (std::size_t w = 0; w < far_words_; ++w)
      for (std::uint64_t bits = far_bits_[w]; bits; bits &= bits - 1)
        marks_[w * 64 + static_cast<std::size_t>(std::countr_zero(bits))] = 1;

  // Unmarked values below the first exact one may still be split values: look for them all
  // in one search through the pairs.
  std::uint32_t v = 0;
  pending_.clear();
  for (; v < bound && (marks_[v] || !exact(v, n)); ++v)
    if (!marks_[v]) pending_.push_back(v);
  if (!pending_.empty()) v = std::min(v, first_missing_split_value(g, n));
  std::fill(marks_.begin(), marks_.begin() + static_cast<std::ptrdiff_t>(bound), 0);
  return v;
}

// Marks g(a) ^ g(rest - a) for the rare heaps a = rare_[from .. to-1]: g(a) from the rare heaps'
// own array, beside a, and the arrays in locals (a store of a byte could alias the members).
template <class Values>
void GrundySequence::mark_rare_pairs(const Values& g, std::size_t rest, std::size_t from,
                                     std::size_t to) {
  const std::size_t* heaps = rare_.data();
  const std::uint16_t* values = rare_values_.data();
  std::uint8_t* marks = marks_.data();
  for (std::size_t i = from; i < to; ++i) marks[values[i] ^ g[rest - heaps[i]]] = 1;
}

// The least pending value that no two-heap split of n has (UINT32_MAX when all are found):
// one search through all splits side by side, stopping once every pending value is found.
// The pairs are read kSearchBlock at a time without a branch each (a block is looked at pair by
// pair only when it holds a pending value): Officers' heaps read thousands of pairs before the
// last pending value turns up.
template <class Values>
std::uint32_t GrundySequence::first_missing_split_value(const Values& g, std::size_t n) {
  std::uint8_t* marks = marks_.data();
  for (std::uint32_t v : pending_) marks[v] = 2;
  std::size_t missing = pending_.size();
  auto find = [&](std::uint32_t v) {  // without a branch: a block's hits are not predictable
    const std::uint8_t m = marks[v];
    missing -= m >> 1;
    marks[v] = m & 1;
  };
  std::size_t a = 1;
  // Whole blocks: every pair of every split take has a < rest - a (no equal split to skip).
  const std::size_t last_take = split_takes_.back();
  auto whole_block = [&](std::size_t from) {
    return last_take + 2 * (from + kSearchBlock - 1) < n;
  };
  rests_.clear();
  for (std::uint32_t k : split_takes_) rests_.push_back(n - k);
  std::size_t wanted = 0;
  for (; missing > 0 && whole_block(a); a += kSearchBlock) {
    // With few values open, the blocks without one are skipped by the SIMD scan (pair_scan.hpp).
    if constexpr (requires { g.values; })
      if (missing <= kMostScannedValues) {
        // The values still open: from the pending ones once, then from the last scan's.
        if (wanted == 0)
          for (std::uint32_t v : pending_)
            if (marks[v] == 2) wanted_[wanted++] = v;
        wanted = static_cast<std::size_t>(
            std::remove_if(wanted_.begin(), wanted_.begin() + wanted,
                           [&](std::uint32_t v) { return marks[v] != 2; }) -
            wanted_.begin());
        const std::size_t last_whole = (n - last_take - 1) / 2 - (kSearchBlock - 1);
        const std::size_t blocks = (last_whole - a) / kSearchBlock + 1;
        a += kSearchBlock *
             first_block_with(g.values, rests_, a, blocks, std::span(wanted_.data(), wanted));
        if (!whole_block(a)) break;
      }
    std::uint8_t seen = 0;
    for (std::uint32_t k : split_takes_)
      for (std::size_t i = 0; i < kSearchBlock; ++i) seen |= marks[g[a + i] ^ g[n - k - a - i]];
    if (!(seen & 2)) continue;
    for (std::uint32_t k : split_takes_)
      for (std::size_t i = 0; i < kSearchBlock; ++i) find(g[a + i] ^ g[n - k - a - i]);
  }
  for (; missing > 0; ++a) {
    bool searching = false;
    for (std::uint32_t k : split_takes_) {
      if (k + 2 * a > n) break;
      const std::size_t rest = n - k;
      searching = true;
      if (!(rules_.unequal_splits && 2 * a == rest)) find(g[a] ^ g[rest - a]);
    }
    if (!searching) break;
  }
  std::uint32_t first = UINT32_MAX;
  for (std::uint32_t v : pending_)
    if (marks_[v] == 2) {
      first = std::min(first, v);
      marks_[v] = 0;
    }
  return first;
}

// Picks the mask and heap-parity flag that make the fewest of the last kMaskWindow heaps rare,
// and lists the rare heaps under it. The rare class is the one whose values are of class zero
// for the split takes k (c = s & k): then a common heap's value is of class one, found among the
// pairs with a rare part, and only rare heaps need a search through all pairs. The heap's
// parity is tried only when all split takes have the same parity (else c cannot suit them all).
void GrundySequence::choose_mask() {
  const std::size_t n = values_.size();
  const bool same_parity_takes =
      std::all_of(split_takes_.begin(), split_takes_.end(),
                  [&](std::uint32_t k) { return (k & 1) == (split_takes_.front() & 1); });
  const std::size_t lo = n > kMaskWindow ? n - kMaskWindow : 1;
  unsigned bits = std::min<unsigned>(std::bit_width(max_value_), kMaxMaskBits);
  std::size_t best = SIZE_MAX;
  for (std::uint32_t mask = 1; mask < (1u << bits); ++mask)
    for (bool by_parity : {false, true}) {
      if (by_parity && !same_parity_takes) continue;
      bool rare_class = by_parity && (split_takes_.front() & 1);
      std::size_t rare_count = 0;
      for (std::size_t a = lo; a < n; ++a)
        rare_count += (odd_parity(values_[a] & mask) != (by_parity && (a & 1))) == rare_class;
      if (rare_count < best) {
        best = rare_count;
        mask_ = mask;
        by_heap_parity_ = by_parity;
        rare_class_ = rare_class;
      }
    }
  // No mask tried (all values 0 so far), or too many rare heaps to gain from: stay plain.
  sparse_ = best != SIZE_MAX && best * kMostRareHeaps <= n - lo;
  if (!sparse_) return;
  rare_.clear();
  rare_values_.clear();
  for (std::size_t a = 1; a < n; ++a)
    if (rare(a)) {
      rare_.push_back(a);
      rare_values_.push_back(values_[a]);
    }
}

// A streamed heap reads the file only as a few streams (sequence_values.hpp): stops, saying
// why, where it would read more (the heaps up to the limit are computed and can be saved).
void GrundySequence::check_streamable() const {
  const StreamLayout& layout = values_.layout();
  const std::size_t n = values_.size();
  auto code = [&] { return take_break_code_text(rules_); };
  if (!sparse_ && !split_takes_.empty() && n >= layout.head)
    throw LimitError(fmt::format(
        "{}: no sparse space at heap {} (more than one rare heap in {} of the last {}): each heap "
        "would read every earlier value, and a streamed run keeps only the first {} in memory",
        code(), n, kMostRareHeaps, kMaskWindow, layout.head));
  if (!sparse_) return;
  if (rare_.size() > kMostStreamedRareHeaps)
    throw LimitError(
        fmt::format("{}: {} rare heaps at heap {}, more than the {} a streamed run "
                    "keeps (each costs every heap a read)",
                    code(), rare_.size(), n, kMostStreamedRareHeaps));
  const auto far = static_cast<std::size_t>(
      rare_.end() - std::upper_bound(rare_.begin(), rare_.end(), layout.window / 2));
  if (far + kFreeBlocks > layout.blocks)
    throw LimitError(fmt::format(
        "{}: {} rare heaps past {} at heap {}: each reads the values file as a stream of its "
        "own, and a streamed run caches {} blocks ({} kept for the searches)",
        code(), far, layout.window / 2, n, layout.blocks, kFreeBlocks));
}

}  // namespace cgt::games
