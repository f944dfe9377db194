#include "games/fibonacci_nim/global_ruleset.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace cgt::games {

std::uint64_t GlobalTakeAway::hash(const Position& p) {
  std::uint64_t h = mix_hash(p.limit);
  for (std::uint32_t n : p.piles) h = mix_hash(h ^ n);
  return h;
}

void GlobalTakeAway::options(const Position& p, Player, std::vector<Position>& out) const {
  for (std::size_t i = 0; i < p.piles.size(); ++i)
    for (std::uint32_t s = 1; s <= std::min(p.limit, p.piles[i]); ++s) {
      Position option = p;
      option.piles[i] -= s;
      option.limit = static_cast<std::uint32_t>(next_limit(dynamic_, s));
      out.push_back(std::move(option));
    }
}

std::string GlobalTakeAway::text(const Position& p) const {
  std::string limit = p.limit == kNoLimit ? "inf" : std::to_string(p.limit);
  return fmt::format("({}; {})", fmt::join(p.piles, ", "), limit);
}

std::string GlobalTakeAway::name() const {
  return dynamic_ == MoveDynamic::kFibonacci ? "global fibonacci nim" : "global power-of-two nim";
}

std::string GlobalTakeAway::expression(const Position& p) const {
  const char* function = dynamic_ == MoveDynamic::kFibonacci ? "gfibgame" : "p2nimgame";
  if (p.limit == kNoLimit) return fmt::format("{}([{}])", function, fmt::join(p.piles, ", "));
  return fmt::format("{}([{}], {})", function, fmt::join(p.piles, ", "), p.limit);
}

GlobalTakeAway::Position GlobalTakeAway::normalise(const Position& p) const {
  Position q;
  for (std::uint32_t n : p.piles)
    if (n > 0) q.piles.push_back(n);
  std::sort(q.piles.begin(), q.piles.end());
  q.limit = std::min(p.limit, q.piles.empty() ? 0 : q.piles.back());
  return q;
}

std::size_t GlobalTakeAway::size(const Position& p) const {
  std::size_t stones = 0;
  for (std::uint32_t n : p.piles) stones += n;
  return stones;
}

}  // namespace cgt::games
