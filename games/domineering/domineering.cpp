#include "games/domineering/domineering.hpp"

#include <bit>

#include "cgt/values.hpp"

namespace cgt::games {

void Domineering::options(const Position& p, Player who, std::vector<Position>& out) const {
  bool vertical = who == Player::kLeft;
  std::uint64_t slots = vertical ? p.vertical_slots() : p.horizontal_slots();
  unsigned offset = vertical ? p.cols : 1;
  for (; slots; slots &= slots - 1) out.push_back(p.placed(slots & -slots, offset));
}

std::optional<Game> Domineering::known_value(const Position& p) const {
  std::uint64_t vertical = p.vertical_slots(), horizontal = p.horizontal_slots();
  // Moves only take cells away, so a player without a move never gets one: the other player
  // makes as many moves as fit side by side, and the value is that integer.
  if (horizontal == 0) return integer(packed_dominoes(vertical, p.cols));
  if (vertical == 0) return integer(-packed_dominoes(horizontal, 1));
  return std::nullopt;
}

std::size_t Domineering::size(const Position& p) const {
  return static_cast<std::size_t>(std::popcount(p.empty));
}

}  // namespace cgt::games
