// How much memory this process may use: the machine's physical memory, or less when the
// process's address space is capped (ulimit -v, a batch system's limit) or its control group
// has a memory limit (a container). The default limits on games and on the tables' memory are
// fractions of it, so that they fit where the tool runs rather than the machine's total.
#pragma once

#include <cstddef>

namespace cgt {

// Bytes; 0 when the machine does not say.
std::size_t machine_memory();

}  // namespace cgt
