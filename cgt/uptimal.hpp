// Uptimals: the powers of up ^<n> ("up-nth", written ↑^n in the books; Siegel, Combinatorial Game
// Theory, sec. II.4; Winning Ways, ch. 9). ^<1> = ^ and, with ↓^{→n} = -(^<1> + ... + ^<n>),
//   ^<n+1> = {0 | ↓^{→n} *}:  ^<2> = {0 | v*}, ^<3> = {0 | v + v<2> + *}, ...
// Each is positive and infinitesimal with respect to the one before (k.^<n+1> < ^<n> for all k).
// Not to be confused with ^3 = ^ + ^ + ^. Their running sums ^[n] = ^<1> + ... + ^<n> are
// Siegel's ↑^{→n}; CGSuite writes ^<n> for a power and ^[n] for such a sum.
#pragma once

#include <cstdint>
#include <optional>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt {

// ^<n> for n >= 1 (DomainError for n = 0); cached in the game table (Operation::kUpNth).
Game up_nth(std::uint64_t n);
// ^[n] = ^<1> + ... + ^<n> for n >= 1, cached alongside the powers.
Game up_sum(std::uint64_t n);

// x + ^<n> (+ *), x + v<n> (+ *) or, with `sum`, x + ^[n] (+ *), x + v[n] (+ *), for n >= 2,
// as the printer writes them.
struct UptimalForm {
  Dyadic number;
  std::uint64_t power;
  bool down;
  bool star;
  bool sum = false;
};
// Recognises x +- ^<n> (+ *) and x +- ^[n] (+ *) for n >= 2 (n = 1 is an up-star value).
std::optional<UptimalForm> as_uptimal(Game g);

}  // namespace cgt
