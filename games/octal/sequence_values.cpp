#include "games/octal/sequence_values.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/error.hpp"
#include "games/octal/value_file.hpp"

namespace cgt::games {
namespace {

constexpr std::size_t kWriteChunk = std::size_t{1} << 20;  // values written at a time

}  // namespace

SequenceValues SequenceValues::streamed_to(const std::string& file, const StreamLayout& layout) {
  return reopened(file, 0, layout);
}

SequenceValues SequenceValues::reopened(const std::string& file, std::size_t n,
                                        const StreamLayout& layout, std::size_t wide_from) {
  SequenceValues s;
  s.layout_ = layout;
  s.wide_from_ = wide_from < n ? wide_from : kNarrow;
  s.file_ = std::make_shared<ValueFile>(file, s.offset(n), layout.block_bytes, layout.blocks);
  s.written_ = n;
  const std::size_t head = std::min(n, layout.head);
  s.head_.reserve(head);
  for (std::size_t i = 0; i < head; ++i) s.head_.push_back(s.far(i));
  s.base_ = n > layout.window ? n - layout.window : 0;
  s.recent_.reserve(2 * layout.window);
  for (std::size_t i = s.base_; i < n; ++i) s.recent_.push_back(s.far(i));
  return s;
}

void SequenceValues::push_back(std::uint32_t v) {
  if (!streamed()) {
    recent_.push_back(v);
    return;
  }
  if (v > CompactValues::kMaxValue) {
    recent_.push_back(v);  // throws the LimitError
    return;
  }
  if (v > UINT8_MAX && wide_from_ == kNarrow) wide_from_ = size();
  if (size() < layout_.head) head_.push_back(v);
  recent_.push_back(v);
  if (recent_.size() < 2 * layout_.window) return;
  // Memory holds 2W recent values: the older W go to the file and leave memory.
  write_recent(base_ + layout_.window);
  recent_.drop_front(layout_.window);
  base_ += layout_.window;
}

void SequenceValues::reserve(std::size_t n) {
  recent_.reserve(streamed() ? std::min(n, 2 * layout_.window) : n);
}

std::vector<std::uint32_t> SequenceValues::to_vector() const {
  std::vector<std::uint32_t> out(size());
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = (*this)[i];
  return out;
}

std::uint32_t SequenceValues::far(std::size_t i) const {
  if (i < wide_from_) return file_->at(i);
  const std::uint64_t at = offset(i);
  return file_->at(at) | std::uint32_t{file_->at(at + 1)} << 8;
}

std::uint64_t SequenceValues::offset(std::size_t i) const {
  if (i <= wide_from_) return i;
  return wide_from_ + 2 * std::uint64_t{i - wide_from_};
}

std::string SequenceValues::file() const {
  return file_->path().string();
}

void SequenceValues::flush() {
  write_recent(size());
  file_->sync();
}

// Appends the recent values g(written_ .. end-1) to the file, a byte each below wide_from_ and
// two (low byte first) from it on.
void SequenceValues::write_recent(std::size_t end) {
  std::vector<std::uint8_t> chunk;
  while (written_ < end) {
    const std::size_t n = std::min(kWriteChunk, end - written_);
    chunk.clear();
    for (std::size_t i = written_; i < written_ + n; ++i) {
      const std::uint32_t v = recent_[i - base_];
      chunk.push_back(static_cast<std::uint8_t>(v));
      if (i >= wide_from_) chunk.push_back(static_cast<std::uint8_t>(v >> 8));
    }
    file_->append(chunk.data(), chunk.size());
    written_ += n;
  }
}

}  // namespace cgt::games
