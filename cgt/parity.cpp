#include "cgt/parity.hpp"

#include <unordered_map>

#include "cgt/big_int.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {

namespace {

// Parity (or temper, when `tempered`) by recursion over the canonical options, memoised per
// call, with the classes of x + m.^ + *n read off their parts.
class Classifier {
 public:
  explicit Classifier(bool tempered) : tempered_(tempered) {}

  Parity classify(Game g) {
    GameTable& t = game_table();
    if (t.is_up_star(g)) return up_star_class(t, g);
    if (auto it = memo_.find(g.id); it != memo_.end()) return it->second;
    RecursionGuard guard;
    poll_interrupt();
    bool all_even = true, all_odd = true;
    auto look = [&](Game o) {
      Parity p = classify(o);
      all_even = all_even && p == Parity::kEven;
      all_odd = all_odd && p == Parity::kOdd;
    };
    for (Game o : t.left_options(g)) look(o);
    for (Game o : t.right_options(g)) look(o);
    // A general canonical form has options on both sides, so neither test is vacuous.
    Parity result = all_odd ? Parity::kEven : all_even ? Parity::kOdd : Parity::kNeither;
    memo_.emplace(g.id, result);
    return result;
  }

 private:
  // x + m.^ + *n from its parts: parity needs an integer x, m = 0 and n <= 1 (x even or x*
  // odd is even; the options of *n for n >= 2 include x and x*, of both parities); temper needs
  // m = 0 and n <= 1 (numbers even-tempered, x* odd-tempered).
  Parity up_star_class(GameTable& t, Game g) const {
    std::uint64_t n = t.nim(g);
    if (t.ups(g) != 0 || n > 1) return Parity::kNeither;
    if (tempered_) return n == 0 ? Parity::kEven : Parity::kOdd;
    const Dyadic& x = t.number_part(g);
    if (!x.is_integer()) return Parity::kNeither;
    bool odd = (numerator_of(x) % 2 != 0) != (n == 1);
    return odd ? Parity::kOdd : Parity::kEven;
  }

  bool tempered_;
  std::unordered_map<std::uint32_t, Parity> memo_;
};

}  // namespace

Parity parity(Game g) { return Classifier(false).classify(g); }
Parity temper(Game g) { return Classifier(true).classify(g); }

}  // namespace cgt
