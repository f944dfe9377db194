#include "cgt/cooling.hpp"

#include <unordered_map>
#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/sum.hpp"
#include "cgt/thermograph.hpp"

namespace cgt {
namespace {

// {f(G^L) + left_shift | f(G^R) + right_shift}: the step shared by cooling, heating and
// overheating.
template <class F>
Game shifted(Game g, F f, Game left_shift, Game right_shift) {
  GameTable& table = game_table();
  RecursionGuard guard;
  poll_interrupt();
  std::vector<Game> left(table.left_options(g).begin(), table.left_options(g).end());
  std::vector<Game> right(table.right_options(g).begin(), table.right_options(g).end());
  for (Game& o : left) o = sum(f(o), left_shift);
  for (Game& o : right) o = sum(f(o), right_shift);
  return canonicalise(std::move(left), std::move(right));
}

// One cooling by t: the thermographs of the subpositions are computed once, by one
// Thermographer, and the results go to the game table's cooling cache.
class Cooler {
 public:
  explicit Cooler(const Dyadic& t) : t_(t), t_game_(game_table().number(t)) {}

  Game run(Game g) {
    GameTable& table = game_table();
    if (table.is_number(g) && table.number_part(g).is_integer()) return g;
    if (t_.is_zero()) return g;  // G_0 = G, option by option
    auto& cache = table.cache(Operation::kCool);
    if (auto known = cache.find(g.id, t_game_.id)) return Game{*known};
    const Thermograph& th = thermographer_.of(g);
    Game result = th.temperature < t_
                      ? table.number(th.mean)
                      : shifted(
                            g, [&](Game o) { return run(o); }, negate(t_game_), t_game_);
    cache.store(g.id, t_game_.id, result.id);
    return result;
  }

 private:
  Dyadic t_;
  Game t_game_;
  Thermographer thermographer_;
};

}  // namespace

Game cool(Game g, const Dyadic& t) {
  if (t < Dyadic(-1))
    throw DomainError(fmt::format("cooling is defined for temperatures t >= -1, not {}", t));
  return Cooler(t).run(g);
}

Game freeze(Game g) {
  return cool(g, temperature(g));
}

Game heat(Game g, Game t) {
  GameTable& table = game_table();
  if (table.is_number(g)) return g;
  auto& cache = table.cache(Operation::kHeat);
  if (auto known = cache.find(g.id, t.id)) return Game{*known};
  Game result = shifted(
      g, [&](Game o) { return heat(o, t); }, t, negate(t));
  cache.store(g.id, t.id, result.id);
  return result;
}

namespace {

// One overheating from s to t; three arguments do not fit the pair-keyed computed tables, so
// the memo lives as long as the call.
class Overheater {
 public:
  Overheater(Game s, Game t) : s_(s), t_(t) {}

  Game run(Game g) {
    GameTable& table = game_table();
    if (table.is_number(g) && table.number_part(g).is_integer())
      return multiple(table.number_part(g).to_int64("the integer to overheat"), s_);
    auto it = memo_.find(g.id);
    if (it != memo_.end()) return it->second;
    Game result = shifted(
        g, [&](Game o) { return run(o); }, t_, negate(t_));
    memo_.emplace(g.id, result);
    return result;
  }

 private:
  Game s_, t_;
  std::unordered_map<std::uint32_t, Game> memo_;
};

}  // namespace

Game overheat(Game g, Game s, Game t) {
  return Overheater(s, t).run(g);
}

}  // namespace cgt
