// The interrupt flag: the one piece of global state besides the game table. A signal handler
// (Ctrl-C in the tool) raises it; long computations poll it and throw InterruptedError, which
// leaves the game table consistent (an interrupted operation interns nothing half-built).
#pragma once

#include <atomic>

#include "cgt/error.hpp"

namespace cgt {

inline std::atomic<bool>& interrupt_flag() {
  static std::atomic<bool> flag{false};
  return flag;
}

inline void request_interrupt() { interrupt_flag().store(true, std::memory_order_relaxed); }
inline void clear_interrupt() { interrupt_flag().store(false, std::memory_order_relaxed); }

// Throws InterruptedError (and lowers the flag) when an interrupt was requested.
inline void poll_interrupt() {
  if (interrupt_flag().load(std::memory_order_relaxed)) [[unlikely]] {
    clear_interrupt();
    throw InterruptedError();
  }
}

}  // namespace cgt
