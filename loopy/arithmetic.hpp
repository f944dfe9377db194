// Negation and disjunctive sums of stoppers. The negative of a simplest form is a simplest form
// (Left and Right exchanged), so negation is a relabelling; a sum is the graph of pairs of
// positions, which need not be a stopper (on + off is not): value.hpp gives its value.
#pragma once

#include "loopy/graph.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

Stopper negate(Stopper s);

// The graph of g + h: a vertex for each pair of positions reachable from (g, h); pairs of short
// games are leaves (their sum in the game table).
LoopyGraph sum_graph(Stopper g, Stopper h);
// The same for two graphs (a leaf's stopper is explored as a graph of its own).
LoopyGraph sum_graph(const LoopyGraph& a, const LoopyGraph& b);

}  // namespace cgt::loopy
