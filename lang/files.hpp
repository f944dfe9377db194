// Files the language's functions read and write (savedag, loaddag, tree, plot, gfibplot), by
// the rules of cgt/files/file_io.hpp: a write goes through links, replaces a regular file only
// once complete (a full disk leaves the old file as it was and is reported, never "wrote ..."),
// keeps its permissions and writes a device or a FIFO as it is; a read takes regular files only
// (not /dev/zero or a FIFO), up to a size limit, and stops on Ctrl-C. Every error is an Io
// error naming the function and the file.
#pragma once

#include <cstdint>
#include <string>

#include "cgt/files/file_io.hpp"

#include "lang/arguments.hpp"

namespace cgt::lang {

void write_file(const Args& args, const std::string& path, const std::string& text);
// Up to max_bytes (cgt::kMaxReadBytes, 256 MiB, by default).
std::string read_file(const Args& args, const std::string& path,
                      std::uint64_t max_bytes = kMaxReadBytes);

// Writes an SVG picture to a path ending in .svg, or a PNG through rsvg-convert (Debian package
// librsvg2-bin) to one ending in .png; other endings are a Domain error.
void write_picture(const Args& args, const std::string& svg, const std::string& path);

}  // namespace cgt::lang
