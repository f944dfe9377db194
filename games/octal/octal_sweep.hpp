// Sweeps over many octal codes: each code's Grundy sequence to the same number of heaps, with
// what a record run prints of it (largest value, rare heaps, Fletcher-64 checksum, the period
// the values prove). One sequence cannot be split (g(n) needs every smaller heap), but the codes
// of a sweep are independent: sweep_codes runs them on threads, and the verifier octal-sweep
// (`cgt verify octal-sweep`, games/octal/octal_jobs.cpp) splits them into shards for --jobs,
// --out and cgt-mpi.
//
// The codes of up to D digits are numbered 1 .. 8^D - 1: code number u is u's D octal digits
// with leading zeros, trailing zeros dropped (u = 0o0700 is .07, Dawson's Kayles; 0o7700 is .77,
// Kayles), so that every code of up to D digits has exactly one number.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/progress.hpp"
#include "games/octal/grundy_sequence.hpp"
#include "games/octal/octal_period.hpp"
#include "games/octal/take_break_rules.hpp"

namespace cgt::games {

// The code of number u among the codes of up to `digits` digits ("0.07"); DomainError for u
// outside 1 .. 8^digits - 1 or digits outside 1..10.
std::string octal_code_of(std::int64_t u, unsigned digits);

// Every code of up to `digits` digits, by number.
std::vector<std::string> octal_codes(unsigned digits);

struct SweepResult {
  std::string code;  // as take_break_code_text spells it
  std::size_t heaps = 0;
  std::uint32_t max_value = 0;
  std::size_t rare_heaps = 0;
  std::uint64_t checksum = 0;               // Fletcher-64 of g(0..heaps-1)
  std::optional<Periodicity> period;        // proven by g(0..heaps-1), if any
  bool operator==(const SweepResult&) const = default;
};

// What a sweep records of a computed sequence.
SweepResult sweep_result(const GrundySequence& s);

// One code's sequence to `heaps` heaps (polls the interrupt flag at every heap).
SweepResult sweep_code(const std::string& code, std::size_t heaps);

// sweep_code of every code, on `threads` threads (0: every core), results in the order of
// `codes`; progress counts finished codes (reported from the calling thread only). Each code has
// its own sequence; the threads share only the next code's index and the count of codes done.
// The first error of any thread (InterruptedError after Ctrl-C, a code's DomainError) stops the
// others at their next poll and is thrown here once all have stopped: no partial results.
std::vector<SweepResult> sweep_codes(const std::vector<std::string>& codes, std::size_t heaps,
                                     unsigned threads, Progress& progress);

}  // namespace cgt::games
