#include "games/number_theory/beatty_sequence.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {
namespace {

QuadraticIrrational checked(QuadraticIrrational alpha) {
  if (alpha.compare(1) <= 0 || alpha.compare(2) >= 0)
    throw DomainError(fmt::format("Beatty sequence: alpha = {} must lie strictly between 1 and 2",
                                  alpha.to_string()));
  return alpha;
}

// alpha / (alpha - 1) = 1 / (1 - beta).
QuadraticIrrational complement_slope(const QuadraticIrrational& beta) {
  // 1 - beta = (r - p - q sqrt d) / r.
  return QuadraticIrrational(beta.r() - beta.p(), -beta.q(), beta.d(), beta.r()).reciprocal();
}

}  // namespace

BeattySequence::BeattySequence(QuadraticIrrational alpha)
    : alpha_(checked(alpha)),
      beta_(alpha_.reciprocal()),
      complement_slope_(complement_slope(beta_)) {}

bool BeattySequence::contains(std::int64_t x) const {
  if (x < 1) return false;
  std::int64_t k = beta_.floor_multiple(x + 1);
  return k >= 1 && term(k) == x;
}

std::int64_t BeattySequence::complement_term(std::int64_t n) const {
  return complement_slope_.floor_multiple(n);
}

std::vector<std::uint8_t> BeattySequence::membership(std::int64_t upto) const {
  if (upto < 0) throw DomainError("Beatty membership: the bound must be >= 0");
  std::vector<std::uint8_t> in(static_cast<std::size_t>(upto) + 1, 0);
  for (std::int64_t n = 1;; ++n) {
    std::int64_t t = term(n);
    if (t > upto) break;
    in[static_cast<std::size_t>(t)] = 1;
  }
  return in;
}

}  // namespace cgt::games
