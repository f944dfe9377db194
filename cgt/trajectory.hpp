// Trajectory: a continuous piecewise-linear function of the temperature t on [-1, infinity), the
// building block of thermographs (Berlekamp's word for it). Breakpoints and values are exact
// dyadics and slopes are integers, so every operation is exact.
//
// Invariants: pieces are sorted by start, the first starts at t = -1, starts are strictly
// increasing, consecutive pieces have different slopes (so the breakpoints are the real corners),
// and the function is continuous (each piece's value at its start is the previous piece's line
// there). The last piece extends to infinity.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/dyadic.hpp"

namespace cgt {

class Trajectory {
 public:
  struct Piece {
    Dyadic start;        // the piece covers [start, next piece's start)
    Dyadic value;        // the function's value at start
    std::int64_t slope;  // d value / d t on the piece
    friend bool operator==(const Piece&, const Piece&) = default;
  };

  // The constant function v (a mast from t = -1).
  static Trajectory constant(const Dyadic& v);
  // The pointwise maximum and minimum.
  static Trajectory max(const Trajectory& a, const Trajectory& b);
  static Trajectory min(const Trajectory& a, const Trajectory& b);

  Dyadic at(const Dyadic& t) const;
  // f(t) + k t: the tax of cooling (k = -1 for Left's scaffold, +1 for Right's).
  Trajectory tilted(std::int64_t k) const;
  // The same function up to t0 and constant (its value at t0) after it.
  Trajectory frozen_after(const Dyadic& t0) const;
  // The least t >= -1 with this(t) <= other(t), if there is one.
  std::optional<Dyadic> first_not_above(const Trajectory& other) const;

  const std::vector<Piece>& pieces() const { return pieces_; }
  // The corners as "(t, value)" pairs, linear between them; "then slope k" when the last piece
  // is not constant. A wall of {3|-1}: "(-1, 4) (2, 1)".
  std::string to_string() const;
  friend bool operator==(const Trajectory&, const Trajectory&) = default;

 private:
  explicit Trajectory(std::vector<Piece> pieces);
  // a - b or a + b pointwise (sign = -1 or +1), or the max or min: one merge of breakpoints.
  enum class Combine { kMax, kMin, kDifference };
  static Trajectory combine(const Trajectory& a, const Trajectory& b, Combine how);
  // The index of the piece containing t (t >= -1).
  std::size_t piece_at(const Dyadic& t) const;

  std::vector<Piece> pieces_;
};

}  // namespace cgt
