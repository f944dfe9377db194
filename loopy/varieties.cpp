#include "loopy/varieties.hpp"

#include <algorithm>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/values.hpp"
#include "loopy/local_graph.hpp"
#include "loopy/stopper_table.hpp"

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

bool is_plumtree(Stopper s) {
  // No cycle longer than a pass: every component of the table is a single node.
  std::vector<Stopper> seen{s}, options;
  StopperTable& t = stopper_table();
  for (std::size_t i = 0; i < seen.size(); ++i) {
    if (seen[i].is_short()) continue;
    if (t.component_size(seen[i].node()) > 1) return false;
    options.clear();
    append_options(seen[i], Player::kLeft, options);
    append_options(seen[i], Player::kRight, options);
    for (Stopper o : options)
      if (std::find(seen.begin(), seen.end(), o) == seen.end()) seen.push_back(o);
  }
  return true;
}

}  // namespace cgt::loopy
