// Octal and hexadecimal games by their codes (take_break_rules.hpp), and the classic ones:
// Kayles (0.77: knock down one pin or two adjacent pins of a row) and Dawson's Kayles (0.07:
// always two adjacent pins). Dawson's chess on n files is Dawson's Kayles with n + 1 pins
// (0.137 with n), as Winning Ways notes.
#pragma once

#include <string>

#include "games/octal/take_break_game.hpp"

namespace cgt::games {

// The game of a code such as "0.77"; DomainError naming `function` for a bad code.
TakeBreakGame octal_game(const std::string& code, const std::string& function);

inline TakeBreakGame kayles_game() {
  return octal_game("0.77", "kayles");
}
inline TakeBreakGame dawsons_kayles_game() {
  return octal_game("0.07", "dawson");
}

}  // namespace cgt::games
