// The tool's functions for the rulesets of games/, one registration per ruleset family (each in
// its own file beside this one), and the generic ones on positions (positions.cpp).
#pragma once

#include <string>
#include <string_view>

#include "lang/functions.hpp"

namespace cgt::lang {

void register_domineering_functions(FunctionRegistry& r);
void register_clobber_functions(FunctionRegistry& r);
void register_konane_functions(FunctionRegistry& r);
void register_nogo_functions(FunctionRegistry& r);
void register_toads_and_frogs_functions(FunctionRegistry& r);
void register_elephants_and_rhinos_functions(FunctionRegistry& r);
void register_toppling_dominoes_functions(FunctionRegistry& r);
void register_amazons_functions(FunctionRegistry& r);
void register_fission_functions(FunctionRegistry& r);
void register_snort_functions(FunctionRegistry& r);
void register_col_functions(FunctionRegistry& r);
void register_hackenbush_functions(FunctionRegistry& r);
void register_cutcake_functions(FunctionRegistry& r);
void register_subtraction_functions(FunctionRegistry& r);
void register_octal_functions(FunctionRegistry& r);
void register_grundy_game_functions(FunctionRegistry& r);
void register_nim_functions(FunctionRegistry& r);
void register_paper_games_functions(FunctionRegistry& r);
void register_loopy_ruleset_functions(FunctionRegistry& r);  // loopy_rulesets.cpp

// Reads a Domineering component table's file (games/domineering/component_table.hpp), named
// `name` in errors, and has the evaluators of Domineering boards of every size take components
// from it from now on (the last table read replaces the one before). Returns what it holds;
// DomainError naming the file and the line when the text is damaged (its cksum fails) or no
// table. domineering.cpp; the function loaddomineeringtable(file) and the tool's option
// --domineering-table FILE.
std::string use_domineering_table(std::string_view text, std::string_view name);
// The same for the file at `path` (an Io error when it cannot be read).
std::string load_domineering_table(const std::string& path);

}  // namespace cgt::lang
