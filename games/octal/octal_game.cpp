#include "games/octal/octal_game.hpp"

namespace cgt::games {

TakeBreakGame octal_game(const std::string& code, const std::string& function) {
  TakeBreakRules rules = parse_take_break_code(code, function);
  std::string code_text = take_break_code_text(rules);
  return TakeBreakGame(std::move(rules), "octal(" + code_text + ")",
                       "octal(\"" + code_text + "\", {})");
}

}  // namespace cgt::games
