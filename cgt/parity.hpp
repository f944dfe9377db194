// Parity and temper of canonical forms (Winning Ways, ch. 9 and 16; Lessons in Play, ch. 5):
//  - G is even when every option of G is odd, and odd when G has an option and every option is
//    even (so 0 is even, 1 and * are odd, 1/2 and ^ are neither);
//  - G is even-tempered when it is a number or every option is odd-tempered, and odd-tempered
//    when it is not a number and every option is even-tempered (x is even-tempered, x* odd).
// Each is read off the canonical form, so each is a property of the value.
#pragma once

#include "cgt/game.hpp"

namespace cgt {

enum class Parity { kEven, kOdd, kNeither };

Parity parity(Game g);
Parity temper(Game g);

}  // namespace cgt
