#include "games/golden_nugget/tables.hpp"

#include <fmt/format.h>

#include <optional>

#include "cgt/notation/printer.hpp"
#include "games/complementary_subtraction/heap_outcomes.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"
#include "games/golden_nugget/heap_classes.hpp"
#include "games/golden_nugget/xi_map.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/fibonacci_word.hpp"
#include "games/number_theory/wythoff_compositions.hpp"
#include "games/number_theory/wythoff_sequences.hpp"
#include "games/number_theory/wythoff_word.hpp"
#include "games/sharding/row_table.hpp"
#include "reduce/reduced_canonical_form.hpp"

namespace cgt::games {
namespace {

// gn-values by rows h: the sweep of the values (sequential) is made once per worker, the
// reduced canonical forms and the printing of each row are the units.
ShardedJob values_job() {
  ShardedJob job =
      table_job("gn-values", "GoldenNugget heaps h, val(h) and rcf(h) (paper 004, Table 2)",
                "h, a row", 1, 20, 20000);
  job.prepare = [](const JobArgs& a, Progress& progress) -> std::shared_ptr<void> {
    auto values = std::make_shared<ValueSweep>(SubtractionSet::golden_nugget());
    values->extend_to(a.to, progress);
    return values;
  };
  make_row_table(
      job,
      [](const JobArgs&, const void* prepared, std::int64_t h) {
        const Game v = static_cast<const ValueSweep*>(prepared)->value(h);
        return std::vector<std::string>{std::to_string(h), to_string(v), to_string(reduce::rcf(v))};
      },
      fixed_frame(
          "Paper 004, Table 2: the heap values of GoldenNugget and their reduced canonical forms",
          {"h", "value", "rcf(h)"}));
  return job;
}

// gn-rcf by rows F_k (the units are from..to, the Fibonacci numbers among them rows): the
// reduced sweep up to the last cell of the last row is made once per worker.
constexpr std::int64_t kRcfColumns = 13;  // +0 .. +12, as printed

// The cells of row F_k: rcf(F_k + j) for j < F_{k-1}, at most kRcfColumns of them.
std::int64_t rcf_row_width(int k) {
  return std::min(fibonacci(k - 1), kRcfColumns);
}

ShardedJob rcf_job() {
  ShardedJob job =
      table_job("gn-rcf", "rcf(F_k + j) in rows F_k, columns +0..+12 (paper 004, Table 3)",
                "n, a row when n is a Fibonacci number F_k", 1, 55, 10'000'000);
  job.prepare = [](const JobArgs& a, Progress& progress) -> std::shared_ptr<void> {
    auto rcf = std::make_shared<std::vector<Game>>();
    if (a.to < 1) return rcf;
    const int k = largest_fibonacci_index_at_most(a.to);
    if (fibonacci(k) < a.from) return rcf;  // no row
    ReducedSweep(SubtractionSet::golden_nugget())
        .run(fibonacci(k) + rcf_row_width(k) - 1, progress,
             [&](std::int64_t, const HeapFacts& f) { rcf->push_back(f.rcf()); });
    return rcf;
  };
  std::vector<std::string> header{""};
  for (int j = 0; j < kRcfColumns; ++j) header.push_back(fmt::format("+{}", j));
  make_row_table(
      job,
      [](const JobArgs&, const void* prepared, std::int64_t n) {
        std::optional<int> k = fibonacci_index_of(n);
        if (!k) return std::vector<std::string>{};
        const auto& rcf = *static_cast<const std::vector<Game>*>(prepared);
        std::vector<std::string> row{std::to_string(n)};
        for (std::int64_t j = 0; j < rcf_row_width(*k); ++j)
          row.push_back(to_string(rcf[static_cast<std::size_t>(n + j)]));
        return row;
      },
      fixed_frame("Paper 004, Table 3: the reduced canonical forms rcf(F_k + j) of GoldenNugget",
                  std::move(header)));
  return job;
}

// gn-partition's columns are the indices i: each unit keeps its column as a report row (i
// first), and the table turns the columns into the paper's rows.
constexpr const char* kPartitionRows[] = {"B",     "AB_0", "AB_0+1", "B^2+1",
                                          "G(1)",  "G(2)", "G(3)"};

ShardedJob partition_job() {
  ShardedJob job =
      table_job("gn-partition", "B, AB_0, AB_0+1, B^2+1, G(1..3) by index (paper 004, Table 4)",
                "i, a column", 0, 14, 1'000'000);
  make_row_table(
      job,
      [](const JobArgs&, const void*, std::int64_t i) {
        auto text = [](std::int64_t v) { return std::to_string(v); };
        std::vector<std::string> column{
            text(i), i == 0 ? std::string("-") : text(wythoff_b(i)), text(wythoff_ab(i)),
            text(wythoff_ab(i) + 1), i == 0 ? std::string("-") : text(wythoff_b_squared(i) + 1)};
        for (int n = 1; n <= 3; ++n) column.push_back(text(g_term(i, n)));
        return column;
      },
      fixed_frame("Paper 004, Table 4: the partition of heap sizes (G(n) from i = 0)", {""}));
  job.table = [columns = std::move(job.table)](const Report& r) {
    TextTable t = columns(r);
    std::vector<std::vector<std::string>> rows;
    for (const char* label : kPartitionRows) rows.push_back({label});
    for (const std::vector<std::string>& column : t.rows) {
      t.header.push_back(column.front());
      for (std::size_t j = 0; j < rows.size(); ++j) rows[j].push_back(column[j + 1]);
    }
    t.rows = std::move(rows);
    return t;
  };
  return job;
}

// gn-numbers by heaps (the heaps whose values are numbers are rows): the reduced sweep up to
// `to` is made once per worker.
ShardedJob numbers_job() {
  ShardedJob job =
      table_job("gn-numbers",
                "heaps whose values are numbers, binary, moves and options (paper 004, Table 5)",
                "h, a row when val(h) is a number", 0, 87, 10'000'000);
  job.prepare = [](const JobArgs& a, Progress&) -> std::shared_ptr<void> {
    return std::make_shared<std::vector<HeapFacts>>(
        reduced_facts(SubtractionSet::golden_nugget(), a.to));
  };
  make_row_table(
      job,
      [](const JobArgs&, const void* prepared, std::int64_t h) {
        const auto& facts = *static_cast<const std::vector<HeapFacts>*>(prepared);
        auto binary = [&](std::int64_t x) {
          return binary_expansion_text(facts[static_cast<std::size_t>(x)].left_stop);
        };
        const HeapFacts& f = facts[static_cast<std::size_t>(h)];
        if (!f.is_number) return std::vector<std::string>{};
        std::vector<std::string> row{std::to_string(h), f.left_stop.to_string(), binary(h)};
        if (h >= 3) {
          int i = largest_fibonacci_index_at_most(h);
          std::int64_t fl = fibonacci(i % 2 == 0 ? i : i - 1),
                       fr = fibonacci(i % 2 == 1 ? i : i - 1);
          std::string words = "{" + binary(h - fl) + " | " + binary(h - fr) + "}";
          row.insert(row.end(), {words, fmt::format("{},{}", fl, fr),
                                 fmt::format("{},{}", h - fl, h - fr), words});
        }
        return row;
      },
      fixed_frame("Paper 004, Table 5: the heaps whose values are numbers, with the moves of "
                  "Proposition 4.7 (Left removes F_Lmax, Right F_Rmax)",
                  {"heap", "value", "bin.repr.", "obtained from", "optimal moves", "options",
                   "option's values"}));
  return job;
}

// gn-sequences by rows n: closed forms.
ShardedJob sequences_job() {
  ShardedJob job =
      table_job("gn-sequences", "n, A(n), B(n), AB(n), B^2(n), W (paper 004, Tables 1, 6)",
                "n, a row", 0, 14, 1'000'000'000'000);
  make_row_table(
      job,
      [](const JobArgs&, const void*, std::int64_t n) {
        return std::vector<std::string>{std::to_string(n),
                                        std::to_string(wythoff_a(n)),
                                        std::to_string(wythoff_b(n)),
                                        std::to_string(wythoff_ab(n)),
                                        std::to_string(wythoff_b_squared(n)),
                                        wythoff_word_letter(n) == Letter::kA ? "a" : "b"};
      },
      fixed_frame("Paper 004, Table 6 (and Table 1): A, B, AB, B^2 and the Wythoff word W",
                  {"n", "A(n)", "B(n)", "AB(n)", "B^2(n)", "W"}));
  return job;
}

// gn-outcomes as a sharded job: its units are the first heaps c1 of the positions (the
// coloured heaps of from..to in HeapOutcomes' order), each counted for 2 and 3 heaps.
constexpr const char* kOutcomeColumns[] = {"positions", "L",           "R",
                                           "N",         "P",           "by rcf",
                                           "exact 1 side", "exact 2 sides"};

ShardedJob outcomes_job() {
  ShardedJob job = table_job(
      "gn-outcomes",
      "outcome classes of all 2- and 3-heap positions (blue or red heaps, sizes A..B), decided "
      "by rcf stops or exact values (paper 004, Question 1.2)",
      "the first heap of a position: blue from..to, then red from..to", 1, 20, 10000);
  job.units = [](const JobArgs& a) {
    return UnitRange{0, static_cast<std::int64_t>(
                            HeapOutcomes::coloured_heaps(std::max<std::int64_t>(a.from, 1),
                                                         std::max<std::int64_t>(a.to, 1))) -
                            1};
  };
  // The heaps' reduced forms (a sweep up to `to`) and the exact values found, for every shard.
  job.prepare = [](const JobArgs&, Progress&) -> std::shared_ptr<void> {
    return std::make_shared<HeapOutcomes>(SubtractionSet::golden_nugget());
  };
  job.run = [](const JobArgs& a, void* prepared, Report& report, Progress& progress) {
    const std::int64_t lo = std::max<std::int64_t>(a.from, 1), hi = std::max(a.to, lo);
    HeapOutcomes& outcomes = *static_cast<HeapOutcomes*>(prepared);
    std::uint64_t done = 0;
    a.for_each_unit([&](std::int64_t c1) {
      report.begin_unit(c1);
      for (int heaps : {2, 3}) {
        OutcomeCounts c = outcomes.count_outcomes_from(heaps, lo, hi, static_cast<std::size_t>(c1));
        const std::uint64_t values[] = {c.positions, c.count(Outcome::kLeft),
                                        c.count(Outcome::kRight), c.count(Outcome::kNext),
                                        c.count(Outcome::kPrevious), c.reduced, c.exact_one_side,
                                        c.exact_both_sides};
        for (std::size_t i = 0; i < std::size(values); ++i)
          report.count(fmt::format("{} heaps: {}", heaps, kOutcomeColumns[i]), values[i]);
        report.add_checked(c.positions);
      }
      progress.update(++done);
    });
  };
  job.table = [](const Report& r) {
    TextTable t;
    t.title = fmt::format(
        "GoldenNugget positions of 2 and 3 blue or red heaps of sizes {}: outcome classes, and "
        "how many the stops of the reduced forms decided",
        r.params);
    t.header = {"heaps"};
    t.header.insert(t.header.end(), std::begin(kOutcomeColumns), std::end(kOutcomeColumns));
    for (int heaps : {2, 3}) {
      std::vector<std::string> row = {std::to_string(heaps)};
      for (const char* column : kOutcomeColumns)
        row.push_back(std::to_string(r.count_of(fmt::format("{} heaps: {}", heaps, column))));
      t.rows.push_back(std::move(row));
    }
    return t;
  };
  return job;
}

// Every table here is a sharded job: `cgt table` runs it whole.
std::vector<ShardedJob> golden_nugget_table_jobs() {
  return {values_job(), rcf_job(), partition_job(), numbers_job(), sequences_job(),
          outcomes_job()};
}

}  // namespace

void register_golden_nugget_tables(TableRegistry& registry) {
  for (const ShardedJob& job : golden_nugget_table_jobs()) registry.add(table_of(job));
}

void register_golden_nugget_jobs(JobRegistry& registry) {
  for (ShardedJob& job : golden_nugget_table_jobs()) registry.add(std::move(job));
}

}  // namespace cgt::games
