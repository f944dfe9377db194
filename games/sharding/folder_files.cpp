#include "games/sharding/folder_files.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <fstream>
#include <system_error>

#include "cgt/error.hpp"

namespace cgt::games {

namespace fs = std::filesystem;

void create_folder(const fs::path& folder) {
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec || !fs::is_directory(folder))
    throw Error(ErrorCode::kIo, fmt::format("cannot create the folder {}: {}", folder.string(),
                                            ec ? ec.message() : "a file has that name"));
}

void write_atomically(const fs::path& file, const std::function<void(std::ostream&)>& write) {
  fs::path temporary = file;
  temporary += fmt::format(".{}.tmp", ::getpid());
  std::error_code ec;
  try {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    write(out);
    out.flush();
    if (!out) throw Error(ErrorCode::kIo, fmt::format("cannot write {}", temporary.string()));
  } catch (...) {
    fs::remove(temporary, ec);  // no stray temporary files in the folder
    throw;
  }
  fs::rename(temporary, file, ec);
  if (ec)
    throw Error(ErrorCode::kIo, fmt::format("cannot rename {} to {}: {}", temporary.string(),
                                            file.string(), ec.message()));
}

}  // namespace cgt::games
