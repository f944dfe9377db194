// A progress bar on standard error (only when it is a terminal): task, percentage, rate and
// the estimated time left. It plugs into cgt::Progress as its sink.
#pragma once

#include "cgt/progress.hpp"

namespace cgt::tool {

// A Progress that draws on stderr when stderr is a terminal, and is silent otherwise.
Progress terminal_progress();

// Ctrl-C raises cgt's interrupt flag instead of killing the process while this lives.
class InterruptScope {
 public:
  InterruptScope();
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;
};

}  // namespace cgt::tool
