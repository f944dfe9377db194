// Built-in functions of reduced canonical forms and the Inf-order (reduce/).
#include "reduce/inf_order.hpp"
#include "reduce/reduced_canonical_form.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {

void register_reduce_functions(FunctionRegistry& r) {
  r.add(Function{"rcf", "rcf(G)",
                 "the reduced canonical form: the simplest game G differs from by an infinitesimal",
                 "rcf({3||2*|1*})", "reduce", 1, 1,
                 [](const Args& a) -> Value { return reduce::rcf(a.game(0, "G")); }});
  r.add(Function{"isreduced", "isreduced(G)", "whether G is its own reduced canonical form",
                 "isreduced({1||1|0})", "reduce", 1, 1,
                 [](const Args& a) -> Value { return reduce::is_reduced(a.game(0, "G")); }});
  r.add(Function{"infle", "infle(G, H)", "G <=_Inf H: H - G >= -x for every number x > 0",
                 "infle({1|0}, 1)", "reduce", 2, 2, [](const Args& a) -> Value {
                   return reduce::inf_leq(a.game(0, "G"), a.game(1, "H"));
                 }});
  r.add(Function{
      "infeq", "infeq(G, H)", "whether G - H is infinitesimal", "infeq({1||1|0}, 1)", "reduce", 2,
      2, [](const Args& a) -> Value { return reduce::inf_equal(a.game(0, "G"), a.game(1, "H")); }});
}

}  // namespace cgt::lang
