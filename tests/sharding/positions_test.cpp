// Tables of positions (`cgt positions`): split in any way, their shards merge into the single
// run's report; their values are the library evaluator's canonical forms of the same boards,
// computed apart, and agree with the books; and bad specs are refused by the option's name.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/notation/printer.hpp"
#include "games/clobber/clobber.hpp"
#include "games/domineering/domineering.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/sharding/merge.hpp"
#include "lang/ruleset_reader.hpp"
#include "tests/sharding/report_columns.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/game_text.hpp"
#include "tests/support/verifier_run.hpp"
#include "tools/cgt/positions_job.hpp"

using namespace cgt;
using namespace cgt::games;
using cgt::test::column;
using cgt::tool::PositionsSpec;
using cgt::tool::positions_job;
using cgt::test::timeless;

namespace {

PositionsSpec all_boards(const char* ruleset, const char* size, bool outcomes = false) {
  PositionsSpec s;
  s.ruleset = ruleset;
  s.board_size = size;
  s.outcomes = outcomes;
  return s;
}

// A file of positions in a fresh temporary folder.
std::string positions_file(const std::string& name, const std::string& text) {
  auto folder = std::filesystem::temp_directory_path() / "cgt-positions-test";
  std::filesystem::create_directories(folder);
  std::ofstream(folder / name) << text;
  return (folder / name).string();
}

PositionsSpec from_file(const char* ruleset, const std::string& file) {
  PositionsSpec s;
  s.ruleset = ruleset;
  s.file = file;
  return s;
}

Report single_run(const ShardedJob& job) {
  Progress quiet;
  return run_shard(job, whole_run(job, JobArgs{0, job.default_from, job.default_to, 0, -1, {}}),
                   quiet);
}

}  // namespace

TEST_CASE("a table of positions splits into shards that merge into the single run",
          "[sharding][positions]") {
  const std::string file =
      positions_file("mixed.txt", "..|..\n\nsquare\t...|...\n.#.|...|.#.\n#\n");
  for (const PositionsSpec& spec :
       {all_boards("domineering", "3x3"), all_boards("clobber", "2x3", true),
        all_boards("nogo", "2x2"), from_file("domineering", file)}) {
    CAPTURE(spec.ruleset, spec.board_size, spec.file);
    const ShardedJob job = positions_job(spec);
    const Report single = single_run(job);
    REQUIRE(single.checksum != 0);
    REQUIRE(!single.rows.empty());
    Progress quiet;
    JobArgs whole = whole_run(job, JobArgs{0, job.default_from, job.default_to, 0, -1, {}});
    const std::int64_t units = whole.unit_to - whole.unit_from + 1;
    for (std::int64_t k : {std::int64_t{1}, std::int64_t{2}, std::int64_t{7}, units + 3}) {
      CAPTURE(k);
      std::vector<Report> parts;
      for (std::int64_t i = k - 1; i >= 0; --i) {  // in reverse, through the reports' JSON
        whole.shard = Shard{i, k};
        parts.push_back(report_from_json(to_json(run_shard(job, whole, quiet))));
      }
      const Report merged = merge_reports(parts, &job);
      CHECK(timeless(merged) == timeless(single));
      CHECK(render(tool::positions_table(merged), TableFormat::kCsv) ==
            render(tool::positions_table(single), TableFormat::kCsv));
    }
  }
}

TEST_CASE("a table's values are the evaluator's canonical forms, its outcomes their outcomes",
          "[sharding][positions]") {
  Evaluator<Domineering> domineering;
  const Report values = single_run(positions_job(all_boards("domineering", "3x3")));
  REQUIRE(values.rows.size() == 512);  // every board of '.' and '#': none is refused
  const std::size_t position = column(values, "position"), value = column(values, "value"),
                    outcome_class = column(values, "outcome");
  for (const ReportRow& row : values.rows) {
    INFO(row.cells[position]);
    Game g = domineering.value(parse_domino_board(row.cells[position], "test"));
    CHECK(row.cells[value] == to_string(g));
    CHECK(row.cells[outcome_class] == std::string(1, outcome_letter(outcome(g))));
  }
  // By outcome search, without canonical forms: the outcomes of the evaluator's values.
  Evaluator<Clobber> clobber;
  const Report outcomes = single_run(positions_job(all_boards("clobber", "2x3", true)));
  REQUIRE(outcomes.rows.size() == 729);
  std::uint64_t next = 0;
  for (const ReportRow& row : outcomes.rows) {
    INFO(row.cells[column(outcomes, "position")]);
    Outcome o = outcome(clobber.value(parse_clobber(row.cells[column(outcomes, "position")], "t")));
    CHECK(row.cells[column(outcomes, "outcome")] == std::string(1, outcome_letter(o)));
    next += o == Outcome::kNext;
  }
  CHECK(outcomes.count_of("outcome N") == next);
  CHECK(outcomes.checked == 729);
}

TEST_CASE("a file of the books' Domineering boards gets the books' values",
          "[sharding][positions]") {
  std::string text;
  test::DataRows rows = test::read_data_file("domineering_values.txt");
  for (std::size_t i = 0; i < rows.size(); ++i) text += fmt::format("book {}\t{}\n", i, rows[i][0]);
  const Report r = single_run(positions_job(from_file("domineering", positions_file("book.txt", text))));
  REQUIRE(r.rows.size() == rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    INFO(rows[i][0]);
    CHECK(r.rows[i].cells[column(r, "name")] == fmt::format("book {}", i));
    CHECK(r.rows[i].unit == static_cast<std::int64_t>(i + 1));  // the line
    CHECK(test::G(r.rows[i].cells[column(r, "value")].c_str()) == test::G(rows[i][1].c_str()));
  }
}

TEST_CASE("NoGo boards whose stones have no liberty are counted, not tabulated",
          "[sharding][positions]") {
  const Report r = single_run(positions_job(all_boards("nogo", "2x2")));
  // 4^4 boards of '.', '#', 'X' and 'O'; the full board of one colour is not a position.
  CHECK(r.checked + r.count_of("not a position") == 256);
  CHECK(r.count_of("not a position") > 0);
  for (const ReportRow& row : r.rows) CHECK(row.cells[column(r, "position")] != "XX|XX");
}

TEST_CASE("shards over different files, rulesets or modes do not merge", "[sharding][positions]") {
  const ShardedJob a = positions_job(from_file("domineering", positions_file("a.txt", "..\n...\n")));
  const ShardedJob b = positions_job(from_file("domineering", positions_file("b.txt", "..\n..#\n")));
  const ShardedJob c = positions_job(from_file("cram", positions_file("a.txt", "..\n...\n")));
  PositionsSpec outcomes = from_file("domineering", positions_file("a.txt", "..\n...\n"));
  outcomes.outcomes = true;
  const ShardedJob d = positions_job(outcomes);
  Progress quiet;
  auto shard = [&](const ShardedJob& job, std::int64_t i) {
    JobArgs args = whole_run(job, JobArgs{0, job.default_from, job.default_to, 0, -1, {}});
    args.shard = Shard{i, 2};
    return run_shard(job, args, quiet);
  };
  CHECK_NOTHROW(merge_reports({shard(a, 0), shard(a, 1)}, &a));
  for (const ShardedJob* other : {&b, &c, &d})
    CHECK_THROWS_WITH(merge_reports({shard(a, 0), shard(*other, 1)}, &a),
                      Catch::Contains("are not shards of one run"));
}

TEST_CASE("the cells of a ruleset's boards are the ones its function reads",
          "[sharding][positions]") {
  // The rules' own alphabets (README, "Rulesets"): dominoes on empty or filled cells, stones of
  // two colours, Toppling Dominoes' blue, red and green dominoes.
  CHECK(lang::RulesetReader("domineering").cells() == ".#");
  CHECK(lang::RulesetReader("clobber").cells() == ".XO");
  CHECK(lang::RulesetReader("nogo").cells() == ".#XO");
  CHECK(lang::RulesetReader("toppling").cells() == "XOG");
  CHECK(lang::RulesetReader("nim").cells().empty());
}

TEST_CASE("a bad table of positions is refused, naming the option and its range",
          "[sharding][positions]") {
  CHECK_THROWS_WITH(positions_job(all_boards("dominering", "3x3")),
                    Catch::Contains("did you mean domineering?"));
  CHECK_THROWS_WITH(positions_job(all_boards("gentoads", "1x4")),
                    Catch::Contains("not a ruleset whose function takes a position's text"));
  CHECK_THROWS_WITH(positions_job(all_boards("domineering", "5x5")),
                    Catch::Contains("--all 5x5") && Catch::Contains("more than the 4194304"));
  for (const char* bad : {"4", "0x3", "3x", "x3", "-1x2", "3x3x3"})
    CHECK_THROWS_WITH(positions_job(all_boards("domineering", bad)), Catch::Contains("--all"));
  CHECK_THROWS_WITH(positions_job(all_boards("domineering", "9x9")),
                    Catch::Contains("1 to 64 cells"));
  CHECK_THROWS_WITH(positions_job(all_boards("nim", "1x3")), Catch::Contains("takes no board"));
  CHECK_THROWS_WITH(positions_job(all_boards("toads", "2x3")),
                    Catch::Contains("is not a position of toads"));
  PositionsSpec cells = all_boards("domineering", "2x2");
  cells.cells = ".X";
  CHECK_THROWS_WITH(positions_job(cells), Catch::Contains("--cells") && Catch::Contains("'X'"));
  CHECK_THROWS_WITH(positions_job(from_file("domineering", "/nonexistent/positions.txt")),
                    Catch::Contains("--file: cannot read '/nonexistent/positions.txt': No such file"));
  const std::string bad = positions_file("bad.txt", "..\n..Z\n");
  CHECK_THROWS_WITH(positions_job(from_file("domineering", bad)),
                    Catch::Contains(bad + ":2: domineering(grid): unexpected 'Z'"));
  PositionsSpec both = from_file("domineering", bad);
  both.board_size = "2x2";
  CHECK_THROWS_WITH(positions_job(both), Catch::Contains("give one of --file"));
}
