// Pseudonumbers and the stops of stoppers (Winning Ways ch. 11; Siegel VI.2). A pseudonumber is a
// number x, x over = x + {0|pass}, x under, on or off; they are totally ordered:
// off < x under < x < x over < y under (x < y) < on. A stopper's Left stop is where play ends when
// Left starts and both play alternately, each choosing the option with the best stop: its value
// when it is a pseudonumber, else the largest Right stop of its Left options (off if it has none);
// likewise for Right. Alternating play from a stopper ends, so the stops are well defined.
#pragma once

#include <optional>
#include <string>

#include "cgt/dyadic.hpp"
#include "cgt/notation/printer.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

struct Pseudonumber {
  enum class Kind : std::uint8_t { kOff, kUnder, kNumber, kOver, kOn };
  Kind kind = Kind::kNumber;
  Dyadic x;  // unused for on and off

  friend bool operator==(const Pseudonumber& a, const Pseudonumber& b);
  friend bool operator<(const Pseudonumber& a, const Pseudonumber& b);
};

// The pseudonumber s equals, if any.
std::optional<Pseudonumber> as_pseudonumber(Stopper s);
// The stopper of a pseudonumber.
Stopper stopper_of(const Pseudonumber& p);

Pseudonumber left_stop(Stopper s);
Pseudonumber right_stop(Stopper s);

}  // namespace cgt::loopy
