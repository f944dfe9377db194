// Worker processes for `--jobs N`: tasks run in N processes forked from the tool, so that each
// has its own game table and memory and a crash stops that worker only. A worker runs task after
// task, so what one task leaves in its memory (the table every shard of a run needs) serves the
// next. Results come back as text through pipes.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace cgt::tool {

// Runs tasks 0..count-1 in at most `parallel` workers, handing the next task to whichever is
// idle. work(t) runs in a worker and returns the task's result; done(t, result) runs in this
// process as each task ends, in the order they end. A worker that fails (an error, a signal, a
// nonzero status) stops the run: the others are stopped and an Error names its task. Ctrl-C or
// SIGTERM (an InterruptScope's flag) stops the workers and throws InterruptedError.
void run_in_processes(std::size_t count, int parallel,
                      const std::function<std::string(std::size_t)>& work,
                      const std::function<void(std::size_t, std::string)>& done);

}  // namespace cgt::tool
