// Paper tables typed in as data files under tests/data/: lines of whitespace-separated cells;
// lines starting with '#' (the header naming paper and table, and notes) and blank lines are
// skipped. The tests read the file, so each transcription can be checked against the paper.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cgt::test {

using DataRows = std::vector<std::vector<std::string>>;

// The cells of tests/data/<name>, row by row; fails the running test when the file is missing.
DataRows read_data_file(const std::string& name);

// A cell as an integer; fails the running test when it is not one.
std::int64_t cell_integer(const std::string& cell);

}  // namespace cgt::test
