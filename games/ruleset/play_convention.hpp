// The two play conventions: in normal play a player with no move loses, in misère play a player
// with no move wins (the last player to move loses).
#pragma once

#include <cstdint>

namespace cgt::games {

enum class PlayConvention : std::uint8_t { kNormal, kMisere };

}  // namespace cgt::games
