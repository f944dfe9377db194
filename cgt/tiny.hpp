// Tiny and miny (Winning Ways, ch. 5; Siegel, Combinatorial Game Theory, sec. II.4):
//   Tiny(G) = {0 || 0 | -G},  Miny(G) = -Tiny(G) = {G | 0 || 0},
// written ⧾_G and ⧿_G in the books. For G > 0 (say a positive number) Tiny(G) is a positive
// infinitesimal smaller than every positive multiple of ^, and the larger G, the tinier.
#pragma once

#include <optional>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt {

Game tiny(Game g);
Game miny(Game g);

// x + Tiny(G) or x + Miny(G), as the printer writes them.
struct TinyForm {
  Dyadic number;  // x
  Game of;        // G
  bool miny;      // Miny rather than Tiny
};
// Recognises the canonical form {x || x | x - G} (or its negative) where the Right stop of G
// exceeds 0, so that the game is tiny (CGSuite's test: the tinies translated by numbers).
std::optional<TinyForm> as_tiny(Game g);

}  // namespace cgt
