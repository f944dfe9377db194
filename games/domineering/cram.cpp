#include "games/domineering/cram.hpp"

#include <bit>

#include "games/domineering/domineering.hpp"

namespace cgt::games {

void Cram::options(const Position& p, Player, std::vector<Position>& out) const {
  Domineering{}.options(p, Player::kLeft, out);
  Domineering{}.options(p, Player::kRight, out);
}

void Cram::search_options(const Position& p, Player, std::vector<Position>& out) const {
  Domineering{}.search_options(p, Player::kLeft, out);
  Domineering{}.search_options(p, Player::kRight, out);
}

std::size_t Cram::size(const Position& p) const {
  return static_cast<std::size_t>(std::popcount(p.empty));
}

}  // namespace cgt::games
