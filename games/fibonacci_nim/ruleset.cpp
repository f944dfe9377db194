#include "games/fibonacci_nim/ruleset.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace cgt::games {

std::uint64_t LocalFibonacciNim::hash(const Position& p) {
  std::uint64_t h = p.size();
  for (const Pile& pile : p) h = mix_hash(h ^ ((std::uint64_t{pile.n} << 32) | pile.r));
  return h;
}

void LocalFibonacciNim::options(const Position& p, Player, std::vector<Position>& out) const {
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::uint32_t s = 1; s <= std::min(p[i].r, p[i].n); ++s) {
      Position option = p;
      option[i] = {p[i].n - s, 2 * s};
      out.push_back(std::move(option));
    }
}

std::string LocalFibonacciNim::text(const Position& p) const {
  if (p.empty()) return "0";
  std::string out;
  for (const Pile& pile : p)
    out += fmt::format("{}({}; {})", out.empty() ? "" : " + ", pile.n, pile.r);
  return out;
}

std::string LocalFibonacciNim::expression(const Position& p) const {
  if (p.size() == 1) return fmt::format("fibnimgame({}, {})", p[0].n, p[0].r);
  std::string piles;
  for (const Pile& pile : p)
    piles += fmt::format("{}[{}, {}]", piles.empty() ? "" : ", ", pile.n, pile.r);
  return "fibnimgame([" + piles + "])";
}

void LocalFibonacciNim::components(const Position& p, std::vector<Position>& out) const {
  for (const Pile& pile : p)
    if (pile.n > 0) out.push_back({pile});
}

LocalFibonacciNim::Position LocalFibonacciNim::normalise(const Position& p) const {
  Position q;
  for (const Pile& pile : p)
    if (pile.n > 0) q.push_back({pile.n, std::min(pile.r, pile.n)});
  std::sort(q.begin(), q.end());
  return q;
}

std::size_t LocalFibonacciNim::size(const Position& p) const {
  std::size_t stones = 0;
  for (const Pile& pile : p) stones += pile.n;
  return stones;
}

}  // namespace cgt::games
