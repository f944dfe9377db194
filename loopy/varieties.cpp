#include "loopy/varieties.hpp"

#include "cgt/error.hpp"
#include "cgt/values.hpp"

namespace cgt::loopy {
namespace {

struct Varieties {
  Value up, down;
};

Varieties varieties(Stopper g) {
  Value d = degree(g);
  if (!is_idempotent(d))
    throw DomainError("the degree of that stopper is not idempotent, so it has no variety");
  Value minus = negate(Value(g));
  return {upsum(g, downsum(minus, negate(d))), downsum(g, upsum(minus, d))};
}

}  // namespace

Value degree(Stopper g) {
  if (g.is_short()) return Stopper::of(zero());
  return upsum(g, negate(Value(g)));
}

bool is_idempotent(const Value& v) { return equal(sum(v, v), v); }

bool is_stable(Stopper g) {
  Varieties v = varieties(g);
  return equal(v.up, v.down);
}

Value variety(Stopper g) {
  Varieties v = varieties(g);
  if (!equal(v.up, v.down)) throw DomainError("that stopper is not stable: it has no variety");
  return v.up;
}

}  // namespace cgt::loopy
