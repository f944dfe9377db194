#include "lang/files.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>  // environ

#include <cerrno>

#include "cgt/files/file_io.hpp"

namespace cgt::lang {

void write_file(const Args& args, const std::string& path, const std::string& text) {
  try {
    cgt::write_file(path, text);
  } catch (const Error& e) {
    args.fail(e.code(), e.what());
  }
}

std::string read_file(const Args& args, const std::string& path, std::uint64_t max_bytes) {
  try {
    return cgt::read_file(path, max_bytes);
  } catch (const Error& e) {
    args.fail(e.code(), e.what());
  }
}

void write_picture(const Args& a, const std::string& svg, const std::string& path) {
  if (path.ends_with(".svg")) return write_file(a, path, svg);
  if (!path.ends_with(".png")) a.fail(ErrorCode::kDomain, "the file name must end in .svg or .png");
  // rsvg-convert reads the SVG from a temporary file and writes the PNG to a pipe; the PNG then
  // goes to `path` by the same rules as every file cgt writes.
  char svg_file[] = "/tmp/cgt-picture-XXXXXX.svg";
  int svg_fd = ::mkstemps(svg_file, 4);
  if (svg_fd < 0) a.fail(ErrorCode::kIo, "cannot make a temporary file for rsvg-convert");
  ::close(svg_fd);
  struct RemoveAtEnd {
    const char* file;
    ~RemoveAtEnd() { ::unlink(file); }
  } remove_svg{svg_file};
  write_file(a, svg_file, svg);
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) a.fail(ErrorCode::kIo, "cannot start rsvg-convert");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
  std::string program = "rsvg-convert", format = "--format=png";
  char* argv[] = {program.data(), format.data(), svg_file, nullptr};
  pid_t pid = 0;
  int spawned = posix_spawnp(&pid, "rsvg-convert", &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(fds[1]);
  if (spawned != 0) {
    ::close(fds[0]);
    a.fail(ErrorCode::kIo,
           "writing a PNG needs rsvg-convert (Debian: apt-get install librsvg2-bin); write an "
           ".svg instead");
  }
  std::string png;
  char buffer[1 << 16];
  for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    png.append(buffer, static_cast<std::size_t>(n));
  }
  ::close(fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    a.fail(ErrorCode::kIo, fmt::format("rsvg-convert could not convert the picture for {}", path));
  write_file(a, path, png);
}

}  // namespace cgt::lang
