#include "games/domineering/component_table.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <charconv>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "games/domineering/domineering.hpp"
#include "games/sharding/saved_games.hpp"
#include "games/sharding/segment_file.hpp"

namespace cgt::games {

namespace {

constexpr std::string_view kHeader = "cgt domineering components ";

// Redelmeier's enumeration of the fixed polyominoes of n cells on a grid of 2n + 1 columns and
// n + 1 rows, from the cell (n, 0): a polyomino is grown only by cells after that one (a later
// row, or its row and a column not to the left), each cell taken or refused once for good (an
// untried cell, once refused, stays seen), so that each polyomino comes once.
class Redelmeier {
 public:
  Redelmeier(unsigned n, const std::function<void(const DominoBoard&)>& visit)
      : n_(n), width_(2 * n + 1), seen_(width_ * (n + 1), false), visit_(visit) {}

  std::uint64_t run() {
    seen_[n_] = true;
    grow({n_});
    return too_large_;
  }

 private:
  void grow(std::vector<unsigned> untried) {
    while (!untried.empty()) {
      unsigned cell = untried.back();
      untried.pop_back();
      cells_.push_back(cell);
      if (cells_.size() == n_) {
        emit();
      } else {
        std::vector<unsigned> next = untried, added;
        unsigned x = cell % width_, y = cell / width_;
        auto offer = [&](unsigned c) {
          if (!seen_[c]) {
            seen_[c] = true;
            next.push_back(c);
            added.push_back(c);
          }
        };
        if (x + 1 < width_) offer(cell + 1);
        if (y + 1 <= n_) offer(cell + width_);
        if (x > 0 && (y > 0 || x - 1 >= n_)) offer(cell - 1);
        if (y > 0 && (y - 1 > 0 || x >= n_)) offer(cell - width_);
        grow(std::move(next));
        for (unsigned c : added) seen_[c] = false;
      }
      cells_.pop_back();
    }
  }

  void emit() {
    unsigned left = width_, right = 0, bottom = 0;
    for (unsigned c : cells_) {
      left = std::min(left, c % width_);
      right = std::max(right, c % width_);
      bottom = std::max(bottom, c / width_);
    }
    unsigned rows = bottom + 1, cols = right - left + 1;
    if (rows * cols > DominoBoard::kMaxCells) {
      ++too_large_;
      return;
    }
    std::uint64_t packed = 0;
    for (unsigned c : cells_) packed |= 1ull << ((c / width_) * cols + c % width_ - left);
    visit_(DominoBoard::from_packed(packed, rows, cols));
  }

  unsigned n_, width_;
  std::vector<bool> seen_;
  std::vector<unsigned> cells_;
  const std::function<void(const DominoBoard&)>& visit_;
  std::uint64_t too_large_ = 0;
};

// The cells of b packed row after row (bit r * cols + c), as the file writes them.
std::uint64_t packed_cells(const DominoBoard& b) {
  std::uint64_t out = 0;
  unsigned stride = b.stride(), bit = 0;
  for (unsigned r = 0; r < b.rows; ++r)
    for (unsigned c = 0; c < b.cols; ++c, ++bit)
      if (b.empty >> (r * stride + c) & 1) out |= 1ull << bit;
  return out;
}

bool is_one_region(const DominoBoard& b) {
  std::vector<DominoBoard> parts;
  domino_components(b, parts);
  return parts.size() == 1 && parts.front() == b;
}

}  // namespace

std::uint64_t for_each_region(unsigned cells,
                              const std::function<void(const DominoBoard&)>& visit) {
  if (cells == 0) return 0;
  return Redelmeier(cells, visit).run();
}

void DomineeringComponentTable::extend(unsigned max_cells, Progress* progress) {
  DomineeringComponentTable& table = *this;
  if (table.resets_ != game_table().resets())
    throw LimitError("domineering component table: the game table was reset (memory limit)");
  Evaluator<Domineering> evaluator;
  evaluator.set_known_components(&table);
  for (unsigned n = std::max(table.max_cells_ + 1, 2u); n <= max_cells; ++n) {
    std::vector<DominoBoard> keys;
    std::unordered_map<DominoBoard, bool, KeyHash> met;
    // Regions whose bounding box is past 64 cells (from 16 cells on) are left out: no board
    // holds them, so no evaluator meets them.
    table.left_out_ += for_each_region(n, [&](const DominoBoard& region) {
      DominoBoard key = least_symmetric_image(region);
      if (met.emplace(key, true).second) keys.push_back(key);
    });
    if (progress) progress->start(fmt::format("domineering regions of {} cells", n), keys.size());
    std::uint64_t done = 0;
    for (const DominoBoard& key : keys) {
      table.values_.emplace(key, evaluator.value(key));
      if (progress) progress->update(++done);
    }
    if (progress) progress->finish();
    if (table.resets_ != game_table().resets())
      throw LimitError("domineering component table: the game table was reset (memory limit)");
    table.max_cells_ = n;
  }
}

std::string DomineeringComponentTable::text() const {
  // By size, then by key, so that a table's text depends only on its regions.
  std::vector<DominoBoard> keys;
  keys.reserve(values_.size());
  for (const auto& entry : values_) keys.push_back(entry.first);
  std::sort(keys.begin(), keys.end(), [](const DominoBoard& a, const DominoBoard& b) {
    int ca = std::popcount(a.empty), cb = std::popcount(b.empty);
    if (ca != cb) return ca < cb;
    if (a.rows != b.rows) return a.rows < b.rows;
    if (a.cols != b.cols) return a.cols < b.cols;
    return a.empty < b.empty;
  });
  std::string body = fmt::format("{}{}\n", kHeader, max_cells_);
  SavedGames saved;
  for (const DominoBoard& key : keys) {
    std::string name = saved.name(values_.at(key), body);
    body += fmt::format("{} {} {:x} {}\n", key.rows, key.cols, packed_cells(key), name);
  }
  Cksum sum;
  sum.update(body);
  return body + fmt::format("cksum {} {}\n", sum.value(), body.size());
}

DomineeringComponentTable DomineeringComponentTable::parse(std::string_view text) {
  auto fail = [](std::size_t line, std::string_view why) {
    return DomainError(fmt::format("domineering component table, line {}: {}", line, why));
  };
  if (text.empty() || text.back() != '\n') throw fail(1, "the file does not end in a newline");
  std::size_t last = text.rfind('\n', text.size() - 2);
  std::size_t body_size = last == std::string_view::npos ? 0 : last + 1;
  std::string_view body = text.substr(0, body_size);
  std::size_t lines = static_cast<std::size_t>(std::count(body.begin(), body.end(), '\n'));
  Cksum sum;
  sum.update(body);
  if (text.substr(body_size) != fmt::format("cksum {} {}\n", sum.value(), body.size()))
    throw fail(lines + 1, "the checksum line does not match the text before it (damaged)");
  if (!body.starts_with(kHeader)) throw fail(1, fmt::format("no first line '{}N'", kHeader));

  DomineeringComponentTable table;
  SavedGames saved;
  std::size_t number = 0;
  for (std::size_t at = 0; at < body.size();) {
    std::size_t end = body.find('\n', at);
    std::string_view line = body.substr(at, end - at);
    at = end + 1;
    ++number;
    if (number == 1) {
      std::string_view n = line.substr(kHeader.size());
      auto [p, ec] = std::from_chars(n.data(), n.data() + n.size(), table.max_cells_);
      if (ec != std::errc() || p != n.data() + n.size() || table.max_cells_ > 64)
        throw fail(1, "the most cells is no number from 0 to 64");
      continue;
    }
    try {
      if (line.starts_with('{')) {
        saved.read_line(line);
        continue;
      }
      unsigned rows = 0, cols = 0;
      std::uint64_t cells = 0;
      const char* p = line.data();
      const char* stop = line.data() + line.size();
      auto field = [&](auto& value, int base) {
        auto [q, ec] = std::from_chars(p, stop, value, base);
        if (ec != std::errc() || q == stop || *q != ' ') throw fail(number, "no region line");
        p = q + 1;
      };
      field(rows, 10);
      field(cols, 10);
      field(cells, 16);
      if (rows == 0 || cols == 0 || rows * cols > DominoBoard::kMaxCells ||
          (rows * cols < 64 && cells >> (rows * cols) != 0))
        throw fail(number, "the region does not fit its rows and columns");
      DominoBoard key = DominoBoard::from_packed(cells, rows, cols);
      if (!is_one_region(key) || least_symmetric_image(key) != key ||
          static_cast<unsigned>(std::popcount(cells)) > table.max_cells_)
        throw fail(number, "the cells are no region's least symmetric image within the size");
      Game g = saved.game(std::string_view(p, static_cast<std::size_t>(stop - p)));
      if (!table.values_.emplace(key, g).second) throw fail(number, "the region repeats");
    } catch (const DomainError& e) {
      if (std::string_view(e.what()).starts_with("domineering component table")) throw;
      throw fail(number, e.what());
    }
  }
  return table;
}

std::optional<Game> DomineeringComponentTable::find(const DominoBoard& key) const {
  if (resets_ != game_table().resets()) return std::nullopt;
  auto it = values_.find(key);
  return it == values_.end() ? std::nullopt : std::optional<Game>(it->second);
}

std::optional<Game> DomineeringComponentTable::value(const DominoBoard& region) const {
  bool negated = false;
  DominoBoard key = least_symmetric_image(region, negated);
  std::optional<Game> g = find(key);
  if (g && negated) return negate(*g);
  return g;
}

}  // namespace cgt::games
