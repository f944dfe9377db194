// Stoppers against the plain labelling (tests/support/plain_loopy.hpp): the simplest form of a
// random stopper equals it and is no larger, equal stoppers get one form, and the survival order
// agrees with a plain search of the difference.
#include <catch2/catch.hpp>

#include <random>

#include "loopy/order.hpp"
#include "loopy/printer.hpp"
#include "loopy/simplify.hpp"
#include "tests/support/plain_loopy.hpp"

namespace cgt::loopy {
namespace {

using test::naive_survives;
using test::PlainGraph;

// Loopy nodes reachable in a canonical stopper.
std::size_t loopy_nodes(Stopper s) {
  std::vector<Stopper> seen{s}, options;
  for (std::size_t i = 0; i < seen.size(); ++i) {
    options.clear();
    append_options(seen[i], Player::kLeft, options);
    append_options(seen[i], Player::kRight, options);
    for (Stopper o : options)
      if (o.is_loopy() && std::find(seen.begin(), seen.end(), o) == seen.end()) seen.push_back(o);
  }
  return s.is_loopy() ? seen.size() : 0;
}

// Vertices of g that are not leaves, reachable from the root.
std::size_t inner_vertices(const LoopyGraph& g) {
  std::size_t count = 0;
  for (const auto& c : components_bottom_up(g))
    for (std::uint32_t v : c) count += !g.is_leaf(v);
  return count;
}

struct RandomStoppers {
  std::vector<LoopyGraph> graphs;
  std::vector<Stopper> forms;
};

RandomStoppers random_stoppers(std::size_t count, std::uint32_t seed) {
  std::mt19937 rng(seed);
  RandomStoppers out;
  while (out.graphs.size() < count) {
    LoopyGraph g = test::random_loopy_graph(rng, 5, true);
    bool stopper = test::naive_is_stopper(test::plain(g));
    REQUIRE(is_stopper(g) == stopper);
    if (!stopper) continue;
    out.forms.push_back(canonical_stopper(g));
    out.graphs.push_back(std::move(g));
  }
  return out;
}

TEST_CASE("the simplest form of a random stopper equals it and is no larger", "[loopy]") {
  RandomStoppers r = random_stoppers(300, 20240601);
  std::size_t loopy = 0;
  for (std::size_t i = 0; i < r.graphs.size(); ++i) {
    PlainGraph graph = test::plain(r.graphs[i]), form = test::plain(r.forms[i]);
    INFO("form " << to_string(r.forms[i]));
    CHECK(naive_survives(graph, form));
    CHECK(naive_survives(form, graph));
    CHECK(loopy_nodes(r.forms[i]) <= inner_vertices(r.graphs[i]));
    loopy += r.forms[i].is_loopy();
  }
  CHECK(loopy > 100);  // the sample is not all short games
}

TEST_CASE("equal stoppers get one form, and the order is the survival order", "[loopy]") {
  RandomStoppers r = random_stoppers(120, 77);
  std::vector<PlainGraph> plain;
  for (Stopper s : r.forms) plain.push_back(test::plain(s));
  std::size_t equal_pairs = 0, comparable = 0;
  for (std::size_t i = 0; i < r.forms.size(); ++i)
    for (std::size_t j = i + 1; j < r.forms.size(); j += 3) {
      bool le = naive_survives(plain[i], plain[j]), ge = naive_survives(plain[j], plain[i]);
      INFO(to_string(r.forms[i]) << " vs " << to_string(r.forms[j]));
      CHECK(leq(r.forms[i], r.forms[j]) == le);
      CHECK(leq(r.forms[j], r.forms[i]) == ge);
      CHECK((r.forms[i] == r.forms[j]) == (le && ge));
      equal_pairs += le && ge;
      comparable += le || ge;
    }
  CHECK(equal_pairs > 20);
  CHECK(comparable > 200);
}

}  // namespace
}  // namespace cgt::loopy
