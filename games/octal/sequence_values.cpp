#include "games/octal/sequence_values.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/error.hpp"
#include "games/octal/value_file.hpp"

namespace cgt::games {
namespace {

constexpr std::size_t kWriteChunk = std::size_t{1} << 20;  // bytes written at a time

}  // namespace

SequenceValues SequenceValues::streamed_to(const std::string& file, const StreamLayout& layout) {
  return reopened(file, 0, layout);
}

SequenceValues SequenceValues::reopened(const std::string& file, std::size_t n,
                                        const StreamLayout& layout) {
  SequenceValues s;
  s.layout_ = layout;
  s.file_ = std::make_shared<ValueFile>(file, n, layout.block_bytes, layout.blocks);
  const std::size_t head = std::min(n, layout.head);
  s.head_.reserve(head);
  for (std::size_t i = 0; i < head; ++i) s.head_.push_back(s.file_->at(i));
  s.base_ = n > layout.window ? n - layout.window : 0;
  s.recent_.reserve(2 * layout.window);
  for (std::size_t i = s.base_; i < n; ++i) s.recent_.push_back(s.file_->at(i));
  return s;
}

void SequenceValues::push_back(std::uint32_t v) {
  if (!streamed()) {
    recent_.push_back(v);
    return;
  }
  if (v > UINT8_MAX)
    throw LimitError(
        fmt::format("a Grundy value of {} at heap {}: a streamed sequence keeps a "
                    "byte a heap, values up to 255 (run it in memory)",
                    v, size()));
  if (size() < layout_.head) head_.push_back(static_cast<std::uint8_t>(v));
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
  return file_->at(i);
}

std::string SequenceValues::file() const {
  return file_->path().string();
}

void SequenceValues::flush() {
  write_recent(size());
  file_->sync();
}

// Appends the recent values g(file size .. end-1) to the file.
void SequenceValues::write_recent(std::size_t end) {
  std::vector<std::uint8_t> chunk;
  for (auto i = static_cast<std::size_t>(file_->size()); i < end; i += chunk.size()) {
    chunk.resize(std::min(kWriteChunk, end - i));
    for (std::size_t j = 0; j < chunk.size(); ++j)
      chunk[j] = static_cast<std::uint8_t>(recent_[i + j - base_]);
    file_->append(chunk.data(), chunk.size());
  }
}

}  // namespace cgt::games
