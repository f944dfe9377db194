// Thermographs, means and temperatures (Winning Ways, ch. 6; Siegel, Combinatorial Game Theory,
// sec. II.5; Albert, Nowakowski, Wolfe, Lessons in Play, ch. 6).
//
// For t >= -1 the walls are the stops of G cooled by t: LW(t) = LeftStop(G_t) and
// RW(t) = RightStop(G_t). An integer n has the mast n from t = -1. Any other canonical G is built
// from its options' walls:
//   Left scaffold   L(t) = max over G^L of RW_{G^L}(t) - t   (Left pays the tax t)
//   Right scaffold  R(t) = min over G^R of LW_{G^R}(t) + t   (Right pays it too)
// L - R never increases, L(-1) >= R(-1) for every canonical non-integer, and L - R tends to
// -infinity; the temperature is the least t where L(t) = R(t) (there G_t is infinitesimally
// close to a number), the mean is that common value, and above the temperature both walls are
// the mast. So a number m/2^k (k > 0) has temperature -1/2^k and an infinitesimal 0 (its walls
// meet at t = 0 even when they coincide below).
//
// Thermographs are not games: they are never stored in the game table. A Thermographer memoises
// the thermographs of one game's subpositions for its own lifetime; mean() and temperature() cache
// their answers in the game table (Operation::kMean, kTemperature).
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/trajectory.hpp"

namespace cgt {

struct Thermograph {
  Trajectory left_wall;   // LeftStop(G_t); constant (the mast) from the temperature on
  Trajectory right_wall;  // RightStop(G_t); likewise
  Dyadic mean;            // where the mast stands
  Dyadic temperature;     // where the mast begins
};

// Computes thermographs, memoising those of every subposition it meets.
class Thermographer {
 public:
  const Thermograph& of(Game g);

 private:
  Thermograph compute(Game g);
  std::unordered_map<std::uint32_t, Thermograph> memo_;
};

Thermograph thermograph(Game g);
// "mean 1, temperature 2; left wall (-1, 4) (2, 1); right wall (-1, -2) (2, 1)": each wall by its
// corners (t, value), linear between them, the mast after the last.
std::string to_string(const Thermograph& th);
// The mean value (the mast) and the temperature, cached in the game table.
Dyadic mean(Game g);
Dyadic temperature(Game g);

}  // namespace cgt
