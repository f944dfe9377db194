#include "tools/cgt/worker_processes.hpp"

#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/thread_count.hpp"

namespace cgt::tool {
namespace {

constexpr std::size_t kNoTask = static_cast<std::size_t>(-1);

struct Worker {
  pid_t pid;
  int tasks;    // write end: task numbers, closed when there are no more
  int results;  // read end: per task, its number, the result's length, the result
  std::size_t busy = kNoTask;
  std::string received;
};

bool write_all(int fd, const void* data, std::size_t size) {
  const char* p = static_cast<const char*>(data);
  while (size > 0) {
    ssize_t n = ::write(fd, p, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

bool read_all(int fd, void* data, std::size_t size) {
  char* p = static_cast<char*>(data);
  while (size > 0) {
    ssize_t n = ::read(fd, p, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

// In a worker: tasks until the pipe closes; leaves without the parent's exit handlers.
[[noreturn]] void serve(int tasks, int results,
                        const std::function<std::string(std::size_t)>& work) {
  std::uint64_t task;
  while (read_all(tasks, &task, sizeof task)) {
    try {
      std::string out = work(task);
      std::uint64_t header[2] = {task, out.size()};
      if (!write_all(results, header, sizeof header) || !write_all(results, out.data(), out.size()))
        _exit(3);
    } catch (const InterruptedError&) {
      _exit(130);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "cgt: task %llu: %s\n", static_cast<unsigned long long>(task),
                   e.what());
      _exit(2);
    }
  }
  _exit(0);
}

void stop_all(std::vector<Worker>& workers) {
  for (const Worker& w : workers) ::kill(w.pid, SIGTERM);
  for (Worker& w : workers) {
    if (w.tasks >= 0) ::close(w.tasks);
    ::close(w.results);
    int status;
    while (::waitpid(w.pid, &status, 0) < 0 && errno == EINTR) {
    }
  }
  workers.clear();
}

std::string describe_status(int status) {
  if (WIFEXITED(status)) return fmt::format("exit status {}", WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return fmt::format("signal {}", WTERMSIG(status));
  return "an unknown status";
}

Worker start_worker(const std::vector<Worker>& others,
                    const std::function<std::string(std::size_t)>& work, unsigned threads) {
  int to_worker[2], from_worker[2];
  if (::pipe(to_worker) != 0) throw Error(ErrorCode::kIo, "cannot create a pipe for a worker");
  if (::pipe(from_worker) != 0) {
    ::close(to_worker[0]);
    ::close(to_worker[1]);
    throw Error(ErrorCode::kIo, "cannot create a pipe for a worker");
  }
  pid_t pid = ::fork();
  if (pid < 0) {
    for (int fd : {to_worker[0], to_worker[1], from_worker[0], from_worker[1]}) ::close(fd);
    throw LimitError("cannot start a worker process (fork failed)");
  }
  if (pid == 0) {
    ::close(to_worker[1]);
    ::close(from_worker[0]);
    for (const Worker& w : others) {  // else they would never see their pipes close
      if (w.tasks >= 0) ::close(w.tasks);
      ::close(w.results);
    }
    thread_count() = threads;
    serve(to_worker[0], from_worker[1], work);
  }
  ::close(to_worker[0]);
  ::close(from_worker[1]);
  return Worker{pid, to_worker[1], from_worker[0], kNoTask, {}};
}

}  // namespace

void run_in_processes(std::size_t count, int parallel,
                      const std::function<std::string(std::size_t)>& work,
                      const std::function<void(std::size_t, std::string)>& done) {
  std::vector<Worker> workers;
  std::size_t next = 0;
  std::fflush(nullptr);  // what is buffered is the parent's to write, once
  // Gives the worker the next task, or closes its task pipe (it then ends) when none is left.
  auto assign = [&](Worker& w) {
    if (next < count) {
      std::uint64_t task = next;
      if (!write_all(w.tasks, &task, sizeof task))
        throw Error(ErrorCode::kIo, fmt::format("cannot hand task {} to its worker", task));
      w.busy = next++;
    } else if (w.tasks >= 0) {
      ::close(w.tasks);
      w.tasks = -1;
    }
  };
  // The workers share the threads a computation may use (--threads): without it, N workers
  // would each start an outcome search's threads on every core.
  unsigned threads = std::max(1u, thread_count() / static_cast<unsigned>(std::max(parallel, 1)));
  try {
    for (int i = 0; i < parallel && static_cast<std::size_t>(i) < count; ++i) {
      workers.push_back(start_worker(workers, work, threads));
      assign(workers.back());
    }
    while (!workers.empty()) {
      std::vector<pollfd> polls;
      for (const Worker& w : workers) polls.push_back({w.results, POLLIN, 0});
      int ready = ::poll(polls.data(), polls.size(), 100);
      poll_interrupt();
      if (ready <= 0) continue;
      for (std::size_t i = workers.size(); i-- > 0;) {
        if (polls[i].revents == 0) continue;
        Worker& w = workers[i];
        char buffer[65536];
        ssize_t n = ::read(w.results, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n > 0) {
          w.received.append(buffer, static_cast<std::size_t>(n));
          std::uint64_t header[2];
          while (w.received.size() >= sizeof header) {
            std::memcpy(header, w.received.data(), sizeof header);
            if (w.received.size() < sizeof header + header[1]) break;
            std::string result = w.received.substr(sizeof header, header[1]);
            w.received.erase(0, sizeof header + header[1]);
            w.busy = kNoTask;
            done(header[0], std::move(result));
            assign(w);
          }
          continue;
        }
        // The worker ended: fine when it had nothing to do and said nothing more.
        int status = 0;
        while (::waitpid(w.pid, &status, 0) < 0 && errno == EINTR) {
        }
        ::close(w.results);
        if (w.tasks >= 0) ::close(w.tasks);
        Worker ended = std::move(w);
        workers.erase(workers.begin() + static_cast<std::ptrdiff_t>(i));
        if (WIFEXITED(status) && WEXITSTATUS(status) == 130) throw InterruptedError();
        if (ended.busy != kNoTask || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
          throw Error(ErrorCode::kIo,
                      fmt::format("the worker running task {} failed ({})",
                                  ended.busy == kNoTask ? std::string("none")
                                                        : std::to_string(ended.busy),
                                  describe_status(status)));
      }
    }
  } catch (...) {
    stop_all(workers);
    throw;
  }
}

}  // namespace cgt::tool
