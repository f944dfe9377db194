#include "games/domineering/cram.hpp"

#include <bit>

#include "games/domineering/domineering.hpp"
#include "games/ruleset/impartial.hpp"

namespace cgt::games {

// Cram's moves are Impartial<Domineering>'s; only its symmetries differ.
void Cram::options(const Position& p, Player who, std::vector<Position>& out) const {
  Impartial<Domineering>{}.options(p, who, out);
}

void Cram::search_options(const Position& p, Player who, std::vector<Position>& out) const {
  Impartial<Domineering>{}.search_options(p, who, out);
}

std::size_t Cram::size(const Position& p) const {
  return static_cast<std::size_t>(std::popcount(p.empty));
}

}  // namespace cgt::games
