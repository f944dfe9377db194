#include "cgt/files/file_io.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>
#include <utility>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/notation/printable.hpp"

namespace cgt {
namespace {

namespace fs = std::filesystem;

// Symbolic links followed before a write gives up (the kernel's own limit is 40).
constexpr int kMaxLinks = 40;

[[noreturn]] void fail(std::string_view verb, const fs::path& path, std::string_view why) {
  std::string message = fmt::format("cannot {} '{}': {}", verb, printable(path.native()), why);
  if (verb == "write") throw WriteError(message);
  throw Error(ErrorCode::kIo, message);
}

// Closes a descriptor when it goes out of scope.
class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  ~Descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  int get() const { return fd_; }
  // Closes now, reporting the error close() gives (a delayed write error on some filesystems).
  bool close() { return ::close(std::exchange(fd_, -1)) == 0; }

 private:
  int fd_;
};

bool write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

void check_name(std::string_view verb, const fs::path& path) {
  if (path.empty()) fail(verb, path, "the file name is empty");
  if (path.native().find('\0') != std::string::npos)
    fail(verb, path, "the file name contains a NUL character");
}

// The file a path names once its symbolic links are followed, even when the last one dangles
// (the write then creates the file it points to).
fs::path without_links(fs::path path) {
  for (int hops = 0; hops < kMaxLinks; ++hops) {
    std::error_code ec;
    if (!fs::is_symlink(path, ec)) return path;
    fs::path link = fs::read_symlink(path, ec);
    if (ec) fail("write", path, ec.message());
    path = link.is_absolute() ? link : path.parent_path() / link;
  }
  fail("write", path, "too many levels of symbolic links");
}

// A device or a FIFO is written as it is: replacing it by a regular file would break it.
void write_in_place(const fs::path& shown, const fs::path& target, std::string_view text) {
  // O_NONBLOCK: a FIFO nobody reads is refused at once rather than waited for.
  Descriptor out(::open(target.c_str(), O_WRONLY | O_CLOEXEC | O_NONBLOCK));
  if (out.get() < 0)
    fail("write", shown, errno == ENXIO ? "no process reads from it" : std::strerror(errno));
  ::fcntl(out.get(), F_SETFL, ::fcntl(out.get(), F_GETFL) & ~O_NONBLOCK);
  if (!write_all(out.get(), text) || !out.close()) fail("write", shown, std::strerror(errno));
}

}  // namespace

std::uint64_t check_readable_file(const fs::path& path) {
  check_name("read", path);
  // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused just below).
  Descriptor in(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
  struct stat info {};
  if (in.get() < 0 || ::fstat(in.get(), &info) != 0) fail("read", path, std::strerror(errno));
  if (S_ISDIR(info.st_mode)) fail("read", path, "it is a directory");
  if (!S_ISREG(info.st_mode)) fail("read", path, "not a regular file");
  return static_cast<std::uint64_t>(info.st_size);
}

std::string read_file(const fs::path& path, std::uint64_t max_bytes) {
  auto too_large = [&] {
    fail("read", path, fmt::format("larger than the limit of {} bytes", max_bytes));
  };
  if (check_readable_file(path) > max_bytes) too_large();
  Descriptor in(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
  if (in.get() < 0) fail("read", path, std::strerror(errno));
  std::string text;
  char buffer[1 << 16];
  for (;;) {
    poll_interrupt();
    ssize_t n = ::read(in.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) fail("read", path, std::strerror(errno));
    if (n == 0) return text;
    if (text.size() + static_cast<std::size_t>(n) > max_bytes) too_large();  // it grew
    text.append(buffer, static_cast<std::size_t>(n));
  }
}

void write_file(const fs::path& path, std::string_view text) {
  check_name("write", path);
  fs::path target = without_links(path);
  struct stat info {};
  bool exists = ::stat(target.c_str(), &info) == 0;
  if (!exists && errno != ENOENT) fail("write", path, std::strerror(errno));
  if (exists && !S_ISREG(info.st_mode)) {
    if (S_ISCHR(info.st_mode) || S_ISFIFO(info.st_mode)) return write_in_place(path, target, text);
    fail("write", path,
         S_ISDIR(info.st_mode) ? "it is a directory"
                               : "it is neither a regular file nor a character device or FIFO");
  }
  fs::path temporary = target;
  temporary += fmt::format(".cgt-{}.tmp", ::getpid());
  ::unlink(temporary.c_str());  // left by a killed process of the same id
  // A new file gets the usual permissions (0666 less the umask); a replaced one keeps its own.
  Descriptor out(::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                        exists ? S_IRUSR | S_IWUSR : 0666));
  if (out.get() < 0) fail("write", path, std::strerror(errno));
  bool written = write_all(out.get(), text);
  if (written && exists) {
    // Keeping the owner takes privileges a user may lack; the permissions are what matters
    // (set after the owner, which clears the set-user-ID bit).
    [[maybe_unused]] int ignored = ::fchown(out.get(), info.st_uid, info.st_gid);
    written = ::fchmod(out.get(), info.st_mode & 07777) == 0;
  }
  if (!written || ::fsync(out.get()) != 0 || !out.close() ||
      ::rename(temporary.c_str(), target.c_str()) != 0) {
    int error = errno;
    ::unlink(temporary.c_str());
    fail("write", path, std::strerror(error));
  }
}

}  // namespace cgt
