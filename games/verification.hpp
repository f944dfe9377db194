// Verifications of the papers' results: each is a named Verifier that checks a statement on
// every case up to a bound and returns a Report (cases checked, counts per class, the
// counterexamples found). The tool (`cgt verify NAME --upto N [--json]`) and the tests run the
// same verifiers.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "cgt/progress.hpp"

namespace cgt::games {

struct Failure {
  std::string what;                                         // one line: the case and what differed
  std::vector<std::pair<std::string, std::string>> fields;  // e.g. {"h", "12"}, {"got", "1"}
};

struct Report {
  static constexpr std::size_t kKeptFailures = 100;  // more are counted, not kept

  std::string name;
  std::int64_t upto = 0;
  std::uint64_t checked = 0;
  std::vector<std::pair<std::string, std::uint64_t>> counts;  // in order of first use
  std::vector<Failure> failures;
  std::uint64_t failure_count = 0;
  std::vector<std::string> notes;  // findings worth reading (e.g. the smallest counterexample)
  double seconds = 0;

  void count(const std::string& key, std::uint64_t n = 1);
  std::uint64_t count_of(const std::string& key) const;
  // A failure standing for `cases` failed cases (of the unit `checked` counts).
  void fail(Failure f, std::uint64_t cases = 1);
  bool passed() const { return failure_count == 0; }
};

std::string to_json(const Report& r);
std::string to_text(const Report& r);

struct Verifier {
  std::string name;     // "gn-partition"
  std::string summary;  // what it checks, one line
  std::string source;   // "paper 004, Lemma 2.1 and Table 4"
  std::int64_t default_upto = 1000;
  std::int64_t max_upto = 1'000'000'000;
  std::function<Report(std::int64_t upto, Progress& progress)> run;
};

class VerifierRegistry {
 public:
  void add(Verifier v) { verifiers_.push_back(std::move(v)); }
  const Verifier* find(const std::string& name) const;
  const std::vector<Verifier>& all() const { return verifiers_; }

 private:
  std::vector<Verifier> verifiers_;
};

// Every verifier of every ruleset, in a stable order.
VerifierRegistry all_verifiers();

// Runs a verifier, filling in its name, bound and timing. Throws DomainError when `upto` is
// outside [0, max_upto].
Report run_verifier(const Verifier& v, std::int64_t upto, Progress& progress);

}  // namespace cgt::games
