// savedomineeringtable and loaddomineeringtable: the evaluators of Domineering boards of every
// size take regions from a loaded table. Expected values come from the plain evaluator
// (tests/games/domineering/random_boards.hpp), which knows neither components nor the table;
// a wide board's value is the sum of its bands' (its regions lie in bands of filled rows).
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "cgt/files/file_io.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "games/ruleset/typed_position.hpp"
#include "tests/games/domineering/random_boards.hpp"
#include "tests/support/session_run.hpp"

using cgt::test::run_session;

TEST_CASE("loaddomineeringtable: boards of any size valued with a saved table as the plain "
          "evaluator values them; a damaged file refused with its line",
          "[positions][domineering table]") {
  auto dir = std::filesystem::temp_directory_path() / "cgt-domineering-table-test";
  std::filesystem::create_directories(dir);
  std::string file = (dir / "regions8.txt").string();

  // Bands of 2 x 8 cells between filled rows: 10 rows of 8 columns, 80 cells (a wide board).
  const std::string bands[] = {"........|.......#", "...#....|..#.....", ".##.....|....#..."};
  const std::string narrow = "......|..#...|....#.";
  std::string wide = bands[0] + "|########|" + bands[1] + "|########|" + bands[2] +
                     "|########|..#.....";
  cgt::games::Evaluator<cgt::test::PlainDomineering> plain;
  auto board = [](const std::string& grid) { return cgt::games::parse_domino_board(grid, "test"); };
  cgt::Game wide_value = plain.value(board("..#....."));
  for (const std::string& band : bands) wide_value = cgt::sum(wide_value, plain.value(board(band)));

  auto r = run_session("savedomineeringtable(8, \"" + file + "\")\nloaddomineeringtable(\"" +
                       file + "\")\nvalue(domineering(\"" + narrow +
                       "\"))\nvalue(domineering(\"" + wide + "\"))\n");
  CHECK(r.ok);
  CHECK(r.err.empty());
  CHECK(r.out == "wrote " + file + ": 532 regions of up to 8 cells\n" + file +
                     ": 532 Domineering regions of up to 8 cells (0 wide)\n" +
                     cgt::to_string(plain.value(board(narrow))) + "\n" +
                     cgt::to_string(wide_value) + "\n");
  // The board evaluator took regions from the table (the wide board's parts fit 64 cells).
  using namespace cgt::games;
  CHECK(shared_context(Domineering{})->evaluator.counts().known > 0);

  // A byte changed: the checksum line refuses the file.
  std::string damaged = (dir / "damaged.txt").string();
  std::string text = cgt::read_file(file);
  text[text.size() / 2] ^= 1;
  cgt::write_file(damaged, text);
  auto bad = run_session("loaddomineeringtable(\"" + damaged + "\")\n");
  CHECK_FALSE(bad.ok);
  CHECK_THAT(bad.err, Catch::Contains(damaged + ": domineering component table, line ") &&
                          Catch::Contains("the checksum line does not match"));
  std::filesystem::remove_all(dir);
}
