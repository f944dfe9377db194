// Grundy values typed in as rows "first_heap g(first_heap) g(first_heap + 1) ...", for tests.
#pragma once

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "tests/support/data_file.hpp"

namespace cgt::test {

// g(0), g(1), ... from tests/data/<name>; the rows must follow each other without gaps.
inline std::vector<std::uint32_t> read_heap_table(const std::string& name) {
  std::vector<std::uint32_t> g;
  for (const auto& row : read_data_file(name)) {
    REQUIRE(cell_integer(row.at(0)) == static_cast<std::int64_t>(g.size()));
    for (std::size_t i = 1; i < row.size(); ++i)
      g.push_back(static_cast<std::uint32_t>(cell_integer(row[i])));
  }
  return g;
}

}  // namespace cgt::test
