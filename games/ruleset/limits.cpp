#include "games/ruleset/limits.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {

RulesetLimits& ruleset_limits() {
  static RulesetLimits limits;
  return limits;
}

std::atomic<std::size_t>& stored_positions() {
  static std::atomic<std::size_t> count = 0;
  return count;
}

void check_position_room(const std::string& ruleset) {
  if (stored_positions() >= ruleset_limits().max_positions)
    throw LimitError(fmt::format(
        "{}: the transposition tables reached their limit of {} positions (raise it with "
        "--limit positions=N, or clear them with :reset)",
        ruleset, ruleset_limits().max_positions));
}

}  // namespace cgt::games
