// How much memory this process may use: the machine's physical memory, or less when the
// process's address space is capped (ulimit -v, a batch system's limit) or its control group
// has a memory limit (a container, a Slurm job, a systemd unit). The default limits on games and
// on the tables' memory are fractions of it, so that they fit where the tool runs rather than
// the machine's total.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace cgt {

// Bytes; 0 when the machine does not say.
std::size_t machine_memory();

// The least memory limit of the control groups named by `self_cgroup` (the text of
// /proc/self/cgroup) and their ancestors, read under `root` (where the hierarchies are mounted,
// /sys/fs/cgroup): cgroup v2's memory.max, v1's memory/…/memory.limit_in_bytes. 0 when none is set.
std::size_t cgroup_memory_limit(std::string_view self_cgroup, const std::string& root);

}  // namespace cgt
