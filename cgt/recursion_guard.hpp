// RecursionGuard: stops the library's recursions (comparison, sum, canonicalisation, parsing)
// with a LimitError when the current thread's stack is nearly used up, instead of crashing.
// It measures the stack itself rather than counting levels, because frame sizes differ between
// builds (a sanitizer build's frames are several times larger). The tool runs its work on a
// thread with a large stack (run_with_large_stack), so only absurdly deep games are refused.
#pragma once

#include <cstddef>

#include "cgt/error.hpp"

namespace cgt {

// The lowest address this thread's recursions may reach, with a safety margin; computed once
// per thread.
char* stack_floor();

class RecursionGuard {
 public:
  RecursionGuard() {
    static thread_local char* floor = stack_floor();
    if (static_cast<char*>(__builtin_frame_address(0)) < floor)
      throw LimitError("the game is too deep for this thread's stack (recursion limit reached)");
  }
  RecursionGuard(const RecursionGuard&) = delete;
  RecursionGuard& operator=(const RecursionGuard&) = delete;
};

}  // namespace cgt
