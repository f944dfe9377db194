#include "tools/cgt/script_reader.hpp"

#include <fmt/format.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "lang/lexer.hpp"

namespace cgt::tool {

ScriptReader::ScriptReader(int fd, int wakeup_fd) : fd_(fd), wakeup_fd_(wakeup_fd) {}

bool ScriptReader::fill() {
  if (ended_) return false;
  buffer_.erase(0, start_);
  start_ = 0;
  // Wait for input or a Ctrl-C, whichever comes first.
  pollfd fds[2] = {{fd_, POLLIN, 0}, {wakeup_fd_, POLLIN, 0}};
  while (poll(fds, wakeup_fd_ >= 0 ? 2 : 1, -1) < 0) {
    if (errno != EINTR) {
      error_ = fmt::format("cannot read the script: {}", std::strerror(errno));
      return false;
    }
  }
  if (wakeup_fd_ >= 0 && (fds[1].revents & POLLIN)) return false;
  char chunk[1 << 16];
  ssize_t n;
  while ((n = read(fd_, chunk, sizeof chunk)) < 0 && errno == EINTR) {
  }
  if (n < 0) {
    error_ = fmt::format("cannot read the script: {}", std::strerror(errno));
    return false;
  }
  if (n == 0) {
    ended_ = true;
    if (pending_cr_) buffer_ += '\n';
    pending_cr_ = false;
    return true;
  }
  for (ssize_t i = 0; i < n; ++i) {
    char c = chunk[i];
    if (pending_cr_) {
      pending_cr_ = false;
      buffer_ += '\n';
      if (c == '\n') continue;
    }
    if (c == '\r') pending_cr_ = true;
    else buffer_ += c;
  }
  return true;
}

std::optional<ScriptPiece> ScriptReader::next() {
  ScriptPiece piece;
  piece.first_line = line_;
  std::size_t open = 0;
  while (true) {
    std::size_t newline = buffer_.find('\n', start_);
    if (newline == std::string::npos && !ended_) {
      if (piece.text.size() + buffer_.size() - start_ > kMaxPieceBytes) break;
      if (!fill()) return std::nullopt;
      continue;
    }
    std::size_t end = newline == std::string::npos ? buffer_.size() : newline + 1;
    if (end == start_) break;  // the end of the input
    std::string_view line(buffer_.data() + start_, end - start_);
    if (piece.text.size() + line.size() > kMaxPieceBytes) break;
    piece.text += line;
    start_ = end;
    ++line_;
    open = lang::open_brackets(line, open);
    if (open == 0) return piece;
  }
  if (piece.text.size() + buffer_.size() - start_ > kMaxPieceBytes) {
    error_ = fmt::format("line {}: a statement longer than {} bytes is not supported",
                         piece.first_line, kMaxPieceBytes);
    return std::nullopt;
  }
  if (piece.text.empty()) return std::nullopt;
  return piece;  // brackets left open at the end: the parser reports them
}

}  // namespace cgt::tool
