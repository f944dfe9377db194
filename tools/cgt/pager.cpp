#include "tools/cgt/pager.hpp"

#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace cgt::tool {
namespace {

bool on_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  if (!path) return false;
  std::istringstream dirs(path);
  std::string dir;
  while (std::getline(dirs, dir, ':'))
    if (!dir.empty() && access((dir + "/" + program).c_str(), X_OK) == 0) return true;
  return false;
}

}  // namespace

std::string pager_command() {
  if (const char* pager = std::getenv("PAGER"); pager && *pager) return pager;
  return on_path("less") ? "less -FRX" : "";
}

bool show_in_pager(const std::string& command, const std::string& text) {
  std::fflush(stdout);
  // A pager quit before the end closes the pipe: that must not end cgt with SIGPIPE.
  struct sigaction ignore {}, previous {};
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGPIPE, &ignore, &previous);
  FILE* pipe = popen(command.c_str(), "w");
  bool shown = pipe != nullptr;
  if (pipe) {
    std::fwrite(text.data(), 1, text.size(), pipe);
    shown = pclose(pipe) != -1;
  }
  sigaction(SIGPIPE, &previous, nullptr);
  return shown;
}

}  // namespace cgt::tool
