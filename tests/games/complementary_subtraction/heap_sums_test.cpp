// Sums of GoldenNugget heaps against the plain recursive definition of a multi-heap position
// (every move in every heap, canonicalise() of all options, and the textbook implementation
// of games for the smallest), and the group laws by handle.
#include "cgt/big_int.hpp"
#include "games/complementary_subtraction/heap_sums.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <random>

#include "cgt/canonical.hpp"
#include "cgt/error.hpp"
#include "cgt/followers.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"
#include "tests/support/reference_game.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

// A position by the rules: heaps with a colour (blue: Left removes members of S, Right the
// others; red: the reverse), order irrelevant, so positions are kept sorted.
struct Heap {
  std::int64_t size;
  bool blue;
  auto operator<=>(const Heap&) const = default;
};
using Position = std::vector<Heap>;

// Calls visit(option, left) for every move from p: removing s from one heap.
template <class Visit>
void for_each_move(const SubtractionSet& set, const Position& p, Visit&& visit) {
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::int64_t s = 1; s <= p[i].size; ++s) {
      Position q = p;
      q[i].size -= s;
      if (q[i].size == 0) q.erase(q.begin() + static_cast<std::ptrdiff_t>(i));
      std::sort(q.begin(), q.end());
      visit(q, set.contains(s) == p[i].blue);
    }
}

// The canonical form of a position by its definition: canonicalise() of every option.
class DefinitionValues {
 public:
  Game value(const Position& p) {
    if (auto it = memo_.find(p); it != memo_.end()) return it->second;
    std::vector<Game> left, right;
    for_each_move(set_, p, [&](const Position& q, bool by_left) {
      (by_left ? left : right).push_back(value(q));
    });
    Game g = canonicalise(left, right);
    memo_.emplace(p, g);
    return g;
  }

 private:
  SubtractionSet set_ = SubtractionSet::golden_nugget();
  std::map<Position, Game> memo_;
};

// The same game as an explicit tree of the textbook implementation.
class ReferenceTrees {
 public:
  test::Ref tree(const Position& p) {
    if (auto it = memo_.find(p); it != memo_.end()) return it->second;
    std::vector<test::Ref> left, right;
    for_each_move(set_, p, [&](const Position& q, bool by_left) {
      (by_left ? left : right).push_back(tree(q));
    });
    test::Ref g = test::ref_game(left, right);
    memo_.emplace(p, g);
    return g;
  }

 private:
  SubtractionSet set_ = SubtractionSet::golden_nugget();
  std::map<Position, test::Ref> memo_;
};

Position heaps(const std::vector<std::int64_t>& blue, const std::vector<std::int64_t>& red) {
  Position p;
  for (auto h : blue) p.push_back({h, true});
  for (auto h : red) p.push_back({h, false});
  std::sort(p.begin(), p.end());
  return p;
}

}  // namespace

TEST_CASE("running sums S(k) are the canonical forms of heaps 1..k by definition", "[sums]") {
  game_table().reset();
  HeapSums sums(SubtractionSet::golden_nugget());
  DefinitionValues definition;
  ReferenceTrees trees;  // the textbook implementation, affordable up to k = 8
  Progress quiet;
  Position p;
  for (std::int64_t k = 0; k <= 9; ++k) {
    if (k > 0) p.push_back({k, true});
    INFO("k = " << k);
    Game s = sums.running_sum(k, quiet);
    CHECK(s == definition.value(p));
    if (k <= 8) CHECK(test::ref_equal(test::ref_canonical(trees.tree(p)), test::to_ref(s)));
  }
}

TEST_CASE("positions of blue and red heaps are the canonical forms by definition", "[sums]") {
  game_table().reset();
  HeapSums sums(SubtractionSet::golden_nugget());
  DefinitionValues definition;
  const std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>> cases[] = {
      {{3, 9}, {8}}, {{9}, {8}}, {{4, 7}, {4, 7}}, {{}, {5, 6, 2}}, {{10, 2}, {}}};
  for (const auto& [blue, red] : cases) {
    Game g = sums.position(HeapPosition{blue, red});
    CHECK(g == definition.value(heaps(blue, red)));
  }
  // a blue and a red heap of the same size cancel: G - G = 0
  CHECK(sums.position(HeapPosition{{20}, {20}}) == game_table().zero());
}

TEST_CASE("sums of heaps commute and associate by handle", "[sums]") {
  game_table().reset();
  HeapSums sums(SubtractionSet::golden_nugget());
  std::mt19937 rng(8);
  std::uniform_int_distribution<std::int64_t> size(1, 40);
  for (int trial = 0; trial < 40; ++trial) {
    std::vector<Game> terms;
    for (int i = 0; i < 5; ++i)
      terms.push_back(trial % 2 && i % 2 ? negate(sums.value(size(rng))) : sums.value(size(rng)));
    Game left_to_right = game_table().zero();
    for (Game t : terms) left_to_right = left_to_right + t;
    std::shuffle(terms.begin(), terms.end(), rng);
    // ((t0 + t1) + (t2 + (t3 + t4))) in a shuffled order
    Game grouped = (terms[0] + terms[1]) + (terms[2] + (terms[3] + terms[4]));
    CHECK(grouped == left_to_right);
    CHECK(terms[0] + terms[1] == terms[1] + terms[0]);
  }
}

TEST_CASE("S(30): 743 subpositions, over 10^9 characters as a tree (issue 8's figures)", "[sums]") {
  game_table().reset();
  HeapSums sums(SubtractionSet::golden_nugget());
  Progress quiet;
  Game s30 = sums.running_sum(30, quiet);
  CHECK(follower_count(s30) == 743);
  CHECK(explicit_length(s30) > BigInt(1'000'000'000));
}

TEST_CASE("heap sums reject negative sizes", "[sums]") {
  HeapSums sums(SubtractionSet::golden_nugget());
  Progress quiet;
  CHECK_THROWS_AS(sums.running_sum(-1, quiet), DomainError);
  CHECK_THROWS_AS(sums.value(-3), DomainError);
}
