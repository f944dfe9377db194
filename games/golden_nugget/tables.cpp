#include "games/golden_nugget/tables.hpp"

#include <fmt/format.h>

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

std::string pretty(Game g) {
  return to_string(g, Style::kPretty);
}

// gn-values by rows h: the sweep of the values (sequential) is made once per worker, the
// reduced canonical forms and the printing of each row are the units.
ShardedJob values_job() {
  ShardedJob job;
  job.name = "gn-values";
  job.summary = "GoldenNugget heaps h, val(h) and rcf(h) (paper 004, Table 2)";
  job.unit = "h, a row";
  job.default_from = 1;
  job.default_to = 20;
  job.max_bound = 20000;
  job.prepare = [](const JobArgs& a, Progress& progress) -> std::shared_ptr<void> {
    auto values = std::make_shared<ValueSweep>(SubtractionSet::golden_nugget());
    values->extend_to(a.to, progress);
    return values;
  };
  make_row_table(
      job,
      [](const JobArgs&, const void* prepared, std::int64_t h) {
        const Game v = static_cast<const ValueSweep*>(prepared)->value(h);
        return std::vector<std::string>{std::to_string(h), pretty(v), pretty(reduce::rcf(v))};
      },
      fixed_frame(
          "Paper 004, Table 2: the heap values of GoldenNugget and their reduced canonical forms",
          {"h", "value", "rcf(h)"}));
  return job;
}

TextTable rcf_table(std::int64_t from, std::int64_t to, Progress& progress) {
  constexpr std::int64_t kColumns = 13;  // +0 .. +12, as printed
  TextTable t;
  t.title = "Paper 004, Table 3: the reduced canonical forms rcf(F_k + j) of GoldenNugget";
  t.header = {""};
  for (int j = 0; j < kColumns; ++j) t.header.push_back(fmt::format("+{}", j));
  std::vector<int> rows;  // Fibonacci indices k >= 2 with F_k in [from, to]
  for (int k = 2; k <= kMaxFibonacciIndex64 && fibonacci(k) <= to; ++k)
    if (fibonacci(k) >= from) rows.push_back(k);
  if (rows.empty()) return t;
  std::int64_t last = fibonacci(rows.back()) + std::min(fibonacci(rows.back() - 1), kColumns) - 1;
  std::vector<Game> rcf;
  ReducedSweep(SubtractionSet::golden_nugget())
      .run(last, progress, [&](std::int64_t, const HeapFacts& f) { rcf.push_back(f.rcf()); });
  for (int k : rows) {
    std::vector<std::string> row{std::to_string(fibonacci(k))};
    for (std::int64_t j = 0; j < std::min(fibonacci(k - 1), kColumns); ++j)
      row.push_back(pretty(rcf[fibonacci(k) + j]));
    t.rows.push_back(std::move(row));
  }
  return t;
}

TextTable partition_table(std::int64_t from, std::int64_t to, Progress&) {
  TextTable t;
  t.title = "Paper 004, Table 4: the partition of heap sizes (G(n) from i = 0)";
  t.header = {""};
  for (std::int64_t i = from; i <= to; ++i) t.header.push_back(std::to_string(i));
  auto row = [&](std::string label, auto value) {
    std::vector<std::string> cells{std::move(label)};
    for (std::int64_t i = from; i <= to; ++i) cells.push_back(value(i));
    t.rows.push_back(std::move(cells));
  };
  auto text = [](std::int64_t v) { return std::to_string(v); };
  row("B", [&](std::int64_t i) { return i == 0 ? std::string("-") : text(wythoff_b(i)); });
  row("AB_0", [&](std::int64_t i) { return text(wythoff_ab(i)); });
  row("AB_0+1", [&](std::int64_t i) { return text(wythoff_ab(i) + 1); });
  row("B^2+1",
      [&](std::int64_t i) { return i == 0 ? std::string("-") : text(wythoff_b_squared(i) + 1); });
  for (int n = 1; n <= 3; ++n)
    row(fmt::format("G({})", n), [&](std::int64_t i) { return text(g_term(i, n)); });
  return t;
}

TextTable numbers_table(std::int64_t from, std::int64_t to, Progress& progress) {
  TextTable t;
  t.title =
      "Paper 004, Table 5: the heaps whose values are numbers, with the moves of "
      "Proposition 4.7 (Left removes F_Lmax, Right F_Rmax)";
  t.header = {"heap",          "value",   "bin.repr.",      "obtained from",
              "optimal moves", "options", "option's values"};
  std::vector<HeapFacts> facts = reduced_facts(SubtractionSet::golden_nugget(), to);
  auto binary = [&](std::int64_t h) { return binary_expansion_text(facts[h].left_stop); };
  for (std::int64_t h = std::max<std::int64_t>(from, 0); h <= to; ++h) {
    if (!facts[h].is_number) continue;
    std::vector<std::string> row{std::to_string(h), facts[h].left_stop.to_string(), binary(h)};
    if (h >= 3) {
      int i = largest_fibonacci_index_at_most(h);
      std::int64_t fl = fibonacci(i % 2 == 0 ? i : i - 1), fr = fibonacci(i % 2 == 1 ? i : i - 1);
      std::string words = "{" + binary(h - fl) + " | " + binary(h - fr) + "}";
      row.insert(row.end(), {words, fmt::format("{},{}", fl, fr),
                             fmt::format("{},{}", h - fl, h - fr), words});
    }
    t.rows.push_back(std::move(row));
    progress.update(static_cast<std::uint64_t>(h));
  }
  return t;
}

TextTable sequences_table(std::int64_t from, std::int64_t to, Progress&) {
  TextTable t;
  t.title = "Paper 004, Table 6 (and Table 1): A, B, AB, B^2 and the Wythoff word W";
  t.header = {"n", "A(n)", "B(n)", "AB(n)", "B^2(n)", "W"};
  for (std::int64_t n = std::max<std::int64_t>(from, 0); n <= to; ++n)
    t.rows.push_back({std::to_string(n), std::to_string(wythoff_a(n)), std::to_string(wythoff_b(n)),
                      std::to_string(wythoff_ab(n)), std::to_string(wythoff_b_squared(n)),
                      wythoff_word_letter(n) == Letter::kA ? "a" : "b"});
  return t;
}

// gn-outcomes as a sharded job: its units are the first heaps c1 of the positions (the
// coloured heaps of from..to in HeapOutcomes' order), each counted for 2 and 3 heaps.
constexpr const char* kOutcomeColumns[] = {"positions", "L",           "R",
                                           "N",         "P",           "by rcf",
                                           "exact 1 side", "exact 2 sides"};

ShardedJob outcomes_job() {
  ShardedJob job;
  job.name = "gn-outcomes";
  job.summary =
      "outcome classes of all 2- and 3-heap positions (blue or red heaps, sizes A..B), decided "
      "by rcf stops or exact values (paper 004, Question 1.2)";
  job.unit = "the first heap of a position: blue from..to, then red from..to";
  job.default_from = 1;
  job.default_to = 20;
  job.max_bound = 10000;
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

NamedTable table(std::string name, std::string summary, std::int64_t from, std::int64_t to,
                 std::int64_t max_to,
                 std::function<TextTable(std::int64_t, std::int64_t, Progress&)> build) {
  NamedTable t;
  t.name = std::move(name);
  t.summary = std::move(summary);
  t.default_from = from;
  t.default_to = to;
  t.max_to = max_to;
  t.build = std::move(build);
  return t;
}

}  // namespace

void register_golden_nugget_tables(TableRegistry& registry) {
  registry.add(table_of(values_job()));
  registry.add(table("gn-rcf", "rcf(F_k + j) in rows F_k, columns +0..+12 (paper 004, Table 3)", 1,
                     55, 10'000'000, rcf_table));
  registry.add(table("gn-partition",
                     "B, AB_0, AB_0+1, B^2+1, G(1..3) by index (paper 004, Table 4)", 0, 14,
                     1'000'000, partition_table));
  registry.add(table("gn-numbers",
                     "heaps whose values are numbers, binary, moves and options (paper 004, "
                     "Table 5)",
                     0, 87, 10'000'000, numbers_table));
  registry.add(table("gn-sequences", "n, A(n), B(n), AB(n), B^2(n), W (paper 004, Tables 1, 6)", 0,
                     14, 1'000'000'000'000, sequences_table));
  registry.add(table_of(outcomes_job()));
}

void register_golden_nugget_jobs(JobRegistry& registry) {
  registry.add(values_job());
  registry.add(outcomes_job());
}

}  // namespace cgt::games
