// A second, independent implementation of short games for tests: explicit game trees with the
// textbook recursive definitions of <=, sum, negation and canonical form (dominated options
// removed, reversible ones bypassed). No stops, no number avoidance, no translation, no
// up-star formulas: everything the engine's fast paths do, this does the slow way. Trees are
// hash-consed by their exact form (not their value) only so that memoised comparison is
// affordable.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"

namespace cgt::test {

struct RefNode;
using Ref = std::shared_ptr<const RefNode>;

struct RefNode {
  std::vector<Ref> left, right;
  int id;  // equal ids mean identical forms (as trees with unordered option lists)
};

Ref ref_game(std::vector<Ref> left, std::vector<Ref> right);
Ref ref_zero();
Ref ref_integer(int n);                     // {n-1|} or {|n+1}, by definition
Ref ref_dyadic(int numerator, int log2_den);  // built from its canonical options
Ref ref_nimber(int n);
Ref ref_up();

bool ref_leq(const Ref& g, const Ref& h);
bool ref_equal(const Ref& g, const Ref& h);
Ref ref_sum(const Ref& g, const Ref& h);
Ref ref_neg(const Ref& g);
Ref ref_canonical(const Ref& g);
// For a canonical tree that is a number, its value (read off the canonical form).
std::optional<Dyadic> ref_number_value(const Ref& canonical);
// Stops by Definition 3.3 on a canonical tree.
Dyadic ref_left_stop(const Ref& canonical);
Dyadic ref_right_stop(const Ref& canonical);
int ref_birthday(const Ref& g);
std::size_t ref_size(const Ref& g);  // nodes in the tree, counted with repetition

// Bridges to the engine: the explicit tree of an interned game, and the interned game of a
// tree (through canonicalise(), bottom up).
Ref to_ref(Game g);
Game to_table(const Ref& g);

}  // namespace cgt::test
