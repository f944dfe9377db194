#include "cgt/machine_memory.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

namespace cgt {

namespace {

// The tighter of two limits, 0 meaning none.
std::size_t tighter(std::size_t a, std::size_t b) { return a == 0 || (b != 0 && b < a) ? b : a; }

// The number in a limit file ("max" and anything else that is not a number: no limit).
std::size_t read_limit(const std::string& file) {
  std::ifstream in(file);
  std::string limit;
  if (!(in >> limit) || limit.empty() || limit.size() >= 20 ||
      limit.find_first_not_of("0123456789") != std::string::npos)
    return 0;
  return std::stoull(limit);
}

// The least limit in `file_name` of the group at `group` (a path under `hierarchy`) and of its
// ancestors: a parent's limit binds its children too.
std::size_t least_limit_up(const std::string& hierarchy, std::string group,
                           const std::string& file_name) {
  std::size_t least = 0;
  while (true) {
    least = tighter(least, read_limit(hierarchy + group + "/" + file_name));
    if (group.empty() || group == "/") break;
    group.erase(group.find_last_of('/'));
  }
  return least;
}

}  // namespace

std::size_t cgroup_memory_limit(std::string_view self_cgroup, const std::string& root) {
  std::size_t least = 0;
  std::istringstream lines{std::string(self_cgroup)};
  std::string line;
  while (std::getline(lines, line)) {
    // "ID:CONTROLLERS:PATH": v2's line is "0::PATH", v1's memory line names "memory".
    auto first = line.find(':'), second = line.find(':', first + 1);
    if (first == std::string::npos || second == std::string::npos) continue;
    std::string controllers = line.substr(first + 1, second - first - 1);
    std::string group = line.substr(second + 1);
    if (group.empty() || group.front() != '/') continue;
    if (controllers.empty())
      least = tighter(least, least_limit_up(root, group, "memory.max"));
    else if (("," + controllers + ",").find(",memory,") != std::string::npos)
      least = tighter(least, least_limit_up(root + "/memory", group, "memory.limit_in_bytes"));
  }
  return least;
}

std::size_t machine_memory() {
  long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_size <= 0) return 0;
  std::size_t bytes = static_cast<std::size_t>(pages) * static_cast<std::size_t>(page_size);
  rlimit address_space{};
  if (getrlimit(RLIMIT_AS, &address_space) == 0 && address_space.rlim_cur != RLIM_INFINITY)
    bytes = std::min<std::size_t>(bytes, address_space.rlim_cur);
  std::ifstream self("/proc/self/cgroup");
  std::stringstream text;
  text << self.rdbuf();
  if (std::size_t limit = cgroup_memory_limit(text.str(), "/sys/fs/cgroup"))
    bytes = std::min(bytes, limit);
  return bytes;
}

}  // namespace cgt
