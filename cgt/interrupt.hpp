// The interrupt flag: the one piece of global state besides the game table. A signal handler
// (Ctrl-C in the tool) or a watchdog (the tool's time limit) raises it; long computations poll
// it and throw, which leaves the game table consistent: an interrupted operation interns
// nothing half-built and caches only finished results.
#pragma once

#include <atomic>

#include "cgt/error.hpp"

namespace cgt {

// Why a computation is asked to stop; the error thrown says which. kCheck asks for no stop: the
// next poll runs the poll hook (an embedder's check, such as the Python module running the
// interpreter's signal handlers), which may throw.
enum class InterruptReason : int { kNone, kUser, kTimeLimit, kCheck };

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
// Whether a stop (Ctrl-C or the time limit) was requested and not yet polled.
inline bool interrupt_pending() {
  InterruptReason reason = interrupt_flag().load(std::memory_order_relaxed);
  return reason == InterruptReason::kUser || reason == InterruptReason::kTimeLimit;
}

// What the next poll runs after request_check(); none by default.
using PollHook = void (*)();
inline PollHook& poll_hook() {
  static PollHook hook = nullptr;
  return hook;
}

// Asks the next poll to run the poll hook, unless a stop is already requested.
inline void request_check() {
  InterruptReason none = InterruptReason::kNone;
  interrupt_flag().compare_exchange_strong(none, InterruptReason::kCheck,
                                           std::memory_order_relaxed);
}

// The rare path of poll_interrupt, out of line so that every poll stays small.
[[gnu::noinline]] inline void handle_interrupt(InterruptReason reason) {
  if (reason == InterruptReason::kCheck) {
    // Lowered first, unless a stop came meanwhile (which the next poll then sees).
    if (interrupt_flag().compare_exchange_strong(reason, InterruptReason::kNone,
                                                 std::memory_order_relaxed) &&
        poll_hook())
      poll_hook()();
    return;
  }
  clear_interrupt();
  if (reason == InterruptReason::kTimeLimit) throw TimeLimitError();
  throw InterruptedError();
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
// TimeLimitError when the time limit ran out. After request_check() it runs the poll hook.
inline void poll_interrupt() {
  InterruptReason reason = interrupt_flag().load(std::memory_order_relaxed);
  if (reason == InterruptReason::kNone) [[likely]] {
    InterruptSource source = interrupt_source().load(std::memory_order_relaxed);
    if (!source) [[likely]] return;
    reason = source();
  }
  if (reason != InterruptReason::kNone) [[unlikely]] handle_interrupt(reason);
}

}  // namespace cgt
