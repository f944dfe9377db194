#include "games/octal/value_file.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "cgt/error.hpp"

namespace cgt::games {

ValueFile::ValueFile(std::filesystem::path path, std::uint64_t keep, std::size_t block_bytes,
                     std::size_t blocks)
    : path_(std::move(path)), size_(keep), block_bytes_(block_bytes), blocks_(blocks) {
  fd_ = ::open(path_.c_str(), O_RDWR | O_CLOEXEC | (keep == 0 ? O_CREAT : 0), 0644);
  if (fd_ < 0 && errno == ENOENT && keep > 0)
    throw DomainError(fmt::format("the values file {} is missing", path_.string()));
  if (fd_ < 0) fail("open");
  struct stat info {};
  if (::fstat(fd_, &info) != 0) fail("read");
  const auto held = static_cast<std::uint64_t>(info.st_size);
  if (held < keep) {
    ::close(fd_);
    throw DomainError(
        fmt::format("the values file {} holds {} bytes, fewer than the {} its "
                    "checkpoint counts (it is cut short)",
                    path_.string(), held, keep));
  }
  if (held > keep && ::ftruncate(fd_, static_cast<off_t>(keep)) != 0) fail("cut");
}

ValueFile::~ValueFile() {
  if (fd_ >= 0) ::close(fd_);
}

void ValueFile::append(const std::uint8_t* data, std::size_t n) {
  while (n > 0) {
    ssize_t wrote = ::pwrite(fd_, data, n, static_cast<off_t>(size_));
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) fail("write");
    data += wrote;
    n -= static_cast<std::size_t>(wrote);
    size_ += static_cast<std::uint64_t>(wrote);
  }
}

void ValueFile::sync() {
  if (::fsync(fd_) != 0) fail("write");
}

// Finds the block of i, or reads it into the block read longest ago. A block read while the
// file ended inside it is read again once i passes that end.
std::uint8_t ValueFile::miss(std::uint64_t i) {
  const std::uint64_t start = i - i % block_bytes_;
  auto found = slot_of_.find(start);
  std::size_t slot = 0;
  if (found != slot_of_.end()) {
    slot = found->second;
  } else {
    for (std::size_t s = 1; s < blocks_.size(); ++s)
      if (blocks_[s].used < blocks_[slot].used) slot = s;
    auto old = slot_of_.find(blocks_[slot].start);
    if (old != slot_of_.end() && old->second == slot) slot_of_.erase(old);
    blocks_[slot].length = 0;
    blocks_[slot].start = start;
    slot_of_[start] = slot;
  }
  Block& b = blocks_[slot];
  if (i - start >= b.length) {
    b.bytes.resize(block_bytes_);  // on first use: short runs never take the memory
    const std::uint64_t want = std::min<std::uint64_t>(block_bytes_, size_ - start);
    std::uint64_t got = 0;
    while (got < want) {
      ssize_t n = ::pread(fd_, b.bytes.data() + got, want - got, static_cast<off_t>(start + got));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) fail("read");
      got += static_cast<std::uint64_t>(n);
    }
    b.length = want;
  }
  b.used = ++clock_;
  last_ = slot;
  return b.bytes[i - start];
}

void ValueFile::fail(const char* what) const {
  const int error = errno;
  throw WriteError(fmt::format("cannot {} the values file {}: {}", what, path_.string(),
                               error ? std::strerror(error) : "it ended early"));
}

}  // namespace cgt::games
