#include "tools/cgt/outcome_job.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "cgt/error.hpp"
#include "games/ruleset/any_position.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "lang/ruleset_reader.hpp"

namespace cgt::tool {
namespace {

using games::Player;

constexpr const char* kNotSearched = "not searched";

const char* name_of(Player p) { return p == Player::kLeft ? "Left" : "Right"; }

// The count of a report that says how many of a player's options win for that player.
std::string winning_key(Player p) { return fmt::format("winning {} options", name_of(p)); }

// The root's options: Left's (units 0..left - 1), then Right's; each distinct option once.
struct RootOptions {
  std::vector<games::AnyPosition> options;
  std::size_t left = 0;

  Player player(std::size_t unit) const { return unit < left ? Player::kLeft : Player::kRight; }
};

void add_distinct(std::vector<games::AnyPosition>& out, const std::vector<games::AnyPosition>& in) {
  const std::size_t first = out.size();
  for (const games::AnyPosition& o : in)
    if (std::find(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(), o) == out.end())
      out.push_back(o);
}

RootOptions root_options(const games::AnyPosition& root) {
  RootOptions r;
  add_distinct(r.options, root.options(Player::kLeft));
  r.left = r.options.size();
  add_distinct(r.options, root.options(Player::kRight));
  return r;
}

// One unit: whether its option wins for the player who moved to it (the other, moving first
// there, loses), by outcome search; its row gives the cost. `won[p]`: this shard has found a
// winning option for p (the rest of p's options are then not searched unless all are asked).
void search_option(const RootOptions& root, std::int64_t unit, bool all_options, bool won[2],
                   games::Report& report) {
  const auto u = static_cast<std::size_t>(unit);
  if (u >= root.options.size()) return;  // the one unit of a root without options
  const Player mover = root.player(u);
  const games::AnyPosition& option = root.options[u];
  const int side = mover == Player::kLeft ? 0 : 1;
  std::vector<std::string> row = {std::to_string(unit), name_of(mover), option.text()};
  if (won[side] && !all_options) {
    report.count(kNotSearched);
    row.insert(row.end(), {kNotSearched, "-", "-"});
    report.add_row(std::move(row));
    return;
  }
  const std::uint64_t searched_before = option.positions_searched();
  const auto start = std::chrono::steady_clock::now();
  const bool wins = !games::wins_moving_first({option}, opponent(mover));
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (wins) {
    won[side] = true;
    report.count(winning_key(mover));
  }
  report.add_checked(1);
  row.insert(row.end(), {name_of(wins ? mover : opponent(mover)),
                         std::to_string(option.positions_searched() - searched_before),
                         fmt::format("{:.3f}", seconds)});
  report.add_row(std::move(row));
}

}  // namespace

games::ShardedJob outcome_job(const OutcomeSpec& spec) {
  if (spec.position.empty())
    throw DomainError(fmt::format("outcome: give the position, as {}(POSITION) reads it",
                                  spec.ruleset));
  lang::RulesetReader reader(spec.ruleset);
  const games::AnyPosition root = reader.read(spec.position);
  auto options = std::make_shared<const RootOptions>(root_options(root));
  // A root without options still has one unit (recording nothing), so every run has units.
  const games::UnitRange units{
      0, std::max<std::int64_t>(static_cast<std::int64_t>(options->options.size()) - 1, 0)};
  games::ShardedJob job = games::table_job(
      kOutcomeJob, "the outcome class of a position, its options searched as units",
      "an option of the root: Left's from 0, then Right's", units.from, units.to, units.to);
  job.params = fmt::format("{} {}, {} Left and {} Right options, {}", reader.ruleset(),
                           root.text(), options->left, options->options.size() - options->left,
                           spec.all_options ? "every option" : "up to a winning option");
  job.units = [units](const games::JobArgs&) { return units; };
  const bool all_options = spec.all_options;
  job.run = [options, all_options](const games::JobArgs& a, void*, games::Report& report,
                                   Progress& progress) {
    report.columns = {"unit", "player", "option", "winner", "searched", "seconds"};
    bool won[2] = {false, false};
    std::uint64_t done = 0;
    a.for_each_unit([&](std::int64_t unit) {
      report.begin_unit(unit);
      search_option(*options, unit, all_options, won, report);
      progress.update(++done);
    });
  };
  job.table = outcome_table;
  return job;
}

Outcome root_outcome(const games::Report& r) {
  return games::outcome_from(r.count_of(winning_key(Player::kLeft)) > 0,
                             r.count_of(winning_key(Player::kRight)) > 0);
}

TextTable outcome_table(const games::Report& r) {
  TextTable t;
  t.header = r.columns;
  for (const games::ReportRow& row : r.rows) t.rows.push_back(row.cells);
  auto first = [&](Player p) {
    return games::first_player_wins(root_outcome(r), p) ? "wins" : "loses";
  };
  t.title = fmt::format(
      "{}: outcome {} (Left moving first {}, Right moving first {}); {} options searched, "
      "{} winning for Left, {} for Right, {} not searched",
      r.params, outcome_letter(root_outcome(r)), first(Player::kLeft), first(Player::kRight),
      r.checked, r.count_of(winning_key(Player::kLeft)), r.count_of(winning_key(Player::kRight)),
      r.count_of(kNotSearched));
  return t;
}

}  // namespace cgt::tool
