#include "cgt/values.hpp"

#include "cgt/canonical.hpp"
#include "cgt/sum.hpp"

namespace cgt {

Game switch_game(Game x) { return canonicalise({x}, {negate(x)}); }

}  // namespace cgt
