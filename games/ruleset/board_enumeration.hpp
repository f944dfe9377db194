// Every board of R x C cells over an alphabet of cells, numbered 0..count()-1: board u writes u
// in base |cells|, the top left cell its most significant digit, so that the boards come in the
// alphabet's lexicographic order (with '.' first, board 0 is the empty board).
#pragma once

#include <cstdint>
#include <string>

namespace cgt::games {

class BoardEnumeration {
 public:
  // DomainError, naming `option`, unless 1 <= rows, cols, rows * cols <= 64, the cells are
  // distinct and there are at most max_count boards.
  BoardEnumeration(std::size_t rows, std::size_t cols, std::string cells, std::uint64_t max_count,
                   const std::string& option);

  std::uint64_t count() const { return count_; }
  // Board `index` in the grid notation: rows top first joined by '|'.
  std::string board(std::uint64_t index) const;

 private:
  std::size_t rows_, cols_;
  std::string cells_;
  std::uint64_t count_ = 1;
};

}  // namespace cgt::games
