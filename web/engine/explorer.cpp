#include "web/engine/explorer.hpp"

#include <fmt/format.h>

#include <new>
#include <optional>
#include <span>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/json.hpp"
#include "cgt/thermograph.hpp"
#include "cgt/values.hpp"
#include "games/backsliding_toads_and_frogs/backsliding_toads_and_frogs.hpp"
#include "games/fox_and_geese/fox_and_geese.hpp"
#include "games/ruleset/any_position.hpp"
#include "lang/ast.hpp"
#include "lang/parser.hpp"
#include "loopy/outcome.hpp"
#include "tools/cgt/output.hpp"
#include "web/engine/page_bridge.hpp"
#include "web/engine/value_json.hpp"

namespace cgt::web {
namespace {

using games::Player;

// What the explorer shows of a position: its text, the expression that gives it, its value.
struct Node {
  std::string text, expression;
  lang::Value value;
};

// The outcome class: L, R, N or P, and for loopy values also D, NHat, PHat, NCheck, PCheck.
std::string outcome_name(const lang::Value& v) {
  if (auto l = std::get_if<lang::Loopy>(&v.data)) return loopy::outcome_name(loopy::outcome(l->value));
  return std::string(1, outcome_letter(outcome(std::get<Game>(v.data))));
}

// Whether moving to `option` wins for its mover: the opponent, moving first there, loses.
bool wins(const lang::Value& option, Player mover) {
  std::string o = outcome_name(option);
  bool left = mover == Player::kLeft;
  return o == "P" || o == (left ? "L" : "R") || o == (left ? "PHat" : "PCheck");
}

std::string options_json(const std::vector<Node>& options, Player mover, std::size_t max_chars) {
  std::string items;
  for (const Node& option : options)
    items += fmt::format("{}{{\"text\": {}, \"expression\": {}, \"value\": {}, \"wins\": {}}}",
                         items.empty() ? "" : ", ", json_quote(option.text),
                         json_quote(option.expression), text_forms_json(option.value, max_chars),
                         wins(option.value, mover) ? "true" : "false");
  return "[" + items + "]";
}

// The facts of a short value; a loopy one has only its outcome (temperature, mean, stops and the
// thermograph are defined for short games only).
std::string facts_json(const lang::Value& v) {
  auto g = std::get_if<Game>(&v.data);
  if (!g)
    return fmt::format("\"loopy\": true, \"outcome\": \"{}\", \"temperature\": null, \"mean\": null, "
                       "\"left_stop\": null, \"right_stop\": null, \"thermograph\": null",
                       outcome_name(v));
  return fmt::format(
      "\"loopy\": false, \"outcome\": \"{}\", \"temperature\": {}, \"mean\": {}, "
      "\"left_stop\": {}, \"right_stop\": {}, \"thermograph\": {}",
      outcome_name(v), json_quote(temperature(*g).to_string()), json_quote(mean(*g).to_string()),
      json_quote(left_stop(*g).to_string()), json_quote(right_stop(*g).to_string()),
      json_quote(thermograph_svg(*g)));
}

std::string node_json(std::string_view ruleset, const Node& n, const std::vector<Node>& left,
                      const std::vector<Node>& right, std::size_t max_chars) {
  return fmt::format(
      "{{\"ruleset\": {}, \"text\": {}, \"expression\": {}, \"value\": {}, {}, \"left\": {}, "
      "\"right\": {}}}",
      json_quote(ruleset), json_quote(n.text), json_quote(n.expression),
      text_forms_json(n.value, max_chars), facts_json(n.value),
      options_json(left, Player::kLeft, max_chars), options_json(right, Player::kRight, max_chars));
}

std::string game_text(Game g, std::size_t max_chars) {
  BoundedText out(max_chars);
  print(g, Style::kPretty, out);
  return out.take();
}

// A game standing for itself: its options are its canonical options.
std::string game_json(Game g, std::size_t max_chars) {
  auto nodes = [&](std::span<const Game> games) {
    std::vector<Node> out;
    for (Game o : games) out.push_back({game_text(o, max_chars), game_text(o, max_chars), o});
    return out;
  };
  std::string text = game_text(g, max_chars);
  return node_json("game", {text, text, g}, nodes(game_table().left_options(g)),
                   nodes(game_table().right_options(g)), max_chars);
}

// A sum of positions of a short ruleset (one position, or Cutcake's pieces written as a sum):
// a move is a move in one part.
Node sum_node(const std::vector<games::AnyPosition>& parts, Progress& progress) {
  Node n{"", "", games::value(parts, &progress)};
  for (const games::AnyPosition& p : parts) {
    std::string text = p.text();
    if (!text.empty()) n.text += (n.text.empty() ? "" : " + ") + text;
    n.expression += (n.expression.empty() ? "" : " + ") + p.expression();
  }
  return n;
}

std::string positions_json(const std::vector<games::AnyPosition>& parts, Progress& progress,
                           std::size_t max_chars) {
  auto options = [&](Player who) {
    std::vector<Node> out;
    for (std::size_t i = 0; i < parts.size(); ++i)
      for (const games::AnyPosition& o : parts[i].options(who)) {
        std::vector<games::AnyPosition> moved = parts;
        moved[i] = o;
        out.push_back(sum_node(moved, progress));
      }
    return out;
  };
  progress.start("evaluating the position", 0);
  Node n = sum_node(parts, progress);
  return node_json(parts.front().ruleset_name(), n, options(Player::kLeft),
                   options(Player::kRight), max_chars);
}

// A loopy ruleset's position: the values come from the REPL's own function (`expression` writes
// a position as its call), so the page and the REPL share the values found.
template <class R, class Expression>
std::string loopy_json(lang::Session& session, const R& rules, const typename R::Position& p,
                       lang::Value value, Expression expression, std::size_t max_chars) {
  auto options = [&](Player who) {
    std::vector<typename R::Position> moves;
    rules.options(p, who, moves);
    std::vector<Node> out;
    for (const auto& q : moves) {
      std::string e = expression(q);
      out.push_back({rules.text(q), e, session.evaluate(*lang::parse_expression(e))});
    }
    return out;
  };
  return node_json(rules.name(), {rules.text(p), expression(p), std::move(value)},
                   options(Player::kLeft), options(Player::kRight), max_chars);
}

// Fox and Geese and Backsliding Toads and Frogs: their functions give values, not positions, so
// the explorer reads the position from the call's arguments. Nothing for any other expression.
std::optional<std::string> loopy_call_json(lang::Session& session, const lang::Expr& e,
                                           std::size_t max_chars) {
  if (e.kind != lang::Expr::Kind::kCall || (e.text != "foxandgeese" && e.text != "backslide"))
    return std::nullopt;
  lang::Value value = session.evaluate(e);  // checks the arguments as the REPL does
  std::string board = std::get<lang::Text>(session.evaluate(*e.children[0]).data).text;
  if (e.text == "backslide") {
    games::BackslidingToadsAndFrogs rules;
    auto write = [&](const auto& q) { return fmt::format("backslide(\"{}\")", rules.text(q)); };
    return loopy_json(session, rules, games::parse_creature_strip(board, e.text),
                      std::move(value), write, max_chars);
  }
  bool open = false;
  if (e.children.size() > 1) {
    lang::Value v = session.evaluate(*e.children[1]);
    open = v.is_game() && std::get<Game>(v.data) == integer(1);
  }
  const auto parsed = games::FoxAndGeese::parse(board, open, e.text);
  const games::FoxAndGeese& rules = parsed.first;
  auto write = [&rules](const auto& q) { return rules.expression(q); };
  return loopy_json(session, rules, parsed.second, std::move(value), write, max_chars);
}

std::string explore(lang::Session& session, std::string_view expression, std::size_t max_chars) {
  lang::ExprPtr e = lang::parse_expression(expression);
  if (auto loopy = loopy_call_json(session, *e, max_chars)) return *loopy;
  lang::Value v = session.evaluate(*e);
  if (auto g = std::get_if<Game>(&v.data)) return game_json(*g, max_chars);
  if (auto positions = std::get_if<lang::Positions>(&v.data)) {
    Progress progress = page_progress();
    return positions_json(positions->parts, progress, max_chars);
  }
  throw Error(ErrorCode::kType,
              fmt::format("the explorer takes a position or a game, not a {}", lang::type_name(v)));
}

std::string error_json(std::string_view code, std::string_view message) {
  return fmt::format("{{\"error\": {}, \"code\": {}}}", json_quote(message), json_quote(code));
}

}  // namespace

std::string explore_json(lang::Session& session, std::string_view expression,
                         std::size_t max_chars) {
  try {
    return explore(session, expression, max_chars);
  } catch (const Error& e) {
    return error_json(tool::error_code_name(e.code()), e.what());
  } catch (const std::bad_alloc&) {
    return error_json("memory", "out of memory: the computation needs more memory than the "
                                "browser gives the page");
  }
}

}  // namespace cgt::web
