#include "cgt/conway_product.hpp"

#include <unordered_map>
#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"

namespace cgt {
namespace {

class Product {
 public:
  Game of(Game g, Game h) {
    GameTable& t = game_table();
    if (t.is_number(g) && t.is_number(h)) return number(t.number_part(g) * t.number_part(h));
    if (g == t.zero() || h == t.zero()) return t.zero();
    std::uint64_t key = (std::uint64_t{g.id} << 32) | h.id;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    RecursionGuard guard;
    poll_interrupt();
    std::vector<Game> gl = options(t.left_options(g)), gr = options(t.right_options(g));
    std::vector<Game> hl = options(t.left_options(h)), hr = options(t.right_options(h));
    std::vector<Game> left, right;
    // a.H + G.b - a.b for the options a of G and b of H on the sides named.
    auto add = [&](std::vector<Game>& out, const std::vector<Game>& as,
                   const std::vector<Game>& bs) {
      for (Game a : as)
        for (Game b : bs) out.push_back(difference(sum(of(a, h), of(g, b)), of(a, b)));
    };
    add(left, gl, hl);
    add(left, gr, hr);
    add(right, gl, hr);
    add(right, gr, hl);
    Game result = canonicalise(std::move(left), std::move(right));
    memo_.emplace(key, result);
    return result;
  }

 private:
  static std::vector<Game> options(std::span<const Game> side) {
    return std::vector<Game>(side.begin(), side.end());
  }
  std::unordered_map<std::uint64_t, Game> memo_;
};

}  // namespace

Game conway_product(Game g, Game h) { return Product().of(g, h); }

}  // namespace cgt
