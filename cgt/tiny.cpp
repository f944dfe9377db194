#include "cgt/tiny.hpp"

#include "cgt/canonical.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"

namespace cgt {

Game tiny(Game g) {
  Game zero = game_table().zero();
  return canonicalise({zero}, {canonicalise({zero}, {negate(g)})});
}

Game miny(Game g) {
  return negate(tiny(g));
}

namespace {

// {x || x | y} with x a number and y's Left stop below x is x + Tiny(x - y); mirrored
// (Left and Right exchanged), {y | x || x} with y's Right stop above x is x + Miny(y - x).
std::optional<TinyForm> as_tiny_side(Game g, bool mirror) {
  GameTable& t = game_table();
  auto near = [&](Game k) { return mirror ? t.right_options(k) : t.left_options(k); };
  auto far = [&](Game k) { return mirror ? t.left_options(k) : t.right_options(k); };
  if (t.is_up_star(g) || near(g).size() != 1 || far(g).size() != 1) return std::nullopt;
  Game x = near(g)[0], k = far(g)[0];
  if (!t.is_number(x) || t.is_up_star(k) || near(k).size() != 1 || far(k).size() != 1 ||
      near(k)[0] != x)
    return std::nullopt;
  Game y = far(k)[0];
  const Dyadic& v = t.number_part(x);
  if (mirror ? !(t.right_stop(y) > v) : !(t.left_stop(y) < v)) return std::nullopt;
  return TinyForm{v, mirror ? difference(y, x) : difference(x, y), mirror};
}

}  // namespace

std::optional<TinyForm> as_tiny(Game g) {
  if (auto up = as_tiny_side(g, false)) return up;
  return as_tiny_side(g, true);
}

}  // namespace cgt
