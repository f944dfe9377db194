#include "games/hackenbush/hackenbush.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "cgt/compare.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/hackenbush/hackenbush_notation.hpp"
#include "games/hackenbush/hackenbush_values.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/impartial.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/naive_outcome.hpp"
#include "tests/support/ruleset_checks.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// Hackenbush by its options alone: no components, no canonical order, no closed forms.
using PlainHackenbush = test::WithoutShortcuts<Hackenbush>;

// A random graph of `edges` edges on vertices 0..`vertices`-1 (loops and parallel edges
// included), each edge joining a vertex already on the ground's side, so none falls away.
HackenbushGraph random_graph(std::mt19937& rng, int edges, int vertices, const char* colours) {
  HackenbushGraph g;
  int placed = 1;  // vertices 0..placed-1 are connected to the ground
  const int n_colours = static_cast<int>(std::string(colours).size());
  for (int i = 0; i < edges; ++i) {
    int u = std::uniform_int_distribution<int>(0, placed - 1)(rng);
    int v = std::uniform_int_distribution<int>(0, std::min(placed, vertices - 1))(rng);
    if (v == placed) ++placed;
    char colour = colours[std::uniform_int_distribution<int>(0, n_colours - 1)(rng)];
    g.push_back({static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(v), colour});
  }
  return grounded(g);
}

// A random tree: each new vertex hangs from an earlier one.
HackenbushGraph random_tree(std::mt19937& rng, int edges, char colour) {
  HackenbushGraph g;
  for (int v = 1; v <= edges; ++v) {
    auto parent = static_cast<std::uint8_t>(std::uniform_int_distribution<int>(0, v - 1)(rng));
    g.push_back({parent, static_cast<std::uint8_t>(v), colour});
  }
  return grounded(g);
}

Game parse_value(const std::string& cell) {
  if (cell[0] == '*') return nimber(static_cast<std::uint64_t>(std::stoi(cell.substr(1))));
  return number(Dyadic::parse(cell));
}

}  // namespace

TEST_CASE(
    "random positions and sums: naive search, the value's outcome and outcome search "
    "agree",
    "[hackenbush]") {
  std::mt19937 rng(20261123);
  Hackenbush rules;
  test::NaiveOutcome<Hackenbush> naive(rules);
  Evaluator<Hackenbush> evaluator(rules);
  OutcomeSearch<Hackenbush> search(evaluator, 2);
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<HackenbushGraph> parts(1 + trial % 3);
    Game total = zero();
    for (auto& part : parts) {
      int edges = parts.size() == 1 ? 7 : 4;
      part = random_graph(rng, std::uniform_int_distribution<int>(1, edges)(rng), 5, "LRG");
      total = sum(total, evaluator.value(part));
    }
    INFO("first part " << rules.text(parts[0]) << ", " << parts.size() << " parts");
    Outcome expected = naive.outcome(parts);
    CHECK(outcome(total) == expected);
    CHECK(search.outcome(parts) == expected);
  }
}

TEST_CASE("the dominance test by search agrees with comparisons of values and changes no value",
          "[hackenbush]") {
  test::check_dominance_test<Hackenbush>(
      Hackenbush{},
      [](std::mt19937& rng) {
        return random_graph(rng, std::uniform_int_distribution<int>(1, 9)(rng), 6, "LRG");
      },
      200, 7, 2);
}

TEST_CASE("components, canonical order and closed forms agree with plain evaluation",
          "[hackenbush]") {
  std::mt19937 rng(5);
  Evaluator<Hackenbush> evaluator;
  Evaluator<PlainHackenbush> plain(PlainHackenbush{});
  for (int trial = 0; trial < 200; ++trial) {
    HackenbushGraph g =
        trial % 2 == 0 ? random_graph(rng, 8, 6, "LRG") : random_tree(rng, 8, "LRG"[trial % 3]);
    INFO(hackenbush_text(g));
    REQUIRE(evaluator.value(g) == plain.value(g));
  }
}

TEST_CASE("Berlekamp's rule equals evaluation of every blue-red stalk up to 10 edges",
          "[hackenbush]") {
  Evaluator<PlainHackenbush> plain(PlainHackenbush{});
  Hackenbush rules;
  for (int length = 0; length <= 10; ++length)
    for (int bits = 0; bits < (1 << length); ++bits) {
      std::string colours;
      for (int i = 0; i < length; ++i) colours += (bits >> i & 1) ? 'R' : 'L';
      HackenbushGraph stalk = parse_hackenbush(colours, "test");
      INFO(colours);
      REQUIRE(blue_red_stalk_value(colours) == plain.value(stalk));
      REQUIRE(rules.known_value(stalk) == plain.value(stalk));
    }
}

TEST_CASE("stalk values of Winning Ways", "[hackenbush]") {
  auto rows = test::read_data_file("hackenbush_stalks.txt");
  REQUIRE(rows.size() == 15);
  Evaluator<Hackenbush> evaluator;
  Evaluator<PlainHackenbush> plain(PlainHackenbush{});
  for (const auto& row : rows) {
    REQUIRE(row.size() == 2);
    INFO(row[0]);
    HackenbushGraph stalk = parse_hackenbush(row[0], "test");
    CHECK(evaluator.value(stalk) == parse_value(row[1]));
    CHECK(plain.value(stalk) == parse_value(row[1]));
  }
}

TEST_CASE("green trees: the colon principle equals mex and canonical forms", "[hackenbush]") {
  std::mt19937 rng(17);
  Evaluator<Impartial<Hackenbush>> by_mex(Impartial<Hackenbush>{Hackenbush{}});
  Evaluator<PlainHackenbush> plain(PlainHackenbush{});
  for (int trial = 0; trial < 100; ++trial) {
    HackenbushGraph tree = random_tree(rng, 1 + trial % 9, 'G');
    INFO(hackenbush_text(tree));
    std::optional<std::uint64_t> g = green_tree_grundy(tree);
    REQUIRE(g);
    REQUIRE(by_mex.grundy(tree) == *g);
    REQUIRE(plain.value(tree) == nimber(*g));
  }
}

TEST_CASE("green graphs: Grundy values by mex are the nimbers of the canonical forms; fusion",
          "[hackenbush]") {
  std::mt19937 rng(19);
  Evaluator<Impartial<Hackenbush>> by_mex(Impartial<Hackenbush>{Hackenbush{}});
  Evaluator<Hackenbush> evaluator;
  for (int trial = 0; trial < 100; ++trial) {
    HackenbushGraph g = random_graph(rng, 1 + trial % 8, 5, "G");
    INFO(hackenbush_text(g));
    REQUIRE(evaluator.value(g) == nimber(by_mex.grundy(g)));
  }
  // The fusion principle (Winning Ways, ch. 7): a green cycle through the ground fuses into
  // loops at the ground, each *1, so a cycle of n edges is *(n mod 2); a loop is *1.
  for (int n = 1; n <= 9; ++n) {
    HackenbushGraph cycle;
    for (int i = 0; i < n; ++i)
      cycle.push_back({static_cast<std::uint8_t>(i), static_cast<std::uint8_t>((i + 1) % n), 'G'});
    INFO("cycle of " << n);
    CHECK(evaluator.value(grounded(cycle)) == nimber(static_cast<std::uint64_t>(n % 2)));
  }
}

TEST_CASE("isomorphic trees share one canonical order, and cuts forget their order",
          "[hackenbush]") {
  Hackenbush rules;
  HackenbushGraph a = parse_hackenbush("0-1:L 1-2:R 1-3:G 0-4:R", "test");
  HackenbushGraph b = parse_hackenbush("0-7:R 0-5:L 5-6:G 5-8:R", "test");
  CHECK(a != b);
  CHECK(rules.normalise(a) == rules.normalise(b));
  // Cutting the two top edges of a triangle in either order leaves the same position.
  HackenbushGraph triangle = parse_hackenbush("0-1:L 1-2:L 2-0:L 1-3:R", "test");
  HackenbushGraph first = grounded({triangle[0], triangle[2], triangle[3]});
  HackenbushGraph second = grounded({triangle[0], triangle[1], triangle[3]});
  std::vector<HackenbushGraph> after_first, after_second;
  rules.options(first, Player::kLeft, after_first);
  rules.options(second, Player::kLeft, after_second);
  CHECK(std::find(after_first.begin(), after_first.end(), grounded({triangle[0], triangle[3]})) !=
        after_first.end());
  CHECK(std::find(after_second.begin(), after_second.end(), grounded({triangle[0], triangle[3]})) !=
        after_second.end());
}
