// Writing loopy games: the text of a graph can grow exponentially with its size, so Ctrl-C must
// reach the printer.
#include <catch2/catch.hpp>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/values.hpp"
#include "loopy/printer.hpp"

namespace cgt::loopy {
namespace {

TEST_CASE("writing a loopy graph stops at Ctrl-C", "[loopy]") {
  // A chain where Left and Right both move on to the next vertex: each vertex writes the next one
  // twice (no position repeats along a path, so none gets a label), and the text doubles.
  LoopyGraph g;
  constexpr std::uint32_t kLength = 12;
  for (std::uint32_t i = 0; i <= kLength; ++i) g.add_vertex();
  std::uint32_t leaf = g.add_leaf(Stopper::of(zero()));
  for (std::uint32_t i = 0; i < kLength; ++i) {
    g.add_edge(i, Player::kLeft, i + 1);
    g.add_edge(i, Player::kRight, i + 1);
  }
  g.add_edge(kLength, Player::kLeft, leaf);
  g.add_edge(kLength, Player::kRight, 0);  // a loop back, so the graph is loopy
  g.set_root(0);
  REQUIRE(to_string(g).size() > (std::size_t{1} << kLength));
  request_interrupt();  // as if Ctrl-C came while the graph was being written
  CHECK_THROWS_AS(to_string(g), InterruptedError);
  CHECK(!interrupt_pending());
}

}  // namespace
}  // namespace cgt::loopy
