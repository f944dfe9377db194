#include "lang/files.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <utility>

#include "cgt/interrupt.hpp"

extern char** environ;

namespace cgt::lang {
namespace {

void check_name(const Args& args, const std::string& path) {
  if (path.empty()) args.fail(ErrorCode::kIo, "the file name is empty");
  if (path.find('\0') != std::string::npos)
    args.fail(ErrorCode::kIo, "the file name contains a NUL character");
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

bool write_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace

void write_file(const Args& args, const std::string& path, const std::string& text) {
  check_name(args, path);
  std::string temporary = fmt::format("{}.cgt-{}.tmp", path, ::getpid());
  Descriptor out(::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
  if (out.get() < 0)
    args.fail(ErrorCode::kIo, fmt::format("cannot write '{}': {}", path, std::strerror(errno)));
  if (!write_all(out.get(), text) || ::fsync(out.get()) != 0 || !out.close() ||
      std::rename(temporary.c_str(), path.c_str()) != 0) {
    int error = errno;
    std::remove(temporary.c_str());
    args.fail(ErrorCode::kIo, fmt::format("cannot write '{}': {}", path, std::strerror(error)));
  }
}

std::string read_file(const Args& args, const std::string& path) {
  check_name(args, path);
  auto fail = [&](const std::string& why) {
    args.fail(ErrorCode::kIo, fmt::format("cannot read '{}': {}", path, why));
  };
  // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused just below).
  Descriptor in(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
  struct stat info {};
  if (in.get() < 0 || ::fstat(in.get(), &info) != 0) fail(std::strerror(errno));
  if (!S_ISREG(info.st_mode)) fail("not a regular file");
  if (static_cast<std::size_t>(info.st_size) > kMaxReadBytes)
    fail(fmt::format("larger than the limit of {} bytes", kMaxReadBytes));
  std::string text;
  char buffer[1 << 16];
  for (;;) {
    poll_interrupt();
    ssize_t n = ::read(in.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) fail(std::strerror(errno));
    if (n == 0) return text;
    if (text.size() + static_cast<std::size_t>(n) > kMaxReadBytes)
      fail(fmt::format("larger than the limit of {} bytes", kMaxReadBytes));
    text.append(buffer, static_cast<std::size_t>(n));
  }
}

void write_picture(const Args& a, const std::string& svg, const std::string& path) {
  if (path.ends_with(".svg")) return write_file(a, path, svg);
  if (!path.ends_with(".png")) a.fail(ErrorCode::kDomain, "the file name must end in .svg or .png");
  check_name(a, path);
  int fds[2];
  if (pipe(fds) != 0) a.fail(ErrorCode::kIo, "cannot start rsvg-convert");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO);
  posix_spawn_file_actions_addclose(&actions, fds[1]);
  std::string program = "rsvg-convert", format = "--format=png", output = "--output=" + path;
  char* argv[] = {program.data(), format.data(), output.data(), nullptr};
  pid_t pid = 0;
  int spawned = posix_spawnp(&pid, "rsvg-convert", &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(fds[0]);
  if (spawned != 0) {
    ::close(fds[1]);
    a.fail(ErrorCode::kIo,
           "writing a PNG needs rsvg-convert (Debian: apt-get install librsvg2-bin); write an "
           ".svg instead");
  }
  bool written = write_all(fds[1], svg);
  ::close(fds[1]);
  int status = 0;
  waitpid(pid, &status, 0);
  if (!written || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
    a.fail(ErrorCode::kIo, fmt::format("rsvg-convert could not write {}", path));
}

}  // namespace cgt::lang
