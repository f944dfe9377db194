#include "cgt/uptimal.hpp"

#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"

namespace cgt {
namespace {

// The cache of Operation::kUpNth keys ^<n> by (n, 0) and ^[n] by (n, 1).
constexpr std::uint32_t kPower = 0, kRunningSum = 1;

// ^<n> or ^[n] from the cache, computing every power and running sum up to n on a miss:
// iteratively, keeping the running sum, so there is no deep recursion for large n.
Game uptimal(std::uint64_t n, std::uint32_t which) {
  if (n == 0) throw DomainError("the powers of up ^<n> and their sums ^[n] start at n = 1");
  if (n > 100'000) throw LimitError("up-nth powers are supported up to ^<100000>");
  if (n == 1) return up();
  GameTable& t = game_table();
  auto& cache = t.cache(Operation::kUpNth);
  if (auto known = cache.find(static_cast<std::uint32_t>(n), which)) return Game{*known};
  Game power = up(), running = up();
  for (std::uint64_t k = 2; k <= n; ++k) {
    power = canonicalise({t.zero()}, {sum(negate(running), star())});
    running = sum(running, power);
    cache.store(static_cast<std::uint32_t>(k), kPower, power.id);
    cache.store(static_cast<std::uint32_t>(k), kRunningSum, running.id);
  }
  return which == kPower ? power : running;
}

}  // namespace

Game up_nth(std::uint64_t n) { return uptimal(n, kPower); }

Game up_sum(std::uint64_t n) { return uptimal(n, kRunningSum); }

std::optional<UptimalForm> as_uptimal(Game g) {
  GameTable& t = game_table();
  if (t.is_up_star(g) || left_stop(g) != right_stop(g)) return std::nullopt;
  // Their canonical forms have one or two options a side: anything else is no uptimal.
  if (t.left_options(g).size() > 2 || t.right_options(g).size() > 2) return std::nullopt;
  // ^<n> and ^[n] are born on day n + 1; so are v<n>, v[n] and, one day later at most, their
  // starred forms.
  const Dyadic x = left_stop(g);
  Game rest = difference(g, number(x));
  std::uint64_t born = birthday(rest);
  for (std::uint64_t n = born > 2 ? born - 2 : 2; n <= born && n <= 64; ++n) {
    if (n < 2) continue;
    for (bool running_sum : {false, true}) {
      Game p = running_sum ? up_sum(n) : up_nth(n);
      for (bool star_part : {false, true})
        for (bool down : {false, true}) {
          Game candidate = down ? negate(p) : p;
          if (star_part) candidate = sum(candidate, star());
          if (candidate == rest) return UptimalForm{x, n, down, star_part, running_sum};
        }
    }
  }
  return std::nullopt;
}

}  // namespace cgt
