#include "tests/support/pty_session.hpp"

#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <stdexcept>

namespace cgt::test {
namespace {

// Removes ANSI escape sequences (CSI "\e[...X" and two-character "\eX") and carriage returns.
std::string plain(const std::string& raw) {
  std::string out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (c == '\r') continue;
    if (c != '\033') {
      out += c;
      continue;
    }
    if (i + 1 < raw.size() && raw[i + 1] == '[') {
      i += 2;
      while (i < raw.size() && !(raw[i] >= '@' && raw[i] <= '~')) ++i;
    } else {
      ++i;
    }
  }
  return out;
}

}  // namespace

PtySession::PtySession(const std::vector<std::string>& argv, const std::vector<std::string>& env,
                       unsigned short rows) {
  winsize size{};
  size.ws_row = rows;
  size.ws_col = 200;
  child_ = forkpty(&master_, nullptr, nullptr, &size);
  if (child_ < 0) throw std::runtime_error("forkpty failed");
  if (child_ == 0) {
    for (const std::string& e : env) putenv(const_cast<char*>(e.c_str()));
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execv(args[0], args.data());
    _exit(127);
  }
}

PtySession::~PtySession() {
  if (!exited_ && child_ > 0) {
    kill(child_, SIGKILL);
    waitpid(child_, nullptr, 0);
  }
  if (master_ >= 0) close(master_);
}

void PtySession::send(const std::string& keys) {
  std::size_t done = 0;
  while (done < keys.size()) {
    ssize_t n = write(master_, keys.data() + done, keys.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    done += static_cast<std::size_t>(n);
  }
}

void PtySession::read_available(std::chrono::milliseconds wait) {
  pollfd p{master_, POLLIN, 0};
  if (poll(&p, 1, static_cast<int>(wait.count())) <= 0) return;
  char buffer[4096];
  ssize_t n = read(master_, buffer, sizeof buffer);
  if (n <= 0) return;  // EIO: the program closed the terminal
  raw_.append(buffer, static_cast<std::size_t>(n));
  text_ = plain(raw_);
}

bool PtySession::expect(const std::string& text, std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    std::size_t at = text_.find(text, cursor_);
    if (at != std::string::npos) {
      cursor_ = at + text.size();
      return true;
    }
    if (std::chrono::steady_clock::now() >= deadline) return false;
    read_available(std::chrono::milliseconds(50));
  }
}

int PtySession::wait_exit(std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (!exited_ && std::chrono::steady_clock::now() < deadline) {
    read_available(std::chrono::milliseconds(50));
    int status = 0;
    if (waitpid(child_, &status, WNOHANG) == child_) {
      exited_ = true;
      status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
  }
  read_available(std::chrono::milliseconds(0));
  return exited_ ? status_ : -1;
}

std::string PtySession::output() const {
  return text_;
}
std::string PtySession::unread() const {
  return text_.substr(cursor_);
}

}  // namespace cgt::test
