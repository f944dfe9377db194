// Worker processes (--jobs N) share the threads a computation may use, so that N workers do not
// each start an outcome search's threads on every core.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "cgt/thread_count.hpp"
#include "tools/cgt/worker_processes.hpp"

namespace {

// The thread count each of `count` tasks saw in its worker, run in `parallel` workers.
std::vector<std::string> threads_seen(std::size_t count, int parallel) {
  std::vector<std::string> seen(count);
  cgt::tool::run_in_processes(
      count, parallel, [](std::size_t) { return std::to_string(cgt::thread_count()); },
      [&](std::size_t task, std::string result) { seen[task] = std::move(result); });
  return seen;
}

}  // namespace

TEST_CASE("worker processes share the threads of --threads, at least one each", "[sharding]") {
  unsigned saved = cgt::thread_count();
  cgt::thread_count() = 5;
  CHECK(threads_seen(4, 2) == std::vector<std::string>(4, "2"));
  CHECK(threads_seen(3, 1) == std::vector<std::string>(3, "5"));
  CHECK(threads_seen(6, 8) == std::vector<std::string>(6, "1"));
  CHECK(cgt::thread_count() == 5);  // this process keeps its own setting
  cgt::thread_count() = saved;
}
