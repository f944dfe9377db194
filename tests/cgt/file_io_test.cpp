// The rules every file cgt reads or writes follows (cgt/files/file_io.hpp), checked on the
// file system itself: what is at the path afterwards (stat), and what it holds.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "cgt/error.hpp"
#include "cgt/files/file_io.hpp"
#include "tests/support/temp_folder.hpp"

using namespace cgt;
namespace fs = std::filesystem;

namespace {

std::string contents(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

struct stat status_of(const fs::path& path) {
  struct stat info {};
  REQUIRE(::lstat(path.c_str(), &info) == 0);
  return info;
}

}  // namespace

TEST_CASE("a write goes through a symbolic link and keeps the target's permissions",
          "[files]") {
  test::TempFolder dir("cgt-file-io-links");
  fs::create_directories(dir.path);
  const fs::path target = dir.path / "target.txt", link = dir.path / "link.txt";
  std::ofstream(target) << "old";
  REQUIRE(::chmod(target.c_str(), 0600) == 0);
  fs::create_symlink("target.txt", link);  // relative, as links usually are
  write_file(link, "new");
  CHECK(S_ISLNK(status_of(link).st_mode));  // the link is a link still
  CHECK(contents(target) == "new");
  CHECK((status_of(target).st_mode & 07777) == 0600);
  // A dangling link: the file it names is made.
  const fs::path dangling = dir.path / "dangling.txt";
  fs::create_symlink("made.txt", dangling);
  write_file(dangling, "made");
  CHECK(S_ISLNK(status_of(dangling).st_mode));
  CHECK(contents(dir.path / "made.txt") == "made");
  // No temporary file is left beside the targets.
  CHECK(std::distance(fs::directory_iterator(dir.path), fs::directory_iterator()) == 4);
}

TEST_CASE("devices and FIFOs are written as they are, never replaced", "[files]") {
  write_file("/dev/null", "nothing");
  CHECK(S_ISCHR(status_of("/dev/null").st_mode));
  CHECK_THROWS_WITH(write_file("/dev/full", "x"),
                    Catch::Contains("cannot write '/dev/full': No space left on device"));
  CHECK(S_ISCHR(status_of("/dev/full").st_mode));
  test::TempFolder dir("cgt-file-io-fifo");
  fs::create_directories(dir.path);
  const fs::path fifo = dir.path / "pipe";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_THROWS_WITH(write_file(fifo, "x"), Catch::Contains("no process reads from it"));
  std::string read;
  std::thread reader([&] { read = contents(fifo); });
  // The reader may not have opened the FIFO yet: try until it has.
  for (int tries = 0;; ++tries) {
    try {
      write_file(fifo, "through the pipe");
      break;
    } catch (const Error&) {
      REQUIRE(tries < 1000);
      ::usleep(1000);
    }
  }
  reader.join();
  CHECK(read == "through the pipe");
  CHECK(S_ISFIFO(status_of(fifo).st_mode));
  CHECK_THROWS_WITH(write_file(dir.path, "x"), Catch::Contains("it is a directory"));
}

TEST_CASE("a read takes regular files of limited size only", "[files]") {
  CHECK_THROWS_WITH(read_file("/dev/zero"),
                    Catch::Contains("cannot read '/dev/zero': not a regular file"));
  CHECK_THROWS_WITH(read_file("/tmp"), Catch::Contains("it is a directory"));
  CHECK_THROWS_AS(read_file("/nonexistent/file"), Error);
  test::TempFolder dir("cgt-file-io-read");
  fs::create_directories(dir.path);
  const fs::path file = dir.path / "ten.txt", link = dir.path / "zero";
  std::ofstream(file) << "0123456789";
  CHECK(read_file(file) == "0123456789");
  CHECK(read_file(file, 10) == "0123456789");
  CHECK_THROWS_WITH(read_file(file, 9), Catch::Contains("larger than the limit of 9 bytes"));
  fs::create_symlink("/dev/zero", link);  // a link to a device is the device
  CHECK_THROWS_WITH(read_file(link), Catch::Contains("not a regular file"));
  CHECK(check_readable_file(file) == 10);
}
