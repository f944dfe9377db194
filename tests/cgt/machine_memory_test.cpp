// The control groups' memory limits that the default limits fit (cgt/machine_memory.hpp), read
// from hierarchies written here: the expected limits are the files' own numbers.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "cgt/machine_memory.hpp"
#include "tests/support/temp_folder.hpp"

namespace fs = std::filesystem;

namespace {

void put_limit(const fs::path& folder, const std::string& file, const std::string& text) {
  fs::create_directories(folder);
  std::ofstream(folder / file) << text << "\n";
}

}  // namespace

TEST_CASE("cgroup v2: the least memory.max of the group and its ancestors", "[memory]") {
  cgt::test::TempFolder root("cgt_machine_memory_v2");
  put_limit(root.path / "slurm/job_7/step_0", "memory.max", "max");
  put_limit(root.path / "slurm/job_7", "memory.max", "4294967296");
  put_limit(root.path / "slurm", "memory.max", "68719476736");
  CHECK(cgt::cgroup_memory_limit("0::/slurm/job_7/step_0\n", root.path.string()) == 4294967296);
  put_limit(root.path / "slurm/job_7/step_0", "memory.max", "1073741824");
  CHECK(cgt::cgroup_memory_limit("0::/slurm/job_7/step_0\n", root.path.string()) == 1073741824);
  // No limit anywhere ("max", or no file at all).
  put_limit(root.path / "user", "memory.max", "max");
  CHECK(cgt::cgroup_memory_limit("0::/user/session\n", root.path.string()) == 0);
}

TEST_CASE("cgroup v1: memory.limit_in_bytes under the memory hierarchy", "[memory]") {
  cgt::test::TempFolder root("cgt_machine_memory_v1");
  // v1's "no limit" is a huge number; the least one wins.
  put_limit(root.path / "memory/docker/abc", "memory.limit_in_bytes", "3221225472");
  put_limit(root.path / "memory", "memory.limit_in_bytes", "9223372036854771712");
  std::string self = "4:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n0::/\n";
  CHECK(cgt::cgroup_memory_limit(self, root.path.string()) == 3221225472);
  // A line for another controller names no memory limit; malformed lines are skipped.
  CHECK(cgt::cgroup_memory_limit("3:cpu,cpuacct:/docker/abc\ngarbage\n", root.path.string()) == 0);
  CHECK(cgt::cgroup_memory_limit("", root.path.string()) == 0);
}
