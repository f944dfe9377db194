#include "games/golden_nugget/s_q_sequences.hpp"

#include <fmt/format.h>

#include "cgt/big_int.hpp"
#include "cgt/error.hpp"

namespace cgt::games {
namespace {

BigInt power_of_four(int n, const char* name) {
  if (n < 0 || n > 100000)
    throw DomainError(fmt::format("{}(n): n must lie between 0 and 100000, not {}", name, n));
  return boost::multiprecision::pow(BigInt(4), static_cast<unsigned>(n));
}

}  // namespace

Dyadic golden_nugget_s(int n) {
  BigInt four = power_of_four(n, "s");
  return make_dyadic(2 * ((four - 1) / 3), static_cast<std::uint32_t>(2 * n));
}

Dyadic golden_nugget_q(int n) {
  BigInt four = power_of_four(n, "q");
  return make_dyadic((2 * four + 1) / 3, static_cast<std::uint32_t>(2 * n));
}

}  // namespace cgt::games
