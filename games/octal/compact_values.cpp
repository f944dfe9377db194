#include "games/octal/compact_values.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {

void CompactValues::push_back(std::uint32_t v) {
  if (!wide_ && v > UINT8_MAX) {
    words_.reserve(bytes_.capacity());
    words_.assign(bytes_.begin(), bytes_.end());
    bytes_ = {};
    wide_ = true;
  }
  if (v > kMaxValue)
    throw LimitError(fmt::format("a Grundy value of {} at heap {}: values are kept up to {}", v,
                                 size(), kMaxValue));
  if (wide_)
    words_.push_back(static_cast<std::uint16_t>(v));
  else
    bytes_.push_back(static_cast<std::uint8_t>(v));
}

void CompactValues::reserve(std::size_t n) {
  if (wide_)
    words_.reserve(n);
  else
    bytes_.reserve(n);
}

void CompactValues::drop_front(std::size_t count) {
  if (wide_)
    words_.erase(words_.begin(), words_.begin() + static_cast<std::ptrdiff_t>(count));
  else
    bytes_.erase(bytes_.begin(), bytes_.begin() + static_cast<std::ptrdiff_t>(count));
}

}  // namespace cgt::games
