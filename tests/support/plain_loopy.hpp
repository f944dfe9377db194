// Plain loopy games for tests: explicit graphs and a naive labelling of who wins, which knows no
// values, sides or stoppers. The labelling repeats one rule until nothing changes: a position is
// a win for the player to move when one move reaches a position that player wins, a loss when all
// moves reach positions the other player wins (or there is none); what stays unlabelled is a draw.
// Quadratic and slow on purpose: it is the tests' independent witness.
#pragma once

#include <random>
#include <string_view>
#include <vector>

#include "loopy/graph.hpp"
#include "loopy/outcome.hpp"
#include "loopy/stopper.hpp"

namespace cgt::test {

struct PlainGraph {
  std::vector<std::vector<int>> left, right;
  int root = 0;
  int size() const { return static_cast<int>(left.size()); }
};

// The whole reachable graph of a stopper, short subpositions included.
PlainGraph plain(loopy::Stopper s);
// A loopy graph with its leaves written out.
PlainGraph plain(const loopy::LoopyGraph& g);
PlainGraph plain_sum(const PlainGraph& a, const PlainGraph& b);
PlainGraph plain_negative(const PlainGraph& a);

loopy::PlayOutcome naive_outcome(const PlainGraph& g);
// Whether no infinite alternating sequence of moves starts at a reachable position, by a search
// for a cycle among the (position, player to move) pairs.
bool naive_is_stopper(const PlainGraph& g);
// Left survives h - g with Right moving first: the survival order of stoppers.
bool naive_survives(const PlainGraph& g, const PlainGraph& h);

// A random graph of 1 to `max_vertices` vertices whose edges lead to other vertices or to leaves
// (0, 1, -1, *, ^, 1/2, -1/2). With `stopper`, Right's edges only go to later vertices, except
// passes (so no alternating cycle starts anywhere).
loopy::LoopyGraph random_loopy_graph(std::mt19937& rng, int max_vertices, bool stopper);

// A random graph of 2 to `max_vertices` vertices where each player has one or two moves inside
// the graph from every vertex, and one time in four a move to a leaf: alternating cycles everywhere,
// whose sides often need sidling or are no stoppers at all.
loopy::LoopyGraph random_cycling_loopy_graph(std::mt19937& rng, int max_vertices);

// A graph written vertex by vertex, "Left's options | Right's options" separated by ';', where
// the letters a, b, c, ... are the vertices in that order (a is the root) and any other word is
// one of the leaves 0, 1, -1, *, ^, 1/2, -1/2: "a * | b; 0 | a" is a{a,*|b{0|a}}.
loopy::LoopyGraph loopy_graph_from_edges(std::string_view text);

}  // namespace cgt::test
