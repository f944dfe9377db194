#include "tools/cgt/positions_job.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <sstream>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/files/file_io.hpp"
#include "cgt/notation/printer.hpp"
#include "games/ruleset/board_enumeration.hpp"
#include "games/sharding/digest.hpp"
#include "lang/ruleset_reader.hpp"

namespace cgt::tool {
namespace {

constexpr const char* kNotAPosition = "not a position";

// One unit's position as written, and its name (a file's NAME<TAB>POSITION).
struct Entry {
  std::string name, text;
};

// Where a table's positions come from: the lines of a file or the boards of a size.
struct PositionSource {
  std::string description;  // in the params: what was tabulated
  std::string unit_column;  // what a unit is called in the table: "line" or "board"
  bool named = false;       // whether the table has a column of names
  games::UnitRange units;
  std::function<std::optional<Entry>(std::int64_t unit)> entry;  // nothing for a blank line
};

std::string trimmed_end(std::string s) {
  while (!s.empty() && (s.back() == '\r' || s.back() == ' ' || s.back() == '\t')) s.pop_back();
  return s;
}

// A file's lines as entries, each checked to be a position of the ruleset.
PositionSource file_source(const std::string& path, const lang::RulesetReader& reader) {
  std::string contents;
  try {
    contents = read_file(path);  // a regular file of limited size
  } catch (const Error& e) {
    if (e.code() != ErrorCode::kIo) throw;  // Ctrl-C, the time limit
    throw DomainError(fmt::format("--file: {}", e.what()));
  }
  auto lines = std::make_shared<std::vector<std::optional<Entry>>>();
  std::istringstream split(contents);
  for (std::string line; std::getline(split, line);) {
    line = trimmed_end(line);
    if (line.empty()) {
      lines->emplace_back();
      continue;
    }
    std::size_t tab = line.rfind('\t');
    Entry e = tab == std::string::npos ? Entry{"", line}
                                       : Entry{line.substr(0, tab), line.substr(tab + 1)};
    try {
      reader.read(e.text);
    } catch (const Error& error) {
      throw DomainError(fmt::format("{}:{}: {}", path, lines->size() + 1, error.what()));
    }
    lines->push_back(std::move(e));
  }
  if (lines->empty()) throw DomainError(fmt::format("--file {}: the file has no lines", path));
  PositionSource s;
  // The content, not the path, says which file it is: shards of other files do not merge.
  s.description = fmt::format("the {} lines of the file of content hash {:016x}", lines->size(),
                              games::mix_bits(games::fnv1a(games::kFnvOffset, contents)));
  s.unit_column = "line";
  s.named = true;
  s.units = {1, static_cast<std::int64_t>(lines->size())};
  s.entry = [lines](std::int64_t line) { return (*lines)[static_cast<std::size_t>(line - 1)]; };
  return s;
}

std::size_t dimension(std::string_view text, const std::string& size) {
  std::size_t n = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty())
    throw DomainError(fmt::format(
        "--all takes RxC, the rows and columns of the boards (such as 4x4), not '{}'", size));
  return n;
}

// Every board of a size over the cells (every cell the ruleset takes, unless `cells` says).
PositionSource board_source(const std::string& size, std::string cells,
                            const lang::RulesetReader& reader) {
  const std::size_t x = size.find('x');
  const std::size_t rows = dimension(std::string_view(size).substr(0, x), size);
  const std::size_t cols =
      dimension(x == std::string::npos ? "" : std::string_view(size).substr(x + 1), size);
  const std::string taken = reader.cells();
  if (taken.empty())
    throw DomainError(fmt::format("--all: {} takes no board; give its positions in a file (--file)",
                                  reader.ruleset()));
  for (char c : cells)
    if (taken.find(c) == std::string::npos)
      throw DomainError(fmt::format("--cells: the boards of {} take the cells '{}', not '{}'",
                                    reader.ruleset(), taken, c));
  if (cells.empty()) cells = taken;
  auto boards = std::make_shared<games::BoardEnumeration>(rows, cols, cells, kMaxPositions,
                                                          "--all " + size);
  try {
    reader.read(boards->board(0));
  } catch (const Error& error) {
    throw DomainError(fmt::format("--all {}: its first board, {}, is not a position of {}: {}",
                                  size, boards->board(0), reader.ruleset(), error.what()));
  }
  PositionSource s;
  s.description = fmt::format("all {}x{} boards of the cells '{}'", rows, cols, cells);
  s.unit_column = "board";
  s.units = {0, static_cast<std::int64_t>(boards->count()) - 1};
  s.entry = [boards](std::int64_t board) {
    return std::optional<Entry>(Entry{"", boards->board(static_cast<std::uint64_t>(board))});
  };
  return s;
}

std::vector<std::string> columns_of(const PositionSource& source, bool outcomes) {
  std::vector<std::string> columns = {source.unit_column};
  if (source.named) columns.push_back("name");
  columns.push_back("position");
  if (!outcomes) columns.push_back("value");
  columns.push_back("outcome");
  return columns;
}

// One unit: its position's row and outcome class; a board the ruleset rejects (a NoGo block
// without liberty) is counted as not a position.
void record(const lang::RulesetReader& reader, const PositionSource& source, bool outcomes,
            std::int64_t unit, games::Report& report) {
  std::optional<Entry> e = source.entry(unit);
  if (!e) return;
  std::optional<games::AnyPosition> p;
  try {
    p = reader.read(e->text);
  } catch (const DomainError&) {
    report.count(kNotAPosition);
    return;
  }
  std::vector<std::string> row = {std::to_string(unit)};
  if (source.named) row.push_back(e->name);
  row.push_back(e->text);
  // The searches poll Ctrl-C themselves; their progress would count table entries, not units.
  Outcome o;
  if (outcomes) {
    o = games::solve({*p});
  } else {
    Game value = p->value();
    row.push_back(to_string(value));
    o = outcome(value);
  }
  const std::string letter(1, outcome_letter(o));
  row.push_back(letter);
  report.count("outcome " + letter);
  report.add_checked(1);
  report.add_row(std::move(row));
}

}  // namespace

games::ShardedJob positions_job(const PositionsSpec& spec) {
  if (spec.file.empty() == spec.board_size.empty())
    throw DomainError("positions: give one of --file FILE (a position a line) and --all RxC");
  if (!spec.cells.empty() && spec.board_size.empty())
    throw DomainError("--cells is for the boards of --all RxC");
  auto reader = std::make_shared<const lang::RulesetReader>(spec.ruleset);
  auto source = std::make_shared<const PositionSource>(
      spec.file.empty() ? board_source(spec.board_size, spec.cells, *reader)
                        : file_source(spec.file, *reader));
  const bool outcomes = spec.outcomes;
  const games::UnitRange units = source->units;
  games::ShardedJob job =
      games::table_job(kPositionsJob, "positions of a ruleset with their values or outcome classes",
                       source->named ? "a line of the file, from 1" : "a board, numbered from 0",
                       units.from, units.to, units.to);
  job.params = fmt::format("{}, {}, {}", reader->ruleset(), source->description,
                           outcomes ? "outcomes" : "values");
  job.units = [units](const games::JobArgs&) { return units; };
  job.run = [reader, source, outcomes](const games::JobArgs& a, void*, games::Report& report,
                                       Progress& progress) {
    report.columns = columns_of(*source, outcomes);
    std::uint64_t done = 0;
    a.for_each_unit([&](std::int64_t unit) {
      report.begin_unit(unit);
      record(*reader, *source, outcomes, unit, report);
      progress.update(++done);
    });
  };
  job.table = positions_table;
  return job;
}

TextTable positions_table(const games::Report& r) {
  TextTable t;
  t.header = r.columns;
  std::set<std::string> values;
  const auto value_column = std::find(r.columns.begin(), r.columns.end(), "value");
  for (const games::ReportRow& row : r.rows) {
    if (value_column != r.columns.end())
      values.insert(row.cells[static_cast<std::size_t>(value_column - r.columns.begin())]);
    t.rows.push_back(row.cells);
  }
  std::string counts;
  for (const auto& [key, n] : r.counts)
    counts += fmt::format("{}{}: {}", counts.empty() ? "" : ", ", key, n);
  t.title = fmt::format("{}: {} positions ({}){}", r.params, r.checked, counts,
                        value_column == r.columns.end()
                            ? ""
                            : fmt::format(", {} distinct values", values.size()));
  return t;
}

}  // namespace cgt::tool
