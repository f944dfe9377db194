// The misère quotient of a heap game (Plambeck and Siegel, "Misère quotients for impartial
// games", JCTA 115, 2008): the sums of heaps up to some size, modulo indistinguishability
// (G ~ H iff o⁻(G + X) = o⁻(H + X) for every sum X of such heaps). It is a finite commutative
// monoid Q with a P-portion P ⊆ Q and a pretending function Φ from heap sizes to Q; a sum of
// heaps is a misère P-position iff the product of its heaps' images is in P.
// Generators are named a, b, c, ... in the order of the first heap whose image is not a product
// of the earlier ones (Plambeck and Siegel's convention); elements print as their normal forms.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "misere/finite_monoid.hpp"

namespace cgt::misere {

struct MisereQuotient {
  using Element = FiniteMonoid::Element;

  FiniteMonoid monoid;
  std::vector<bool> p_portion;        // by element
  std::vector<Element> pretending;    // heap size n -> Φ(n), for n = 0 .. max heap
  std::vector<std::uint32_t> generator_heaps;  // the heap whose image each generator is

  std::uint32_t max_heap() const { return static_cast<std::uint32_t>(pretending.size() - 1); }
  // Φ of a sum of heaps (sizes up to max_heap(); DomainError past it).
  Element element_of(std::span<const std::uint32_t> heaps) const;
  // Whether the sum of these heaps is a misère P-position.
  bool is_p_position(std::span<const std::uint32_t> heaps) const {
    return p_portion[element_of(heaps)];
  }

  // The relations of the presentation: each minimal word that is not a normal form, with the
  // normal form it equals.
  std::vector<std::pair<FiniteMonoid::Word, FiniteMonoid::Word>> relations() const;
  // "a", "ab^2", "1".
  std::string word_text(const FiniteMonoid::Word& word) const;
  std::string element_text(Element x) const { return word_text(monoid.word(x)); }
  // "<a, b | a^2 = 1, b^3 = b>".
  std::string presentation_text() const;
  // The elements of the P-portion, as "{a, b^2}".
  std::string p_portion_text() const;
  std::size_t p_portion_size() const;
};

// The name of generator g: a .. z, then g26, g27, ...
std::string generator_name(std::size_t g);

}  // namespace cgt::misere
