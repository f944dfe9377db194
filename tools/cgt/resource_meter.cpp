#include "tools/cgt/resource_meter.hpp"

#include <fmt/format.h>
#include <sys/resource.h>

#ifdef __EMSCRIPTEN__
#include <emscripten/heap.h>
#endif

#include <fstream>
#include <string>

#include "cgt/game_table.hpp"
#include "tools/cgt/output.hpp"

namespace cgt::tool {
namespace {

bool reset_peak_memory() {
  std::ofstream clear("/proc/self/clear_refs");
  return clear && (clear << "5").flush().good();
}

// The peak resident set in KiB: VmHWM where /proc has it, else getrusage's maximum; in a web
// page (no /proc, no rusage) the WebAssembly memory, which only grows.
long peak_kib() {
#ifdef __EMSCRIPTEN__
  return static_cast<long>(emscripten_get_heap_size() / 1024);
#else
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
#endif
}

}  // namespace

ResourceMeter::ResourceMeter()
    : start_(std::chrono::steady_clock::now()),
      games_at_start_(game_table().size()),
      peak_reset_(reset_peak_memory()) {}

std::string ResourceMeter::report() const {
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::size_t games = game_table().size();
  std::size_t added = games >= games_at_start_ ? games - games_at_start_ : 0;
  return fmt::format("time {:.3f} s, peak memory {:.1f} MiB{}, game table +{} games ({} in all)",
                     seconds, static_cast<double>(peak_kib()) / 1024,
                     peak_reset_ ? "" : " (session)", grouped(added), grouped(games));
}

}  // namespace cgt::tool
