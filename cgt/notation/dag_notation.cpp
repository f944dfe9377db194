#include "cgt/notation/dag_notation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <span>
#include <unordered_map>
#include <vector>

#include "cgt/followers.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/json.hpp"
#include "cgt/notation/printer.hpp"

namespace cgt {
namespace {

// An option as the notation writes it: a number or x + m.^ + *n (written in place), or a
// named general subposition, identified by its place in the order of lines.
struct OptionKey {
  bool named;
  std::size_t rank;  // named: index into Layout::named
  Game atom;         // otherwise
};

// Numbers and x + m.^ + *n before names; those by x, then m, then n; names by rank.
bool option_less(const OptionKey& a, const OptionKey& b) {
  if (a.named != b.named) return !a.named;
  if (a.named) return a.rank < b.rank;
  const GameTable& t = game_table();
  if (auto order = t.number_part(a.atom) <=> t.number_part(b.atom); order != 0) return order < 0;
  if (t.ups(a.atom) != t.ups(b.atom)) return t.ups(a.atom) < t.ups(b.atom);
  return t.nim(a.atom) < t.nim(b.atom);
}

struct Line {
  Game game;
  std::size_t height = 0;  // the longest path of general subpositions below, plus one
  std::vector<OptionKey> left, right;
};

// Equal keys only for equal option sets, i.e. the same canonical form: the order is total.
bool options_less(const std::vector<OptionKey>& a, const std::vector<OptionKey>& b) {
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), option_less);
}

// The general subpositions of g in the order of the notation's lines, with their options.
struct Layout {
  std::vector<Line> named;
  std::unordered_map<std::uint32_t, std::size_t> rank;  // game id -> index into named
};

Layout layout(Game g) {
  GameTable& t = game_table();
  // Depth first, without recursion: a game is finished (its height known) after its options.
  // Numbers and x + m.^ + *n are written in place, so the walk does not enter them.
  std::vector<Game> general;
  std::unordered_map<std::uint32_t, std::size_t> height;
  std::vector<std::pair<Game, bool>> stack{{g, false}};
  auto general_options = [&](Game k) {
    std::vector<Game> out;
    for (auto side : {t.left_options(k), t.right_options(k)})
      for (Game o : side)
        if (!t.is_up_star(o)) out.push_back(o);
    return out;
  };
  while (!stack.empty()) {
    auto [k, options_done] = stack.back();
    stack.pop_back();
    if (height.count(k.id)) continue;
    if (!options_done) {
      stack.emplace_back(k, true);
      for (Game o : general_options(k))
        if (!height.count(o.id)) stack.emplace_back(o, false);
      continue;
    }
    std::size_t h = 1;
    for (Game o : general_options(k)) h = std::max(h, height.at(o.id) + 1);
    height.emplace(k.id, h);
    general.push_back(k);
  }
  std::sort(general.begin(), general.end(),
            [&](Game a, Game b) { return height.at(a.id) < height.at(b.id); });

  Layout out;
  auto keys = [&](std::span<const Game> options) {
    std::vector<OptionKey> k;
    for (Game o : options)
      k.push_back(t.is_up_star(o) ? OptionKey{false, 0, o} : OptionKey{true, out.rank.at(o.id), o});
    std::sort(k.begin(), k.end(), option_less);
    return k;
  };
  // One height at a time: the options of a line lie lower, so their ranks are already known.
  for (std::size_t begin = 0; begin < general.size();) {
    std::size_t h = height.at(general[begin].id), end = begin;
    std::vector<Line> level;
    for (; end < general.size() && height.at(general[end].id) == h; ++end)
      level.push_back(Line{general[end], h, keys(t.left_options(general[end])),
                           keys(t.right_options(general[end]))});
    std::sort(level.begin(), level.end(), [](const Line& a, const Line& b) {
      if (options_less(a.left, b.left)) return true;
      if (options_less(b.left, a.left)) return false;
      return options_less(a.right, b.right);
    });
    for (Line& line : level) {
      out.rank.emplace(line.game.id, out.named.size());
      out.named.push_back(std::move(line));
    }
    begin = end;
  }
  return out;
}

std::string line_name(const Layout& l, std::size_t rank) {
  return rank + 1 == l.named.size() ? kDagRootName : fmt::format("g{}", rank + 1);
}

std::string option_text(const Layout& l, const OptionKey& k) {
  return k.named ? line_name(l, k.rank) : to_string(k.atom, Style::kPretty);
}

}  // namespace

std::string dag_text(Game g) {
  if (game_table().is_up_star(g))
    return fmt::format("# a number or x + m.^ + *n: no general subpositions\n{} = {}\n",
                       kDagRootName, to_string(g, Style::kPretty));
  Layout l = layout(g);
  std::string s = fmt::format(
      "# the canonical form as a DAG: {} general subposition{}, one per line ({} subpositions "
      "in all, numbers included)\n",
      l.named.size(), l.named.size() == 1 ? "" : "s", follower_count(g));
  for (std::size_t r = 0; r < l.named.size(); ++r) {
    const Line& line = l.named[r];
    s += line_name(l, r) + " = {";
    for (std::size_t i = 0; i < line.left.size(); ++i)
      s += (i ? "," : "") + option_text(l, line.left[i]);
    s += '|';
    for (std::size_t i = 0; i < line.right.size(); ++i)
      s += (i ? "," : "") + option_text(l, line.right[i]);
    s += "}\n";
  }
  return s;
}

std::string dag_json(Game g) {
  std::size_t subpositions = follower_count(g);
  if (game_table().is_up_star(g))
    return fmt::format(R"({{"type": "dag", "subpositions": {}, "root": {}, "nodes": []}})",
                       subpositions, json_quote(to_string(g, Style::kPretty)));
  Layout l = layout(g);
  auto list = [&](const std::vector<OptionKey>& keys) {
    std::string s = "[";
    for (std::size_t i = 0; i < keys.size(); ++i)
      s += (i ? ", " : "") + json_quote(option_text(l, keys[i]));
    return s + "]";
  };
  std::string nodes;
  for (std::size_t r = 0; r < l.named.size(); ++r)
    nodes += fmt::format(R"({}{{"name": {}, "left": {}, "right": {}}})", r ? ", " : "",
                         json_quote(line_name(l, r)), list(l.named[r].left),
                         list(l.named[r].right));
  return fmt::format(R"({{"type": "dag", "subpositions": {}, "root": {}, "nodes": [{}]}})",
                     subpositions, json_quote(kDagRootName), nodes);
}

}  // namespace cgt
