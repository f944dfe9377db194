// BoundedText: text built up to a budget of characters. Writers (the printer, the tool's value
// output) append piece by piece and stop descending once full() says the budget is spent, so
// an abbreviated rendering of a huge form costs time and memory in proportion to what is
// shown, never to the whole form. Characters are UTF-8 characters, and a cut never splits one.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace cgt {

class BoundedText {
 public:
  static constexpr std::size_t kUnlimited = 0;

  explicit BoundedText(std::size_t max_chars = kUnlimited) : max_chars_(max_chars) {}

  // Appends what fits; once something did not fit, full() holds and later appends do nothing.
  void append(std::string_view s) {
    if (truncated_) return;
    if (max_chars_ == kUnlimited) {
      text_ += s;
      return;
    }
    for (std::size_t i = 0; i < s.size(); ++i) {
      bool starts_char = (static_cast<unsigned char>(s[i]) & 0xc0) != 0x80;
      if (starts_char && chars_ == max_chars_) {
        truncated_ = true;
        return;
      }
      chars_ += starts_char;
      text_ += s[i];
    }
  }

  // Nothing more will be kept: the text is a proper prefix of what was written.
  bool full() const { return truncated_; }
  bool truncated() const { return truncated_; }
  std::size_t max_chars() const { return max_chars_; }
  const std::string& str() const { return text_; }
  std::string take() { return std::move(text_); }

 private:
  std::size_t max_chars_;
  std::size_t chars_ = 0;
  std::string text_;
  bool truncated_ = false;
};

}  // namespace cgt
