#include "tests/support/random_games.hpp"

#include "cgt/big_int.hpp"
#include "cgt/canonical.hpp"
#include "cgt/values.hpp"

namespace cgt::test {

Ref random_ref(std::mt19937& rng, int depth) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  if (depth <= 0 || pick(5) == 0) {
    switch (pick(5)) {
      case 0: return ref_integer(pick(5) - 2);
      case 1: return ref_dyadic(pick(9) - 4, 1 + pick(2));
      case 2: return ref_nimber(pick(3));
      case 3: return pick(2) ? ref_up() : ref_neg(ref_up());
      default: return ref_zero();
    }
  }
  std::vector<Ref> left, right;
  int nl = pick(3) + (depth > 1 ? 0 : 1), nr = pick(3) + (depth > 1 ? 0 : 1);
  for (int i = 0; i < nl; ++i) left.push_back(random_ref(rng, depth - 1));
  for (int i = 0; i < nr; ++i) right.push_back(random_ref(rng, depth - 1));
  return ref_game(left, right);
}

Game random_game(std::mt19937& rng, int depth) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  if (depth <= 0 || pick(4) == 0) {
    Dyadic x = make_dyadic(BigInt(pick(17) - 8), static_cast<std::uint32_t>(pick(3)));
    if (pick(4) == 0) return up_star(x, pick(5) - 2, static_cast<std::uint64_t>(pick(3)));
    return number(x);
  }
  std::vector<Game> left, right;
  int nl = 1 + pick(3), nr = 1 + pick(3);
  for (int i = 0; i < nl; ++i) left.push_back(random_game(rng, depth - 1));
  for (int i = 0; i < nr; ++i) right.push_back(random_game(rng, depth - 1));
  return canonicalise(left, right);
}

}  // namespace cgt::test
