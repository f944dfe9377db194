#include "games/sharding/segment_file.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <system_error>

#include "cgt/error.hpp"
#include "cgt/files/file_io.hpp"
#include "cgt/notation/printable.hpp"
#include "cgt/notation/json_reader.hpp"
#include "games/sharding/folder_files.hpp"

namespace cgt::games {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kChunk = 1 << 20;

const std::array<std::uint32_t, 256>& crc_table() {
  static const std::array<std::uint32_t, 256> table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t i = 0; i < 256; ++i) {
      std::uint32_t c = i << 24;
      for (int bit = 0; bit < 8; ++bit) c = (c & 0x80000000u) ? (c << 1) ^ 0x04c11db7u : c << 1;
      t[i] = c;
    }
    return t;
  }();
  return table;
}

std::uint32_t crc_byte(std::uint32_t crc, unsigned char byte) {
  return (crc << 8) ^ crc_table()[(crc >> 24) ^ byte];
}

std::string opening_line(std::size_t index, std::uintmax_t bytes, std::uint32_t cksum) {
  return fmt::format(R"({{"segment": {}, "bytes": {}, "cksum": {}}})", index, bytes, cksum) + '\n';
}

// Writes all of `bytes` at `offset` of the open file `fd`.
void write_at(int fd, const fs::path& file, std::string_view bytes, std::uintmax_t offset) {
  while (!bytes.empty()) {
    ssize_t n = ::pwrite(fd, bytes.data(), bytes.size(), static_cast<off_t>(offset));
    if (n <= 0)
      throw WriteError(fmt::format("cannot write '{}': {}", printable(file.native()),
                                   std::strerror(errno)));
    bytes.remove_prefix(static_cast<std::size_t>(n));
    offset += static_cast<std::uintmax_t>(n);
  }
}

}  // namespace

void Cksum::update(std::string_view bytes) {
  for (unsigned char c : bytes) crc_ = crc_byte(crc_, c);
  length_ += bytes.size();
}

std::uint32_t Cksum::value() const {
  std::uint32_t crc = crc_;
  for (std::uintmax_t n = length_; n; n >>= 8) crc = crc_byte(crc, static_cast<unsigned char>(n));
  return ~crc;
}

std::optional<SegmentFile> read_segment_file(const fs::path& file) {
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(file, ec))) return std::nullopt;
  const std::uintmax_t size = check_readable_file(file);  // a regular file, not /dev/zero
  std::ifstream in(file, std::ios::binary);
  if (!in) throw Error(ErrorCode::kIo, fmt::format("cannot read {}", printable(file.native())));
  SegmentFile result;
  if (!std::getline(in, result.header) || in.eof())
    throw DomainError(fmt::format("{}: not a checkpoint: no whole first line", file.string()));
  std::int64_t line = 2;
  std::vector<char> chunk(kChunk);
  for (std::uintmax_t at = result.header.size() + 1; at < size;) {
    std::size_t index = result.segments.size() + 1;
    auto damaged = [&](const std::string& why) {
      return DomainError(
          fmt::format("{}: segment {} (line {}) is damaged: {}; move the file away "
                      "to start again",
                      file.string(), index, line, why));
    };
    std::string opening;
    if (!std::getline(in, opening) || in.eof()) break;  // torn amid its opening line
    std::uintmax_t number = 0, bytes = 0, crc = 0;
    try {
      JsonValue json = parse_json(opening);
      number = json.at("segment").as_uint();
      bytes = json.at("bytes").as_uint();
      crc = json.at("cksum").as_uint();
    } catch (const Error& e) {
      throw damaged(fmt::format("'{}' is no opening line ({})", opening, e.what()));
    }
    if (number != index) throw damaged(fmt::format("its opening line says segment {}", number));
    std::uintmax_t body = at + opening.size() + 1;
    if (bytes > size - body) break;  // torn amid its body
    Cksum cksum;
    std::int64_t newlines = 0;
    char last = 0;
    for (std::uintmax_t left = bytes; left;) {
      std::size_t n = static_cast<std::size_t>(std::min<std::uintmax_t>(left, kChunk));
      if (!in.read(chunk.data(), static_cast<std::streamsize>(n)))
        throw Error(ErrorCode::kIo, fmt::format("cannot read {}", file.string()));
      cksum.update({chunk.data(), n});
      newlines += std::count(chunk.data(), chunk.data() + n, '\n');
      last = chunk[n - 1];
      left -= n;
    }
    if (cksum.value() != crc) throw damaged("its CRC does not match");
    if (bytes == 0 || last != '\n') throw damaged("it does not end with a newline");
    result.segments.push_back({body, bytes, line});
    line += 1 + newlines;
    at = body + bytes;
    result.complete_bytes = at;
  }
  if (result.segments.empty()) result.complete_bytes = result.header.size() + 1;
  return result;
}

std::uintmax_t append_segment(const fs::path& file, std::uintmax_t complete_bytes,
                              const std::string& header, std::size_t index,
                              const std::string& body) {
  Cksum cksum;
  cksum.update(body);
  std::string opening = opening_line(index, body.size(), cksum.value());
  if (complete_bytes == 0) {
    write_atomically(file, [&](std::ostream& out) { out << header << '\n' << opening << body; });
    return header.size() + 1 + opening.size() + body.size();
  }
  auto fail = [&] {
    return WriteError(
        fmt::format("cannot write '{}': {}", printable(file.native()), std::strerror(errno)));
  };
  int fd = ::open(file.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) throw fail();
  try {
    if (::ftruncate(fd, static_cast<off_t>(complete_bytes)) != 0) throw fail();
    write_at(fd, file, opening, complete_bytes);
    write_at(fd, file, body, complete_bytes + opening.size());
    if (::fsync(fd) != 0) throw fail();
  } catch (...) {
    ::close(fd);
    throw;
  }
  ::close(fd);
  return complete_bytes + opening.size() + body.size();
}

FileRangesStream::Buffer::Buffer(const fs::path& file, std::vector<Range> ranges)
    : path_(file), file_(file, std::ios::binary), ranges_(std::move(ranges)), chunk_(kChunk) {
  if (!file_) throw Error(ErrorCode::kIo, fmt::format("cannot read {}", path_.string()));
}

FileRangesStream::Buffer::int_type FileRangesStream::Buffer::underflow() {
  while (left_in_range_ == 0) {
    if (next_range_ == ranges_.size()) return traits_type::eof();
    const Range& r = ranges_[next_range_++];
    file_.seekg(static_cast<std::streamoff>(r.offset));
    left_in_range_ = r.bytes;
  }
  std::size_t n = static_cast<std::size_t>(std::min<std::uintmax_t>(left_in_range_, kChunk));
  if (!file_.read(chunk_.data(), static_cast<std::streamsize>(n)))
    throw Error(ErrorCode::kIo, fmt::format("cannot read {}", path_.string()));
  left_in_range_ -= n;
  setg(chunk_.data(), chunk_.data(), chunk_.data() + n);
  return traits_type::to_int_type(chunk_[0]);
}

std::string FileRangesStream::Buffer::position() const {
  if (next_range_ == 0) return printable(path_.native());
  const Range& r = ranges_[next_range_ - 1];
  const std::uintmax_t unread = left_in_range_ + static_cast<std::uintmax_t>(egptr() - gptr());
  const std::uintmax_t last = r.offset + r.bytes - unread - (r.bytes > unread ? 1 : 0);
  // Only on errors: the lines before the last byte read are counted from the file's start.
  std::ifstream in(path_, std::ios::binary);
  std::uintmax_t line = 1;
  std::vector<char> chunk(kChunk);
  for (std::uintmax_t at = 0; at < last && in;) {
    auto n = static_cast<std::size_t>(std::min<std::uintmax_t>(last - at, kChunk));
    in.read(chunk.data(), static_cast<std::streamsize>(n));
    line += static_cast<std::uintmax_t>(std::count(chunk.data(), chunk.data() + in.gcount(), '\n'));
    at += n;
  }
  return fmt::format("{}, line {}", printable(path_.native()), line);
}

FileRangesStream::FileRangesStream(const fs::path& file, std::vector<Range> ranges)
    : std::istream(nullptr), buffer_(file, std::move(ranges)) {
  rdbuf(&buffer_);
}

}  // namespace cgt::games
