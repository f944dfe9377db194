#include "games/golden_nugget/sweep_resumption.hpp"

namespace cgt::games {

SweepResumption::SweepResumption(SweepCheckpoint* checkpoint, std::int64_t upto,
                                 std::function<std::string()> state_json) {
  if (!checkpoint) return;
  saved_ = checkpoint->load();
  if (saved_) checkpoints_.resume = saved_->rest.get();
  checkpoints_.due = [checkpoint, upto](std::int64_t h, bool stopping) {
    return h == upto || checkpoint->due(stopping);
  };
  checkpoints_.save = [checkpoint, state_json = std::move(state_json)](
                          std::int64_t h, const std::function<void(std::ostream&)>& write) {
    checkpoint->save(h + 1, state_json(), write);
  };
}

}  // namespace cgt::games
