#include "games/number_theory/integer_sqrt.hpp"

#include "cgt/big_int.hpp"
#include "cgt/error.hpp"

namespace cgt::games {

unsigned __int128 integer_sqrt(unsigned __int128 x) {
  if (x < 2) return x;
  // Newton's iteration from above: y_{k+1} = (y_k + x / y_k) / 2 decreases strictly until it
  // reaches floor(sqrt(x)). The start 2^ceil(bits/2) is >= sqrt(x) and cannot overflow.
  int bits = 0;
  for (unsigned __int128 t = x; t != 0; t >>= 1) ++bits;
  unsigned __int128 y = static_cast<unsigned __int128>(1) << ((bits + 1) / 2);
  for (;;) {
    unsigned __int128 next = (y + x / y) / 2;
    if (next >= y) return y;
    y = next;
  }
}

BigInt integer_sqrt(const BigInt& x) {
  if (x < 0) throw DomainError("integer square root of a negative number");
  return boost::multiprecision::sqrt(x);
}

}  // namespace cgt::games
