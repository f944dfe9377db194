// The verifier octal-sweep: every octal code of up to 4 digits (units 1..4095, numbered as
// octal_sweep.hpp says) computed to `upto` heaps by the sparse-space sequence and checked against
// the plain mex on its first heaps; a row per code (its largest value, rare heaps, Fletcher-64
// checksum and proven period, in the JSON report) and the sum of the codes' checksums, which is
// the same however the codes are split into shards. As a sharded job it runs in worker processes
// (`cgt verify octal-sweep --jobs N`), resumes from its folder (--out) and runs under cgt-mpi.
#pragma once

#include "games/sharding/sharded_job.hpp"
#include "games/verification.hpp"

namespace cgt::games {

inline constexpr unsigned kOctalSweepDigits = 4;
inline constexpr std::int64_t kOctalSweepPlainHeaps = 300;  // checked by plain mex, per code

void add_octal_jobs(JobRegistry& r);
void add_octal_verifiers(VerifierRegistry& r);

}  // namespace cgt::games
