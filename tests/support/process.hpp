// run_process: runs a program to completion with the given standard input, collecting its
// standard output, standard error and exit status (for tests of the tool as users run it).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cgt::test {

struct ProcessResult {
  std::string out, err;
  int status = -1;  // the exit status; -1 when a signal ended the program
};

// Limits the child runs under (0: none). The memory cap (the address space) is left out in
// sanitized builds, whose shadow memory takes terabytes of address space; file_size makes a
// write past it fail (EFBIG) as a full disk does.
struct ProcessLimits {
  std::uint64_t memory_bytes = 0;
  std::uint64_t file_size = 0;
};
// GCC says __SANITIZE_ADDRESS__; clang 14 says only __has_feature(address_sanitizer).
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CGT_TEST_ADDRESS_SANITIZER
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(CGT_TEST_ADDRESS_SANITIZER)
inline constexpr bool kMemoryCapApplies = false;
#else
inline constexpr bool kMemoryCapApplies = true;
#endif

ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input = "",
                          const ProcessLimits& limits = {});

}  // namespace cgt::test
