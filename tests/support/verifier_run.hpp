// Runs a registered verifier by name, quietly, for tests of the verifiers; compares reports.
#pragma once

#include <catch2/catch.hpp>
#include <regex>
#include <string>

#include "games/verification.hpp"

namespace cgt::test {

inline games::Report run_named_verifier(const std::string& name, std::int64_t upto) {
  games::VerifierRegistry registry = games::all_verifiers();
  const games::Verifier* v = registry.find(name);
  REQUIRE(v != nullptr);
  Progress quiet;
  return games::run_verifier(*v, upto, quiet);
}

// The JSON of a report without its timing, which differs between runs.
inline std::string timeless(const games::Report& r) {
  return std::regex_replace(to_json(r), std::regex("\"seconds\": [0-9.]+"), "");
}

}  // namespace cgt::test
