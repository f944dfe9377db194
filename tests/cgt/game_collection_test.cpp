#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/game_roots.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "lang/parser.hpp"
#include "lang/session.hpp"

using namespace cgt;

namespace {

// A holder of handles, as a session is: it marks them when the table is collected.
struct HeldGames : GameRoots {
  std::vector<Game> games;
  ~HeldGames() override { withdraw(); }
  void mark_games(GameMarker& marker) const override {
    for (Game g : games) marker.mark(g);
  }
};

// Many games nobody keeps: switches and their sums.
void make_garbage(int count) {
  Game total = zero();
  for (int k = 1; k <= count; ++k) {
    Game sw = lang::evaluate_game("{" + std::to_string(k) + "|" + std::to_string(-2 * k) + "}");
    total = sum(total, sw);
  }
  CHECK(total != zero());
}

}  // namespace

TEST_CASE("a collection frees the games no holder marks and keeps the marked ones whole",
          "[game_table]") {
  GameTable& t = game_table();
  HeldGames held;
  held.games = {lang::evaluate_game("{{3|2}|{1|*2}} + ^ + {5||4|3}"), lang::evaluate_game("^<5>")};
  std::vector<std::string> texts;
  for (Game g : held.games) texts.push_back(to_string(g, Style::kExplicit));
  make_garbage(60);
  const Game newest = lang::evaluate_game("{1000|-1001}");  // the highest id so far: no free ids
  const std::size_t before = t.size();
  const std::uint64_t generation = t.generation(), resets = t.resets();
  std::size_t freed = collect_games();
  CHECK(freed > 100);
  CHECK(t.size() == before - freed);
  CHECK(t.generation() != generation);  // unmarked handles died
  CHECK(t.resets() == resets);          // but the table was not reset
  // The kept games and everything they reach are as they were (the explicit form walks them).
  for (std::size_t i = 0; i < held.games.size(); ++i)
    CHECK(to_string(held.games[i], Style::kExplicit) == texts[i]);
  // Values are still interned once: the kept forms are found again, freed ones rebuilt anew.
  CHECK(lang::evaluate_game("{{3|2}|{1|*2}} + ^ + {5||4|3}") == held.games[0]);
  CHECK(lang::evaluate_game("^<5>") == held.games[1]);
  Game sw = lang::evaluate_game("{7|-14}");
  CHECK(sw.id <= newest.id);  // a freed id, reused: the table did not grow
  CHECK(lang::evaluate_game("{7|-14}") == sw);
  // A hot switch is confused with 0, and its negative is {14|-7} (Winning Ways, ch. 2).
  CHECK(!leq(sw, zero()));
  CHECK(!leq(zero(), sw));
  CHECK(negate(sw) == lang::evaluate_game("{14|-7}"));
  // Sums and comparisons after the collection agree with those before (the caches were emptied,
  // not left with freed ids).
  CHECK(sum(held.games[0], negate(held.games[0])) == zero());
  CHECK(outcome(held.games[0]) == outcome(lang::evaluate_game("{{3|2}|{1|*2}} + ^ + {5||4|3}")));
}

TEST_CASE("a session's variables survive a collection", "[game_table]") {
  lang::Session session;
  auto parsed = lang::parse_program("x = {1|{0|-1}} + *3 + ^");
  session.run(std::get<lang::Statement>(parsed.front()));
  Game x = std::get<Game>(session.variables().at("x").data);
  std::string text = to_string(x, Style::kExplicit);
  make_garbage(30);
  collect_games();
  CHECK(to_string(std::get<Game>(session.variables().at("x").data), Style::kExplicit) == text);
  lang::Value doubled = session.evaluate(*lang::parse_expression("x + x"));
  CHECK(std::get<Game>(doubled.data) == sum(x, x));
}
