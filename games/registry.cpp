// The list of every ruleset's verifiers, tables and sharded jobs. A new ruleset adds one line
// to each.
#include "games/complementary_subtraction/verifiers.hpp"
#include "games/fibonacci_nim/tables.hpp"
#include "games/fibonacci_nim/verifiers.hpp"
#include "games/golden_nugget/tables.hpp"
#include "games/golden_nugget/verifiers.hpp"
#include "games/named_tables.hpp"
#include "games/octal/octal_jobs.hpp"
#include "games/verification.hpp"

namespace cgt::games {

VerifierRegistry all_verifiers() {
  VerifierRegistry r;
  register_golden_nugget_verifiers(r);
  register_complementary_subtraction_verifiers(r);
  register_fibonacci_nim_verifiers(r);
  add_octal_verifiers(r);
  return r;
}

JobRegistry all_jobs() {
  JobRegistry r;
  register_golden_nugget_jobs(r);
  register_golden_nugget_verifier_jobs(r);
  add_one_pile_jobs(r);
  add_two_pile_jobs(r);
  add_complementary_jobs(r);
  add_power_of_two_jobs(r);
  add_fibonacci_nim_table_jobs(r);
  add_octal_jobs(r);
  return r;
}

TableRegistry all_tables() {
  TableRegistry r;
  register_golden_nugget_tables(r);
  register_fibonacci_nim_tables(r);
  return r;
}

}  // namespace cgt::games
