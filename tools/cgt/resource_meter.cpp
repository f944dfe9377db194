#include "tools/cgt/resource_meter.hpp"

#include <fmt/format.h>
#include <sys/resource.h>

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

// The peak resident set in KiB: VmHWM where /proc has it, else getrusage's maximum.
long peak_kib() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
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
