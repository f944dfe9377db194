// A fresh folder under the temporary directory, removed at the end of the test.
#pragma once

#include <filesystem>
#include <string>

namespace cgt::test {

struct TempFolder {
  std::filesystem::path path;
  explicit TempFolder(const std::string& name)
      : path(std::filesystem::temp_directory_path() / name) {
    std::filesystem::remove_all(path);
  }
  ~TempFolder() { std::filesystem::remove_all(path); }
};

}  // namespace cgt::test
