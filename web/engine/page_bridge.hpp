// What the engine asks of the page's worker (JavaScript) while it computes: whether the Stop
// button was pressed, and where to report progress. A computation runs on the worker's one
// thread, so the worker cannot deliver a message until it returns: the page raises its Stop
// flag in a SharedArrayBuffer instead (when the page is cross-origin isolated), which the
// engine reads at its interrupt polls (cgt/interrupt.hpp).
#pragma once

#include "cgt/progress.hpp"

namespace cgt::web {

// Makes every interrupt poll consult the page's Stop flag (and the time limit, which has no
// watchdog thread here: cgt/deadline.hpp).
void install_stop_source();

// Lowers the page's Stop flag: a new request starts with none pending.
void clear_stop_request();

// A Progress whose updates become messages of the worker: {type: "progress", task, done, total,
// memory (bytes), games (in the game table)}.
Progress page_progress();

}  // namespace cgt::web
