#include "cgt/thermograph.hpp"

#include <stdexcept>

#include "cgt/game_table.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {
namespace {

const Dyadic kZero(0);

// The walls x - t and x + t up to t = 0 (Left's and Right's), constant x after.
Trajectory sloped_to_zero(const Dyadic& x, std::int64_t slope) {
  return Trajectory::constant(x).tilted(slope).frozen_after(kZero);
}

}  // namespace

const Thermograph& Thermographer::of(Game g) {
  auto it = memo_.find(g.id);
  if (it != memo_.end()) return it->second;
  Thermograph th = compute(g);
  return memo_.emplace(g.id, std::move(th)).first->second;
}

Thermograph Thermographer::compute(Game g) {
  GameTable& t = game_table();
  if (t.is_number(g) && t.number_part(g).is_integer()) {
    const Dyadic& n = t.number_part(g);
    return Thermograph{Trajectory::constant(n), Trajectory::constant(n), n, Dyadic(-1)};
  }
  if (t.is_up_star(g) && !t.is_number(g) && t.number_part(g).is_integer()) {
    // x + m.^ + *n for an integer x (uncooled, so its walls are the constant x), temperature 0,
    // read off the options of materialise(): Left's option x gives
    // LW = x - t below 0 unless m <= -1 (then Left moves to x + (m+1).^ + *(n xor 1), whose Left
    // wall is x - t, taxed to the constant x), except v* = {x, x* | x}; mirror for Right.
    const Dyadic& x = t.number_part(g);
    std::int64_t m = t.ups(g);
    bool star_only = m == 0, up_star_one = t.nim(g) == 1 && (m == 1 || m == -1);
    Trajectory left =
        star_only || m > 0 || up_star_one ? sloped_to_zero(x, -1) : Trajectory::constant(x);
    Trajectory right =
        star_only || m < 0 || up_star_one ? sloped_to_zero(x, 1) : Trajectory::constant(x);
    return Thermograph{std::move(left), std::move(right), x, kZero};
  }
  RecursionGuard guard;
  // Copy the option lists: computing the options' thermographs may materialise more options.
  std::vector<Game> left(t.left_options(g).begin(), t.left_options(g).end());
  std::vector<Game> right(t.right_options(g).begin(), t.right_options(g).end());
  // A canonical non-integer has options on both sides.
  Trajectory left_scaffold = of(left[0]).right_wall;
  for (std::size_t i = 1; i < left.size(); ++i)
    left_scaffold = Trajectory::max(left_scaffold, of(left[i]).right_wall);
  Trajectory right_scaffold = of(right[0]).left_wall;
  for (std::size_t i = 1; i < right.size(); ++i)
    right_scaffold = Trajectory::min(right_scaffold, of(right[i]).left_wall);
  left_scaffold = left_scaffold.tilted(-1);
  right_scaffold = right_scaffold.tilted(1);

  std::optional<Dyadic> meet = left_scaffold.first_not_above(right_scaffold);
  if (!meet || left_scaffold.at(*meet) != right_scaffold.at(*meet))
    throw std::logic_error("thermograph: the scaffolds of a canonical game do not meet");
  Dyadic mast = left_scaffold.at(*meet);
  return Thermograph{left_scaffold.frozen_after(*meet), right_scaffold.frozen_after(*meet),
                     std::move(mast), *meet};
}

Thermograph thermograph(Game g) {
  Thermographer th;
  return th.of(g);
}

std::string to_string(const Thermograph& th) {
  return fmt::format("mean {}, temperature {}; left wall {}; right wall {}", th.mean,
                     th.temperature, th.left_wall.to_string(), th.right_wall.to_string());
}

namespace {

// Looks up or computes the mean and the temperature together, caching both.
Dyadic cached_fact(Game g, Operation op) {
  GameTable& t = game_table();
  if (auto known = t.cache(op).find(g.id, 0)) return t.number_part(Game{*known});
  Thermograph th = thermograph(g);
  Game mean = t.number(th.mean), temperature = t.number(th.temperature);
  t.cache(Operation::kMean).store(g.id, 0, mean.id);
  t.cache(Operation::kTemperature).store(g.id, 0, temperature.id);
  return op == Operation::kMean ? th.mean : th.temperature;
}

}  // namespace

Dyadic mean(Game g) {
  GameTable& t = game_table();
  if (t.is_up_star(g)) return t.number_part(g);
  return cached_fact(g, Operation::kMean);
}

Dyadic temperature(Game g) {
  GameTable& t = game_table();
  if (t.is_number(g))  // m/2^k has temperature -1/2^k, an integer -1
    return -Dyadic(1).times_power_of_two(-static_cast<std::int64_t>(t.number_part(g).exponent()));
  if (t.is_up_star(g)) return kZero;
  return cached_fact(g, Operation::kTemperature);
}

}  // namespace cgt
