#include "games/fibonacci_nim/tables.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "games/fibonacci_nim/complementary.hpp"
#include "games/fibonacci_nim/grundy_table.hpp"
#include "games/number_theory/wythoff_sequences.hpp"
#include "games/sharding/row_table.hpp"
#include "games/wythoff/wythoff_game.hpp"

namespace cgt::games {
namespace {

// The title and the header (a corner, then the columns from..to) of a square table.
TableFrame square_frame(std::function<std::string(std::int64_t to)> title, std::string corner) {
  return [title = std::move(title), corner = std::move(corner)](std::int64_t from,
                                                                std::int64_t to) {
    TextTable t;
    t.title = title(to);
    t.header.push_back(corner);
    for (std::int64_t c = from; c <= to; ++c) t.header.push_back(std::to_string(c));
    return t;
  };
}

// Row r of a square table: r, then the cells of the columns from..to.
template <class Cell>
std::vector<std::string> square_row(const JobArgs& a, std::int64_t r, Cell&& cell) {
  std::vector<std::string> row{std::to_string(r)};
  for (std::int64_t c = a.from; c <= a.to; ++c) row.push_back(cell(r, c));
  return row;
}

// Complementary values are searched up to this b: the values of pairs up to 200 stay below 10
// times the larger pile.
Pile complementary_bound(std::int64_t to) {
  return static_cast<Pile>(std::max<std::int64_t>(400, 10 * to));
}

ShardedJob complementary_values() {
  ShardedJob job = table_job("gfib-complementary",
                             "complementary values of global Fibonacci nim in Table 1's layout "
                             "(paper 000)",
                             "n1, a row", 0, 15, 200);
  // The three-pile table of every (n1, n2, b), n1, n2 <= to: serial, shared by the rows.
  job.prepare = [](const JobArgs& a, Progress& progress) -> std::shared_ptr<void> {
    progress.start("three-pile table", static_cast<std::uint64_t>(complementary_bound(a.to)));
    return std::make_shared<ComplementaryTable>(static_cast<Pile>(a.to),
                                                complementary_bound(a.to), progress);
  };
  make_row_table(
      job,
      [](const JobArgs& a, const void* prepared, std::int64_t n1) {
        const auto& values = *static_cast<const ComplementaryTable*>(prepared);
        return square_row(a, n1, [&](std::int64_t r, std::int64_t c) {
          auto v = values.value(static_cast<Pile>(r), static_cast<Pile>(c));
          return v ? std::to_string(*v) : std::string("none");
        });
      },
      square_frame(
          [](std::int64_t to) {
            const Pile bound = complementary_bound(to);
            return fmt::format(
                "Complementary values b of (n1, n2): (n1, n2, b; inf) is P (paper 000, Table "
                "1); b searched up to {}, none = no such b <= {}",
                bound, bound);
          },
          "n1\\n2"));
  return job;
}

ShardedJob fibonacci_grundy() {
  ShardedJob job = table_job("fib-grundy",
                             "Grundy values G(n, r) of one-pile Fibonacci nim (paper 002, Table 1)",
                             "n, a row", 0, 20, 300);
  job.prepare = [](const JobArgs& a, Progress& progress) -> std::shared_ptr<void> {
    return std::make_shared<FibonacciNimGrundy>(a.to, progress);
  };
  make_row_table(
      job,
      [](const JobArgs& a, const void* prepared, std::int64_t n) {
        const auto& g = *static_cast<const FibonacciNimGrundy*>(prepared);
        std::vector<std::string> row{std::to_string(n)};
        for (std::int64_t r = 0; r <= a.to; ++r)
          row.push_back(r <= n ? std::to_string(g.value(n, r)) : "");
        return row;
      },
      [](std::int64_t, std::int64_t to) {
        TextTable t;
        t.title = "Grundy values G(n, r) of one-pile Fibonacci nim, r <= n (paper 002, Table 1)";
        t.header.push_back("n\\r");
        for (std::int64_t r = 0; r <= to; ++r) t.header.push_back(std::to_string(r));
        return t;
      });
  return job;
}

ShardedJob wythoff_grundy() {
  ShardedJob job =
      table_job("wythoff-grundy", "Grundy values of Wythoff's game (paper 002, Table 2)",
                "a, a row", 0, 10, 300);
  job.prepare = [](const JobArgs& a, Progress& progress) -> std::shared_ptr<void> {
    return std::make_shared<WythoffGrundyTable>(a.to, progress);
  };
  make_row_table(
      job,
      [](const JobArgs& args, const void* prepared, std::int64_t a) {
        const auto& g = *static_cast<const WythoffGrundyTable*>(prepared);
        return square_row(args, a, [&](std::int64_t r, std::int64_t c) {
          return std::to_string(g.value(r, c));
        });
      },
      square_frame(
          [](std::int64_t) { return "Grundy values G(a, b) of Wythoff's game (paper 002, Table 2)"; },
          "a\\b"));
  return job;
}

ShardedJob wythoff_p_positions() {
  ShardedJob job = table_job("wythoff-p-positions", "Wythoff's P-positions (A(n), B(n))",
                             "n, a row", 0, 20, 1'000'000);
  make_row_table(
      job,
      [](const JobArgs&, const void*, std::int64_t n) {
        return std::vector<std::string>{std::to_string(n), std::to_string(wythoff_a(n)),
                                        std::to_string(wythoff_b(n))};
      },
      fixed_frame(
          "P-positions (A(n), B(n)) of Wythoff's game, A(n) = floor(n phi), B(n) = A(n) + n",
          {"n", "A(n)", "B(n)"}));
  return job;
}

}  // namespace

void add_fibonacci_nim_table_jobs(JobRegistry& r) {
  r.add(complementary_values());
  r.add(fibonacci_grundy());
  r.add(wythoff_grundy());
  r.add(wythoff_p_positions());
}

void register_fibonacci_nim_tables(TableRegistry& r) {
  JobRegistry jobs;
  add_fibonacci_nim_table_jobs(jobs);
  for (const ShardedJob& job : jobs.all()) r.add(table_of(job));
}

}  // namespace cgt::games
