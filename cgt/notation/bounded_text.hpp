// BoundedText: text built up to a budget of characters. Writers (the printer, the tool's value
// output) append piece by piece and stop descending once full() says the budget is spent, so
// an abbreviated rendering of a huge form costs time and memory in proportion to what is
// shown, never to the whole form. Characters are UTF-8 characters, and a cut never splits one.
//
// With a sink, the text is streamed rather than kept: whenever more than kChunkBytes are held
// they go to the sink, so a form of billions of characters is written with little memory.
// Every kChunkBytes appended, Ctrl-C and the time limit are polled (cgt/interrupt.hpp), so
// that printing a huge form can be stopped like any computation.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <utility>

#include "cgt/interrupt.hpp"

namespace cgt {

class BoundedText {
 public:
  static constexpr std::size_t kUnlimited = 0;
  static constexpr std::size_t kChunkBytes = std::size_t{1} << 16;
  using Sink = std::function<void(std::string_view)>;

  explicit BoundedText(std::size_t max_chars = kUnlimited) : max_chars_(max_chars) {}
  BoundedText(std::size_t max_chars, Sink sink) : max_chars_(max_chars), sink_(std::move(sink)) {}

  // Appends what fits; once something did not fit, full() holds and later appends do nothing.
  void append(std::string_view s) {
    if (truncated_) return;
    if (max_chars_ == kUnlimited) {
      text_ += s;
      chars_ += s.size();  // bytes: unlimited text is never cut, so characters are not needed
    } else {
      for (std::size_t i = 0; i < s.size(); ++i) {
        bool starts_char = (static_cast<unsigned char>(s[i]) & 0xc0) != 0x80;
        if (starts_char && chars_ == max_chars_) {
          truncated_ = true;
          break;
        }
        chars_ += starts_char;
        text_ += s[i];
      }
    }
    if (text_.size() - polled_at_ >= kChunkBytes) {
      poll_interrupt();
      if (sink_) flush();
      polled_at_ = text_.size();
    }
  }

  // Hands what is held to the sink (nothing without one).
  void flush() {
    if (!sink_ || text_.empty()) return;
    sink_(text_);
    text_.clear();
    polled_at_ = 0;
  }

  // Nothing more will be kept: the text is a proper prefix of what was written.
  bool full() const { return truncated_; }
  bool truncated() const { return truncated_; }
  std::size_t max_chars() const { return max_chars_; }
  // What is held: everything written, or with a sink what was not flushed yet.
  const std::string& str() const { return text_; }
  std::string take() { return std::move(text_); }

 private:
  std::size_t max_chars_;
  Sink sink_;
  std::size_t chars_ = 0;
  std::size_t polled_at_ = 0;  // text_.size() at the last poll
  std::string text_;
  bool truncated_ = false;
};

}  // namespace cgt
