// The board's bit tricks (layouts of stride 8 or cols, windows, symmetries, slots) against plain
// definitions on the cells of the board's text, for boards of many shapes: square and not, up
// to 8 x 8 and beyond, 1 x 64 and 64 x 1.
#include "games/domineering/domino_board.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <bit>
#include <random>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "games/domineering/domineering.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

using Cells = std::vector<std::string>;  // rows of '.' and '#'

std::string text_of(const Cells& cells) {
  std::string text;
  for (const std::string& row : cells) text += (text.empty() ? "" : "|") + row;
  return text;
}

DominoBoard board_of(const Cells& cells) {
  return parse_domino_board(text_of(cells), "test");
}

Cells transposed_cells(const Cells& cells) {
  Cells t(cells[0].size(), std::string(cells.size(), '#'));
  for (std::size_t r = 0; r < cells.size(); ++r)
    for (std::size_t c = 0; c < cells[r].size(); ++c) t[c][r] = cells[r][c];
  return t;
}

// The four maps that keep rows rows: identity, upside down, mirrored, both.
std::vector<Cells> reflections(const Cells& cells) {
  Cells flipped(cells.rbegin(), cells.rend()), mirrored = cells, turned = flipped;
  for (std::string& row : mirrored) std::reverse(row.begin(), row.end());
  for (std::string& row : turned) std::reverse(row.begin(), row.end());
  return {cells, flipped, mirrored, turned};
}

bool before(const DominoBoard& a, const DominoBoard& b) {
  return std::tuple(a.rows, a.cols, a.empty) < std::tuple(b.rows, b.cols, b.empty);
}

DominoBoard least_of(const std::vector<Cells>& images) {
  DominoBoard best = board_of(images[0]);
  for (const Cells& image : images)
    if (before(board_of(image), best)) best = board_of(image);
  return best;
}

bool empty_at(const Cells& cells, long r, long c) {
  return r >= 0 && c >= 0 && r < static_cast<long>(cells.size()) &&
         c < static_cast<long>(cells[0].size()) && cells[r][c] == '.';
}

// The 4-connected regions of the empty cells that have an empty neighbour, each cut to its
// bounding box, as texts (sorted).
std::vector<std::string> plain_components(const Cells& cells) {
  const std::pair<long, long> steps[] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  auto usable = [&](long r, long c) {
    if (!empty_at(cells, r, c)) return false;
    for (auto [dr, dc] : steps)
      if (empty_at(cells, r + dr, c + dc)) return true;
    return false;
  };
  long rows = static_cast<long>(cells.size()), cols = static_cast<long>(cells[0].size());
  std::vector<std::vector<bool>> seen(rows, std::vector<bool>(cols, false));
  std::vector<std::string> out;
  for (long r0 = 0; r0 < rows; ++r0)
    for (long c0 = 0; c0 < cols; ++c0) {
      if (seen[r0][c0] || !usable(r0, c0)) continue;
      std::vector<std::pair<long, long>> region{{r0, c0}};
      seen[r0][c0] = true;
      for (std::size_t i = 0; i < region.size(); ++i)
        for (auto [dr, dc] : steps) {
          long r = region[i].first + dr, c = region[i].second + dc;
          if (usable(r, c) && !seen[r][c]) {
            seen[r][c] = true;
            region.emplace_back(r, c);
          }
        }
      long top = rows, bottom = 0, left = cols, right = 0;
      for (auto [r, c] : region) {
        top = std::min(top, r), bottom = std::max(bottom, r);
        left = std::min(left, c), right = std::max(right, c);
      }
      Cells box(bottom - top + 1, std::string(right - left + 1, '#'));
      for (auto [r, c] : region) box[r - top][c - left] = '.';
      out.push_back(text_of(box));
    }
  std::sort(out.begin(), out.end());
  return out;
}

// The boards after each placement of a domino along (dr, dc), as texts (sorted).
std::vector<std::string> plain_options(const Cells& cells, long dr, long dc) {
  std::vector<std::string> out;
  for (long r = 0; r < static_cast<long>(cells.size()); ++r)
    for (long c = 0; c < static_cast<long>(cells[0].size()); ++c)
      if (empty_at(cells, r, c) && empty_at(cells, r + dr, c + dc)) {
        Cells placed = cells;
        placed[r][c] = placed[r + dr][c + dc] = '#';
        out.push_back(text_of(placed));
      }
  std::sort(out.begin(), out.end());
  return out;
}

// The bridges by their definition: an empty cell whose empty neighbours are exactly the two on
// one line through it, which no longer meet once it is blocked; as texts of the cell, of the
// cells the neighbour above (or left) then reaches and of the other empty cells, and whether
// the cells two steps away on the line are empty.
std::vector<std::string> plain_bridges(const Cells& cells) {
  const std::pair<long, long> steps[] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
  auto reached = [&](const Cells& board, long r0, long c0) {
    Cells seen(board.size(), std::string(board[0].size(), '#'));
    std::vector<std::pair<long, long>> todo{{r0, c0}};
    seen[r0][c0] = '.';
    while (!todo.empty()) {
      auto [r, c] = todo.back();
      todo.pop_back();
      for (auto [dr, dc] : steps)
        if (empty_at(board, r + dr, c + dc) && seen[r + dr][c + dc] == '#') {
          seen[r + dr][c + dc] = '.';
          todo.emplace_back(r + dr, c + dc);
        }
    }
    return seen;
  };
  std::vector<std::string> out;
  for (long r = 0; r < static_cast<long>(cells.size()); ++r)
    for (long c = 0; c < static_cast<long>(cells[0].size()); ++c) {
      if (!empty_at(cells, r, c)) continue;
      bool up = empty_at(cells, r - 1, c), down = empty_at(cells, r + 1, c);
      bool left = empty_at(cells, r, c - 1), right = empty_at(cells, r, c + 1);
      bool vertical = up && down && !left && !right, horizontal = left && right && !up && !down;
      if (!vertical && !horizontal) continue;
      Cells without = cells, cell(cells.size(), std::string(cells[0].size(), '#'));
      without[r][c] = '#';
      cell[r][c] = '.';
      Cells first = vertical ? reached(without, r - 1, c) : reached(without, r, c - 1);
      if (vertical ? first[r + 1][c] == '.' : first[r][c + 1] == '.') continue;  // they meet
      Cells second = without;
      for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = 0; j < cells[0].size(); ++j)
          if (first[i][j] == '.') second[i][j] = '#';
      bool first_straight = vertical ? empty_at(cells, r - 2, c) : empty_at(cells, r, c - 2);
      bool second_straight = vertical ? empty_at(cells, r + 2, c) : empty_at(cells, r, c + 2);
      out.push_back(text_of(cell) + " " + text_of(first) + " " + text_of(second) + " " +
                    std::to_string(first_straight) + std::to_string(second_straight));
    }
  return out;
}

std::vector<std::string> texts(const std::vector<DominoBoard>& boards) {
  std::vector<std::string> out;
  for (const DominoBoard& b : boards) out.push_back(domino_board_text(b));
  std::sort(out.begin(), out.end());
  return out;
}

// Shapes of every kind, then random ones; cells blocked with chance 1/8 to 5/8.
std::vector<Cells> random_grids(int count, unsigned seed) {
  std::vector<std::pair<int, int>> shapes = {{1, 64}, {64, 1}, {8, 8},  {8, 7},  {7, 8},
                                             {8, 1},  {1, 8},  {9, 7},  {7, 9},  {5, 12},
                                             {2, 32}, {32, 2}, {4, 16}, {16, 4}, {1, 1}};
  std::mt19937 rng(seed);
  while (static_cast<int>(shapes.size()) < count) {
    int rows = 1 + static_cast<int>(rng() % 16);
    shapes.emplace_back(rows, 1 + static_cast<int>(rng() % static_cast<unsigned>(64 / rows)));
  }
  std::vector<Cells> grids;
  for (auto [rows, cols] : shapes) {
    unsigned blocked = 1 + rng() % 5;
    Cells cells(rows, std::string(cols, '.'));
    for (std::string& row : cells)
      for (char& cell : row)
        if (rng() % 8 < blocked) cell = '#';
    grids.push_back(cells);
  }
  return grids;
}

}  // namespace

TEST_CASE("Boards read, write and pack cell by cell in either layout", "[domineering]") {
  for (const Cells& cells : random_grids(300, 1)) {
    INFO(text_of(cells));
    DominoBoard b = board_of(cells);
    CHECK(domino_board_text(b) == text_of(cells));
    std::uint64_t packed = 0;
    for (std::size_t i = 0; i < cells.size() * cells[0].size(); ++i)
      if (cells[i / cells[0].size()][i % cells[0].size()] == '.') packed |= 1ull << i;
    CHECK(DominoBoard::from_packed(packed, b.rows, b.cols) == b);
  }
}

TEST_CASE("Transposition and the least images agree with the maps on the cells", "[domineering]") {
  for (const Cells& cells : random_grids(300, 2)) {
    INFO(text_of(cells));
    DominoBoard b = board_of(cells);
    Cells crossed_cells = transposed_cells(cells);
    CHECK(transposed(b) == board_of(crossed_cells));
    DominoBoard straight = least_of(reflections(cells));
    DominoBoard crossed = least_of(reflections(crossed_cells));
    CHECK(least_reflection(b) == straight);
    bool swapped = false;
    CHECK(least_symmetric_image(b, swapped) == (before(crossed, straight) ? crossed : straight));
    CHECK(swapped == before(crossed, straight));
  }
}

TEST_CASE("Components and options agree with the cells", "[domineering]") {
  for (const Cells& cells : random_grids(400, 3)) {
    INFO(text_of(cells));
    DominoBoard b = board_of(cells);
    std::vector<DominoBoard> parts;
    domino_components(b, parts);
    CHECK(texts(parts) == plain_components(cells));
    for (Player who : {Player::kLeft, Player::kRight}) {
      std::vector<DominoBoard> options, kept;
      Domineering{}.options(b, who, options);
      Domineering{}.undominated_options(b, who, kept);
      std::vector<std::string> expected =
          who == Player::kLeft ? plain_options(cells, 1, 0) : plain_options(cells, 0, 1);
      CHECK(texts(options) == expected);
      std::vector<std::string> kept_texts = texts(kept);
      CHECK(std::includes(expected.begin(), expected.end(), kept_texts.begin(), kept_texts.end()));
    }
  }
}

TEST_CASE("Bridges agree with their definition on the cells", "[domineering]") {
  int found = 0;
  for (const Cells& cells : random_grids(400, 4)) {
    INFO(text_of(cells));
    DominoBoard b = board_of(cells);
    std::vector<DominoBridge> bridges;
    domino_bridges(b, bridges);
    std::vector<std::string> got;
    for (const DominoBridge& bridge : bridges) {
      auto text = [&](std::uint64_t x) { return domino_board_text({x, b.rows, b.cols}); };
      got.push_back(text(bridge.cell) + " " + text(bridge.first) + " " + text(bridge.second) + " " +
                    std::to_string(bridge.first_straight) + std::to_string(bridge.second_straight));
    }
    CHECK(got == plain_bridges(cells));
    found += static_cast<int>(got.size());
  }
  CHECK(found > 200);  // the grids have bridges to find
}

TEST_CASE("The parts of an option of one region agree with the cells", "[domineering]") {
  // Regions of every shape: the components of random boards, and the boards left whole.
  std::vector<DominoBoard> regions;
  for (const Cells& cells : random_grids(400, 5)) {
    domino_components(board_of(cells), regions);
    Cells whole(cells.size(), std::string(cells[0].size(), '.'));
    if (whole.size() * whole[0].size() > 1) regions.push_back(board_of(whole));
  }
  int split_in_two = 0, split_in_three = 0;
  for (const DominoBoard& region : regions) {
    INFO(domino_board_text(region));
    for (Player who : {Player::kLeft, Player::kRight}) {
      std::vector<DominoBoard> options;
      Domineering{}.options(region, who, options);
      for (const DominoBoard& option : options) {
        std::string text = domino_board_text(option);
        INFO(text);
        Cells cells;
        for (std::size_t start = 0, end = 0; end != std::string::npos; start = end + 1) {
          end = text.find('|', start);
          cells.push_back(text.substr(start, end - start));
        }
        std::vector<DominoBoard> parts;
        domino_option_components(region, option, parts);
        CHECK(texts(parts) == plain_components(cells));
        split_in_two += parts.size() == 2;
        split_in_three += parts.size() >= 3;
      }
    }
  }
  CHECK(split_in_two > 2000);  // the fills between the ring's runs are exercised
  CHECK(split_in_three > 50);
}

TEST_CASE("Packed slots agree with the greedy packing of each line of cells", "[domineering]") {
  // packed_slots: along each row (column), each run of empty cells takes dominoes from its
  // first cell on, run[0..1], run[2..3], ...; the cells they cover, blocked, against the board
  // with the packed slots placed.
  for (const Cells& cells : random_grids(400, 5)) {
    INFO(text_of(cells));
    DominoBoard b = board_of(cells);
    for (bool vertical : {false, true}) {
      const Cells lines = vertical ? transposed_cells(cells) : cells;
      Cells packed_lines = lines;
      for (std::string& line : packed_lines)
        for (std::size_t i = 0; i + 1 < line.size(); ++i)
          if (line[i] == '.' && line[i + 1] == '.') {
            line[i] = line[i + 1] = '#';
            ++i;
          }
      const Cells expected = vertical ? transposed_cells(packed_lines) : packed_lines;
      const unsigned offset = vertical ? b.stride() : 1;
      const std::uint64_t slots = vertical ? b.vertical_slots() : b.horizontal_slots();
      const std::uint64_t packed = packed_slots(slots, offset);
      CHECK((packed & ~slots) == 0);
      CHECK(packed_dominoes(slots, offset) == std::popcount(packed));
      CHECK(domino_board_text(packed ? b.placed(packed, offset) : b) == text_of(expected));
    }
  }
}
