#include "games/domineering/component_table.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <charconv>
#include <tuple>
#include <vector>

#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "games/domineering/domineering.hpp"
#include "games/sharding/saved_games.hpp"
#include "games/sharding/segment_file.hpp"

namespace cgt::games {

namespace {

constexpr std::string_view kHeader = "cgt domineering components ";
constexpr std::string_view kNarrowArea = " narrow ";

// The wide board of rows x cols cells whose empty cells are `empty` (the others blocked).
WideGridBoard wide_region(unsigned rows, unsigned cols, const WideBits& empty) {
  WideGridBoard board{static_cast<std::uint16_t>(rows), static_cast<std::uint16_t>(cols)};
  board.x = board.o = board.none();
  board.blocked = board.cells() & ~empty;
  return board;
}

// Redelmeier's enumeration of the fixed polyominoes of n cells on a grid of 2n + 1 columns and
// n + 1 rows, from the cell (n, 0): a polyomino is grown only by cells after that one (a later
// row, or its row and a column not to the left), each cell taken or refused once for good (an
// untried cell, once refused, stays seen), so that each polyomino comes once.
class Redelmeier {
 public:
  Redelmeier(unsigned n, const std::function<void(const DominoBoard&)>& visit,
             const std::function<void(const WideGridBoard&)>& visit_wide, std::size_t narrow_area)
      : n_(n),
        width_(2 * n + 1),
        narrow_area_(std::min(narrow_area, DominoBoard::kMaxCells)),
        seen_(width_ * (n + 1), false),
        visit_(visit),
        visit_wide_(visit_wide) {}

  void run() {
    seen_[n_] = true;
    grow({n_});
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
    poll_interrupt();  // 109 million polyominoes of 16 cells: Ctrl-C must not wait for them all
    unsigned left = width_, right = 0, bottom = 0;
    for (unsigned c : cells_) {
      left = std::min(left, c % width_);
      right = std::max(right, c % width_);
      bottom = std::max(bottom, c / width_);
    }
    unsigned rows = bottom + 1, cols = right - left + 1;
    if (rows * cols > narrow_area_) {
      WideBits empty = WideBits::empty_of(rows * cols);
      for (unsigned c : cells_) empty.set((c / width_) * cols + c % width_ - left);
      visit_wide_(wide_region(rows, cols, empty));
      return;
    }
    std::uint64_t packed = 0;
    for (unsigned c : cells_) packed |= 1ull << ((c / width_) * cols + c % width_ - left);
    visit_(DominoBoard::from_packed(packed, rows, cols));
  }

  unsigned n_, width_;
  std::size_t narrow_area_;
  std::vector<bool> seen_;
  std::vector<unsigned> cells_;
  const std::function<void(const DominoBoard&)>& visit_;
  const std::function<void(const WideGridBoard&)>& visit_wide_;
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

// The same region as a wide board.
WideGridBoard widened_region(const DominoBoard& b) {
  WideBits empty = WideBits::empty_of(std::size_t{b.rows} * b.cols);
  for_each_cell(packed_cells(b), [&](std::size_t cell) { empty.set(cell); });
  return wide_region(b.rows, b.cols, empty);
}

// A set of cells in hexadecimal (cell i is bit i), as the file writes it.
std::string hex_cells(const WideBits& cells) {
  std::size_t top = std::max<std::size_t>(cells.words(), 1);
  while (top > 1 && cells.word(top - 1) == 0) --top;
  std::string out = fmt::format("{:x}", cells.word(top - 1));
  for (std::size_t i = top - 1; i-- > 0;) out += fmt::format("{:016x}", cells.word(i));
  return out;
}

// The set of cells `hex` writes, on a board of `area` cells; none when it is no hexadecimal
// number or names a cell past the area.
std::optional<WideBits> parse_hex_cells(std::string_view hex, std::size_t area) {
  if (hex.empty()) return std::nullopt;
  WideBits cells = WideBits::empty_of(area);
  for (std::size_t k = 0; k < hex.size(); ++k) {
    unsigned digit = 0;
    const char* ch = hex.data() + hex.size() - 1 - k;
    if (auto [p, ec] = std::from_chars(ch, ch + 1, digit, 16); ec != std::errc() || p != ch + 1)
      return std::nullopt;
    for (unsigned bit = 0; bit < 4; ++bit) {
      if (!(digit >> bit & 1)) continue;
      if (4 * k + bit >= area) return std::nullopt;
      cells.set(4 * k + bit);
    }
  }
  return cells;
}

bool is_one_region(const DominoBoard& b) {
  std::vector<DominoBoard> parts;
  domino_components(b, parts);
  return parts.size() == 1 && parts.front() == b;
}

bool is_one_region(const WideGridBoard& b) {
  std::vector<WideGridBoard> parts;
  WideDomineering{}.components(b, parts);
  return parts.size() == 1 && parts.front() == b;
}

// A key's value as the value of its region, which the key negates when `negated`.
std::optional<Game> signed_value(std::optional<Game> g, bool negated) {
  return g && negated ? std::optional<Game>(negate(*g)) : g;
}

WideGridBoard wide_key(const WideGridBoard& region, bool& negated) {
  return WideDomineering{}.normalise(region, negated);
}

}  // namespace

void for_each_region(unsigned cells, const std::function<void(const DominoBoard&)>& visit,
                     const std::function<void(const WideGridBoard&)>& visit_wide,
                     std::size_t narrow_area) {
  if (cells > 0) Redelmeier(cells, visit, visit_wide, narrow_area).run();
}

std::uint64_t for_each_region(unsigned cells,
                              const std::function<void(const DominoBoard&)>& visit) {
  std::uint64_t wide = 0;
  for_each_region(cells, visit, [&](const WideGridBoard&) { ++wide; });
  return wide;
}

DomineeringComponentTable DomineeringComponentTable::build(unsigned max_cells, Progress* progress,
                                                           unsigned narrow_area) {
  DomineeringComponentTable table;
  table.narrow_area_ = std::min<unsigned>(narrow_area, DominoBoard::kMaxCells);
  table.extend(max_cells, progress);
  return table;
}

void DomineeringComponentTable::extend(unsigned max_cells, Progress* progress) {
  DomineeringComponentTable& table = *this;
  auto check_resets = [&] {
    if (table.resets_ != game_table().resets())
      throw LimitError("domineering component table: the game table was reset (memory limit)");
  };
  check_resets();
  Evaluator<Domineering> evaluator;
  evaluator.set_known_components(&table);
  Evaluator<WideDomineering> wide_evaluator;  // for the regions past the narrow area
  wide_evaluator.set_known_components(&table);
  for (unsigned n = std::max(table.max_cells_ + 1, 2u); n <= max_cells; ++n) {
    // The symmetries keep a bounding box's area, so each class is narrow or wide as a whole.
    std::vector<DominoBoard> keys;
    std::unordered_map<DominoBoard, bool, KeyHash> met;
    std::vector<WideGridBoard> wide_keys;
    std::unordered_map<WideGridBoard, bool, KeyHash> wide_met;
    for_each_region(
        n,
        [&](const DominoBoard& region) {
          DominoBoard key = least_symmetric_image(region);
          if (met.emplace(key, true).second) keys.push_back(key);
        },
        [&](const WideGridBoard& region) {
          bool negated = false;
          WideGridBoard key = wide_key(region, negated);
          if (wide_met.emplace(key, true).second) wide_keys.push_back(std::move(key));
        },
        table.narrow_area_);
    if (progress)
      progress->start(fmt::format("domineering regions of {} cells", n),
                      keys.size() + wide_keys.size());
    std::uint64_t done = 0;
    for (const DominoBoard& key : keys) {
      table.values_.emplace(key, evaluator.value(key));
      if (progress) progress->update(++done);
    }
    for (const WideGridBoard& key : wide_keys) {
      table.wide_values_.emplace(key, wide_evaluator.value(key));
      if (progress) progress->update(++done);
    }
    if (progress) progress->finish();
    check_resets();
    table.max_cells_ = n;
  }
}

std::vector<std::size_t> DomineeringComponentTable::classes_by_size() const {
  std::vector<std::size_t> count(max_cells_ + 1, 0);
  for (const auto& entry : values_) ++count.at(std::popcount(entry.first.empty));
  for (const auto& entry : wide_values_) ++count.at(entry.first.empty().count());
  return count;
}

std::string DomineeringComponentTable::text() const {
  // By size (the narrow regions of a size before the wide ones), then by key, so that a table's
  // text depends only on its regions.
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
  using WideEntry = std::tuple<std::size_t, std::uint16_t, std::uint16_t, WideBits, Game>;
  std::vector<WideEntry> wide;
  for (const auto& [key, g] : wide_values_)
    wide.emplace_back(key.empty().count(), key.rows, key.cols, key.empty(), g);
  std::sort(wide.begin(), wide.end(), [](const WideEntry& a, const WideEntry& b) {
    return std::tie(std::get<0>(a), std::get<1>(a), std::get<2>(a), std::get<3>(a)) <
           std::tie(std::get<0>(b), std::get<1>(b), std::get<2>(b), std::get<3>(b));
  });

  std::string body = fmt::format("{}{}{}\n", kHeader, max_cells_,
                                 narrow_area_ == DominoBoard::kMaxCells
                                     ? ""
                                     : fmt::format("{}{}", kNarrowArea, narrow_area_));
  SavedGames saved;
  std::size_t next_wide = 0;
  auto write_wide_below = [&](std::size_t cells) {
    for (; next_wide < wide.size() && std::get<0>(wide[next_wide]) < cells; ++next_wide) {
      const auto& [count, rows, cols, empty, g] = wide[next_wide];
      std::string name = saved.name(g, body);
      body += fmt::format("{} {} {} {}\n", rows, cols, hex_cells(empty), name);
    }
  };
  for (const DominoBoard& key : keys) {
    write_wide_below(static_cast<std::size_t>(std::popcount(key.empty)));
    std::string name = saved.name(values_.at(key), body);
    body += fmt::format("{} {} {:x} {}\n", key.rows, key.cols, packed_cells(key), name);
  }
  write_wide_below(max_cells_ + 1);
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
      if (ec != std::errc() || table.max_cells_ > 64)
        throw fail(1, "the most cells is no number from 0 to 64");
      std::string_view rest(p, static_cast<std::size_t>(n.data() + n.size() - p));
      if (rest.starts_with(kNarrowArea)) {
        rest.remove_prefix(kNarrowArea.size());
        auto [q, e] = std::from_chars(rest.data(), rest.data() + rest.size(), table.narrow_area_);
        if (e != std::errc() || q != rest.data() + rest.size() || table.narrow_area_ == 0 ||
            table.narrow_area_ > DominoBoard::kMaxCells)
          throw fail(1, "the narrow area is no number from 1 to 64");
      } else if (!rest.empty()) {
        throw fail(1, fmt::format("no first line '{}N'", kHeader));
      }
      continue;
    }
    try {
      if (line.starts_with('{')) {
        saved.read_line(line);
        continue;
      }
      const char* p = line.data();
      const char* stop = line.data() + line.size();
      // The next field, up to a space (which must follow).
      auto field = [&] {
        const char* space = std::find(p, stop, ' ');
        if (space == stop || space == p) throw fail(number, "no region line");
        std::string_view out(p, static_cast<std::size_t>(space - p));
        p = space + 1;
        return out;
      };
      auto decimal = [&](std::string_view f) {
        unsigned value = 0;
        auto [q, ec] = std::from_chars(f.data(), f.data() + f.size(), value);
        if (ec != std::errc() || q != f.data() + f.size()) throw fail(number, "no region line");
        return value;
      };
      unsigned rows = decimal(field()), cols = decimal(field());
      std::string_view hex = field();
      // A region of n cells spans at most n rows and columns, together at most n + 1.
      if (rows == 0 || cols == 0 || rows + cols > table.max_cells_ + 1)
        throw fail(number, "the region does not fit its rows and columns");
      auto too_many = [&](std::size_t count) {
        if (count > table.max_cells_)
          throw fail(number, "the region has more cells than the table's most");
      };
      Game g = saved.game(std::string_view(p, static_cast<std::size_t>(stop - p)));
      bool added = false;
      std::size_t area = std::size_t{rows} * cols;
      if (area <= table.narrow_area_) {
        std::uint64_t cells = 0;
        auto [q, ec] = std::from_chars(hex.data(), hex.data() + hex.size(), cells, 16);
        if (ec != std::errc() || q != hex.data() + hex.size() || (area < 64 && cells >> area != 0))
          throw fail(number, "the region does not fit its rows and columns");
        too_many(static_cast<std::size_t>(std::popcount(cells)));
        DominoBoard key = DominoBoard::from_packed(cells, rows, cols);
        if (!is_one_region(key) || least_symmetric_image(key) != key)
          throw fail(number, "the cells are no region's least symmetric image");
        added = table.values_.emplace(key, g).second;
      } else {
        std::optional<WideBits> cells = parse_hex_cells(hex, area);
        if (!cells) throw fail(number, "the region does not fit its rows and columns");
        too_many(cells->count());
        WideGridBoard key = wide_region(rows, cols, *cells);
        bool negated = false;
        if (!is_one_region(key) || wide_key(key, negated) != key)
          throw fail(number, "the cells are no region's least symmetric image");
        added = table.wide_values_.emplace(std::move(key), g).second;
      }
      if (!added) throw fail(number, "the region repeats");
    } catch (const DomainError& e) {
      if (std::string_view(e.what()).starts_with("domineering component table")) throw;
      throw fail(number, e.what());
    }
  }
  return table;
}

std::optional<Game> DomineeringComponentTable::find(const DominoBoard& key) const {
  if (resets_ != game_table().resets()) return std::nullopt;
  if (std::size_t{key.rows} * key.cols > narrow_area_) return value(widened_region(key));
  auto it = values_.find(key);
  return it == values_.end() ? std::nullopt : std::optional<Game>(it->second);
}

std::optional<Game> DomineeringComponentTable::find(const WideGridBoard& key) const {
  if (resets_ != game_table().resets()) return std::nullopt;
  if (key.area() <= narrow_area_) return value(*WideDomineering{}.narrowed(key));
  auto it = wide_values_.find(key);
  return it == wide_values_.end() ? std::nullopt : std::optional<Game>(it->second);
}

std::optional<Game> DomineeringComponentTable::value(const DominoBoard& region) const {
  bool negated = false;
  DominoBoard key = least_symmetric_image(region, negated);
  return signed_value(find(key), negated);
}

std::optional<Game> DomineeringComponentTable::value(const WideGridBoard& region) const {
  bool negated = false;
  WideGridBoard key = wide_key(region, negated);
  return signed_value(find(key), negated);
}

}  // namespace cgt::games
