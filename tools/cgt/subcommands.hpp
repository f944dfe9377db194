// The tool's subcommands: `cgt verify ...` runs a paper verification, `cgt table ...` prints a
// named table. Each returns the process exit status.
#pragma once

#include <string>
#include <vector>

namespace cgt::tool {

// cgt verify NAME [--upto N] [--json] | cgt verify --list
int run_verify(const std::vector<std::string>& args);
// cgt merge [--json | --format F] REPORT... | DIR...
int run_merge(const std::vector<std::string>& args);
// cgt table NAME [--from A] [--to B] [--format text|markdown|csv|latex] | cgt table --list
int run_table(const std::vector<std::string>& args);

}  // namespace cgt::tool
