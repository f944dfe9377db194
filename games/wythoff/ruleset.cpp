#include "games/wythoff/ruleset.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace cgt::games {

void WythoffGame::options(const Position& p, Player, std::vector<Position>& out) const {
  for (std::uint32_t s = 1; s <= p.a; ++s) out.push_back({p.a - s, p.b});
  for (std::uint32_t s = 1; s <= p.b; ++s) out.push_back({p.a, p.b - s});
  for (std::uint32_t s = 1; s <= std::min(p.a, p.b); ++s) out.push_back({p.a - s, p.b - s});
}

std::string WythoffGame::text(const Position& p) const {
  return fmt::format("({}, {})", p.a, p.b);
}

std::string WythoffGame::expression(const Position& p) const {
  return fmt::format("wythoffgame({}, {})", p.a, p.b);
}

WythoffGame::Position WythoffGame::normalise(const Position& p) const {
  return {std::min(p.a, p.b), std::max(p.a, p.b)};
}

}  // namespace cgt::games
