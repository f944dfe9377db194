// run_process: runs a program to completion with the given standard input, collecting its
// standard output, standard error and exit status (for tests of the tool as users run it).
#pragma once

#include <string>
#include <vector>

namespace cgt::test {

struct ProcessResult {
  std::string out, err;
  int status = -1;  // the exit status; -1 when a signal ended the program
};

ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input = "");

}  // namespace cgt::test
