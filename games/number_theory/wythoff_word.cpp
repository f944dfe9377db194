#include "games/number_theory/wythoff_word.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {

Letter wythoff_word_letter(std::int64_t n) {
  if (n < 0) throw DomainError(fmt::format("Wythoff word: the index must be >= 0, not {}", n));
  return n == 0 ? Letter::kB : fibonacci_word_letter(n - 1);
}

}  // namespace cgt::games
