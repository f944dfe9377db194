// Working on a loopy graph one strongly connected component at a time, from the bottom up: each
// component is handed over as a local graph whose options leaving it are already values. The
// simplest forms of stoppers (simplify.cpp) and the sides (sides.cpp) are both found this way.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "loopy/graph.hpp"
#include "loopy/local_graph.hpp"
#include "loopy/stopper.hpp"

namespace cgt::loopy {

// The values of g's vertices reachable from the root, leaves being their own. `solve` gets each
// other component as a local graph (its vertices numbered in the order components_bottom_up
// lists them, its options leaving it replaced by their targets' values) and gives its vertices'
// values, or nothing when it cannot; a component with an option into a vertex left without a
// value is not handed over, and its vertices stay without one too.
std::vector<std::optional<Stopper>> values_bottom_up(
    const LoopyGraph& g, const std::function<std::optional<std::vector<Stopper>>(LocalGraph)>& solve);

}  // namespace cgt::loopy
