// RecursionGuard: bounds the depth of the library's recursions (comparison, sum,
// canonicalisation) so that a game too deep for the stack stops with a LimitError instead of a
// crash. The tool runs its work on a thread with a large stack; see run_with_large_stack().
#pragma once

#include <cstddef>

#include "cgt/error.hpp"

namespace cgt {

inline thread_local std::size_t recursion_depth = 0;
inline thread_local std::size_t recursion_limit = 20'000;  // safe on an 8 MiB stack

class RecursionGuard {
 public:
  RecursionGuard() {
    if (++recursion_depth > recursion_limit) {
      --recursion_depth;
      throw LimitError("the game is too deep for this thread's stack (recursion limit reached)");
    }
  }
  ~RecursionGuard() { --recursion_depth; }
  RecursionGuard(const RecursionGuard&) = delete;
  RecursionGuard& operator=(const RecursionGuard&) = delete;
};

}  // namespace cgt
