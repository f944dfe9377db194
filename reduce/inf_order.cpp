#include "reduce/inf_order.hpp"

#include "reduce/inf_recursion.hpp"

namespace cgt::reduce {

bool inf_leq(Game g, Game h) {
  return detail::holds(detail::Relation::kInfLeq, g, h);
}

}  // namespace cgt::reduce
