#include "cgt/followers.hpp"

#include <unordered_map>

#include "cgt/recursion_guard.hpp"

namespace cgt {

std::vector<Game> followers(Game g) {
  std::vector<Game> out;
  for_each_follower(g, [&](Game k) {
    out.push_back(k);
    return true;
  });
  return out;
}

std::size_t follower_count(Game g) {
  return followers(g).size();
}

namespace {

BigInt count_stops(Game g, std::unordered_map<std::uint32_t, BigInt>& memo) {
  GameTable& t = game_table();
  if (t.is_number(g)) return 1;
  auto it = memo.find(g.id);
  if (it != memo.end()) return it->second;
  RecursionGuard guard;
  std::vector<Game> options(t.left_options(g).begin(), t.left_options(g).end());
  options.insert(options.end(), t.right_options(g).begin(), t.right_options(g).end());
  BigInt total = 0;
  for (Game o : options) total += count_stops(o, memo);
  memo.emplace(g.id, total);
  return total;
}

}  // namespace

BigInt stop_count(Game g) {
  std::unordered_map<std::uint32_t, BigInt> memo;
  return count_stops(g, memo);
}

}  // namespace cgt
