// What a verifier that runs a sequential sweep (the reduced sweep, the value sweep) needs to
// checkpoint it: on a resumed run, the verifier's state restored from the saves
// (`restore_state` gets each save's state, in order: tallies that replace the earlier ones,
// findings that add to them) and the sweep's saved heaps; on every run, the sweep's hooks that
// save the verifier's state (`state_json`: its tallies, and what it found since the last save)
// with the sweep's new heaps into the folder, at the checkpoint's pace and after the last heap
// (so that a run with a larger --upto continues from there). Without a checkpoint, no hooks.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "games/sharding/sweep_checkpoint.hpp"
#include "games/sharding/sweep_hooks.hpp"

namespace cgt::games {

class SweepResumption {
 public:
  SweepResumption(SweepCheckpoint* checkpoint, std::function<std::string()> state_json,
                  const SweepCheckpoint::StateReader& restore_state);
  // The heaps the saves hold (0 when not resuming).
  std::int64_t saved_steps() const { return saved_ ? saved_->steps : 0; }
  const SweepHooks& hooks() const { return hooks_; }

 private:
  std::optional<SweepCheckpoint::Saved> saved_;
  SweepHooks hooks_;
};

}  // namespace cgt::games
