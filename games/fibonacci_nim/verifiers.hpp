// The verifiers of the Fibonacci nim papers (000, 001, 002), grouped by the part of the game
// they concern; games/registry.cpp adds them all through register_fibonacci_nim_verifiers.
#pragma once

#include "games/sharding/sharded_job.hpp"
#include "games/verification.hpp"

namespace cgt::games {

void add_one_pile_verifiers(VerifierRegistry& r);       // fib-theorem-9, fib-grundy-table
void add_two_pile_verifiers(VerifierRegistry& r);       // gfib-theorem-10, gfib-theorem-14...
void add_complementary_verifiers(VerifierRegistry& r);  // gfib-table-1, -theorem-19, -question-21
void add_power_of_two_verifiers(VerifierRegistry& r);   // p2nim-theorem-22

// The verifiers above, as jobs that split into shards: all of them.
void add_one_pile_jobs(JobRegistry& r);
void add_two_pile_jobs(JobRegistry& r);
void add_complementary_jobs(JobRegistry& r);
void add_power_of_two_jobs(JobRegistry& r);

inline void register_fibonacci_nim_verifiers(VerifierRegistry& r) {
  add_one_pile_verifiers(r);
  add_two_pile_verifiers(r);
  add_complementary_verifiers(r);
  add_power_of_two_verifiers(r);
}

}  // namespace cgt::games
