// Built-in functions for the other ways to combine games: ordinal sums (cgt/ordinal_sum.hpp),
// Norton products (cgt/norton.hpp), Conway products (cgt/conway_product.hpp), conjunctive and
// selective sums (cgt/compounds.hpp).
#include "cgt/compounds.hpp"

#include "cgt/conway_product.hpp"
#include "cgt/norton.hpp"
#include "cgt/ordinal_sum.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {

void register_compound_functions(FunctionRegistry& r) {
  auto add = [&](const char* name, const char* signature, const char* summary, const char* example,
                 Game (*body)(Game, Game), const char* second) {
    r.add(Function{name, signature, summary, example, "compounds", 2, 2,
                   [body, second](const Args& a) -> Value {
                     return body(a.game(0, "G"), a.game(1, second));
                   }});
  };
  add("ordinalsum", "ordinalsum(G, H)",
      "the ordinal sum G:H: moves in H until one in G ends it (uses G's canonical form)",
      "ordinalsum(1, -1)", ordinal_sum, "H");
  add("norton", "norton(G, U)",
      "the Norton product G.U: n copies of U for an integer n, else {G^L.U + U + I | G^R.U - U - "
      "I} over the incentives I of U",
      "norton({1|0}, ^)", norton_product, "U");
  add("conjunctive", "conjunctive(G, H)",
      "the conjunctive sum of the canonical forms: every move is made in both components",
      "conjunctive(*2, *3)", conjunctive_sum, "H");
  add("selective", "selective(G, H)",
      "the selective sum of the canonical forms: a move is made in one or both components",
      "selective(*2, *3)", selective_sum, "H");
  add("conwayproduct", "conwayproduct(G, H)",
      "Conway's product of the canonical forms: the product of numbers, *(a nim-times b) of "
      "nimbers *a and *b",
      "conwayproduct(*2, *3)", conway_product, "H");
}

}  // namespace cgt::lang
