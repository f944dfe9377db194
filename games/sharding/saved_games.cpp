#include "games/sharding/saved_games.hpp"

#include <fmt/format.h>

#include <charconv>
#include <utility>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"

namespace cgt::games {

namespace {

// The names in one side of a line "{a,b|c}" (the text between a brace and the bar, or the bar
// and a brace), cut at ','.
std::vector<std::string_view> split(std::string_view text) {
  std::vector<std::string_view> parts;
  while (!text.empty()) {
    std::size_t comma = text.find(',');
    parts.push_back(text.substr(0, comma));
    text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
  }
  return parts;
}

}  // namespace

std::string SavedGames::name(Game g, std::string& lines) {
  GameTable& t = game_table();
  auto known = [&](Game k) { return t.is_up_star(k) || line_of_.count(k.id); };
  // Depth first, without recursion: a game gets its line after its options.
  std::vector<std::pair<Game, bool>> stack{{g, false}};
  while (!stack.empty()) {
    Game k = stack.back().first;
    bool options_done = stack.back().second;
    stack.pop_back();
    if (known(k)) continue;
    if (!options_done) {
      stack.emplace_back(k, true);
      for (auto side : {t.left_options(k), t.right_options(k)})
        for (Game o : side)
          if (!known(o)) stack.emplace_back(o, false);
      continue;
    }
    std::string line = "{";
    for (Game o : t.left_options(k)) line += (line.size() > 1 ? "," : "") + known_name(o);
    line += '|';
    std::size_t bar = line.size();
    for (Game o : t.right_options(k)) line += (line.size() > bar ? "," : "") + known_name(o);
    lines += line + "}\n";
    line_of_.emplace(k.id, static_cast<std::uint32_t>(lines_.size()));
    lines_.push_back(k);
  }
  return known_name(g);
}

std::string SavedGames::known_name(Game g) const {
  const GameTable& t = game_table();
  if (t.is_number(g)) return t.number_part(g).to_string();
  if (t.is_up_star(g))
    return fmt::format("{}^{}*{}", t.number_part(g).to_string(), t.ups(g), t.nim(g));
  return fmt::format("g{}", line_of_.at(g.id) + 1);
}

void SavedGames::read_line(std::string_view line) {
  std::size_t bar = line.find('|');
  if (line.size() < 3 || line.front() != '{' || line.back() != '}' || bar == std::string_view::npos)
    throw DomainError(fmt::format("saved games: '{}' is no line {{L|R}}", line));
  std::vector<Game> left, right;
  for (std::string_view n : split(line.substr(1, bar - 1))) left.push_back(game(n));
  for (std::string_view n : split(line.substr(bar + 1, line.size() - bar - 2)))
    right.push_back(game(n));
  // The options of a saved canonical form, in its order: canonical already (the segment's CRC
  // vouches for the file), so interned without canonicalise()'s comparisons.
  Game g = game_table().intern_canonical(std::move(left), std::move(right));
  if (!line_of_.emplace(g.id, static_cast<std::uint32_t>(lines_.size())).second)
    throw DomainError(fmt::format("saved games: the line '{}' repeats an earlier one", line));
  lines_.push_back(g);
}

Game SavedGames::game(std::string_view name) const {
  if (!name.empty() && name.front() == 'g') {
    std::size_t k = 0;
    auto [end, ec] = std::from_chars(name.data() + 1, name.data() + name.size(), k);
    if (ec != std::errc() || end != name.data() + name.size() || k == 0 || k > lines_.size())
      throw DomainError(fmt::format("saved games: '{}' names no earlier line", name));
    return lines_[k - 1];
  }
  std::size_t up = name.find('^'), star = name.find('*');
  if (up == std::string_view::npos) return game_table().number(Dyadic::parse(name));
  std::int64_t ups = 0;
  std::uint64_t nim = 0;
  auto whole = [](std::string_view text, auto& value) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size();
  };
  if (star == std::string_view::npos || star < up ||
      !whole(name.substr(up + 1, star - up - 1), ups) || !whole(name.substr(star + 1), nim))
    throw DomainError(fmt::format("saved games: '{}' is no game", name));
  return game_table().up_star(Dyadic::parse(name.substr(0, up)), ups, nim);
}

}  // namespace cgt::games
