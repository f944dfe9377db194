// WideBits: a set of cells numbered 0, 1, 2, ... of any count, as 64-bit words (cell i is bit
// i % 64 of word i / 64): the cell mask of boards and strips of more than 64 cells, where one
// std::uint64_t is the mask of the smaller ones (cell_mask.hpp says what generic board code
// asks of either). Up to 256 cells (a 16 x 16 board) live inside the object; larger masks
// allocate.
//
// Invariant kept by the boards, not by this type: all masks of one board have the board's word
// count. Binary operations take the larger word count, reading missing words as zero (so a
// mask without words is the empty set); ~ and << may set bits past a board's last cell, which
// board code clears with & cells(), as it does with std::uint64_t.
#pragma once

#include <algorithm>
#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>

namespace cgt::games {

class WideBits {
 public:
  WideBits() = default;
  WideBits(const WideBits& b) : WideBits(b.words_, 0) { std::copy_n(b.data(), words_, data()); }
  WideBits(WideBits&& b) noexcept
      : words_(std::exchange(b.words_, 0)), inline_(b.inline_), heap_(std::move(b.heap_)) {}
  WideBits& operator=(const WideBits& b) {
    if (this != &b) *this = WideBits(b);
    return *this;
  }
  WideBits& operator=(WideBits&& b) noexcept {
    words_ = std::exchange(b.words_, 0);
    inline_ = b.inline_;
    heap_ = std::move(b.heap_);
    return *this;
  }
  // The empty set of a board of `cells` cells.
  static WideBits empty_of(std::size_t cells);
  // The set of cells 0 .. cells - 1.
  static WideBits filled(std::size_t cells);
  // The set {cell} on a board of `cells` cells.
  static WideBits single(std::size_t cell, std::size_t cells);

  std::size_t words() const { return words_; }
  std::uint64_t word(std::size_t i) const { return i < words_ ? data()[i] : 0; }

  bool test(std::size_t cell) const { return word(cell / 64) >> (cell % 64) & 1; }
  void set(std::size_t cell) { data()[cell / 64] |= std::uint64_t{1} << (cell % 64); }
  void reset(std::size_t cell) { data()[cell / 64] &= ~(std::uint64_t{1} << (cell % 64)); }
  explicit operator bool() const;
  std::size_t count() const;
  // The least cell of the set (64 * words() when the set is empty).
  std::size_t first() const;
  // The set of the least cell alone (empty when the set is).
  WideBits lowest() const;
  // The set with the word count of a board of `cells` cells (high words dropped or added).
  WideBits resized(std::size_t cells) const;
  // Cell i goes to cell length - 1 - i (cells at or past `length` are dropped).
  WideBits reversed(std::size_t length) const;
  std::uint64_t hash() const;

  WideBits& operator&=(const WideBits& b);
  WideBits& operator|=(const WideBits& b);
  WideBits& operator^=(const WideBits& b);
  WideBits& operator<<=(std::size_t k);
  WideBits& operator>>=(std::size_t k);
  WideBits operator~() const;

  friend WideBits operator&(WideBits a, const WideBits& b) { return a &= b; }
  friend WideBits operator|(WideBits a, const WideBits& b) { return a |= b; }
  friend WideBits operator^(WideBits a, const WideBits& b) { return a ^= b; }
  friend WideBits operator<<(WideBits a, std::size_t k) { return a <<= k; }
  friend WideBits operator>>(WideBits a, std::size_t k) { return a >>= k; }
  friend bool operator==(const WideBits& a, const WideBits& b);
  // A total order (by the highest word that differs), for least images.
  friend std::strong_ordering operator<=>(const WideBits& a, const WideBits& b);

 private:
  static constexpr std::size_t kInlineWords = 4;

  WideBits(std::size_t words, std::uint64_t fill);
  std::uint64_t* data() { return heap_ ? heap_.get() : inline_.data(); }
  const std::uint64_t* data() const { return heap_ ? heap_.get() : inline_.data(); }
  // Grows to `words` words (new words zero), keeping the set.
  void widen_to(std::size_t words);

  std::size_t words_ = 0;
  std::array<std::uint64_t, kInlineWords> inline_{};
  std::unique_ptr<std::uint64_t[]> heap_;  // the words when there are more than kInlineWords
};

}  // namespace cgt::games
