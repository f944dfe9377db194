#include "cgt/facts.hpp"

#include <unordered_set>
#include <vector>

namespace cgt {

std::size_t general_subpositions(Game g, std::size_t cap) {
  GameTable& t = game_table();
  std::unordered_set<std::uint32_t> seen;
  std::vector<Game> stack{g};
  while (!stack.empty() && seen.size() < cap) {
    Game x = stack.back();
    stack.pop_back();
    // Numbers and x + m.^ + *n stop the walk: their options come lazily and are never general.
    if (t.is_up_star(x) || !seen.insert(x.id).second) continue;
    for (Game o : t.left_options(x)) stack.push_back(o);
    for (Game o : t.right_options(x)) stack.push_back(o);
  }
  return seen.size();
}

}  // namespace cgt
