#include "cgt/incentives.hpp"

#include <algorithm>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"

namespace cgt {
namespace {

// The distinct maximal elements, in a fixed order (by id).
std::vector<Game> maximal(std::vector<Game> games) {
  std::sort(games.begin(), games.end(), ById());
  games.erase(std::unique(games.begin(), games.end()), games.end());
  std::vector<Game> kept;
  for (Game a : games)
    if (std::none_of(games.begin(), games.end(), [&](Game b) { return b != a && leq(a, b); }))
      kept.push_back(a);
  return kept;
}

std::vector<Game> raw_left(Game g) {
  std::vector<Game> out;
  for (Game gl :
       std::vector<Game>(game_table().left_options(g).begin(), game_table().left_options(g).end()))
    out.push_back(difference(gl, g));
  return out;
}

std::vector<Game> raw_right(Game g) {
  std::vector<Game> out;
  for (Game gr : std::vector<Game>(game_table().right_options(g).begin(),
                                   game_table().right_options(g).end()))
    out.push_back(difference(g, gr));
  return out;
}

}  // namespace

std::vector<Game> left_incentives(Game g) {
  return maximal(raw_left(g));
}
std::vector<Game> right_incentives(Game g) {
  return maximal(raw_right(g));
}

std::vector<Game> incentives(Game g) {
  std::vector<Game> all = raw_left(g), right = raw_right(g);
  all.insert(all.end(), right.begin(), right.end());
  return maximal(all);
}

}  // namespace cgt
