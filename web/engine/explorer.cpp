#include "web/engine/explorer.hpp"

#include <fmt/format.h>

#include <new>
#include <optional>

#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/json.hpp"
#include "cgt/thermograph.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/any_position.hpp"
#include "lang/parser.hpp"
#include "tools/cgt/output.hpp"
#include "web/engine/page_bridge.hpp"
#include "web/engine/value_json.hpp"

namespace cgt::web {
namespace {

// A position, or a game standing for itself (its options are its canonical options).
struct Node {
  std::optional<games::AnyPosition> position;
  Game game;
};

std::string node_text(const Node& n, std::size_t max_chars) {
  if (n.position) return n.position->text();
  BoundedText out(max_chars);
  print(n.game, Style::kPretty, out);
  return out.take();
}

std::string node_expression(const Node& n, std::size_t max_chars) {
  if (n.position) return n.position->expression();
  BoundedText out(max_chars);
  print(n.game, Style::kPretty, out);
  return out.take();
}

std::vector<Node> options(const Node& n, games::Player who, Progress& progress) {
  std::vector<Node> out;
  if (n.position) {
    for (const games::AnyPosition& p : n.position->options(who))
      out.push_back({p, p.value(&progress)});
  } else {
    auto games = who == games::Player::kLeft ? game_table().left_options(n.game)
                                             : game_table().right_options(n.game);
    for (Game g : games) out.push_back({std::nullopt, g});
  }
  return out;
}

std::string options_json(const Node& n, games::Player who, Progress& progress,
                         std::size_t max_chars) {
  std::string items;
  for (const Node& option : options(n, who, progress)) {
    bool wins = who == games::Player::kLeft ? leq(zero(), option.game) : leq(option.game, zero());
    items += fmt::format("{}{{\"text\": {}, \"expression\": {}, \"value\": {}, \"wins\": {}}}",
                         items.empty() ? "" : ", ", json_quote(node_text(option, max_chars)),
                         json_quote(node_expression(option, max_chars)),
                         game_forms_json(option.game, max_chars), wins ? "true" : "false");
  }
  return "[" + items + "]";
}

Node node_of(lang::Session& session, std::string_view expression, Progress& progress) {
  lang::Value v = session.evaluate(*lang::parse_expression(expression));
  if (auto g = std::get_if<Game>(&v.data)) return {std::nullopt, *g};
  auto positions = std::get_if<lang::Positions>(&v.data);
  if (!positions || positions->parts.size() != 1)
    throw Error(ErrorCode::kType, fmt::format("the explorer takes one position or game, not a {}",
                                              positions ? "sum of positions" : lang::type_name(v)));
  const games::AnyPosition& p = positions->parts.front();
  progress.start("evaluating the position", 0);
  return {p, p.value(&progress)};
}

std::string error_json(std::string_view code, std::string_view message) {
  return fmt::format("{{\"error\": {}, \"code\": {}}}", json_quote(message), json_quote(code));
}

}  // namespace

std::string explore_json(lang::Session& session, std::string_view expression,
                         std::size_t max_chars) {
  try {
    Progress progress = page_progress();
    Node n = node_of(session, expression, progress);
    Game g = n.game;
    std::string left = options_json(n, games::Player::kLeft, progress, max_chars);
    std::string right = options_json(n, games::Player::kRight, progress, max_chars);
    return fmt::format(
        "{{\"ruleset\": {}, \"text\": {}, \"expression\": {}, \"value\": {}, \"outcome\": \"{}\", "
        "\"temperature\": {}, \"mean\": {}, \"left_stop\": {}, \"right_stop\": {}, "
        "\"thermograph\": {}, \"left\": {}, \"right\": {}}}",
        json_quote(n.position ? n.position->ruleset_name() : "game"),
        json_quote(node_text(n, max_chars)), json_quote(node_expression(n, max_chars)),
        game_forms_json(g, max_chars), outcome_letter(outcome(g)),
        json_quote(temperature(g).to_string()), json_quote(mean(g).to_string()),
        json_quote(left_stop(g).to_string()), json_quote(right_stop(g).to_string()),
        json_quote(thermograph_svg(g)), left, right);
  } catch (const Error& e) {
    return error_json(tool::error_code_name(e.code()), e.what());
  } catch (const std::bad_alloc&) {
    return error_json("memory", "out of memory: the computation needs more memory than the "
                                "browser gives the page");
  }
}

}  // namespace cgt::web
