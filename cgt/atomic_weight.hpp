// Atomic weights of all-small games (Winning Ways, ch. 8 "It's a Small, Small, Small World";
// Albert, Nowakowski, Wolfe, Lessons in Play, ch. 9; Siegel, Combinatorial Game Theory,
// sec. II.7).
//
// The atomic weight calculus: for G = x.^ + *n it is the up-multiple x; otherwise let
//   G' = {aw(G^L) - 2 | aw(G^R) + 2}.
// If G' is not an integer, aw(G) = G'. If it is an integer, the eccentric case is settled by the
// far-star test, comparing G with a remote star ☆ (a nimber larger than every nim part among
// G's followers, so that the answer is the same for every larger one):
//   G > ☆:  aw(G) is the largest integer n with n <| aw(G^R) + 2 for every G^R;
//   G < ☆:  aw(G) is the least integer n with aw(G^L) - 2 <| n for every G^L;
//   otherwise aw(G) = G'.
// The two-ahead rule follows: aw(G) >= 2 makes G > 0 (and aw(G) <= -2 makes G < 0).
#pragma once

#include "cgt/game.hpp"

namespace cgt {

// Every follower (G included) has both stops 0: for canonical forms, the all-small games.
bool is_all_small(Game g);
// The remote star ☆ for G: *N with N a power of two above every nim part of G's followers.
Game far_star(Game g);
// The atomic weight of an all-small G (DomainError otherwise); cached in the game table.
Game atomic_weight(Game g);

}  // namespace cgt
