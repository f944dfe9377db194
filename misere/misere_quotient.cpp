#include "misere/misere_quotient.hpp"

#include <algorithm>
#include <set>

#include "cgt/error.hpp"

namespace cgt::misere {

std::string generator_name(std::size_t g) {
  if (g < 26) return std::string(1, static_cast<char>('a' + g));
  return "g" + std::to_string(g);
}

MisereQuotient::Element MisereQuotient::element_of(std::span<const std::uint32_t> heaps) const {
  Element x = 0;
  for (std::uint32_t h : heaps) {
    if (h >= pretending.size())
      throw DomainError("heap " + std::to_string(h) + " is past the quotient's heaps (up to " +
                        std::to_string(max_heap()) + ")");
    x = monoid.multiply(x, pretending[h]);
  }
  return x;
}

std::vector<std::pair<FiniteMonoid::Word, FiniteMonoid::Word>> MisereQuotient::relations() const {
  std::set<FiniteMonoid::Word> seen;
  std::vector<std::pair<FiniteMonoid::Word, FiniteMonoid::Word>> result;
  std::size_t k = monoid.generators();
  for (Element x = 0; x < monoid.size(); ++x)
    for (std::size_t g = 0; g < k; ++g) {
      FiniteMonoid::Word w = monoid.word(x);
      ++w[g];
      Element y = monoid.act(g, x);
      if (monoid.word(y) == w || seen.count(w)) continue;
      // Minimal: every word one letter shorter is a normal form.
      bool minimal = true;
      for (std::size_t h = 0; h < k && minimal; ++h) {
        if (w[h] == 0) continue;
        FiniteMonoid::Word shorter = w;
        --shorter[h];
        minimal = monoid.word(monoid.element(shorter)) == shorter;
      }
      if (!minimal) continue;
      seen.insert(w);
      result.emplace_back(w, monoid.word(y));
    }
  // Shortest first, then in the order of the normal forms.
  auto degree = [](const FiniteMonoid::Word& w) {
    std::size_t d = 0;
    for (auto e : w) d += e;
    return d;
  };
  std::sort(result.begin(), result.end(), [&](const auto& a, const auto& b) {
    if (degree(a.first) != degree(b.first)) return degree(a.first) < degree(b.first);
    return std::lexicographical_compare(b.first.begin(), b.first.end(), a.first.begin(),
                                        a.first.end());
  });
  return result;
}

std::string MisereQuotient::word_text(const FiniteMonoid::Word& word) const {
  std::string text;
  for (std::size_t g = 0; g < word.size(); ++g) {
    if (word[g] == 0) continue;
    text += generator_name(g);
    if (word[g] > 1) text += "^" + std::to_string(word[g]);
  }
  return text.empty() ? "1" : text;
}

std::string MisereQuotient::presentation_text() const {
  std::string text = "<";
  for (std::size_t g = 0; g < monoid.generators(); ++g)
    text += (g ? ", " : "") + generator_name(g);
  text += " | ";
  bool first = true;
  for (const auto& [word, normal] : relations()) {
    text += (first ? "" : ", ") + word_text(word) + " = " + word_text(normal);
    first = false;
  }
  return text + ">";
}

std::size_t MisereQuotient::p_portion_size() const {
  return static_cast<std::size_t>(std::count(p_portion.begin(), p_portion.end(), true));
}

std::string MisereQuotient::p_portion_text() const {
  std::string text = "{";
  bool first = true;
  for (Element x = 0; x < monoid.size(); ++x)
    if (p_portion[x]) {
      text += (first ? "" : ", ") + element_text(x);
      first = false;
    }
  return text + "}";
}

}  // namespace cgt::misere
