#include "games/hackenbush/hackenbush_values.hpp"

#include <functional>

#include "cgt/dyadic.hpp"
#include "cgt/values.hpp"

namespace cgt::games {

std::optional<Game> blue_red_stalk_value(const std::string& colours) {
  if (colours.find('G') != std::string::npos) return std::nullopt;
  const auto sign = [](char colour) -> std::int64_t { return colour == 'L' ? 1 : -1; };
  std::size_t run = 0;
  while (run < colours.size() && colours[run] == colours[0]) ++run;
  Dyadic value = run == 0 ? Dyadic(0) : Dyadic(sign(colours[0]) * static_cast<std::int64_t>(run));
  for (std::size_t i = run; i < colours.size(); ++i)
    value += Dyadic(sign(colours[i])).times_power_of_two(-static_cast<std::int64_t>(i - run + 1));
  return number(value);
}

std::optional<std::uint64_t> green_tree_grundy(const HackenbushGraph& g) {
  for (const HackenbushEdge& e : g)
    if (e.colour != 'G') return std::nullopt;
  std::optional<RootedTree> tree = rooted_tree(g);
  if (!tree) return std::nullopt;
  std::function<std::uint64_t(std::uint8_t)> grundy = [&](std::uint8_t v) {
    std::uint64_t x = 0;
    for (RootedTree::Child c : tree->children[v]) x ^= grundy(c.vertex) + 1;
    return x;
  };
  return grundy(0);
}

}  // namespace cgt::games
