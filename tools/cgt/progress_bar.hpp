// A progress bar on standard error (only when it is a terminal, and only for work that lasts
// more than half a second): task, percentage, rate and the estimated time left. It plugs into
// cgt::Progress as its sink, and disappears when the work is done.
#pragma once

#include "cgt/progress.hpp"

namespace cgt::tool {

// A Progress that draws on stderr when stderr is a terminal, and is silent otherwise.
Progress terminal_progress();

// Erases a bar left unfinished (by an error or Ctrl-C), when stderr is a terminal.
void clear_progress_line();

}  // namespace cgt::tool
