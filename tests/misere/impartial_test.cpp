// Misère canonical forms, genus and misère outcomes of impartial games, against the books'
// counts and CGSuite's examples (tests/data), and against a plain game-tree search of explicit
// trees that knows nothing of canonical forms (misère rule: a player with no move wins).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "cgt/error.hpp"
#include "misere/genus.hpp"
#include "misere/impartial_game.hpp"
#include "misere/impartial_notation.hpp"
#include "tests/support/data_file.hpp"

using namespace cgt;
using namespace cgt::misere;

namespace {

// Explicit impartial game trees: node i has the options children[i].
struct Forest {
  std::vector<std::vector<std::uint32_t>> children;

  std::uint32_t node(std::vector<std::uint32_t> options) {
    children.push_back(std::move(options));
    return static_cast<std::uint32_t>(children.size() - 1);
  }
  // A random tree of the given depth, with up to `width` options per node.
  std::uint32_t random_tree(std::mt19937& rng, int depth, int width) {
    std::vector<std::uint32_t> options;
    if (depth > 0) {
      int count = std::uniform_int_distribution<int>(0, width)(rng);
      for (int i = 0; i < count; ++i) options.push_back(random_tree(rng, depth - 1, width));
    }
    return node(std::move(options));
  }
  // The canonical form as a tree of its own.
  std::uint32_t tree_of(MisereGame g) {
    std::vector<std::uint32_t> options;
    for (MisereGame o : misere_table().options(g)) options.push_back(tree_of(o));
    return node(std::move(options));
  }
  // The misère canonical form of a tree, through the table.
  MisereGame canonical(std::uint32_t n) {
    std::vector<MisereGame> options;
    for (std::uint32_t c : children[n]) options.push_back(canonical(c));
    return misere_table().from_options(options);
  }
};

// Who wins a sum of trees in misère play, moving first: a plain search, memoised on the sorted
// multiset of nodes.
class MisereSearch {
 public:
  explicit MisereSearch(const Forest& f) : f_(f) {}
  bool first_wins(std::vector<std::uint32_t> sum) {
    std::sort(sum.begin(), sum.end());
    if (auto it = memo_.find(sum); it != memo_.end()) return it->second;
    bool can_move = false, wins = false;
    for (std::size_t i = 0; i < sum.size() && !wins; ++i)
      for (std::uint32_t o : f_.children[sum[i]]) {
        can_move = true;
        std::vector<std::uint32_t> next = sum;
        next[i] = o;
        if (!first_wins(next)) {
          wins = true;
          break;
        }
      }
    bool result = wins || !can_move;
    memo_.emplace(std::move(sum), result);
    return result;
  }

 private:
  const Forest& f_;
  std::map<std::vector<std::uint32_t>, bool> memo_;
};

// CGSuite's input form: *[a, b, ...] is the game with options a, b; a bare integer inside the
// brackets is a nim heap, [..] a game of those options, and + adds.
class CgsuiteInput {
 public:
  explicit CgsuiteInput(const std::string& s) : s_(s) {}
  MisereGame read() { return sum(); }

 private:
  MisereGame sum() {
    MisereGame g = term();
    while (pos_ < s_.size() && s_[pos_] == '+') {
      ++pos_;
      g = misere_table().sum(g, term());
    }
    return g;
  }
  MisereGame term() {
    if (s_.compare(pos_, 2, "*[") == 0) {
      pos_ += 2;
      // *[x] is x itself (*[2] the nim heap *2, *[[2]] the game {*2}); *[a, b] is the game
      // with options a and b.
      std::vector<MisereGame> items = list();
      return items.size() == 1 ? items.front() : misere_table().from_options(items);
    }
    if (s_[pos_] == '[') {
      ++pos_;
      return misere_table().from_options(list());
    }
    std::uint64_t n = 0;
    while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_])))
      n = 10 * n + static_cast<std::uint64_t>(s_[pos_++] - '0');
    return misere_table().nim(n);
  }
  // Items up to the closing bracket (consumed).
  std::vector<MisereGame> list() {
    std::vector<MisereGame> items;
    while (s_[pos_] != ']') {
      items.push_back(sum());
      if (s_[pos_] == ',') ++pos_;
    }
    ++pos_;
    return items;
  }
  std::string s_;
  std::size_t pos_ = 0;
};

}  // namespace

TEST_CASE("misère games born by day n number 1, 2, 3, 5, 22 (ONAG ch. 12)", "[misere]") {
  MisereTable& t = misere_table();
  std::vector<MisereGame> born{t.zero()};
  for (const auto& row : test::read_data_file("misere_born_by_day.txt")) {
    std::int64_t day = test::cell_integer(row[0]);
    if (day > 0) {
      std::set<std::uint32_t> next;
      for (std::size_t mask = 0; mask < (std::size_t{1} << born.size()); ++mask) {
        std::vector<MisereGame> options;
        for (std::size_t i = 0; i < born.size(); ++i)
          if (mask >> i & 1) options.push_back(born[i]);
        next.insert(t.from_options(options).id);
      }
      born.clear();
      for (std::uint32_t id : next) born.push_back(MisereGame{id});
    }
    INFO("day " << day);
    CHECK(static_cast<std::int64_t>(born.size()) == test::cell_integer(row[1]));
  }
}

TEST_CASE("CGSuite's misère examples: canonical forms, genus, g- and outcomes", "[misere]") {
  for (const auto& row : test::read_data_file("misere_cgsuite_examples.txt")) {
    INFO(row[0]);
    MisereGame g = CgsuiteInput(row[0]).read();
    CHECK(g == parse_misere(row[1]));
    CHECK(parse_misere(misere_text(g)) == g);  // the printed form reads back
    CHECK(genus_text(genus(g)) == row[2]);
    CHECK(misere_table().misere_nim_value(g) == test::cell_integer(row[4]));
    CHECK(misere_table().is_p_position(g) == (row[5] == "P"));
  }
}

TEST_CASE("misère outcomes of sums of random trees agree with a plain search", "[misere]") {
  std::mt19937 rng(32);
  Forest forest;
  std::vector<std::uint32_t> trees;
  for (int i = 0; i < 40; ++i) trees.push_back(forest.random_tree(rng, 1 + i % 4, 3));
  MisereSearch search(forest);
  MisereTable& t = misere_table();
  int p_positions = 0;
  for (int i = 0; i < 300; ++i) {
    std::vector<std::uint32_t> sum;
    int parts = 1 + i % 3;
    MisereGame total = t.zero();
    for (int k = 0; k < parts; ++k) {
      std::uint32_t tree = trees[std::uniform_int_distribution<std::size_t>(0, 39)(rng)];
      sum.push_back(tree);
      total = t.sum(total, forest.canonical(tree));
    }
    bool p = !search.first_wins(sum);
    p_positions += p;
    CHECK(t.is_p_position(total) == p);
  }
  CHECK(p_positions > 20);  // both outcomes occur
}

TEST_CASE("a tree and its misère canonical form are indistinguishable; distinct forms are not",
          "[misere]") {
  std::mt19937 rng(7);
  Forest forest;
  std::vector<std::uint32_t> trees, testers;
  for (int i = 0; i < 30; ++i) trees.push_back(forest.random_tree(rng, 2 + i % 3, 3));
  for (int i = 0; i < 60; ++i) testers.push_back(forest.random_tree(rng, 1 + i % 3, 3));
  MisereSearch search(forest);
  std::map<std::uint32_t, std::vector<bool>> profile_of_form;
  for (std::uint32_t tree : trees) {
    MisereGame form = forest.canonical(tree);
    std::uint32_t form_tree = forest.tree_of(form);
    std::vector<bool> profile;
    for (std::uint32_t x : testers) {
      bool with_tree = search.first_wins({tree, x});
      CHECK(with_tree == search.first_wins({form_tree, x}));
      profile.push_back(with_tree);
    }
    profile_of_form[form.id] = profile;
  }
  // Forms that differ are told apart by some tester here (Conway: distinct simplest forms are
  // distinguishable; these testers happen to suffice).
  std::set<std::vector<bool>> profiles;
  for (const auto& [id, profile] : profile_of_form) profiles.insert(profile);
  CHECK(profiles.size() == profile_of_form.size());
}

TEST_CASE("misère nim: a sum of heaps is P iff Bouton's rule says so", "[misere]") {
  MisereTable& t = misere_table();
  for (int a = 0; a <= 5; ++a)
    for (int b = 0; b <= 5; ++b)
      for (int c = 0; c <= 5; ++c) {
        MisereGame g = t.sum(t.sum(t.nim(a), t.nim(b)), t.nim(c));
        bool all_small = a <= 1 && b <= 1 && c <= 1;
        bool p = all_small ? (a + b + c) % 2 == 1 : (a ^ b ^ c) == 0;
        INFO(a << " " << b << " " << c);
        CHECK(t.is_p_position(g) == p);
      }
}

TEST_CASE("the genus's superscripts are the g- of the game plus copies of *2", "[misere]") {
  std::mt19937 rng(11);
  Forest forest;
  MisereTable& t = misere_table();
  for (int i = 0; i < 60; ++i) {
    MisereGame g = forest.canonical(forest.random_tree(rng, 1 + i % 4, 3));
    const Genus& gen = genus(g);
    CHECK(gen.g == t.nim_value(g));
    MisereGame plus = g;
    for (std::size_t k = 0; k < 8; ++k) {
      INFO(misere_text(g) << " k = " << k);
      CHECK(gen.gamma(k) == t.misere_nim_value(plus));
      plus = t.sum(plus, t.nim(2));
    }
  }
}

TEST_CASE("misère notation: bad text is a parse error with its column", "[misere]") {
  CHECK_THROWS_AS(parse_misere("*[2#"), ParseError);
  CHECK_THROWS_AS(parse_misere("2(3"), ParseError);
  CHECK_THROWS_AS(parse_misere("2[#-2]"), ParseError);
  CHECK_THROWS_AS(parse_misere(""), ParseError);
  try {
    parse_misere("21x");
  } catch (const ParseError& e) {
    CHECK(e.column() == 3);
  }
  CHECK(misere_text(parse_misere("&12;")) == "*[&12;]");
}
