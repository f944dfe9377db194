// Simplest forms of stoppers (Winning Ways ch. 11; Siegel, Combinatorial Game Theory VI.3): in the
// survival order, dominated options are removed and reversible ones bypassed, vertex by vertex,
// which changes no vertex's value; then equal vertices are fused (component.cpp). Two stoppers in
// simplest form that are equal are isomorphic, so the result is canonical.
//
// A graph is simplified one strongly connected component at a time, from the bottom up: the
// options leaving a component are then canonical handles, and the component's vertices are
// compared with them by the survival order.
#pragma once

#include <vector>

#include "loopy/graph.hpp"
#include "loopy/local_graph.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

// The handles of the vertices of `component`, whose options are its own vertices or canonical
// stoppers, and from whose vertices no infinite alternating play starts.
std::vector<Stopper> simplify_component(LocalGraph component);

// The simplest form of the stopper the graph describes; DomainError when it is not a stopper.
Stopper canonical_stopper(const LoopyGraph& g);

// The simplest forms of every vertex of a stopper graph reachable from its root (vertices not
// reachable keep the default handle).
std::vector<Stopper> canonical_stoppers(const LoopyGraph& g);

}  // namespace cgt::loopy
