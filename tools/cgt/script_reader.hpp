// Reads a script in pieces that each end where a statement ends: whole lines, up to a line that
// leaves no bracket open. The tool runs each piece as soon as it is read, so that a long script
// (or an endless pipe) is never held whole in memory and the statements of a slow pipe run as
// they arrive. CR LF and a lone CR end a line as LF does.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace cgt::tool {

struct ScriptPiece {
  std::string text;
  std::size_t first_line = 1;  // the script's line number of the piece's first line
};

class ScriptReader {
 public:
  // A piece (one line, or the lines of a statement that spans several) may have at most this
  // many bytes: parsing takes about 150 bytes of memory per byte of a statement.
  static constexpr std::size_t kMaxPieceBytes = std::size_t{1} << 24;

  // Reads from the file descriptor `fd`; `wakeup_fd` (or -1) becomes readable at a Ctrl-C,
  // which ends the reading.
  ScriptReader(int fd, int wakeup_fd);

  // The next piece; nothing at the end of the input, after a Ctrl-C, or on an error, which
  // error() then describes.
  std::optional<ScriptPiece> next();
  const std::string& error() const { return error_; }

 private:
  bool fill();  // reads more input into buffer_; false when there is none

  int fd_, wakeup_fd_;
  std::string buffer_;     // input read and not yet handed out, from start_
  std::size_t start_ = 0;
  bool ended_ = false, pending_cr_ = false;
  std::size_t line_ = 1;  // the line number of the next line handed out
  std::string error_;
};

}  // namespace cgt::tool
