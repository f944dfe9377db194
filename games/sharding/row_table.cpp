#include "games/sharding/row_table.hpp"

namespace cgt::games {

TableFrame fixed_frame(std::string title, std::vector<std::string> header) {
  return [title = std::move(title), header = std::move(header)](std::int64_t, std::int64_t) {
    TextTable t;
    t.title = title;
    t.header = header;
    return t;
  };
}

void make_row_table(ShardedJob& job, RowCells row, TableFrame frame) {
  job.units = [](const JobArgs& a) { return UnitRange{a.from, a.to}; };
  job.run = [row = std::move(row)](const JobArgs& a, void* prepared, Report& report,
                                   Progress& progress) {
    std::uint64_t done = 0;
    a.for_each_unit([&](std::int64_t u) {
      report.begin_unit(u);
      std::vector<std::string> cells = row(a, prepared, u);
      report.add_checked(cells.size());
      if (!cells.empty()) report.add_row(std::move(cells));
      progress.update(++done);
    });
  };
  // A complete report's units are the rows from..to, and its upto is `to`.
  job.table = [frame = std::move(frame)](const Report& r) {
    TextTable t = frame(r.unit_from, r.upto);
    for (const ReportRow& row : r.rows) t.rows.push_back(row.cells);
    return t;
  };
}

}  // namespace cgt::games
