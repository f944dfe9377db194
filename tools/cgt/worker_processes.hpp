// Worker processes for `--jobs N`: each task runs in a child process of its own, forked from the
// tool, so that it has its own game table and memory, and a crash or a memory limit stops that
// task only. Results come back as text through a pipe.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace cgt::tool {

// Runs tasks 0..count-1, at most `parallel` at a time. work(t) runs in the child and returns the
// task's result; done(t, result) runs in this process as each task ends, in the order they end.
// A task whose process fails (an error, a signal, a nonzero status) stops the run: the others are
// stopped and an Error names the task. Ctrl-C or SIGTERM (an InterruptScope's flag) stops the
// children and throws InterruptedError.
void run_in_processes(std::size_t count, int parallel,
                      const std::function<std::string(std::size_t)>& work,
                      const std::function<void(std::size_t, std::string)>& done);

}  // namespace cgt::tool
