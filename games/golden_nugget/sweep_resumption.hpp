// What a verifier that runs the reduced sweep needs to checkpoint it: on a resumed run, the
// verifier's state from the last save (to restore before the sweep goes on) and the sweep's saved
// heaps; on every run, the sweep's hooks that save the verifier's state (`state_json`) with the
// sweep's new heaps into the folder, at the checkpoint's pace and after the last heap (so that a
// run with a larger --upto continues from there). Without a checkpoint, no hooks.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "games/sharding/sweep_checkpoint.hpp"

namespace cgt::games {

class SweepResumption {
 public:
  SweepResumption(SweepCheckpoint* checkpoint, std::int64_t upto,
                  std::function<std::string()> state_json);
  // The verifier's state of the last save, when resuming.
  const JsonValue* saved_state() const { return saved_ ? &saved_->state : nullptr; }
  // The heaps the saves hold (0 when not resuming).
  std::int64_t saved_steps() const { return saved_ ? saved_->steps : 0; }
  const ReducedSweep::Checkpoints& checkpoints() const { return checkpoints_; }

 private:
  std::optional<SweepCheckpoint::Saved> saved_;
  ReducedSweep::Checkpoints checkpoints_;
};

}  // namespace cgt::games
