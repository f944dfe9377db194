// The verifiers of paper 004, section 6 (complementary subtraction games) and their
// registration.
#pragma once

#include "games/verification.hpp"

namespace cgt::games {

Verifier complementary_subtraction_outcomes_verifier();  // cs-outcomes

void register_complementary_subtraction_verifiers(VerifierRegistry& registry);

}  // namespace cgt::games
