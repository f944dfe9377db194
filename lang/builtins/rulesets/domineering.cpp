// The tool's functions for Domineering and Cram (games/domineering/).
#include "games/domineering/domineering.hpp"

#include <fmt/format.h>

#include <memory>

#include "cgt/error.hpp"
#include "cgt/files/file_io.hpp"
#include "games/domineering/component_table.hpp"
#include "games/domineering/cram.hpp"
#include "games/domineering/wide_domino_game.hpp"
#include "games/ruleset/wide_rules.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"
#include "lang/files.hpp"

namespace cgt::lang {

std::string use_domineering_table(std::string_view text, std::string_view name) {
  using games::DomineeringComponentTable;
  std::shared_ptr<const DomineeringComponentTable> table;
  try {
    table = std::make_shared<const DomineeringComponentTable>(DomineeringComponentTable::parse(text));
  } catch (const DomainError& e) {
    throw DomainError(fmt::format("{}: {}", name, e.what()));
  }
  // The evaluators keep a plain pointer: the table in use lives until the next one is set.
  static std::shared_ptr<const DomineeringComponentTable> in_use;
  games::shared_context(games::Domineering{})->evaluator.set_known_components(table.get());
  using WideRules = games::WideRules<games::Domineering, games::WideDomineering>;
  games::shared_context(WideRules(games::Domineering{}, games::WideDomineering{}))
      ->evaluator.set_known_components(table.get());
  in_use = table;
  return fmt::format("{}: {} Domineering regions of up to {} cells ({} wide)", name,
                     table->size(), table->max_cells(), table->wide_size());
}

std::string load_domineering_table(const std::string& path) {
  return use_domineering_table(
      cgt::read_file(path, games::DomineeringComponentTable::kMaxFileBytes), path);
}

void register_domineering_functions(FunctionRegistry& r) {
  r.add(Function{"domineering", "domineering(grid)",
                 "a Domineering position: rows joined by '|', '.' empty, '#' filled (any size); "
                 "Left places vertical dominoes, Right horizontal ones",
                 "value(domineering(\"...|...\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::board_position(
                       games::Domineering{}, games::WideDomineering{},
                       games::parse_wide_domino_board(a.text(0, "grid"), "domineering(grid)"));
                 }});
  r.add(Function{"cram", "cram(grid)",
                 "a Cram position: rows joined by '|', '.' empty, '#' filled (any size); both "
                 "players place dominoes either way",
                 "grundy(cram(\"...|...|...\"))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::board_position(
                       games::Cram{}, games::WideCram{},
                       games::parse_wide_domino_board(a.text(0, "grid"), "cram(grid)"));
                 }});
  r.add(Function{"savedomineeringtable", "savedomineeringtable(n, file)",
                 "writes the table of the values of every Domineering region of 2 to n cells "
                 "(n up to 16: 17.7 million regions, 3.5 GiB and minutes) to file, with its cksum",
                 "savedomineeringtable(6, \"regions6.txt\")", "rulesets", 2, 2,
                 [](const Args& a) -> Value {
                   auto n = static_cast<unsigned>(a.integer(0, "n", 2, 16));
                   std::string path = a.text(1, "file");
                   auto table = games::DomineeringComponentTable::build(n, &a.progress());
                   write_file(a, path, table.text());
                   return Text{fmt::format("wrote {}: {} regions of up to {} cells", path,
                                           table.size(), n)};
                 }});
  r.add(Function{"loaddomineeringtable", "loaddomineeringtable(file)",
                 "takes the values of Domineering regions from a table file "
                 "(savedomineeringtable writes one; its cksum is checked) in every Domineering "
                 "evaluation after it, on boards of any size",
                 "savedomineeringtable(6, \"regions6.txt\"); loaddomineeringtable(\"regions6.txt\")",
                 "rulesets", 1, 1, [](const Args& a) -> Value {
                   std::string path = a.text(0, "file");
                   return Text{use_domineering_table(
                       read_file(a, path, games::DomineeringComponentTable::kMaxFileBytes), path)};
                 }});
}

}  // namespace cgt::lang
