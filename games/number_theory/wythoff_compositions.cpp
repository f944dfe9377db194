#include "games/number_theory/wythoff_compositions.hpp"

#include <fmt/format.h>

#include <cctype>

#include "cgt/error.hpp"
#include "games/number_theory/wythoff_sequences.hpp"

namespace cgt::games {

std::string expand_wythoff_word(std::string_view word) {
  std::string expanded;
  for (std::size_t i = 0; i < word.size();) {
    char letter = word[i++];
    if (letter != 'A' && letter != 'B' && letter != 'a' && letter != 'b')
      throw DomainError(
          fmt::format("Wythoff word '{}': letters are A, B, a (= A + 1) and b (= B + 1), not '{}'",
                      word, letter));
    int power = 1;
    if (i < word.size() && word[i] == '^') {
      std::size_t start = ++i;
      power = 0;
      while (i < word.size() && std::isdigit(static_cast<unsigned char>(word[i])) && power <= 1000)
        power = 10 * power + (word[i++] - '0');
      if (i == start || power > 1000)
        throw DomainError(
            fmt::format("Wythoff word '{}': '^' takes a power between 0 and 1000", word));
    }
    expanded.append(static_cast<std::size_t>(power), letter);
  }
  return expanded;
}

std::int64_t wythoff_composition(std::string_view word, std::int64_t n) {
  if (n < 0) throw DomainError(fmt::format("Wythoff composition: n must be >= 0, not {}", n));
  std::string letters = expand_wythoff_word(word);
  for (auto it = letters.rbegin(); it != letters.rend(); ++it) {
    if (n > kMaxWythoffArgument)
      throw LimitError(fmt::format("Wythoff composition {}: a value exceeds 3*10^18", word));
    char c = *it;
    bool is_a = c == 'A' || c == 'a';
    n = is_a ? wythoff_a(n) : wythoff_b(n);
    if (std::islower(static_cast<unsigned char>(c))) ++n;
  }
  return n;
}

}  // namespace cgt::games
