// CGSuite's names for what cgt does, so that an unknown name a CGSuite user types is answered
// with cgt's ("ReducedCanonicalForm" -> rcf(G)). CGSuite writes methods (G.LeftStop) and
// functions in CamelCase; cgt's functions are lower case and sometimes shorter.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cgt::lang {

// Every (CGSuite name, cgt function name) pair, in the order of the README's table.
const std::vector<std::pair<std::string, std::string>>& cgsuite_names();

// The cgt function for a CGSuite name (compared ignoring case, so "leftStop" finds leftstop),
// or "" when there is none.
std::string cgt_name_for_cgsuite(std::string_view name);

}  // namespace cgt::lang
