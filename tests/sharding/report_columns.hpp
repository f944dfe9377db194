// The index of a named column of a report's rows (a table of positions, of an outcome's
// options), for the tests of this folder.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "games/verification.hpp"

namespace cgt::test {

inline std::size_t column(const games::Report& r, const std::string& name) {
  auto it = std::find(r.columns.begin(), r.columns.end(), name);
  REQUIRE(it != r.columns.end());
  return static_cast<std::size_t>(it - r.columns.begin());
}

}  // namespace cgt::test
