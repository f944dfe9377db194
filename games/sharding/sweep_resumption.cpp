#include "games/sharding/sweep_resumption.hpp"

namespace cgt::games {

SweepResumption::SweepResumption(SweepCheckpoint* checkpoint,
                                 std::function<std::string()> state_json,
                                 const SweepCheckpoint::StateReader& restore_state) {
  if (!checkpoint) return;
  saved_ = checkpoint->load(restore_state);
  if (saved_) {
    hooks_.resume = saved_->rest.get();
    hooks_.resume_position = [rest = saved_->rest.get()] { return rest->position(); };
  }
  hooks_.due = [checkpoint](std::int64_t h, bool stopping) {
    return checkpoint->due(h + 1, stopping);
  };
  hooks_.save = [checkpoint, state_json = std::move(state_json)](
                    std::int64_t h, const std::function<void(std::ostream&)>& write) {
    checkpoint->save(h + 1, state_json(), write);
  };
}

}  // namespace cgt::games
