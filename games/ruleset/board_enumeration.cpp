#include "games/ruleset/board_enumeration.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {

BoardEnumeration::BoardEnumeration(std::size_t rows, std::size_t cols, std::string cells,
                                   std::uint64_t max_count, const std::string& option)
    : rows_(rows), cols_(cols), cells_(std::move(cells)) {
  if (rows < 1 || cols < 1 || rows * cols > 64)
    throw DomainError(fmt::format(
        "{}: a board has 1 to 64 cells (rows and columns at least 1), not {}x{}", option, rows,
        cols));
  for (std::size_t i = 0; i < cells_.size(); ++i)
    if (cells_.find(cells_[i]) != i)
      throw DomainError(fmt::format("{}: the cell '{}' is listed twice", option, cells_[i]));
  if (cells_.empty()) throw DomainError(fmt::format("{}: no cells to fill the boards with", option));
  for (std::size_t i = 0; i < rows * cols; ++i) {
    if (count_ > max_count / cells_.size())
      throw DomainError(fmt::format(
          "{}: the {}x{} boards of the cells '{}' number {}^{}, more than the {} a table of "
          "positions holds (a smaller board, fewer cells, or a file of positions)",
          option, rows, cols, cells_, cells_.size(), rows * cols, max_count));
    count_ *= cells_.size();
  }
}

std::string BoardEnumeration::board(std::uint64_t index) const {
  std::string text(rows_ * cols_ + rows_ - 1, '|');
  for (std::size_t cell = rows_ * cols_; cell-- > 0;) {
    text[cell / cols_ * (cols_ + 1) + cell % cols_] = cells_[index % cells_.size()];
    index /= cells_.size();
  }
  return text;
}

}  // namespace cgt::games
