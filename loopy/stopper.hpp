// Stopper: a handle to a canonical stopper (a loopy game from no position of which play can go on
// forever with the players alternating). A stopper whose simplest form has no cycle is a short
// game and the handle is its game-table handle; any other is a node of the stopper table
// (stopper_table.hpp). Simplest forms are unique (Siegel, Combinatorial Game Theory, VI.3), and
// both tables keep each value once, so two handles are equal exactly when the values are.
#pragma once

#include <cstdint>
#include <functional>

#include "cgt/game.hpp"

namespace cgt::loopy {

class Stopper {
 public:
  static constexpr std::uint32_t kLoopyBit = 0x80000000u;

  constexpr Stopper() = default;  // the short game with id 0 (not necessarily 0)
  // A short game (game-table ids stay below 2^31: the table's limit is far smaller).
  static constexpr Stopper of(Game g) { return Stopper(g.id); }
  static constexpr Stopper node(std::uint32_t index) { return Stopper(index | kLoopyBit); }
  static constexpr Stopper from_bits(std::uint32_t bits) { return Stopper(bits); }

  constexpr bool is_short() const { return (bits_ & kLoopyBit) == 0; }
  constexpr bool is_loopy() const { return !is_short(); }
  constexpr Game game() const { return Game{bits_}; }                  // when is_short()
  constexpr std::uint32_t node() const { return bits_ & ~kLoopyBit; }  // when is_loopy()
  constexpr std::uint32_t bits() const { return bits_; }

  friend constexpr bool operator==(Stopper a, Stopper b) { return a.bits_ == b.bits_; }
  friend constexpr bool operator<(Stopper a, Stopper b) { return a.bits_ < b.bits_; }

 private:
  constexpr explicit Stopper(std::uint32_t bits) : bits_(bits) {}
  std::uint32_t bits_ = 0;
};

}  // namespace cgt::loopy

template <>
struct std::hash<cgt::loopy::Stopper> {
  std::size_t operator()(cgt::loopy::Stopper s) const { return s.bits(); }
};
