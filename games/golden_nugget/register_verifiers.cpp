#include "games/golden_nugget/verifiers.hpp"

namespace cgt::games {

void register_golden_nugget_verifiers(VerifierRegistry& registry) {
  registry.add(verifier_of(golden_nugget_partition_job(false)));
  registry.add(verifier_of(golden_nugget_partition_job(true)));
  registry.add(golden_nugget_main_theorem_verifier());
  registry.add(golden_nugget_lemma_4_1_verifier(false));
  registry.add(golden_nugget_lemma_4_1_verifier(true));
  registry.add(golden_nugget_numbers_verifier());
  registry.add(verifier_of(golden_nugget_theorem_4_8_job()));
  registry.add(golden_nugget_conjecture_4_13_verifier());
  registry.add(verifier_of(golden_nugget_identities_job(false)));
  registry.add(verifier_of(golden_nugget_identities_job(true)));
}

void register_golden_nugget_verifier_jobs(JobRegistry& registry) {
  registry.add(golden_nugget_partition_job(false));
  registry.add(golden_nugget_partition_job(true));
  registry.add(golden_nugget_theorem_4_8_job());
  registry.add(golden_nugget_identities_job(false));
  registry.add(golden_nugget_identities_job(true));
}

}  // namespace cgt::games
