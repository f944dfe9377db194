// The tool functions of thermography and the rest of the toolkit, run as a user types them. The
// values are the textbook ones checked in tests/cgt (thermography_test, atomic_weight_test, ...);
// here the point is the wiring: names, arguments, output and files.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "lang/cgsuite_names.hpp"
#include "tests/support/session_run.hpp"

using namespace cgt;
using Run = test::SessionRun;
using test::run_session;

namespace {

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("thermography functions", "[toolkit]") {
  Run r = run_session(
      "thermograph({3|-1})\nmean({4|2||-1})\ntemperature(3/8)\ncool({3|-1}, 1)\n"
      "freeze({3|-1})\nheat(*, 1)\noverheat(1/2, 1*, 1)\n");
  CHECK(r.out ==
        "mean 1, temperature 2; left wall (-1, 4) (2, 1); right wall (-1, -2) (2, 1)\n"
        "1\n-1/8\n{2|0}\n1*\n+-1\n{1|*}\n");
  CHECK(r.ok);
}

TEST_CASE("infinitesimal, structure and compound functions", "[toolkit]") {
  Run r = run_session(
      "atomicweight({0|^})\nfarstar(^*3)\nTiny(2)\nMiny(1/2)\nupnth(2)\n^<2> == {0|v*}\n"
      "atomicweight(Tiny(2))\nisatomic(Tiny(2) + ^)\nisatomic({1|^||v})\nisatomic({1|0})\n"
      "incentives({2|-1})\nfollowers({1|*})\nsubpositions(*4)\nstopcount(*3)\n"
      "ordinalsum(1, -1)\nnorton(1/2, ^)\nconjunctive(*2, *3)\nselective(*2, *3)\n");
  CHECK(r.out ==
        "2\n*8\nTiny(2)\nMiny(1/2)\n^<2>\ntrue\n0\ntrue\nfalse\nfalse\n[{3|0}]\n[{1|*}, *, 0, 1]\n5\n18\n1/2\n"
        "{^^*|v*}\n*2\n*5\n");
  CHECK(r.ok);
}

TEST_CASE("errors of the toolkit functions", "[toolkit]") {
  Run r = run_session(
      "cool(1/2, -2)\natomicweight({1|0})\natomicweight({1|^||v})\nupnth(0)\ncool(1, "
      "^)\nplot({3|-1})\n"
      "thermo({3|-1})\nrigh({1|0})\n");
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::Contains("cooling is defined for temperatures t >= -1, not -2"));
  CHECK_THAT(r.err, Catch::Contains("G is not infinitesimal, so it has no atomic weight"));
  CHECK_THAT(r.err, Catch::Contains("not all-small, and G - W.^ for the calculus's W = 1/2 is not "
                                    "within -E..E"));
  CHECK_THAT(r.err, Catch::Contains("upnth(n): n must be an integer between 1 and 10^5, not 0"));
  CHECK_THAT(r.err, Catch::Contains("cool(G, t): t must be a number, not ^"));
  // A word that begins one function's name points at it; one that begins several, at none.
  CHECK_THAT(r.err, Catch::Contains("plot(T, file): T must be a thermograph (thermograph(G)), "
                                    "not a game"));
  CHECK_THAT(r.err, Catch::Contains("unknown function 'thermo'; did you mean thermograph?"));
  CHECK_THAT(r.err, Catch::Contains("unknown function 'righ'\n"));  // rightstop, rightincentives
}

TEST_CASE("plot(thermograph(G)) and tree write their files", "[toolkit]") {
  auto dir = std::filesystem::temp_directory_path() / "cgt-toolkit-test";
  std::filesystem::create_directories(dir);
  std::string svg = (dir / "switch.svg").string(), base = (dir / "game").string();
  Run r = run_session("t = thermograph({4|2||-1})\nplot(t, \"" + svg + "\")\ntree({1|*}, \"" +
                      base + "\")\n");
  CHECK(r.ok);
  CHECK_THAT(r.out, Catch::StartsWith("wrote " + svg + "\nwrote " + base + ".dot"));
  std::string picture = slurp(svg);
  CHECK_THAT(picture, Catch::StartsWith("<svg"));
  for (const char* label : {"(2, -1)", "(2, 1)", "(1, 2)", "(-2, -1)", "mean 1, temperature 2"})
    CHECK_THAT(picture, Catch::Contains(label));
  std::string dot = slurp(base + ".dot");
  CHECK_THAT(dot, Catch::Contains("[label=\"{1|*}\"]"));
  // {1|*} -> 1 (Left), {1|*} -> * (Right), 1 -> 0 (Left), * -> 0 twice: five edges.
  std::size_t edges = 0;
  for (std::size_t at = dot.find("->"); at != std::string::npos; at = dot.find("->", at + 1))
    ++edges;
  CHECK(edges == 5);
  // With Graphviz's dot installed, the picture too.
  if (std::system("command -v dot >/dev/null 2>&1") == 0) {
    CHECK_THAT(r.out, Catch::Contains("wrote " + base + ".dot and " + base + ".svg"));
    CHECK_THAT(slurp(base + ".svg"), Catch::Contains("<svg") && Catch::Contains(">{1|*}</text>"));
  } else {
    WARN("dot is not installed (Debian package graphviz): tree's SVG not checked");
  }
  Run bad = run_session("plot(thermograph(1), \"/nonexistent-dir/x.svg\")\n");
  CHECK_THAT(bad.err, Catch::Contains("cannot write '/nonexistent-dir/x.svg'"));
  // Without a file name: thermograph.svg in the working directory.
  auto here = std::filesystem::current_path();
  std::filesystem::current_path(dir);
  Run plain = run_session("plot(thermograph({1|0}))\n");
  std::filesystem::current_path(here);
  CHECK(plain.out == "wrote thermograph.svg\n");
  CHECK_THAT(slurp((dir / "thermograph.svg").string()),
             Catch::Contains("mean 1/2, temperature 1/2"));
}

TEST_CASE("parity, temper and nim values as the REPL gives them", "[toolkit]") {
  // The values are those of tests/cgt/parity_test.cpp; here the names and the errors.
  Run r = run_session(
      "iseven(0)\nisodd(*)\niseven(1*)\nisodd(1/2)\niseventempered(3/8)\n"
      "isoddtempered({1|-1})\nnimvalue(*2 + *3)\nnimvalue(grundygame(7))\nnimvalue(^)\n");
  CHECK(r.out == "true\ntrue\ntrue\nfalse\ntrue\ntrue\n1\n0\n");
  CHECK_THAT(r.err, Catch::Contains("nimvalue(G): G is not a nimber"));
}

TEST_CASE("CGSuite's names are answered with cgt's", "[toolkit]") {
  Run r = run_session("ReducedCanonicalForm({1|0})\nLeftStop\nNortonProduct(1, ^)\nexit\n");
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::Contains("unknown function 'ReducedCanonicalForm': CGSuite's "
                                    "ReducedCanonicalForm is rcf(G) in cgt"));
  CHECK_THAT(r.err, Catch::Contains("unknown variable 'LeftStop': CGSuite's LeftStop is "
                                    "leftstop(G) in cgt"));
  CHECK_THAT(r.err, Catch::Contains("CGSuite's NortonProduct is norton(G, U) in cgt"));
  CHECK_THAT(r.err, Catch::Contains("unknown variable 'exit': to leave, type :quit (or Ctrl-D)"));
  // Every name of the table is a function of cgt.
  lang::Session session;
  for (const auto& [cgsuite, cgt] : lang::cgsuite_names()) {
    INFO(cgsuite);
    CHECK(session.functions().find(cgt) != nullptr);
  }
}

TEST_CASE("uptimal expansions, companions and strong stops as the REPL gives them", "[toolkit]") {
  // Each expansion is the sum it was typed as (tests/cgt/uptimal_expansion_test checks the
  // algorithm); the companions are worked by hand in tests/cgt/companion_test (^° = ^*, and
  // CGSuite's closed form ^*° = ^); {2|{1|-1}} has stops 2 and 1 (Left moves to 2; Right to
  // {1|-1}, where Left moves to 1).
  Run r = run_session(
      "uptimalexpansion(^ + ^<2> - ^<3> + *)\nuptimalexpansion(1 + 3*^<2> + *2)\n"
      "uptimalexpansion(-1/2 - 2*^ + ^<4>)\nuptimalexpansion(7/4)\nuptimalexpansion(0)\n"
      "uptimalexpansion(^[3]*)\ncompanion(^)\ncompanion(^*)\ncompanion(0)\n"
      "g = {2|{1|-1}}\nstrongleftstop(g)\nstrongrightstop(g)\ng.StrongLeftStop\n"
      "h = ^; h.Companion\nh.UptimalExpansion\n");
  CHECK(r.out ==
        "^ + ^<2> - ^<3> + *\n1 + 3*^<2> + *2\n-1/2 - 2*^ + ^<4>\n7/4\n0\n"
        "^ + ^<2> + ^<3> + *\n^*\n^\n*\n2\n1\n2\n^*\n^\n");
  CHECK(r.ok);
  Run bad =
      run_session("uptimalexpansion({1|0})\nuptimalexpansion(Tiny(1) + {2|1})\nCompanion(^)\n");
  CHECK(bad.out.empty());
  CHECK_THAT(bad.err, Catch::Contains("uptimalexpansion(G): G must be an uptimal x + a1.^<1> + "
                                      "... + ak.^<k> + *m"));
  CHECK_THAT(bad.err, Catch::Contains("CGSuite's Companion is companion(G) in cgt"));
}

TEST_CASE("nim sums and products as the REPL gives them", "[toolkit]") {
  // The products are checked against their mex definition in tests/cgt/nim_arithmetic_test.cpp;
  // *5 + *3 = *6 is the sum of nimbers.
  Run r = run_session(
      "nimsum(5, 3)\n*5 + *3 == *6\nnimproduct(2, 2)\nnimproduct(16, 16)\nnimsum(-1, 2)\n");
  CHECK(r.out == "6\ntrue\n3\n24\n");
  CHECK_THAT(r.err, Catch::Contains("nimsum(a, b): a must be an integer between 0 and"));
}
