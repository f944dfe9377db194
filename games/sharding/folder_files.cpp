#include "games/sharding/folder_files.hpp"

#include <fmt/format.h>

#include <sstream>
#include <system_error>

#include "cgt/error.hpp"
#include "cgt/files/file_io.hpp"
#include "cgt/notation/printable.hpp"

namespace cgt::games {

namespace fs = std::filesystem;

void create_folder(const fs::path& folder) {
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec || !fs::is_directory(folder))
    throw Error(ErrorCode::kIo, fmt::format("cannot create the folder {}: {}",
                                            printable(folder.native()),
                                            ec ? ec.message() : "a file has that name"));
}

void write_atomically(const fs::path& file, const std::function<void(std::ostream&)>& write) {
  std::ostringstream text;
  write(text);
  write_file(file, text.str());  // str(), not view(): Emscripten 3.1.6's libc++ lacks view()
}

}  // namespace cgt::games
