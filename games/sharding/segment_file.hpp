// An append-only file of segments, so that a checkpoint grows by what is new instead of being
// rewritten whole: a header line, then segments, each an opening line
//   {"segment": K, "bytes": B, "cksum": C}
// and a body of B bytes ending in a newline, C being the CRC of the body as POSIX `cksum`
// prints it (so `tail -c +OFFSET FILE | head -c B | cksum` checks a segment by hand).
// Why the length up front, rather than only an end marker after the body: a segment is built in
// memory before it is written, so its length is known; a reader then finds each segment's end
// without parsing the body, and a segment is complete exactly when its opening line and all its
// B bytes are there. A kill amid an append leaves a prefix of one, which the reader recognises
// and the next append cuts away; the CRC tells a complete segment damaged afterwards.
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <istream>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace cgt::games {

// POSIX cksum's CRC-32 of the bytes fed to it (the CRC of the bytes followed by their length).
class Cksum {
 public:
  void update(std::string_view bytes);
  std::uint32_t value() const;

 private:
  std::uint32_t crc_ = 0;
  std::uintmax_t length_ = 0;
};

struct SegmentFile {
  struct Segment {
    std::uintmax_t offset = 0, bytes = 0;  // where its body lies in the file
    std::int64_t line = 0;                 // the number of its opening line (from 1)
  };
  std::string header;                 // the first line, without its newline
  std::vector<Segment> segments;      // the complete ones, in order
  std::uintmax_t complete_bytes = 0;  // the header and the complete segments (a torn one follows)
};

// The segments of `file`, nullopt when it does not exist. DomainError, naming the file and the
// segment and line, when it is damaged: no whole first line, an opening line that is not one
// (or not the next K), a body that does not match its CRC or lacks its final newline. A torn
// last segment is no damage: it is left out (complete_bytes stops before it).
std::optional<SegmentFile> read_segment_file(const std::filesystem::path& file);

// Appends a segment with this body (which ends in a newline) and makes it durable (fsync),
// after the first `complete_bytes` of the file, cutting a torn segment away; with
// complete_bytes == 0 the file is written whole (header and segment) then renamed into place,
// so that it never lacks its header. `index`: its K (1 for the first). Returns the file's new
// complete_bytes. Error (kIo) when it cannot write.
std::uintmax_t append_segment(const std::filesystem::path& file, std::uintmax_t complete_bytes,
                              const std::string& header, std::size_t index,
                              const std::string& body);

// A stream over byte ranges of a file, read in order as one text (the bodies of segments, or
// parts of them).
class FileRangesStream : public std::istream {
 public:
  struct Range {
    std::uintmax_t offset = 0, bytes = 0;
  };
  FileRangesStream(const std::filesystem::path& file, std::vector<Range> ranges);

  // "FILE, line N": where the last byte read lies, for messages about what was read there.
  std::string position() const { return buffer_.position(); }

 private:
  class Buffer : public std::streambuf {
   public:
    Buffer(const std::filesystem::path& file, std::vector<Range> ranges);
    std::string position() const;

   protected:
    int_type underflow() override;

   private:
    std::filesystem::path path_;
    std::ifstream file_;
    std::vector<Range> ranges_;
    std::size_t next_range_ = 0;
    std::uintmax_t left_in_range_ = 0;
    std::vector<char> chunk_;
  };
  Buffer buffer_;
};

}  // namespace cgt::games
