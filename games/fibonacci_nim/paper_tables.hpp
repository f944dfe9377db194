// The papers' own tables, typed in for the verifiers (the tests check each against the data
// file of the same table under tests/data/, typed in separately).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace cgt::games {

inline constexpr std::int64_t kNoEntry = -1;

// Paper 000, Table 1: the complementary value of (n1, n2), 0 <= n1, n2 <= 15; kNoEntry for the
// two boxed infinities (3, 4) and (4, 3).
const std::array<std::array<std::int64_t, 16>, 16>& paper000_table1();

// Paper 002, Table 1: G(n, r) for n = 0 .. 20, row n holding r = 0 .. n. The text extraction
// lost the middle of rows 8 (only "0 5" is left) and 13 ("0 0 0 0 0 0 6"); those cells are
// kNoEntry, keeping the first and the last cell of row 8 and the first six and the last of
// row 13.
const std::vector<std::vector<std::int64_t>>& paper002_table1();

}  // namespace cgt::games
