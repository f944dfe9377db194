// Degrees of loopiness and varieties of stoppers (Winning Ways ch. 11, Siegel VI.5; CGSuite's
// Degree, Variety, IsStable and IsPlumtree). The degree of a stopper G is G upsum -G (0 when G is loopfree).
// With an idempotent degree D (D + D = D), G's upsum variety is G upsum (-G downsum -D) and its
// downsum variety G downsum (-G upsum D); G is stable when the two agree, and that is its variety.
#pragma once

#include "loopy/stopper.hpp"
#include "loopy/value.hpp"

namespace cgt::loopy {

Value degree(Stopper g);
bool is_idempotent(const Value& v);
// DomainError unless the degree is idempotent.
bool is_stable(Stopper g);
// DomainError unless the degree is idempotent and G is stable.
Value variety(Stopper g);
// Whether g's simplest form has no cycle but passes (a plumtree, Winning Ways ch. 11).
bool is_plumtree(Stopper g);

}  // namespace cgt::loopy
