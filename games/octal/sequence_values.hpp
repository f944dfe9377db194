// Where the values g(0..n-1) of a Grundy sequence live while it is computed. In memory: all of
// them, a byte a heap (compact_values.hpp). Streamed: the values go to a file (value_file.hpp)
// as the sequence grows, and memory keeps only what a heap reads most, whatever n:
//
//  - the head g(0 .. H-1): the small parts of splits (the rare heaps of a sparse space are
//    mostly small, and the search for the values a pass leaves open starts at a = 1);
//  - the recent values g(n-W' .. n-1), W <= W' < 2W: the top of the heap, from which moves
//    take at most t tokens, and the large parts n - k - a of splits with a small part a;
//  - a few blocks of the file for everything else (read as streams: value_file.hpp).
//
// With the default layout that is 16 MiB of head, up to 32 MiB of recent values and 32 MiB of
// blocks (twice the head and recent values once they are two bytes a heap). The file keeps a
// byte a heap until the first value past 255, at heap F: from there on two bytes a heap (low
// byte first), so heap i lies at byte i below F and at F + 2 (i - F) from F on; the bytes already
// written are never rewritten, and a checkpoint names F (sequence_checkpoint.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "games/octal/compact_values.hpp"

namespace cgt::games {

class ValueFile;

// The sizes a streamed sequence keeps in memory (tests take small ones to reach the file).
struct StreamLayout {
  std::size_t head = std::size_t{1} << 24;    // H: values
  std::size_t window = std::size_t{1} << 24;  // W: values (up to 2W are kept)
  std::size_t block_bytes = std::size_t{1} << 20;
  std::size_t blocks = 32;
};

class SequenceValues {
 public:
  SequenceValues() = default;
  // An empty sequence streamed to `file` (created, or emptied).
  static SequenceValues streamed_to(const std::string& file, const StreamLayout& layout);
  // The first n values of `file`, which a streamed sequence wrote (the values past them are cut
  // off); DomainError when it holds fewer.
  // `wide_from` is the heap F from which the file holds two bytes a heap (kNarrow: none).
  static constexpr std::size_t kNarrow = SIZE_MAX;
  static SequenceValues reopened(const std::string& file, std::size_t n,
                                 const StreamLayout& layout, std::size_t wide_from = kNarrow);

  std::uint32_t operator[](std::size_t i) const {
    if (i >= base_) return recent_[i - base_];
    if (i < head_.size()) return head_[i];
    return far(i);
  }
  std::size_t size() const { return base_ + recent_.size(); }
  // Appends v; LimitError when v > CompactValues::kMaxValue.
  void push_back(std::uint32_t v);
  // Room for n values in memory (streamed: for what memory keeps of them).
  void reserve(std::size_t n);
  std::size_t bytes_per_value() const { return recent_.bytes_per_value(); }
  // Streamed: the first heap the file keeps in two bytes (kNarrow while every value is a byte).
  std::size_t wide_from() const { return wide_from_; }
  std::vector<std::uint32_t> to_vector() const;

  bool streamed() const { return file_ != nullptr; }
  // Not streamed: every value, where the hot loops read them without the streamed case's test.
  const CompactValues& in_memory() const { return recent_; }
  const StreamLayout& layout() const { return layout_; }
  // Streamed: the file, and writes every value not yet in it and flushes it to the disk.
  std::string file() const;
  void flush();

 private:
  std::uint32_t far(std::size_t i) const;  // from the file (kept out of line: headers stay light)
  std::uint64_t offset(std::size_t i) const;  // where heap i lies in the file
  void write_recent(std::size_t end);

  CompactValues recent_;  // g(base_ .. size()-1): every value when not streamed
  std::size_t base_ = 0;
  CompactValues head_;               // streamed: g(0 .. min(size(), layout_.head)-1)
  std::shared_ptr<ValueFile> file_;  // streamed: g(0 .. written_-1), written_ >= base_
  std::size_t written_ = 0;
  std::size_t wide_from_ = kNarrow;
  StreamLayout layout_;
};

}  // namespace cgt::games
