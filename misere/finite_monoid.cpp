#include "misere/finite_monoid.hpp"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>

#include "cgt/interrupt.hpp"

namespace cgt::misere {
namespace {

// Whether word a comes before word b of the same degree: at the first generator where they
// differ, the word with more of it (its letters written out sorted come first).
bool precedes(const FiniteMonoid::Word& a, const FiniteMonoid::Word& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return a[i] > b[i];
  return false;
}

}  // namespace

FiniteMonoid::FiniteMonoid() { words_.assign(1, Word{}); }

FiniteMonoid::FiniteMonoid(std::size_t generators, std::size_t size, std::vector<Element> actions)
    : generators_(generators), actions_(std::move(actions)) {
  if (actions_.size() != generators * size || size == 0)
    throw std::invalid_argument("FiniteMonoid: actions do not match the size");
  words_.assign(size, Word{});
  compute_words();
}

void FiniteMonoid::compute_words() {
  std::size_t n = words_.size();
  std::vector<bool> found(n, false);
  found[0] = true;
  words_[0] = Word(generators_, 0);
  std::vector<Element> frontier{0}, next;
  std::size_t reached = 1;
  std::unordered_map<Element, Word> candidates;
  while (!frontier.empty()) {
    poll_interrupt();
    candidates.clear();
    for (Element x : frontier)
      for (std::size_t g = 0; g < generators_; ++g) {
        Element y = act(g, x);
        if (found[y]) continue;
        Word w = words_[x];
        ++w[g];
        auto [it, inserted] = candidates.try_emplace(y, w);
        if (!inserted && precedes(w, it->second)) it->second = std::move(w);
      }
    next.clear();
    for (auto& [y, w] : candidates) {
      found[y] = true;
      words_[y] = std::move(w);
      next.push_back(y);
    }
    std::sort(next.begin(), next.end());
    reached += next.size();
    frontier.swap(next);
  }
  if (reached != n) throw std::invalid_argument("FiniteMonoid: some element is not generated");
}

FiniteMonoid FiniteMonoid::cyclic(std::size_t index, std::size_t period) {
  if (period == 0) throw std::invalid_argument("FiniteMonoid::cyclic: period 0");
  std::size_t n = index + period;
  std::vector<Element> actions(n);
  for (std::size_t k = 0; k < n; ++k)
    actions[k] = static_cast<Element>(k + 1 < n ? k + 1 : index);
  return FiniteMonoid(1, n, std::move(actions));
}

FiniteMonoid FiniteMonoid::product(const FiniteMonoid& a, const FiniteMonoid& b) {
  std::size_t n = a.size() * b.size(), ga = a.generators(), gb = b.generators();
  std::vector<Element> actions((ga + gb) * n);
  for (std::size_t y = 0; y < b.size(); ++y)
    for (std::size_t x = 0; x < a.size(); ++x) {
      std::size_t e = x + y * a.size();
      for (std::size_t g = 0; g < ga; ++g)
        actions[g * n + e] = static_cast<Element>(a.act(g, static_cast<Element>(x)) + y * a.size());
      for (std::size_t g = 0; g < gb; ++g)
        actions[(ga + g) * n + e] =
            static_cast<Element>(x + b.act(g, static_cast<Element>(y)) * a.size());
    }
  return FiniteMonoid(ga + gb, n, std::move(actions));
}

FiniteMonoid::Element FiniteMonoid::element(std::span<const std::uint16_t> word) const {
  Element x = 0;
  for (std::size_t g = 0; g < word.size(); ++g)
    for (std::uint16_t k = 0; k < word[g]; ++k) x = act(g, x);
  return x;
}

FiniteMonoid::Element FiniteMonoid::multiply(Element x, Element y) const {
  const Word& w = words_[y];
  for (std::size_t g = 0; g < w.size(); ++g)
    for (std::uint16_t k = 0; k < w[g]; ++k) x = act(g, x);
  return x;
}

std::vector<FiniteMonoid::Element> FiniteMonoid::multiplier(Element z) const {
  std::vector<Element> result(size());
  for (std::size_t x = 0; x < size(); ++x) result[x] = multiply(static_cast<Element>(x), z);
  return result;
}

std::pair<std::size_t, std::size_t> FiniteMonoid::index_and_period(Element x) const {
  std::unordered_map<Element, std::size_t> seen;
  Element power = 0;
  for (std::size_t k = 0;; ++k) {
    auto [it, inserted] = seen.try_emplace(power, k);
    if (!inserted) return {it->second, k - it->second};
    power = multiply(power, x);
  }
}

FiniteMonoid::Submonoid FiniteMonoid::generated_by(std::span<const Element> elements) const {
  std::vector<Element> image(size(), kNone), members{0};
  image[0] = 0;
  std::vector<std::vector<Element>> by(elements.size());
  for (std::size_t i = 0; i < elements.size(); ++i) by[i] = multiplier(elements[i]);
  for (std::size_t next = 0; next < members.size(); ++next)
    for (std::size_t i = 0; i < elements.size(); ++i) {
      Element y = by[i][members[next]];
      if (image[y] == kNone) {
        image[y] = static_cast<Element>(members.size());
        members.push_back(y);
      }
    }
  std::size_t n = members.size();
  std::vector<Element> actions(elements.size() * n);
  for (std::size_t i = 0; i < elements.size(); ++i)
    for (std::size_t k = 0; k < n; ++k) actions[i * n + k] = image[by[i][members[k]]];
  return Submonoid{FiniteMonoid(elements.size(), n, std::move(actions)), std::move(image)};
}

FiniteMonoid::Quotient FiniteMonoid::reduced(const std::vector<bool>& marked) const {
  std::size_t n = size();
  std::vector<Element> block(n), next(n);
  for (std::size_t x = 0; x < n; ++x) block[x] = marked[x] ? 1 : 0;
  std::size_t blocks = 0;
  std::vector<Element> signature(generators_ + 1);
  struct SignatureHash {
    std::size_t operator()(const std::vector<Element>& s) const {
      std::size_t h = s.size();
      for (Element e : s) h = h * 0x9e3779b97f4a7c15ull + e + 1;
      return h;
    }
  };
  for (;;) {
    poll_interrupt();
    std::unordered_map<std::vector<Element>, Element, SignatureHash> ids;
    for (std::size_t x = 0; x < n; ++x) {
      signature[0] = block[x];
      for (std::size_t g = 0; g < generators_; ++g)
        signature[g + 1] = block[act(g, static_cast<Element>(x))];
      next[x] = ids.try_emplace(signature, static_cast<Element>(ids.size())).first->second;
    }
    bool stable = ids.size() == blocks;
    blocks = ids.size();
    block.swap(next);
    if (stable) break;
  }
  // Renumber the classes in order of first element, so that the identity's class is 0.
  std::vector<Element> renumber(blocks, kNone), representative;
  for (std::size_t x = 0; x < n; ++x)
    if (renumber[block[x]] == kNone) {
      renumber[block[x]] = static_cast<Element>(representative.size());
      representative.push_back(static_cast<Element>(x));
    }
  for (Element& b : block) b = renumber[b];
  std::vector<Element> actions(generators_ * blocks);
  for (std::size_t g = 0; g < generators_; ++g)
    for (std::size_t b = 0; b < blocks; ++b)
      actions[g * blocks + b] = block[act(g, representative[b])];
  return Quotient{FiniteMonoid(generators_, blocks, std::move(actions)), std::move(block)};
}

}  // namespace cgt::misere
