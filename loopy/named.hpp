// The named stoppers of Winning Ways ch. 11: on = {pass|}, off = {|pass}, over = {0|pass},
// under = {pass|0} and upon = {pass|*}. (dud, tis and tisn are not stoppers: value.hpp.)
#pragma once

#include "loopy/stopper.hpp"

namespace cgt::loopy {

Stopper on();
Stopper off();
Stopper over();
Stopper under();
Stopper upon();

}  // namespace cgt::loopy
