// The interrupt flag: the one piece of global state besides the game table. A signal handler
// (Ctrl-C in the tool) or a watchdog (the tool's time limit) raises it; long computations poll
// it and throw, which leaves the game table consistent: an interrupted operation interns
// nothing half-built and caches only finished results.
#pragma once

#include <atomic>

#include "cgt/error.hpp"

namespace cgt {

// Why a computation is asked to stop; the error thrown says which.
enum class InterruptReason : int { kNone, kUser, kTimeLimit };

static_assert(std::atomic<InterruptReason>::is_always_lock_free, "signal handlers store to it");

inline std::atomic<InterruptReason>& interrupt_flag() {
  static std::atomic<InterruptReason> flag{InterruptReason::kNone};
  return flag;
}

// Async-signal-safe (a lock-free atomic store).
inline void request_interrupt(InterruptReason reason = InterruptReason::kUser) {
  interrupt_flag().store(reason, std::memory_order_relaxed);
}
inline void clear_interrupt() {
  interrupt_flag().store(InterruptReason::kNone, std::memory_order_relaxed);
}
inline bool interrupt_pending() {
  return interrupt_flag().load(std::memory_order_relaxed) != InterruptReason::kNone;
}

// A second place a stop request may come from, for builds in which nothing can raise the flag
// while a computation runs: the web page's engine runs on the one thread of a Web Worker, and
// the page's Stop button raises a flag the engine can read only through JavaScript. When set,
// every poll asks it (so it must be cheap) and it returns why to stop, or kNone.
using InterruptSource = InterruptReason (*)();
inline std::atomic<InterruptSource>& interrupt_source() {
  static std::atomic<InterruptSource> source{nullptr};
  return source;
}

// Throws (and lowers the flag) when a stop was requested: InterruptedError for Ctrl-C,
// TimeLimitError when the time limit ran out.
inline void poll_interrupt() {
  InterruptReason reason = interrupt_flag().load(std::memory_order_relaxed);
  if (reason == InterruptReason::kNone) [[likely]] {
    InterruptSource source = interrupt_source().load(std::memory_order_relaxed);
    if (!source) [[likely]] return;
    reason = source();
  }
  if (reason != InterruptReason::kNone) [[unlikely]] {
    clear_interrupt();
    if (reason == InterruptReason::kTimeLimit) throw TimeLimitError();
    throw InterruptedError();
  }
}

}  // namespace cgt
