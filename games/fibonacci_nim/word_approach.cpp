#include "games/fibonacci_nim/word_approach.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/fibonacci_word.hpp"

namespace cgt::games {
namespace {

using Word = std::vector<std::uint8_t>;  // letters as Fibonacci indices

// The prefix of w_p = W^{F_{p+1}, F_p} whose sum first exceeds max_k.
Word sturm_prefix(int p, std::int64_t max_k) {
  Word word;
  std::int64_t sum = 0;
  std::size_t length = static_cast<std::size_t>(max_k / fibonacci(p)) + 2;
  for (Letter c : fibonacci_word_prefix(length)) {
    if (sum > max_k) break;
    word.push_back(static_cast<std::uint8_t>(c == Letter::kA ? p + 1 : p));
    sum += fibonacci(word.back());
  }
  return word;
}

// One step T to the hybrid word of alpha (q = p + alpha), as in the header.
Word transform(const Word& word, int p, int q, bool special, bool odd_case) {
  const auto largest = static_cast<std::uint8_t>(q + 2), second = static_cast<std::uint8_t>(q + 1);
  const auto a = static_cast<std::uint8_t>(q), b = static_cast<std::uint8_t>(q - 1);
  Word out;
  out.reserve(word.size() * 2);
  std::int64_t before = 0;  // W(i)
  for (std::uint8_t c : word) {
    bool t2 = special && in_fibonacci_word_partial_sums(before, p);
    if (c == largest && special && odd_case && t2) {
      out.insert(out.end(), {second, a});  // T2
    } else if (c == largest) {
      out.insert(out.end(), {a, b, a});  // T3
    } else if (c == second && special && !odd_case && t2) {
      out.insert(out.end(), {a, b});  // T2
    } else {
      out.push_back(c);  // T1
    }
    before += fibonacci(c);
  }
  return out;
}

}  // namespace

int word_p(std::int64_t m) {
  if (m < 0) throw DomainError(fmt::format("word approach: m must be >= 0, not {}", m));
  return m == 0 ? 0 : largest_fibonacci_index_at_most(m);
}

int word_alpha(std::int64_t r, int p) {
  if (r < 1) throw DomainError(fmt::format("word approach: r must be >= 1, not {}", r));
  return largest_fibonacci_index_at_most(r) - p + 1;
}

TwoPileWordSets::TwoPileWordSets(std::int64_t m, std::int64_t max_k, SpecialCaseParity parity)
    : max_k_(max_k), p_(word_p(m)) {
  constexpr std::int64_t kMax = 100'000'000;
  if (m > kMax || max_k < 0 || max_k > kMax)
    throw DomainError("word approach: m and k must lie between 0 and 10^8");
  // Hybrid alphas run from -1 down to 3 - p (r = 1, t = 2).
  Word word = p_ >= 4 ? sturm_prefix(p_, max_k) : Word{};
  const std::int64_t x = p_ >= 4 ? fibonacci(p_ + 1) - m : 0;
  for (int alpha = -1; p_ + alpha >= 3; --alpha) {
    const int q = p_ + alpha;
    const bool special = fibonacci(q) < x && x <= fibonacci(q + 1);
    const bool odd_case = parity == SpecialCaseParity::kPaper ? q % 2 != 0 : alpha % 2 != 0;
    word = transform(word, p_, q, special, odd_case);
    std::vector<bool> sums(static_cast<std::size_t>(max_k) + 1, false);
    std::int64_t s = 0;
    sums[0] = true;
    for (std::uint8_t c : word) {
      s += fibonacci(c);
      if (s > max_k) break;
      sums[static_cast<std::size_t>(s)] = true;
    }
    hybrid_sums_.push_back(std::move(sums));
    hybrid_words_.push_back(word);
    special_.push_back(special);
  }
}

std::vector<std::int64_t> TwoPileWordSets::hybrid_word(int alpha) const {
  if (alpha >= 0 || alpha < 3 - p_)
    throw DomainError(fmt::format("hybrid word: alpha = {} is not hybrid here", alpha));
  std::vector<std::int64_t> letters;
  for (std::uint8_t c : hybrid_words_[static_cast<std::size_t>(-alpha - 1)])
    letters.push_back(fibonacci(c));
  return letters;
}

bool TwoPileWordSets::contains(std::int64_t k, int alpha) const {
  if (k < 0 || k > max_k_ || alpha < 3 - p_)
    throw DomainError(fmt::format("sigma_m(alpha): k = {} or alpha = {} out of range", k, alpha));
  if (alpha < 0)
    return hybrid_sums_[static_cast<std::size_t>(-alpha - 1)][static_cast<std::size_t>(k)];
  // Sturm: w_{p+alpha} for alpha in {0, 1}, w_{p+alpha-1} beyond (paper 000, before Lemma 13).
  return in_fibonacci_word_partial_sums(k, alpha <= 1 ? p_ + alpha : p_ + alpha - 1);
}

}  // namespace cgt::games
