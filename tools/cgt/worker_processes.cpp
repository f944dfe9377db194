#include "tools/cgt/worker_processes.hpp"

#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"

namespace cgt::tool {
namespace {

struct Worker {
  pid_t pid;
  int fd;  // the read end of the task's pipe
  std::size_t task;
  std::string output;
};

// In the child: runs the task, writes its result, and leaves without running the parent's
// exit handlers or flushing its buffers.
[[noreturn]] void run_child(int fd, std::size_t task,
                            const std::function<std::string(std::size_t)>& work) {
  int status = 0;
  try {
    std::string out = work(task);
    for (std::size_t at = 0; at < out.size();) {
      ssize_t n = ::write(fd, out.data() + at, out.size() - at);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) _exit(3);
      at += static_cast<std::size_t>(n);
    }
  } catch (const InterruptedError&) {
    status = 130;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cgt: task %zu: %s\n", task, e.what());
    status = 2;
  }
  ::close(fd);
  _exit(status);
}

void stop_all(std::vector<Worker>& running) {
  for (const Worker& w : running) ::kill(w.pid, SIGTERM);
  for (Worker& w : running) {
    ::close(w.fd);
    int status;
    while (::waitpid(w.pid, &status, 0) < 0 && errno == EINTR) {
    }
  }
  running.clear();
}

std::string describe_status(int status) {
  if (WIFEXITED(status)) return fmt::format("exit status {}", WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return fmt::format("signal {}", WTERMSIG(status));
  return "an unknown status";
}

}  // namespace

void run_in_processes(std::size_t count, int parallel,
                      const std::function<std::string(std::size_t)>& work,
                      const std::function<void(std::size_t, std::string)>& done) {
  std::vector<Worker> running;
  std::size_t next = 0;
  std::fflush(nullptr);  // what is buffered is the parent's to write, once
  try {
    while (next < count || !running.empty()) {
      while (next < count && static_cast<int>(running.size()) < parallel) {
        int fds[2];
        if (::pipe(fds) != 0) throw Error(ErrorCode::kIo, "cannot create a pipe for a worker");
        pid_t pid = ::fork();
        if (pid < 0) {
          ::close(fds[0]);
          ::close(fds[1]);
          throw LimitError("cannot start a worker process (fork failed)");
        }
        if (pid == 0) {
          ::close(fds[0]);
          for (const Worker& w : running) ::close(w.fd);
          run_child(fds[1], next, work);
        }
        ::close(fds[1]);
        running.push_back({pid, fds[0], next++, {}});
      }
      std::vector<pollfd> polls;
      for (const Worker& w : running) polls.push_back({w.fd, POLLIN, 0});
      int ready = ::poll(polls.data(), polls.size(), 100);
      poll_interrupt();
      if (ready <= 0) continue;
      for (std::size_t i = running.size(); i-- > 0;) {
        if (polls[i].revents == 0) continue;
        Worker& w = running[i];
        char buffer[65536];
        ssize_t n = ::read(w.fd, buffer, sizeof buffer);
        if (n > 0) {
          w.output.append(buffer, static_cast<std::size_t>(n));
          continue;
        }
        if (n < 0 && errno == EINTR) continue;
        ::close(w.fd);
        int status = 0;
        while (::waitpid(w.pid, &status, 0) < 0 && errno == EINTR) {
        }
        Worker finished = std::move(w);
        running.erase(running.begin() + static_cast<std::ptrdiff_t>(i));
        if (WIFEXITED(status) && WEXITSTATUS(status) == 130) throw InterruptedError();
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
          throw Error(ErrorCode::kIo, fmt::format("the worker of task {} failed ({})",
                                                  finished.task, describe_status(status)));
        done(finished.task, std::move(finished.output));
      }
    }
  } catch (...) {
    stop_all(running);
    throw;
  }
}

}  // namespace cgt::tool
