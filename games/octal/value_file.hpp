// The file a streamed Grundy sequence keeps its values in (sequence_values.hpp): one byte a heap
// (two from the first value past 255 on), g(0) first, written only at its end and in large blocks, and read back through a few cached
// blocks. The values read back are the ones a heap reads far behind it (a rare heap's partner
// in the middle of the sequence, a long search) and the period search's and the mask choice's
// passes; each of those moves through the file in one direction, so a block serves a stream for
// a million reads and a handful of blocks serves a handful of streams.
#pragma once

#include <cstdint>
#include <filesystem>
#include <unordered_map>
#include <vector>

namespace cgt::games {

class ValueFile {
 public:
  // Opens `path` keeping its first `keep` bytes and cutting off the rest, which a run stopped
  // after its last checkpoint wrote (created when keep is 0); DomainError naming the file when
  // it is missing or holds fewer than `keep`, WriteError when it cannot be opened. `blocks` blocks
  // of `block_bytes` bytes cache the reads.
  ValueFile(std::filesystem::path path, std::uint64_t keep, std::size_t block_bytes,
            std::size_t blocks);
  ~ValueFile();
  ValueFile(const ValueFile&) = delete;
  ValueFile& operator=(const ValueFile&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::uint64_t size() const { return size_; }  // the bytes written
  // Appends n bytes (WriteError naming the file when the disk refuses them).
  void append(const std::uint8_t* data, std::size_t n);
  // Flushes the bytes written to the disk.
  void sync();
  // Byte i < size(), through the cache.
  std::uint8_t at(std::uint64_t i) {
    const Block& b = blocks_[last_];
    if (i - b.start < b.length) return b.bytes[i - b.start];
    return miss(i);
  }

 private:
  struct Block {
    std::uint64_t start = 0, length = 0;  // bytes [start, start + length) of the file
    std::uint64_t used = 0;               // when it was last read: the oldest is replaced
    std::vector<std::uint8_t> bytes;
  };
  std::uint8_t miss(std::uint64_t i);
  [[noreturn]] void fail(const char* what) const;

  std::filesystem::path path_;
  int fd_ = -1;
  std::uint64_t size_ = 0;
  std::size_t block_bytes_;
  std::vector<Block> blocks_;
  std::unordered_map<std::uint64_t, std::size_t> slot_of_;  // a cached block's start -> its slot
  std::size_t last_ = 0;                                    // the block read last
  std::uint64_t clock_ = 0;
};

}  // namespace cgt::games
