// Big integers (Boost.Multiprecision's cpp_int) and the parts of Dyadic that take or give them.
// Only the sources that compute with big integers include this header: Boost's integers are
// about 170,000 preprocessed lines, and cgt/dyadic.hpp, which nearly every source includes,
// stays light without them.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>

#include "cgt/dyadic.hpp"

namespace cgt {

using BigInt = boost::multiprecision::cpp_int;

// numerator / 2^exponent, normalised.
Dyadic make_dyadic(const BigInt& numerator, std::uint32_t exponent = 0);
// Named with "_of": a plain floor(x) here would hide std::floor from code in namespace cgt.
BigInt numerator_of(const Dyadic& x);
BigInt floor_of(const Dyadic& x);
BigInt ceil_of(const Dyadic& x);
// Birthday of the number as a game: |x| for integers, floor(|x|) + 1 + exponent otherwise.
BigInt birthday_of(const Dyadic& x);

}  // namespace cgt
