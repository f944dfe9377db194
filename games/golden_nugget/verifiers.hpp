// The verifiers of paper 004's GoldenNugget results (each in its own source file) and their
// registration. Where a statement fails as printed, the verifier named after it reports the
// counterexamples and a "-corrected" twin checks the corrected statement.
#pragma once

#include "games/sharding/sharded_job.hpp"
#include "games/verification.hpp"

namespace cgt::games {

ShardedJob golden_nugget_partition_job(bool corrected);       // gn-partition[-corrected]
Verifier golden_nugget_main_theorem_verifier();              // gn-main-theorem
Verifier golden_nugget_lemma_4_1_verifier(bool corrected);   // gn-lemma-4.1[-corrected]
Verifier golden_nugget_numbers_verifier();                   // gn-numbers
ShardedJob golden_nugget_theorem_4_8_job();                  // gn-theorem-4.8, by heap
Verifier golden_nugget_conjecture_4_13_verifier();           // gn-conjecture-4.13
ShardedJob golden_nugget_identities_job(bool corrected);      // gn-identities[-corrected]

// Adds every GoldenNugget verifier, in a stable order.
void register_golden_nugget_verifiers(VerifierRegistry& registry);
// The verifiers above that split into shards: gn-partition[-corrected], gn-theorem-4.8,
// gn-identities[-corrected].
void register_golden_nugget_verifier_jobs(JobRegistry& registry);

}  // namespace cgt::games
