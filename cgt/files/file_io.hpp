// Files the engine reads and writes (saved DAGs, pictures, shard reports, checkpoints, lists of
// positions), with one set of rules, so that no reader can be fed an endless device and no
// writer can replace what is not its to replace:
//  - a read takes a regular file only (following symbolic links), up to a size limit, and stops
//    on Ctrl-C or the time limit: /dev/zero, a FIFO or a directory is refused with a message;
//  - a write goes through symbolic links (the link stays and its target is written). A regular
//    file (or a new one) is written to a temporary file beside it, made durable, given the
//    target's permissions and renamed over it only once complete, so that a full disk leaves
//    the old file as it was. A character device or a FIFO (/dev/null, /dev/stdout, a pipe) is
//    written directly, never replaced; anything else (a directory, a block device, a socket)
//    is refused.
// Every error is an Error with code kIo saying which file and what happened.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace cgt {

// The size limit of read_file by default (a saved DAG of a form with millions of positions is
// far smaller).
inline constexpr std::uint64_t kMaxReadBytes = std::uint64_t{1} << 28;

// The whole content of a regular file of at most max_bytes bytes.
std::string read_file(const std::filesystem::path& path, std::uint64_t max_bytes = kMaxReadBytes);

// The size of `path` when it is a regular file (after links) that can be opened for reading;
// Error (kIo) otherwise. For files read piece by piece rather than whole.
std::uint64_t check_readable_file(const std::filesystem::path& path);

// Writes `text` to `path` by the rules above.
void write_file(const std::filesystem::path& path, std::string_view text);

}  // namespace cgt
