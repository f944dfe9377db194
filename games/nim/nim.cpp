#include "games/nim/nim.hpp"

#include "cgt/values.hpp"

namespace cgt::games {

void Nim::options(const Position& n, Player, std::vector<Position>& out) const {
  for (Position k = 0; k < n; ++k) out.push_back(k);
}

std::optional<Game> Nim::known_value(const Position& n) const {
  if (!closed_form) return std::nullopt;
  return nimber(n);
}

}  // namespace cgt::games
