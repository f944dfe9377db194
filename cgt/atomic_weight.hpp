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
//
// Beyond all-small games. The atomic weight is defined through the relation
//   G ~ H  iff  o(G + X + *m) = o(H + X + *m) for every game X and every large enough m:
// aw(G) is the W with G ~ W.^ (Siegel, sec. II.7, and CGSuite's documentation of AtomicWeight).
// Every all-small game has one, the calculus's. For another infinitesimal, such as a tiny, the
// calculus still yields a candidate W, and W is the atomic weight when
//   -E <= G - W.^ <= E,   E = ^* + (☆ : -1),
// because E and -E are all-small of atomic weight 0, so E ~ 0 ~ -E, and outcomes are monotone in
// the order: o(G - W.^ + X + *m) lies between o(-E + X + *m) = o(X + *m) = o(E + X + *m). The
// test is sufficient, not necessary; CGSuite uses a bound of the same form (after David Wolfe).
#pragma once

#include <optional>

#include "cgt/game.hpp"

namespace cgt {

// Every follower (G included) has both stops 0: for canonical forms, the all-small games.
bool is_all_small(Game g);
// The remote star ☆ for G: *N with N a power of two above every nim part of G's followers.
Game far_star(Game g);
// E = ^* + (star : -1) for a remote star: the bound of the atomicity test above.
Game atomic_zero_bound(Game star);
// The atomic weight of an all-small G, or of an infinitesimal G that passes the test above;
// nothing otherwise. The calculus is cached in the game table.
std::optional<Game> atomic_weight_if_atomic(Game g);
// The same, with a DomainError saying why when there is none.
Game atomic_weight(Game g);

}  // namespace cgt
