#include "games/ruleset/wide_bits.hpp"

#include <algorithm>
#include <bit>

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {
namespace {

std::size_t words_for(std::size_t cells) {
  return (cells + 63) / 64;
}

}  // namespace

WideBits::WideBits(std::size_t words, std::uint64_t fill) : words_(words) {
  if (words > kInlineWords) heap_ = std::make_unique<std::uint64_t[]>(words);
  std::fill_n(data(), words, fill);
}

void WideBits::widen_to(std::size_t words) {
  if (words <= words_) return;
  WideBits wider(words, 0);
  std::copy_n(data(), words_, wider.data());
  *this = std::move(wider);
}

WideBits WideBits::empty_of(std::size_t cells) {
  return WideBits(words_for(cells), 0);
}

WideBits WideBits::filled(std::size_t cells) {
  WideBits b(words_for(cells), ~std::uint64_t{0});
  if (cells % 64) b.data()[b.words_ - 1] = (std::uint64_t{1} << (cells % 64)) - 1;
  return b;
}

WideBits WideBits::single(std::size_t cell, std::size_t cells) {
  WideBits b = empty_of(cells);
  b.set(cell);
  return b;
}

WideBits::operator bool() const {
  return std::any_of(data(), data() + words_, [](std::uint64_t w) { return w != 0; });
}

std::size_t WideBits::count() const {
  std::size_t n = 0;
  for (std::size_t i = 0; i < words_; ++i) n += static_cast<std::size_t>(std::popcount(data()[i]));
  return n;
}

std::size_t WideBits::first() const {
  for (std::size_t i = 0; i < words_; ++i)
    if (data()[i]) return 64 * i + static_cast<std::size_t>(std::countr_zero(data()[i]));
  return 64 * words_;
}

WideBits WideBits::lowest() const {
  WideBits b(words_, 0);
  for (std::size_t i = 0; i < words_; ++i)
    if (std::uint64_t w = data()[i]) {
      b.data()[i] = w & (~w + 1);
      break;
    }
  return b;
}

WideBits WideBits::resized(std::size_t cells) const {
  WideBits b(words_for(cells), 0);
  std::copy_n(data(), std::min(words_, b.words_), b.data());
  return b;
}

WideBits WideBits::reversed(std::size_t length) const {
  WideBits b = empty_of(length);
  for (std::size_t i = 0; i < words_; ++i)
    for (std::uint64_t w = data()[i]; w; w &= w - 1) {
      std::size_t cell = 64 * i + static_cast<std::size_t>(std::countr_zero(w));
      if (cell < length) b.set(length - 1 - cell);
    }
  return b;
}

std::uint64_t WideBits::hash() const {
  // Trailing zero words do not count, so that equal sets hash alike.
  std::size_t n = words_;
  while (n > 0 && data()[n - 1] == 0) --n;
  std::uint64_t h = mix_hash(n);
  for (std::size_t i = 0; i < n; ++i) h = mix_hash(h ^ data()[i]);
  return h;
}

WideBits& WideBits::operator&=(const WideBits& b) {
  widen_to(b.words_);
  std::uint64_t* w = data();
  for (std::size_t i = 0; i < words_; ++i) w[i] &= b.word(i);
  return *this;
}

WideBits& WideBits::operator|=(const WideBits& b) {
  widen_to(b.words_);
  std::uint64_t* w = data();
  for (std::size_t i = 0; i < b.words_; ++i) w[i] |= b.data()[i];
  return *this;
}

WideBits& WideBits::operator^=(const WideBits& b) {
  widen_to(b.words_);
  std::uint64_t* w = data();
  for (std::size_t i = 0; i < b.words_; ++i) w[i] ^= b.data()[i];
  return *this;
}

WideBits& WideBits::operator<<=(std::size_t k) {
  const std::size_t n = words_, skip = k / 64, bits = k % 64;
  std::uint64_t* w = data();
  for (std::size_t i = n; i-- > 0;) {
    std::uint64_t v = i >= skip ? w[i - skip] << bits : 0;
    if (bits && i > skip) v |= w[i - skip - 1] >> (64 - bits);
    w[i] = v;
  }
  return *this;
}

WideBits& WideBits::operator>>=(std::size_t k) {
  const std::size_t n = words_, skip = k / 64, bits = k % 64;
  std::uint64_t* w = data();
  for (std::size_t i = 0; i < n; ++i) {
    std::uint64_t v = i + skip < n ? w[i + skip] >> bits : 0;
    if (bits && i + skip + 1 < n) v |= w[i + skip + 1] << (64 - bits);
    w[i] = v;
  }
  return *this;
}

WideBits WideBits::operator~() const {
  WideBits b = *this;
  std::uint64_t* w = b.data();
  for (std::size_t i = 0; i < b.words_; ++i) w[i] = ~w[i];
  return b;
}

bool operator==(const WideBits& a, const WideBits& b) {
  const std::size_t n = std::max(a.words(), b.words());
  for (std::size_t i = 0; i < n; ++i)
    if (a.word(i) != b.word(i)) return false;
  return true;
}

std::strong_ordering operator<=>(const WideBits& a, const WideBits& b) {
  for (std::size_t i = std::max(a.words(), b.words()); i-- > 0;)
    if (auto c = a.word(i) <=> b.word(i); c != 0) return c;
  return std::strong_ordering::equal;
}

}  // namespace cgt::games
