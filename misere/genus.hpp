// Conway's genus of an impartial game (ONAG ch. 12; Winning Ways ch. 13): g^(γ0 γ1 γ2 ...),
// where g = g⁺(G) is the normal-play Grundy value and γk = g⁻(G + 2k) the misère Grundy value
// of G plus k copies of *2. From the options' genera: γ0 = g⁻(G), and for k >= 1,
// γk = mex({γ(k-1), γ(k-1) xor 1} ∪ {γk(G')}), since G + 2k moves to G + 2(k-1) and to
// G + 2(k-1) + *, whose g⁻ are γ(k-1) and γ(k-1) xor 1 (Conway). The sequence is eventually
// periodic with period 2; it is kept up to the point where its last two values repeat forever,
// so the genus of 0 is 0^120 and that of * is 1^031, as Winning Ways writes them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "misere/impartial_game.hpp"

namespace cgt::misere {

struct Genus {
  std::uint32_t g = 0;
  // γ0 .. γm; for k > m, γk = γ(k-2). At least one value.
  std::vector<std::uint32_t> gammas;

  // γk for any k.
  std::uint32_t gamma(std::size_t k) const {
    if (k < gammas.size()) return gammas[k];
    std::size_t m = gammas.size();
    return m == 1 ? gammas[0] : gammas[m - 2 + ((k - m) & 1)];
  }
  friend bool operator==(const Genus&, const Genus&) = default;
};

// The genus of g (memoised by the game's handle).
const Genus& genus(MisereGame g);

// "0^120", "2^1420"; values of 10 or more are separated by commas in parentheses:
// "10^(10,11)".
std::string genus_text(const Genus& genus);

}  // namespace cgt::misere
