#include "games/random_positions.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <functional>
#include <string_view>
#include <vector>

namespace cgt::games {
namespace {

int uniform(std::mt19937_64& rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// A string of n characters drawn from `weighted` (a character's share is how often it appears).
std::string cells_of(std::mt19937_64& rng, int n, std::string_view weighted) {
  std::string s;
  for (int i = 0; i < n; ++i) s += weighted[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(weighted.size()) - 1))];
  return s;
}

// A grid of at most `cells` cells, rows joined by '|'.
std::string grid(std::mt19937_64& rng, int cells, std::string_view weighted) {
  int rows = uniform(rng, 1, 3);
  int cols = uniform(rng, 1, std::max(1, cells / rows));
  std::string g;
  for (int r = 0; r < rows; ++r) g += (r ? "|" : "") + cells_of(rng, cols, weighted);
  return g;
}

std::string strip(std::mt19937_64& rng, int cells, std::string_view weighted) {
  return cells_of(rng, uniform(rng, 1, cells), weighted);
}

std::string integers(std::mt19937_64& rng, int count, int max) {
  std::vector<int> set;
  for (int i = 0; i < count; ++i) set.push_back(uniform(rng, 1, max));
  std::sort(set.begin(), set.end());
  set.erase(std::unique(set.begin(), set.end()), set.end());
  return fmt::format("[{}]", fmt::join(set, ", "));
}

using Maker = std::function<std::string(std::mt19937_64&, int)>;

const std::vector<Maker>& makers() {
  static const std::vector<Maker> kMakers = {
      [](auto& rng, int c) { return fmt::format("domineering(\"{}\")", grid(rng, c, "...#")); },
      [](auto& rng, int c) { return fmt::format("cram(\"{}\")", grid(rng, c, "...#")); },
      [](auto& rng, int c) { return fmt::format("clobber(\"{}\")", grid(rng, c, "XXOO.")); },
      [](auto& rng, int c) {
        return fmt::format("cannibalclobber(\"{}\")", grid(rng, c, "XXOO."));
      },
      [](auto& rng, int c) { return fmt::format("konane(\"{}\")", grid(rng, c, "XXOO..#")); },
      [](auto& rng, int c) { return fmt::format("nogo(\"{}\")", grid(rng, c, "....XO")); },
      [](auto& rng, int c) { return fmt::format("amazons(\"{}\")", grid(rng, c, "......XO#")); },
      [](auto& rng, int c) { return fmt::format("fission(\"{}\")", grid(rng, c, "...X#")); },
      [](auto& rng, int c) { return fmt::format("snort(\"{}\")", grid(rng, c, "....XO#")); },
      [](auto& rng, int c) { return fmt::format("col(\"{}\")", grid(rng, c, "....XO#")); },
      [](auto& rng, int c) { return fmt::format("toads(\"{}\")", strip(rng, c, "XX..OO#")); },
      [](auto& rng, int c) {
        return fmt::format("gentoads(\"{}\", 1, 2, 1, {})", strip(rng, c, "XX..OO"),
                           uniform(rng, 0, 1));
      },
      [](auto& rng, int c) { return fmt::format("elephants(\"{}\")", strip(rng, c, "X..O#")); },
      [](auto& rng, int c) { return fmt::format("toppling(\"{}\")", strip(rng, c, "XXOOG")); },
      [](auto& rng, int c) {
        std::string stalks;
        for (int i = 0, n = uniform(rng, 1, 3); i < n; ++i)
          stalks += (i ? " " : "") + strip(rng, std::max(1, c / 2), "LRG");
        return fmt::format("hackenbush(\"{}\")", stalks);
      },
      [](auto& rng, int c) {
        return fmt::format("cutcake({}, {})", uniform(rng, 1, std::max(1, c / 2)),
                           uniform(rng, 1, std::max(1, c / 2)));
      },
      [](auto& rng, int c) {
        return fmt::format("subtraction({}, {}, {})", integers(rng, 2, 4), integers(rng, 2, 4),
                           uniform(rng, 0, 3 * c));
      },
      [](auto& rng, int c) { return fmt::format("octal(\"0.137\", {})", uniform(rng, 0, 3 * c)); },
      [](auto& rng, int c) { return fmt::format("kayles({})", uniform(rng, 0, 3 * c)); },
      [](auto& rng, int c) { return fmt::format("dawson({})", uniform(rng, 0, 3 * c)); },
      [](auto& rng, int c) { return fmt::format("grundygame({})", uniform(rng, 0, 3 * c)); },
      [](auto& rng, int c) { return fmt::format("nim({})", uniform(rng, 0, 3 * c)); },
      [](auto& rng, int c) {
        return fmt::format("goldennugget({}{})", uniform(rng, 1, 2 * c),
                           uniform(rng, 0, 1) ? ", \"red\"" : "");
      },
      [](auto& rng, int c) {
        return fmt::format("wythoffgame({}, {})", uniform(rng, 0, c), uniform(rng, 0, c));
      },
      [](auto& rng, int c) {
        return fmt::format("fibnimgame({}, {})", uniform(rng, 1, 2 * c), uniform(rng, 1, c));
      },
  };
  return kMakers;
}

}  // namespace

std::string random_position(std::mt19937_64& rng, int cells) {
  const std::vector<Maker>& all = makers();
  // The partizan grids and strips (the first fifteen makers) also come as impartial variants.
  int pick = uniform(rng, 0, static_cast<int>(all.size()) + 3);
  if (pick >= static_cast<int>(all.size()))
    return fmt::format("impartial({})", all[static_cast<std::size_t>(uniform(rng, 0, 14))](rng, cells));
  return all[static_cast<std::size_t>(pick)](rng, cells);
}

std::string random_game_value(std::mt19937_64& rng) {
  switch (uniform(rng, 0, 5)) {
    case 0: return std::to_string(uniform(rng, -3, 3));
    case 1: return fmt::format("{}/{}", 2 * uniform(rng, -4, 4) + 1, 1 << uniform(rng, 1, 3));
    case 2: return fmt::format("*{}", uniform(rng, 1, 7));
    case 3: return std::array<const char*, 4>{"^", "v", "^*", "v*"}[static_cast<std::size_t>(uniform(rng, 0, 3))];
    case 4: return fmt::format("{{{}|{}}}", uniform(rng, 0, 3), -uniform(rng, 0, 3));
    default: return fmt::format("{{{}||{}|{}}}", uniform(rng, 1, 3), 0, -uniform(rng, 1, 3));
  }
}

std::string random_sum(std::mt19937_64& rng, int parts, int cells) {
  std::string sum;
  for (int i = 0, n = uniform(rng, 1, parts); i < n; ++i)
    sum += (i ? " + " : "") + random_position(rng, cells);
  if (uniform(rng, 0, 3) == 0) sum += " + " + random_game_value(rng);
  return sum;
}

}  // namespace cgt::games
