#include "tests/support/data_file.hpp"

#include <catch2/catch.hpp>
#include <charconv>
#include <fstream>
#include <sstream>

namespace cgt::test {

DataRows read_data_file(const std::string& name) {
  std::string path = std::string(CGT_TEST_DATA) + "/" + name;
  std::ifstream in(path);
  if (!in) FAIL("cannot read the data file " << path);
  DataRows rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream cells(line);
    std::vector<std::string> row;
    for (std::string cell; cells >> cell;) row.push_back(cell);
    if (!row.empty()) rows.push_back(std::move(row));
  }
  return rows;
}

std::int64_t cell_integer(const std::string& cell) {
  std::int64_t v = 0;
  auto [end, ec] = std::from_chars(cell.data(), cell.data() + cell.size(), v);
  if (ec != std::errc() || end != cell.data() + cell.size())
    FAIL("data file cell '" << cell << "' is not an integer");
  return v;
}

}  // namespace cgt::test
