#include "reduce/heat_by_star.hpp"

#include <unordered_map>
#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"

// Why rcf_by_heating(G) = rcf(G). Write H for heating by * and Z for replacing x* by x.
//
// 1. H(G) =_Inf G: x* =_Inf x, and replacing options by Inf-equivalent ones keeps the
//    Inf-class (induction on G).
// 2. For canonical A, B:  A <=_Inf B  iff  H(A) <= H(B),  and  RightStop(B - A) > 0  iff
//    H(A) <= H(B) + *. The options of H(A) are H(A^L) + *, and those of H(B) + * are H(B^R)
//    and H(B); so the recursions for <= on heated games are, clause for clause, the recursions
//    of the Inf-order in inf_recursion.hpp (the extra clause H(B) <= H(A) only refutes what is
//    false anyway). Numbers: H(x) = x, and a game A with both stops z has H(A) = z (number
//    avoidance and the clause above give H(A) <= z <= H(A)).
//    Hence H(A) = H(B) iff A =_Inf B, and H(G) = H(rcf(G)).
// 3. For K reduced: if K is a number, H(K) = K and H(K) + * = K*. If K is hot, the canonical
//    forms are H(K) = {H(K^L) + * | H(K^R) + *} and H(K) + * = {H(K^L) | H(K^R)}, by induction:
//    by 2, no option is dominated or reversible because K has no Inf-dominated or
//    Inf-reversible option; a number Left option x of K has x > RightStop(K) (otherwise the
//    option that gives K its Left stop would Inf-dominate it), so x* does not reverse through
//    x (nor x through x^R > x); and in H(K) + * the options H(K), from * -> 0, are dominated by
//    H(K^L) for the K^L with RightStop(K^L) = LeftStop(K) (and symmetrically on the Right). So
//    Z(H(K)) = Z(H(K) + *) = K, with every re-canonicalisation a no-op.
// Together: Z(H(G)) = Z(H(rcf(G))) = rcf(G). The x* are looked for in the canonical form of the
// heated game, which is why every heating step canonicalises: in the uncanonicalised heated
// tree of {1||1|0}, {1* | {1|0}}, replacing 1* by 1 would give {1||1|0} back, while its
// canonical form is 1. Numbers must be fixed: heating the form {0|} of 1 would give {*|} = 0.

namespace cgt::reduce {
namespace {

// x* becomes x, bottom up: options first, then the rebuilt canonical form itself.
Game replace_number_stars(Game g, std::unordered_map<std::uint32_t, Game>& memo) {
  GameTable& t = game_table();
  if (t.is_number(g)) return g;
  if (auto known = memo.find(g.id); known != memo.end()) return known->second;
  RecursionGuard guard;
  std::vector<Game> left, right;
  for (Game l : t.left_options(g)) left.push_back(replace_number_stars(l, memo));
  for (Game r : t.right_options(g)) right.push_back(replace_number_stars(r, memo));
  Game result = canonicalise(std::move(left), std::move(right));
  if (t.is_up_star(result) && t.ups(result) == 0 && t.nim(result) == 1)
    result = t.number(t.number_part(result));
  memo.emplace(g.id, result);
  return result;
}

}  // namespace

Game heat_by_star(Game g) {
  GameTable& t = game_table();
  if (t.is_number(g)) return g;
  auto& cache = t.cache(Operation::kHeatStar);
  if (auto known = cache.find(g.id, 0)) return Game{*known};
  RecursionGuard guard;
  std::vector<Game> left, right;
  for (Game l : t.left_options(g)) left.push_back(sum(heat_by_star(l), star()));
  for (Game r : t.right_options(g)) right.push_back(sum(heat_by_star(r), star()));
  Game result = canonicalise(std::move(left), std::move(right));
  cache.store(g.id, 0, result.id);
  return result;
}

Game rcf_by_heating(Game g) {
  std::unordered_map<std::uint32_t, Game> memo;
  return replace_number_stars(heat_by_star(g), memo);
}

}  // namespace cgt::reduce
