#include "games/ruleset/game_value_position.hpp"

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "games/ruleset/outcome_search.hpp"

namespace cgt::games {
namespace {

class GameValuePosition final : public PositionModel {
 public:
  explicit GameValuePosition(Game g) : game_(g) {}

  std::string ruleset_name() const override { return "game value"; }
  std::string text() const override { return to_string(game_); }
  std::string expression() const override { return to_string(game_); }
  bool impartial() const override { return is_nimber(game_); }
  std::vector<AnyPosition> options(Player who) const override {
    auto options = who == Player::kLeft ? game_table().left_options(game_)
                                        : game_table().right_options(game_);
    std::vector<Game> games(options.begin(), options.end());  // the table may grow below
    std::vector<AnyPosition> out;
    for (Game o : games) out.push_back(game_value_position(o));
    return out;
  }
  std::vector<AnyPosition> components() const override {
    return {AnyPosition(std::make_shared<GameValuePosition>(game_))};
  }
  Game value(Progress*) const override { return game_; }
  std::uint64_t grundy(Progress*) const override {
    if (auto n = nimber_value(game_)) return *n;
    throw DomainError("grundy: " + to_string(game_) +
                      " is not a nimber; Grundy values are for impartial positions");
  }
  bool has_grundy(std::uint64_t n, Progress* progress) const override {
    return grundy(progress) == n;
  }
  std::optional<Game> game_value() const override { return game_; }
  std::uint64_t hash() const override { return mix_hash(0x6a3e5a1ull ^ game_.id); }
  bool same(const PositionModel& other) const override {
    auto g = other.game_value();
    return g && *g == game_;
  }
  std::size_t size() const override { return 0; }
  std::optional<bool> wins_moving_first_alike(const std::vector<AnyPosition>& sum, Game offset,
                                              Player first, Progress*) const override {
    Game total = offset;
    for (const AnyPosition& p : sum) {
      auto g = p.game_value();
      if (!g) return std::nullopt;
      total = cgt::sum(total, *g);
    }
    return first_player_wins(outcome(total), first);
  }
  std::optional<bool> misere_wins_moving_first_alike(const std::vector<AnyPosition>&, Player,
                                                     Progress*) const override {
    refuse_in_misere_play(game_);
  }
  misere::MisereGame misere_value(Progress*) const override { refuse_in_misere_play(game_); }
  AnyPosition impartial_variant() const override {
    if (is_nimber(game_)) return AnyPosition(std::make_shared<GameValuePosition>(game_));
    throw DomainError("impartial: " + to_string(game_) +
                      " is a game value, not a position of a ruleset; only nimbers are "
                      "impartial values");
  }

 private:
  Game game_;
};

}  // namespace

AnyPosition game_value_position(Game g) {
  return AnyPosition(std::make_shared<GameValuePosition>(g));
}

void refuse_in_misere_play(Game g) {
  throw DomainError("misère play: " + to_string(g) +
                    " is a game value, a canonical form of normal play, which says nothing of "
                    "misère play; give positions of rulesets");
}

}  // namespace cgt::games
