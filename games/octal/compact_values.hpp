// The values g(0), g(1), ... of a Grundy sequence in little memory: a byte each while every value
// is below 256, two bytes each once one is not (the bytes are widened then, once). Octal games
// with a sparse space keep small values (.16: at most 23; .354: 113; .1777 below 256), so a
// record run of 4 x 10^8 heaps holds its sequence in 400 MB; Officers (.6) passes 255 and takes
// two bytes a heap.
#pragma once

#include <cstdint>
#include <vector>

namespace cgt::games {

class CompactValues {
 public:
  static constexpr std::uint32_t kMaxValue = UINT16_MAX;

  std::uint32_t operator[](std::size_t i) const { return wide_ ? words_[i] : bytes_[i]; }
  std::size_t size() const { return wide_ ? words_.size() : bytes_.size(); }
  // Appends v; LimitError when v > kMaxValue.
  void push_back(std::uint32_t v);
  void reserve(std::size_t n);
  // Removes the first `count` values (a streamed sequence's oldest, once written).
  void drop_front(std::size_t count);
  std::size_t bytes_per_value() const { return wide_ ? 2 : 1; }
  // The values as one array, of bytes or of 16-bit words (the hot loops read it without the
  // test of the width at every value).
  bool wide() const { return wide_; }
  const std::uint8_t* bytes() const { return bytes_.data(); }
  const std::uint16_t* words() const { return words_.data(); }

 private:
  bool wide_ = false;
  std::vector<std::uint8_t> bytes_;
  std::vector<std::uint16_t> words_;
};

}  // namespace cgt::games
