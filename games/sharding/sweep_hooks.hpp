// The hooks by which a sequential sweep (one heap after the other, each from all the smaller
// ones: the reduced sweep, the value sweep) is checkpointed; games/sharding/sweep_checkpoint.hpp
// keeps the saves in a folder, and SweepResumption wires the two.
// After heap h, `due(h, stopping)` says whether to save now (stopping: the sweep stops at
// Ctrl-C); `save(h, write_new)` then gets a function that writes what the sweep's state after
// heap h adds to the state of its last save (the first save: all of it). `resume`, when set, is
// a stream of what the saves of a sweep of the same set wrote, in order: the sweep continues
// after their last heap without computing the heaps they hold again, and its saves add to
// theirs. A Ctrl-C amid heap h is offered the state after heap h - 1. `resume_position` says
// where in the checkpoint file the last byte read from `resume` lies ("FILE, line N"), for
// messages about saved state that is not what the sweep wrote (read_saved_state).
#pragma once

#include <cstdint>
#include <functional>
#include <istream>
#include <ostream>
#include <string>

#include "cgt/error.hpp"

namespace cgt::games {

struct SweepHooks {
  std::istream* resume = nullptr;
  std::function<std::string()> resume_position;
  std::function<bool(std::int64_t h, bool stopping)> due;
  std::function<void(std::int64_t h, const std::function<void(std::ostream&)>& write_new)> save;
};

// Runs `read`, which reads the saved state from hooks.resume; an Error it throws (saved state
// that was edited or forged) is thrown again as a DomainError naming the file and the line.
template <class Read>
auto read_saved_state(const SweepHooks& hooks, Read&& read) {
  try {
    return read();
  } catch (const InterruptedError&) {
    throw;
  } catch (const Error& e) {
    if (!hooks.resume_position) throw;
    throw DomainError(hooks.resume_position() + ": " + e.what() +
                      "; move the checkpoint away to start again");
  }
}

}  // namespace cgt::games
