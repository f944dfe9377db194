// Runs work on a thread with a large stack, so that very deep games (long chains of options)
// are computed instead of refused by RecursionGuard. Exceptions thrown by the work are
// rethrown in the caller.
#pragma once

#include <cstddef>
#include <functional>

namespace cgt {

inline constexpr std::size_t kLargeStackBytes = std::size_t{1} << 30;  // reserved, not committed

void run_with_large_stack(const std::function<void()>& work,
                          std::size_t stack_bytes = kLargeStackBytes);

}  // namespace cgt
