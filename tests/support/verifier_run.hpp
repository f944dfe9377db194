// Runs a registered verifier by name, quietly, for tests of the verifiers; compares reports.
#pragma once

#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "games/sharding/sweep_checkpoint.hpp"
#include "games/verification.hpp"

namespace cgt::test {

// A registered verifier by name (the registry is made once).
inline const games::Verifier& registered_verifier(const std::string& name) {
  static const games::VerifierRegistry registry = games::all_verifiers();
  const games::Verifier* v = registry.find(name);
  REQUIRE(v != nullptr);
  return *v;
}

inline games::Report run_named_verifier(const std::string& name, std::int64_t upto) {
  Progress quiet;
  return games::run_verifier(registered_verifier(name), upto, quiet);
}

// The JSON of a report without its timing, which differs between runs.
inline std::string timeless(const games::Report& r) {
  // The digest covers the timing too.
  return std::regex_replace(to_json(r),
                            std::regex("\"seconds\": [0-9.]+|, \"digest\": \"[0-9a-f]+\""), "");
}

// The report of `name` run on `folder` to each bound of `stages` in turn (each continuing from
// the checkpoint of the one before), the last one's, without its timing.
inline std::string run_in_stages(const std::string& name, const std::vector<std::int64_t>& stages,
                                 const std::filesystem::path& folder) {
  Progress quiet;
  games::Report last;
  for (std::int64_t k : stages)
    last = games::run_with_checkpoints(registered_verifier(name), k, quiet, folder);
  return timeless(last);
}

}  // namespace cgt::test
