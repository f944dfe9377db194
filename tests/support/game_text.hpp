// G("{1|*}"): a game written in cgt's notation, for tests that state their games as text.
#pragma once

#include "cgt/game.hpp"
#include "lang/session.hpp"

namespace cgt::test {

inline Game G(const char* text) {
  return lang::evaluate_game(text);
}

}  // namespace cgt::test
