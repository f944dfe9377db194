#include "cgt/machine_memory.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <string>

namespace cgt {

std::size_t machine_memory() {
  long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_size <= 0) return 0;
  std::size_t bytes = static_cast<std::size_t>(pages) * static_cast<std::size_t>(page_size);
  rlimit address_space{};
  if (getrlimit(RLIMIT_AS, &address_space) == 0 && address_space.rlim_cur != RLIM_INFINITY)
    bytes = std::min<std::size_t>(bytes, address_space.rlim_cur);
  // cgroup v2: "max", or the limit in bytes.
  std::ifstream group("/sys/fs/cgroup/memory.max");
  std::string limit;
  if (group >> limit && !limit.empty() && limit.size() < 20 &&
      limit.find_first_not_of("0123456789") == std::string::npos)
    bytes = std::min<std::size_t>(bytes, std::stoull(limit));
  return bytes;
}

}  // namespace cgt
