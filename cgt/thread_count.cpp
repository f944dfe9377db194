#include "cgt/thread_count.hpp"

#include <sched.h>

#include <algorithm>
#include <thread>

namespace cgt {

unsigned available_cores() {
#ifdef __EMSCRIPTEN__
  return 1;  // the web page's engine runs on the one thread of a Web Worker
#else
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0)
    return static_cast<unsigned>(std::max(1, CPU_COUNT(&set)));
  return std::max(1u, std::thread::hardware_concurrency());
#endif
}

unsigned& thread_count() {
  // One unless asked: on the empty 8x8 Domineering board two threads search 55% more positions
  // and take longer than one (docs/benchmarks.md, "Outcomes on two threads").
  static unsigned count = 1;
  return count;
}

}  // namespace cgt
