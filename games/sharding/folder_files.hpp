// Files of a run's output folder (shard reports, checkpoints): the folder made on demand, and
// files written by the rules of cgt/files/file_io.hpp (whole to a temporary file, then renamed),
// so that a kill never leaves half a file.
#pragma once

#include <filesystem>
#include <functional>
#include <ostream>

namespace cgt::games {

// Creates the folder if needed; IoError-coded Error when it cannot.
void create_folder(const std::filesystem::path& folder);

// Writes what `write` writes to `file` (cgt::write_file); an Error (kIo) when the file cannot be
// written.
void write_atomically(const std::filesystem::path& file,
                      const std::function<void(std::ostream&)>& write);

}  // namespace cgt::games
