// Files the language's functions read and write (savedag, loaddag, tree, plot, gfibplot). A
// write goes to a temporary file beside the target, renamed over it only once complete, so a
// failed write (a full disk) leaves the old file as it was and is reported, never "wrote ...".
// A read takes regular files only (not /dev/zero or a FIFO), up to a size limit, and stops on
// Ctrl-C. Every error is an Io error naming the function and the file.
#pragma once

#include <string>

#include "lang/arguments.hpp"

namespace cgt::lang {

// Files larger than this are refused by read_file (a saved DAG of a form with millions of
// positions is far smaller).
inline constexpr std::size_t kMaxReadBytes = std::size_t{1} << 28;

void write_file(const Args& args, const std::string& path, const std::string& text);
std::string read_file(const Args& args, const std::string& path);

// Writes an SVG picture to a path ending in .svg, or a PNG through rsvg-convert (Debian package
// librsvg2-bin) to one ending in .png; other endings are a Domain error.
void write_picture(const Args& args, const std::string& svg, const std::string& path);

}  // namespace cgt::lang
