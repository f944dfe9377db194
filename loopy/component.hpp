// Interning simplified vertices: the step that turns the vertices of a graph in reduced form (no
// dominated or reversible options, simplify.cpp) into handles of canonical stoppers.
//
// Among reduced stoppers, equality is bisimilarity: if G = H and neither has dominated or
// reversible options, each option of G equals an option of H and vice versa (the short-game
// argument carries over to the survival order). So fusing equal vertices is a partition
// refinement, which also gives the component its canonical order, and the table (whose nodes are
// pairwise unequal) is searched by encoding. A strongly connected component whose vertices equal
// existing nodes inside a larger stored component is found through the parents of one of its
// options and checked by the survival order.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "cgt/game.hpp"
#include "loopy/local_graph.hpp"
#include "loopy/order.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

// The handle of `vertex`, whose options are all stoppers and which is reduced (no dominated or
// reversible options among them).
Stopper intern_vertex(const LocalVertex& vertex);

// The handles of `members`, a strongly connected set of reduced vertices of `graph` with a cycle,
// whose other options are stoppers. `solver` compares over `graph`.
std::vector<Stopper> intern_cycle(const LocalGraph& graph, std::span<const std::uint32_t> members,
                                  SurvivalSolver& solver);

// An isomorphism-invariant hash of a stopper's form (equal values hash alike in every session):
// the printer orders options by it.
std::uint64_t shape_of(Stopper s);

}  // namespace cgt::loopy
