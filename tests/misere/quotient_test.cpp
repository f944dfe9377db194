// Misère quotients of heap games: the published ones (tests/data/misere_quotients.txt), and the
// outcome the quotient predicts for every small sum of heaps against a plain game-tree search of
// the heaps (misère rule: a player with no move wins), which knows nothing of quotients.
#include <catch2/catch.hpp>

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "games/octal/octal_game.hpp"
#include "games/octal/octal_quotient.hpp"
#include "misere/finite_monoid.hpp"
#include "tests/support/data_file.hpp"
#include "tests/support/naive_outcome.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// The relations of a presentation text "<a, b | r1, r2>" as a set.
std::set<std::string> relations_of(const std::string& presentation) {
  std::set<std::string> result;
  std::string body = presentation.substr(presentation.find('|') + 2);
  body.pop_back();  // '>'
  std::stringstream in(body);
  for (std::string r; std::getline(in, r, ',');) result.insert(r.substr(r.find_first_not_of(' ')));
  return result;
}

// Every multiset of `count` heaps of sizes 1..max_heap.
void all_sums(std::uint32_t max_heap, std::size_t count, std::vector<std::uint32_t>& prefix,
              std::vector<std::vector<std::uint32_t>>& out) {
  if (prefix.size() == count) {
    out.push_back(prefix);
    return;
  }
  for (std::uint32_t h = prefix.empty() ? 1 : prefix.back(); h <= max_heap; ++h) {
    prefix.push_back(h);
    all_sums(max_heap, count, prefix, out);
    prefix.pop_back();
  }
}

}  // namespace

TEST_CASE("published misère quotients: orders, P-portions and presentations", "[misere]") {
  test::DataRows rows = test::read_data_file("misere_quotients.txt");
  for (auto& row : test::read_data_file("misere_quotients_miseresolver.txt")) {
    row.push_back("-");  // no presentation
    rows.push_back(row);
  }
  for (const auto& row : rows) {
    INFO(row[0] << " to heap " << row[1]);
    misere::MisereQuotient q = take_break_quotient(
        parse_take_break_code(row[0], "test"), static_cast<std::uint32_t>(test::cell_integer(row[1])));
    CHECK(static_cast<std::int64_t>(q.monoid.size()) == test::cell_integer(row[2]));
    if (row[3] != "-") CHECK(static_cast<std::int64_t>(q.p_portion_size()) == test::cell_integer(row[3]));
    if (row[4] != "-") {
      std::string joined;
      for (std::size_t i = 4; i < row.size(); ++i) joined += (i > 4 ? " " : "") + row[i];
      std::set<std::string> expected;
      std::stringstream in(joined);
      for (std::string r; std::getline(in, r, ';');)
        expected.insert(r.substr(r.find_first_not_of(' ')));
      CHECK(relations_of(q.presentation_text()) == expected);
    }
  }
}

TEST_CASE("quotients predict the misère outcome of every small sum of heaps", "[misere]") {
  // Octal games with wild misère play (0.07 Dawson's Kayles, 0.77 Kayles, 0.137 Dawson's chess,
  // 0.75, 0.6, 0.4 + splits) and a tame one (0.31).
  for (const char* code : {"0.75", "0.07", "0.77", "0.137", "0.6", "0.31", "4.7", "0.54"}) {
    constexpr std::uint32_t kMaxHeap = 11;
    TakeBreakGame game = octal_game(code, "test");
    misere::MisereQuotient q = take_break_quotient(game.rules(), kMaxHeap);
    test::NaiveOutcome<TakeBreakGame> naive(game, true);
    int p_positions = 0, checked = 0;
    for (std::size_t count = 1; count <= 3; ++count) {
      std::vector<std::vector<std::uint32_t>> sums;
      std::vector<std::uint32_t> prefix;
      all_sums(count == 3 ? 8 : kMaxHeap, count, prefix, sums);
      for (const std::vector<std::uint32_t>& heaps : sums) {
        bool p = !naive.wins({heaps}, Player::kLeft);
        INFO(code << " heaps " << game.text(heaps));
        CHECK(q.is_p_position(heaps) == p);
        p_positions += p;
        ++checked;
      }
    }
    INFO(code);
    CHECK(p_positions > 0);
    CHECK(p_positions < checked);
  }
}

TEST_CASE("a quotient's monoid is commutative and its P-portion is closed as the theory says",
          "[misere]") {
  misere::MisereQuotient q = take_break_quotient(parse_take_break_code("0.07", "test"), 24);
  const misere::FiniteMonoid& m = q.monoid;
  for (misere::FiniteMonoid::Element x = 0; x < m.size(); ++x)
    for (misere::FiniteMonoid::Element y = 0; y < m.size(); ++y)
      CHECK(m.multiply(x, y) == m.multiply(y, x));
  CHECK_FALSE(q.p_portion[0]);  // the empty sum is an N-position
  // Impartial misère quotients have even order (Plambeck and Siegel).
  CHECK(m.size() % 2 == 0);
  CHECK_THROWS_AS(q.is_p_position(std::vector<std::uint32_t>{25}), DomainError);
}
