// The limits every ruleset computation obeys, process-wide (the tool's --limit sets them): how
// many positions the transposition tables of the evaluators and outcome searches may hold
// together before a computation stops with a LimitError instead of exhausting memory.
#pragma once

#include <atomic>
#include <cstddef>
#include <string>

namespace cgt::games {

struct RulesetLimits {
  // Entries in all transposition tables together. 30 million entries of a small position
  // type take about 2 GB.
  std::size_t max_positions = 30'000'000;
};

// The process's limits (global state, like the game table: one set of limits per process).
RulesetLimits& ruleset_limits();

// How many entries all transposition tables hold now; tables add and remove their counts. Atomic,
// because the last owner of a table may drop it on another thread than the one computing (a
// Python thread releasing a ruleset written in Python).
std::atomic<std::size_t>& stored_positions();

// Throws LimitError naming the ruleset when one more entry would pass the limit.
void check_position_room(const std::string& ruleset);

}  // namespace cgt::games
