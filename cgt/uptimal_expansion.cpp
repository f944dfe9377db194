#include "cgt/uptimal_expansion.hpp"

#include <algorithm>
#include <unordered_map>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/sum.hpp"
#include "cgt/uptimal.hpp"
#include "cgt/values.hpp"

namespace cgt {
namespace {

UptimalExpansion negated(UptimalExpansion e) {
  e.number = -e.number;
  for (std::int64_t& a : e.coefficients) a = -a;
  return e;
}

// Expansions are guessed from the options' expansions and then checked by building the game,
// so a guess can only miss, never be wrong. The guesses come from the shape of the canonical
// form of an uptimal whose last coefficient is positive (Siegel, CGT, sec. II.4): its options are
// uptimals with its number part, and its one Right option is G - ^[k] - * with k its length,
// so G is that option + ^[k] + *, for k at least the option's length and at most one more than
// the longest expansion among the options.
class Expander {
 public:
  std::optional<UptimalExpansion> expand(Game g) {
    GameTable& t = game_table();
    if (t.is_up_star(g)) {
      UptimalExpansion e{t.number_part(g), {}, t.nim(g)};
      if (t.ups(g) != 0) e.coefficients.push_back(t.ups(g));
      return e;
    }
    if (auto known = memo_.find(g.id); known != memo_.end()) return known->second;
    RecursionGuard guard;
    poll_interrupt();
    std::optional<UptimalExpansion> e = with_positive_end(g);
    if (!e)
      if (auto of_negative = with_positive_end(negate(g))) e = negated(*of_negative);
    memo_.emplace(g.id, e);
    return e;
  }

 private:
  std::optional<UptimalExpansion> with_positive_end(Game g) {
    GameTable& t = game_table();
    if (t.right_options(g).size() != 1) return std::nullopt;
    auto right = expand(t.right_options(g)[0]);
    if (!right) return std::nullopt;
    std::vector<Game> left(t.left_options(g).begin(), t.left_options(g).end());
    std::size_t longest = right->coefficients.size();
    for (Game o : left) {
      auto e = expand(o);
      if (!e || e->number != right->number) return std::nullopt;
      longest = std::max(longest, e->coefficients.size());
    }
    for (std::size_t k = std::max<std::size_t>(right->coefficients.size(), 1); k <= longest + 1;
         ++k) {
      UptimalExpansion guess = *right;
      guess.coefficients.resize(std::max(guess.coefficients.size(), k), 0);
      for (std::size_t i = 0; i < k; ++i) ++guess.coefficients[i];
      guess.nim ^= 1;
      while (!guess.coefficients.empty() && guess.coefficients.back() == 0)
        guess.coefficients.pop_back();
      if (!guess.coefficients.empty() && guess.coefficients.back() > 0 && uptimal_game(guess) == g)
        return guess;
    }
    return std::nullopt;
  }

  std::unordered_map<std::uint32_t, std::optional<UptimalExpansion>> memo_;
};

}  // namespace

Game uptimal_game(const UptimalExpansion& e) {
  if (!e.coefficients.empty() && e.coefficients.back() == 0)
    throw DomainError("an uptimal expansion's last coefficient must not be 0");
  Game g = sum(number(e.number), nimber(e.nim));
  for (std::size_t i = 0; i < e.coefficients.size(); ++i)
    if (e.coefficients[i] != 0) g = sum(g, multiple(e.coefficients[i], up_nth(i + 1)));
  return g;
}

std::optional<UptimalExpansion> uptimal_expansion(Game g) { return Expander{}.expand(g); }

}  // namespace cgt
