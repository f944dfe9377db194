// The tool's functions on positions of any ruleset (games/ruleset/any_position.hpp): value,
// options, Grundy values, outcome search and winning moves, the impartial variant.
#include <fmt/format.h>

#include "cgt/game_table.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/any_position.hpp"
#include "games/ruleset/game_value_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {
namespace {

// The parts of argument i: a position or a sum, or a game (one game value).
std::vector<games::AnyPosition> parts_of(const Args& a, std::size_t i, const char* param) {
  if (auto g = std::get_if<Game>(&a.value(i).data)) return {games::game_value_position(*g)};
  return a.positions(i, param).parts;
}

List position_list(const std::vector<games::AnyPosition>& positions) {
  return List(positions.begin(), positions.end());
}

// Sums as values: a sum of one part is that position.
List sum_list(std::vector<std::vector<games::AnyPosition>> sums) {
  List out;
  for (auto& parts : sums) out.push_back(Positions{std::move(parts)});
  return out;
}

// The options of argument 0 for `who`: the canonical options of a game (of a misère game: its
// options in misère canonical form, the same for both players); of a position or a sum, each
// distinct position one move reaches (a move in one part of a sum).
List options_of(const Args& a, games::Player who) {
  if (auto m = std::get_if<MisereForm>(&a.value(0).data)) {
    List options;
    for (misere::MisereGame o : misere::misere_table().options(m->game))
      options.push_back(MisereForm{o});
    return options;
  }
  if (auto g = std::get_if<Game>(&a.value(0).data)) {
    auto options = who == games::Player::kLeft ? game_table().left_options(*g)
                                               : game_table().right_options(*g);
    return List(options.begin(), options.end());
  }
  return sum_list(games::sum_options(a.positions(0, "P").parts, who));
}

games::Player player(const Args& a, std::size_t i) {
  std::string who = a.text(i, "player");
  if (who == "L" || who == "l" || who == "Left" || who == "left") return games::Player::kLeft;
  if (who == "R" || who == "r" || who == "Right" || who == "right") return games::Player::kRight;
  a.fail(ErrorCode::kDomain, fmt::format("player must be \"L\" or \"R\", not \"{}\"", who));
}

// Whether argument i names a play convention (rather than a player).
bool is_convention(const Args& a, std::size_t i) {
  std::string c = a.text(i, "player or convention");
  return c == "normal" || c == "misere" || c == "misère";
}

// The play convention of argument i when given: "normal" (the default) or "misere".
games::PlayConvention convention(const Args& a, std::size_t i) {
  if (a.size() <= i) return games::PlayConvention::kNormal;
  std::string c = a.text(i, "convention");
  if (c == "normal") return games::PlayConvention::kNormal;
  if (c == "misere" || c == "misère") return games::PlayConvention::kMisere;
  a.fail(ErrorCode::kDomain,
         fmt::format("convention must be \"normal\" or \"misere\", not \"{}\"", c));
}

}  // namespace

void register_position_functions(FunctionRegistry& r) {
  auto add = [&](const char* name, const char* signature, const char* summary, const char* example,
                 std::size_t min_args, std::size_t max_args,
                 std::function<Value(const Args&)> call) {
    r.add(Function{name, signature, summary, example, "positions", min_args, max_args,
                   std::move(call)});
  };
  add("value", "value(P)", "the canonical form of a position or sum of positions",
      "value(domineering(\"..|..\"))", 1, 1, [](const Args& a) -> Value {
        a.progress().start("evaluating positions", 0);
        return games::value(a.positions(0, "P").parts, &a.progress());
      });
  add("options", "options(P)",
      "the options of a position or sum (each distinct position once), or of a game's "
      "canonical form: [Left's, Right's]",
      "options(domineering(\"..|..\"))", 1, 1, [](const Args& a) -> Value {
        return List{options_of(a, games::Player::kLeft), options_of(a, games::Player::kRight)};
      });
  add("leftoptions", "leftoptions(P)",
      "Left's options of a position or sum (each distinct position once), or of a game's "
      "canonical form",
      "leftoptions(domineering(\"...|...\"))", 1, 1,
      [](const Args& a) -> Value { return options_of(a, games::Player::kLeft); });
  add("rightoptions", "rightoptions(P)",
      "Right's options of a position or sum (each distinct position once), or of a game's "
      "canonical form",
      "rightoptions(domineering(\"...|...\"))", 1, 1,
      [](const Args& a) -> Value { return options_of(a, games::Player::kRight); });
  add("components", "components(P)",
      "the independent parts a position (or each part of a sum) splits into",
      "components(domineering(\"..#..\"))", 1, 1, [](const Args& a) -> Value {
        return position_list(games::sum_components(a.positions(0, "P").parts));
      });
  add("grundy", "grundy(P)",
      "the Grundy value of an impartial position or sum (nimbers too), by nimber search, "
      "without game trees",
      "grundy(kayles(10))", 1, 1, [](const Args& a) -> Value {
        a.progress().start("Grundy values", 0);
        std::uint64_t g = games::grundy(parts_of(a, 0, "P"), &a.progress());
        return integer(static_cast<std::int64_t>(g));  // a mex is at most the options counted
      });
  add("solve", "solve(S[, player][, convention])",
      "the outcome (L, R, N or P) of a position or sum (with game values too) by search, "
      "without canonical forms; with a player (\"L\" or \"R\"), who wins when that player "
      "moves first (half the work); convention \"misere\" for misère play (a player with no "
      "move wins)",
      "solve(domineering(\"....|....|....|....\"))", 1, 3, [](const Args& a) -> Value {
        a.progress().start("outcome search", 0);
        const std::vector<games::AnyPosition> parts = parts_of(a, 0, "S");
        // The player is left out when argument 1 is the convention.
        const bool has_player = a.size() == 3 || (a.size() == 2 && !is_convention(a, 1));
        const games::PlayConvention c = convention(a, has_player ? 2 : 1);
        if (has_player) {
          games::Player first = player(a, 1);
          bool wins = games::wins_moving_first(parts, first, &a.progress(), c);
          return Text{(wins ? first : games::opponent(first)) == games::Player::kLeft ? "L"
                                                                                       : "R"};
        }
        Outcome o = games::solve(parts, &a.progress(), c);
        return Text{std::string(1, outcome_letter(o))};
      });
  add("winningmoves", "winningmoves(P, player[, convention])",
      "the options of a position or sum that win for the player (\"L\" or \"R\") moving "
      "first; convention \"misere\" for misère play",
      "winningmoves(domineering(\"...|...\"), \"L\")", 2, 3, [](const Args& a) -> Value {
        a.progress().start("outcome search", 0);
        return sum_list(games::winning_moves(parts_of(a, 0, "P"), player(a, 1), &a.progress(),
                                             convention(a, 2)));
      });
  add("impartial", "impartial(P)",
      "the impartial variant of a position: both players get Left's and Right's moves",
      "grundy(impartial(domineering(\"...|...\")))", 1, 1, [](const Args& a) -> Value {
        std::vector<games::AnyPosition> parts;
        for (const games::AnyPosition& p : a.positions(0, "P").parts)
          parts.push_back(p.impartial_variant());
        return Positions{std::move(parts)};
      });
}

}  // namespace cgt::lang
