// Uptimal expansions (Siegel, Combinatorial Game Theory, sec. II.4; CGSuite's UptimalExpansion):
// G = x + a1.^<1> + a2.^<2> + ... + ak.^<k> + *m with x a number, integers a1..ak (ak != 0
// unless k = 0) and a nimber *m. The expansion of a game is unique when it has one.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt {

struct UptimalExpansion {
  Dyadic number;
  std::vector<std::int64_t> coefficients;  // a1..ak, the last nonzero
  std::uint64_t nim = 0;
  friend bool operator==(const UptimalExpansion&, const UptimalExpansion&) = default;
};

// The game x + a1.^<1> + ... + ak.^<k> + *m (DomainError for a last coefficient 0).
Game uptimal_game(const UptimalExpansion& e);

// G's expansion, or nothing when G is no uptimal.
std::optional<UptimalExpansion> uptimal_expansion(Game g);

}  // namespace cgt
