// Checkpoints of a sequential sweep: a verifier whose every step needs all the earlier ones (the
// reduced sweep of the GoldenNugget Main Theorem), so that it cannot split into shards. Its
// state is saved now and then into a folder as NAME.checkpoint, written whole and renamed (a
// kill never leaves half of one), and its final report as NAME.report.json. A run started
// again on the folder continues after the checkpoint's last step; a run with a larger --upto
// continues from a smaller one's, since a step never depends on the bound.
//
// The file: a JSON line {"checkpoint": NAME, "steps": K, "upto": N, "state": ...} with the
// verifier's own small state (its tallies so far), then whatever the sweep writes (its facts).
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <ostream>
#include <string>

#include "cgt/notation/json_reader.hpp"
#include "games/verification.hpp"

namespace cgt::games {

class SweepCheckpoint {
 public:
  // Creates the folder if needed (Error kIo when it cannot).
  SweepCheckpoint(std::filesystem::path folder, std::string name, std::int64_t upto);

  struct Saved {
    std::int64_t steps = 0;  // the steps 0..steps-1 are done
    JsonValue state;         // what the run passed to save()
    std::ifstream rest;      // open after the first line: what write_rest wrote
  };
  // The checkpoint in the folder, if there is one. DomainError when it is not this verifier's,
  // or holds more steps than this run's --upto allows.
  std::optional<Saved> load();

  // Whether to save after `steps` steps (see sweep_checkpoint.cpp for how often); stopping: the
  // run stops at Ctrl-C, and saves only if that is quick.
  bool due(std::int64_t steps, bool stopping) const;

  // Writes the checkpoint after `steps` steps: `state` (one line of JSON), then write_rest.
  void save(std::int64_t steps, const std::string& state,
            const std::function<void(std::ostream&)>& write_rest);

  std::filesystem::path file() const;
  std::filesystem::path report_file() const;

 private:
  using Clock = std::chrono::steady_clock;
  std::filesystem::path folder_;
  std::string name_;
  std::int64_t upto_;
  std::uintmax_t loaded_bytes_ = 0;  // the size of the checkpoint load() found
  Clock::time_point started_ = Clock::now(), last_save_;
  std::int64_t saved_steps_ = 0;  // by the last save of this run (0: none yet)
  Clock::duration last_save_took_{};
};

// `cgt verify NAME --out DIR` for a verifier with run_resumably: the report in DIR when a run
// with this --upto finished there; otherwise the run, resumed from DIR's checkpoint if any,
// with its report written to DIR at the end.
Report run_with_checkpoints(const Verifier& v, std::int64_t upto, Progress& progress,
                            const std::filesystem::path& folder);

}  // namespace cgt::games
