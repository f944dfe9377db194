#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_ruleset_functions(FunctionRegistry& r) {
  register_position_functions(r);
  register_domineering_functions(r);
  register_clobber_functions(r);
  register_konane_functions(r);
  register_nogo_functions(r);
  register_toads_and_frogs_functions(r);
  register_elephants_and_rhinos_functions(r);
  register_toppling_dominoes_functions(r);
  register_amazons_functions(r);
  register_fission_functions(r);
  register_snort_functions(r);
  register_col_functions(r);
  register_hackenbush_functions(r);
  register_cutcake_functions(r);
  register_subtraction_functions(r);
  register_octal_functions(r);
  register_grundy_game_functions(r);
  register_nim_functions(r);
  register_paper_games_functions(r);
  register_loopy_ruleset_functions(r);
}

}  // namespace cgt::lang
