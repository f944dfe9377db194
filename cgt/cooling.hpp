// Cooling, freezing, heating and overheating of canonical games (Siegel, Combinatorial Game
// Theory, sec. II.5; Winning Ways, ch. 6; Berlekamp's overheating from Blockbusting).
//
// Cooling by a number t >= -1 (Siegel's definition): an integer is unchanged; otherwise
//   G_t = {G^L_t - t | G^R_t + t}   while t <= temperature(G),
//   G_t = mean(G)                   once t > temperature(G)
// (at the temperature itself G_t is infinitesimally close to the mean, not yet equal to it; so
// a number m/2^k cooled by t < -1/2^k is a hot game, and cooled by t >= 0 is itself).
// Heating by a game t: numbers are unchanged, otherwise {heat(G^L) + t | heat(G^R) - t}.
// Overheating from s to t: an integer n becomes n.s, anything else
// {overheat(G^L) + t | overheat(G^R) - t}. Heating and overheating act on the canonical form
// (they are not defined on values alone); cooling is.
#pragma once

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt {

Game cool(Game g, const Dyadic& t);  // DomainError for t < -1
Game freeze(Game g);                 // g cooled by its temperature
Game heat(Game g, Game t);
Game overheat(Game g, Game s, Game t);

}  // namespace cgt
