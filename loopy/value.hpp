// Value: the value of a finite loopy game, the pair of its sides G = G+ & G- (sides.hpp). A
// stopper's sides are the stopper itself; a game whose sides are stoppers is stopper-sided, and
// its value is then canonical (CGSuite's StopperSidedValue). The values below are what the
// language, the Python module and the loopy rulesets compute with.
//
// Sums add sides: (s & t) + (u & v) = (s upsum u) & (t downsum v), where the upsum is the onside of
// the sum and the downsum its offside. Values compare side by side.
#pragma once

#include <string>

#include "cgt/game_table.hpp"
#include "cgt/notation/printer.hpp"
#include "loopy/graph.hpp"
#include "loopy/sides.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

class Value {
 public:
  Value(Stopper s) : onside_(s), offside_(s) {}  // NOLINT: a stopper is a value
  Value(Side onside, Side offside) : onside_(std::move(onside)), offside_(std::move(offside)) {}

  // The value of the game at g's root.
  static Value of(const LoopyGraph& g);

  const Side& onside() const { return onside_; }
  const Side& offside() const { return offside_; }
  // Both sides are the same stopper.
  bool is_stopper() const {
    return onside_.is_stopper() && offside_.is_stopper() && onside_.stopper() == offside_.stopper();
  }
  Stopper stopper() const { return onside_.stopper(); }  // when is_stopper()
  bool is_stopper_sided() const { return onside_.is_stopper() && offside_.is_stopper(); }
  // A short game (a stopper whose simplest form is loopfree).
  bool is_short() const { return is_stopper() && stopper().is_short(); }

 private:
  Side onside_, offside_;
};

// s & t: the value with onside s's onside and offside t's offside. DomainError unless the offside
// is at most the onside.
Value sided(const Value& s, const Value& t);

Value sum(const Value& a, const Value& b);
Value negate(const Value& a);
inline Value difference(const Value& a, const Value& b) { return sum(a, negate(b)); }
// n.G for an integer n of any sign, by doubling.
Value multiple(std::int64_t n, const Value& a);

bool leq(const Value& a, const Value& b);
bool equal(const Value& a, const Value& b);

// The upsum and downsum of two values: the onside and the offside of their sum.
Value upsum(const Value& a, const Value& b);
Value downsum(const Value& a, const Value& b);

// dud = on & off, tis = 1 & 0 = {tisn|}, tisn = 0 & -1 = {|tis}.
Value dud();
Value tis();
Value tisn();

// Marks the short games v holds (stoppers that are short, leaves of its sides' graphs), for a
// collection of the game table; its stopper-table nodes the stopper table marks itself.
void mark_games(const Value& v, GameMarker& marker);

// "on", "3/2over", "a{0|||a|*||*}", "^ & v*", "dud": a stopper in CGSuite's notation, other values
// as their sides joined by " & ".
std::string to_string(const Value& v, Style style = Style::kPretty);
std::string to_string(const Side& s, Style style = Style::kPretty);

}  // namespace cgt::loopy
