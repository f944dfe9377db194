#include "misere/quotient_solver.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt::misere {
namespace {

using Element = FiniteMonoid::Element;
using Options = std::vector<std::vector<std::uint32_t>>;  // of one heap
using ElementSet = std::vector<Element>;                  // sorted, distinct
// A sum of heaps: how many of each heap size 0 .. n.
using HeapWord = std::vector<std::uint32_t>;

// Recalibrations of one heap before the solver gives up on it.
constexpr int kMaxRecalibrations = 2000;

// Whether a comes before b in colex order: the larger heaps decide.
bool colex_less(const HeapWord& a, const HeapWord& b) {
  for (std::size_t i = a.size(); i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i];
  return false;
}

// Products by fixed elements: a table per multiplier while the monoid is small, words beyond.
class Multipliers {
 public:
  explicit Multipliers(const FiniteMonoid& m) : m_(m) {}
  Element operator()(Element x, Element z) {
    if (m_.size() > kTabulated) return m_.multiply(x, z);
    auto [it, inserted] = maps_.try_emplace(z);
    if (inserted) it->second = m_.multiplier(z);
    return it->second[x];
  }

 private:
  static constexpr std::size_t kTabulated = std::size_t{1} << 16;
  const FiniteMonoid& m_;
  std::unordered_map<Element, std::vector<Element>> maps_;
};

// A monoid with a P-portion and a pretending function on heaps 0 .. n.
struct Candidate {
  FiniteMonoid monoid;
  std::vector<bool> p;
  std::vector<Element> phi;
  std::vector<std::uint32_t> generator_heaps;
};

// The images of the options of each heap under phi.
std::vector<ElementSet> transitions(const FiniteMonoid& m, const std::vector<Element>& phi,
                                    const std::vector<Options>& options, Multipliers& mul) {
  std::vector<ElementSet> result(phi.size());
  for (std::size_t h = 0; h < phi.size(); ++h) {
    for (const std::vector<std::uint32_t>& option : options[h]) {
      Element x = 0;
      for (std::uint32_t part : option) x = mul(x, phi[part]);
      result[h].push_back(x);
    }
    std::sort(result[h].begin(), result[h].end());
    result[h].erase(std::unique(result[h].begin(), result[h].end()), result[h].end());
  }
  (void)m;
  return result;
}

bool meets(const ElementSet& set, const std::vector<bool>& p) {
  return std::any_of(set.begin(), set.end(), [&](Element t) { return p[t]; });
}

// Walks the sums of heaps in colex order (the largest heap's count varies slowest), carrying
// each sum's image x and the images T of its options. Before a sum is extended by one more
// heap, skip(x', T') may cut off the extended sum with all sums beyond it at that heap and
// below; visit(x, T, word) sees every sum not cut off and returns false to stop the walk.
class SumWalk {
 public:
  SumWalk(const std::vector<Element>& phi, const std::vector<ElementSet>& trans,
          Multipliers& mul)
      : phi_(phi), trans_(trans), mul_(mul) {
    // Heaps without moves are 1 (no effect); of heaps alike in image and options, the first.
    for (std::size_t h = 1; h < phi.size(); ++h) {
      if (trans[h].empty()) continue;
      bool twin = false;
      for (std::size_t k : heaps_) twin = twin || (phi[k] == phi[h] && trans[k] == trans[h]);
      if (!twin) heaps_.push_back(h);
    }
  }

  template <class Skip, class Visit>
  void run(Skip&& skip, Visit&& visit, const HeapWord* bound = nullptr) {
    HeapWord word(phi_.size(), 0);
    bound_ = bound;
    walk(heaps_.size(), 0, ElementSet{}, word, skip, visit);
  }

 private:
  template <class Skip, class Visit>
  bool walk(std::size_t level, Element x, ElementSet t, HeapWord& word, Skip& skip,
            Visit& visit) {
    if (level == 0) return visit(x, t, word);
    RecursionGuard guard;
    std::size_t h = heaps_[level - 1];
    ElementSet next;
    for (;;) {
      if (!walk(level - 1, x, t, word, skip, visit)) return false;
      if ((++visits_ & 0xfff) == 0) poll_interrupt();
      next.clear();
      for (Element e : t) next.push_back(mul_(e, phi_[h]));
      for (Element e : trans_[h]) next.push_back(mul_(x, e));
      std::sort(next.begin(), next.end());
      next.erase(std::unique(next.begin(), next.end()), next.end());
      Element nx = mul_(x, phi_[h]);
      ++word[h];
      if (bound_ && !colex_less(word, *bound_)) return false;
      if (skip(nx, next)) break;
      x = nx;
      t.swap(next);
    }
    word[h] = 0;
    return true;
  }

  const std::vector<Element>& phi_;
  const std::vector<ElementSet>& trans_;
  Multipliers& mul_;
  std::vector<std::size_t> heaps_;
  const HeapWord* bound_ = nullptr;
  std::uint64_t visits_ = 0;
};

// The P-portion a trial implies when each element's outcome is that of its least sum, the
// least sums themselves and the images of their options.
struct Marking {
  std::vector<bool> p;
  std::vector<HeapWord> least;
  std::vector<ElementSet> least_options;
};

Marking mark(const FiniteMonoid& m, const std::vector<Element>& phi,
             const std::vector<ElementSet>& trans, Multipliers& mul) {
  Marking result;
  result.p.assign(m.size(), false);
  result.least.assign(m.size(), HeapWord{});
  result.least_options.assign(m.size(), ElementSet{});
  std::vector<bool> marked(m.size(), false);
  SumWalk walk(phi, trans, mul);
  walk.run([&](Element nx, const ElementSet&) { return bool(marked[nx]); },
           [&](Element x, const ElementSet& t, const HeapWord& word) {
             marked[x] = true;
             result.p[x] = !t.empty() && !meets(t, result.p);
             result.least[x] = word;
             result.least_options[x] = t;
             return true;
           });
  return result;
}

using Bits = std::vector<std::uint64_t>;

// Whether a contains every element of b.
bool contains(const Bits& a, const Bits& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (b[i] & ~a[i]) return false;
  return true;
}

// For each element t, the set P/t = {y : yt in P}, as bits; of a set T, their union.
class HittingSets {
 public:
  HittingSets(const FiniteMonoid& m, const std::vector<bool>& p)
      : words_((m.size() + 63) / 64) {
    if (m.size() > kMaxElements)
      throw LimitError("quotient: a candidate of " + std::to_string(m.size()) +
                       " elements is past the verifier's limit of " +
                       std::to_string(kMaxElements));
    rows_.assign(m.size() * words_, 0);
    for (Element t = 0; t < m.size(); ++t) {
      poll_interrupt();
      for (Element y = 0; y < m.size(); ++y)
        if (p[m.multiply(y, t)]) rows_[t * words_ + y / 64] |= std::uint64_t{1} << (y % 64);
    }
  }
  void of(const ElementSet& t, Bits& out) const {
    out.assign(words_, 0);
    for (Element e : t)
      for (std::size_t i = 0; i < words_; ++i) out[i] |= rows_[e * words_ + i];
  }

 private:
  static constexpr std::size_t kMaxElements = std::size_t{1} << 15;
  std::size_t words_;
  std::vector<std::uint64_t> rows_;
};

// The least sum of heaps the candidate gets wrong, or nothing when it is right.
std::optional<HeapWord> least_failure(const Candidate& c, const std::vector<ElementSet>& trans,
                                      Multipliers& mul) {
  if (c.p[0]) return HeapWord(c.phi.size(), 0);  // the empty sum has no move: N
  Marking least = mark(c.monoid, c.phi, trans, mul);
  std::optional<HeapWord> failure;
  // P-check: a P-image with a move to a P-image.
  for (Element x = 0; x < c.monoid.size(); ++x)
    for (std::size_t h = 1; h < c.phi.size(); ++h) {
      if (trans[h].empty() || !c.p[mul(x, c.phi[h])]) continue;
      bool bad = std::any_of(trans[h].begin(), trans[h].end(),
                             [&](Element t) { return bool(c.p[mul(x, t)]); });
      if (!bad) continue;
      HeapWord w = least.least[x];
      ++w[h];
      if (!failure || colex_less(w, *failure)) failure = w;
    }
  // N-check: an N-image whose options all miss P, up to the P-check's failure. Sums are
  // compared by what their options can still reach: D(T) = {y : yT meets P}, the multipliers
  // that would give the sum a move to P. D only grows with T, and D(w + v) is a function of
  // D(w), D(v) and the images, so a sum whose D contains an earlier one's (same image) has no
  // failure among its extensions that the earlier one's extensions lack.
  HittingSets hitting(c.monoid, c.p);
  std::vector<std::vector<Bits>> minimal(c.monoid.size());
  Bits d;
  SumWalk walk(c.phi, trans, mul);
  walk.run(
      [&](Element nx, const ElementSet& t) {
        hitting.of(t, d);
        std::vector<Bits>& known = minimal[nx];
        for (const Bits& s : known)
          if (contains(d, s)) return true;
        std::erase_if(known, [&](const Bits& s) { return contains(s, d); });
        known.push_back(d);
        return false;
      },
      [&](Element x, const ElementSet& t, const HeapWord& word) {
        if (t.empty() || c.p[x] || meets(t, c.p)) return true;
        failure = word;
        return false;
      },
      failure ? &*failure : nullptr);
  return failure;
}

// The same candidate with the heaps' images as generators: a heap's image becomes a generator
// when it is not a product of the images of smaller heaps.
Candidate regenerate(const FiniteMonoid& m, const std::vector<bool>& p,
                     const std::vector<Element>& phi) {
  std::vector<bool> reached(m.size(), false);
  std::vector<Element> members{0}, chosen;
  reached[0] = true;
  std::vector<std::uint32_t> heaps;
  for (std::size_t h = 1; h < phi.size(); ++h) {
    if (reached[phi[h]]) continue;
    chosen.push_back(phi[h]);
    heaps.push_back(static_cast<std::uint32_t>(h));
    // Close the members under the new generator (and so under all chosen).
    std::vector<Element> queue;
    for (Element y : members) queue.push_back(m.multiply(y, phi[h]));
    while (!queue.empty()) {
      Element y = queue.back();
      queue.pop_back();
      if (reached[y]) continue;
      reached[y] = true;
      members.push_back(y);
      for (Element g : chosen) queue.push_back(m.multiply(y, g));
    }
  }
  FiniteMonoid::Submonoid sub = m.generated_by(chosen);
  Candidate c{std::move(sub.monoid), {}, {}, std::move(heaps)};
  c.p.assign(c.monoid.size(), false);
  for (Element x = 0; x < m.size(); ++x)
    if (sub.image[x] != FiniteMonoid::kNone) c.p[sub.image[x]] = p[x];
  for (Element e : phi) c.phi.push_back(sub.image[e]);
  return c;
}

// The candidate a trial monoid implies: its P-portion marked, reduced, regenerated.
Candidate settle(const FiniteMonoid& trial, const std::vector<Element>& phi,
                 const std::vector<Options>& options) {
  Multipliers mul(trial);
  std::vector<ElementSet> trans = transitions(trial, phi, options, mul);
  Marking marking = mark(trial, phi, trans, mul);
  FiniteMonoid::Quotient q = trial.reduced(marking.p);
  std::vector<bool> p(q.monoid.size(), false);
  for (Element x = 0; x < trial.size(); ++x)
    if (marking.p[x]) p[q.image[x]] = true;
  std::vector<Element> reduced_phi;
  for (Element e : phi) reduced_phi.push_back(q.image[e]);
  return regenerate(q.monoid, p, reduced_phi);
}

Element image_of(const Candidate& c, const HeapWord& w) {
  Element x = 0;
  for (std::size_t h = 0; h < w.size(); ++h)
    for (std::uint32_t k = 0; k < w[h]; ++k) x = c.monoid.multiply(x, c.phi[h]);
  return x;
}

class Solver {
 public:
  Solver(const HeapOptions& options, QuotientLimits limits) : source_(options), limits_(limits) {
    current_.p.assign(1, false);
    current_.phi.assign(1, 0);
    options_.emplace_back();  // heap 0: no move
  }

  void add_heap(std::uint32_t n) {
    options_.push_back(source_(n));
    for (const auto& option : options_.back())
      for (std::uint32_t part : option)
        if (part >= n)
          throw DomainError("quotient: an option of heap " + std::to_string(n) +
                            " leaves a heap of " + std::to_string(part) + ", not smaller");
    if (options_.back().empty()) {  // a heap with no move is 0
      current_.phi.push_back(0);
      return;
    }
    if (extend_conservatively()) return;
    FiniteMonoid trial = FiniteMonoid::product(current_.monoid, FiniteMonoid::cyclic(2, 2));
    std::vector<Element> phi = current_.phi;
    phi.push_back(trial.generator(trial.generators() - 1));
    Candidate c = settle(trial, phi, options_);
    for (int round = 0;; ++round) {
      Multipliers mul(c.monoid);
      std::optional<HeapWord> failure =
          least_failure(c, transitions(c.monoid, c.phi, options_, mul), mul);
      if (!failure) break;
      if (round == kMaxRecalibrations)
        throw LimitError("quotient: no candidate for heap " + std::to_string(n) + " after " +
                         std::to_string(kMaxRecalibrations) + " trials");
      c = recalibrate(c, *failure);
    }
    current_ = std::move(c);
  }

  MisereQuotient result() const {
    return MisereQuotient{current_.monoid, current_.p, current_.phi, current_.generator_heaps};
  }

 private:
  // Φ(n) = an existing element, when one verifies.
  bool extend_conservatively() {
    const FiniteMonoid& m = current_.monoid;
    Multipliers mul(m);
    Candidate trial = current_;
    trial.phi.push_back(0);
    std::vector<ElementSet> trans = transitions(m, trial.phi, options_, mul);
    const ElementSet& moves = trans.back();
    bool alone_p = !meets(moves, current_.p);
    // The least sums of the quotient so far, for the checks of heap n added to each.
    Marking least = mark(m, current_.phi, trans, mul);
    ElementSet options;
    for (Element x = 0; x < m.size(); ++x) {
      if (current_.p[x] != alone_p) continue;
      // The checks of each least sum w plus heap n, before the whole verification: a P-image
      // with no move to P (moves in n), an N-image with one (moves in w or in n).
      bool clash = false;
      for (Element y = 0; y < m.size() && !clash; ++y) {
        bool in_p = current_.p[mul(y, x)];
        options.clear();
        for (Element t : moves) options.push_back(mul(y, t));
        if (in_p) {
          clash = meets(options, current_.p);
        } else {
          for (Element t : least.least_options[y]) options.push_back(mul(x, t));
          clash = !meets(options, current_.p);
        }
      }
      if (clash) continue;
      trial.phi.back() = x;
      if (!least_failure(trial, trans, mul)) {
        current_.phi.push_back(x);
        return true;
      }
    }
    return false;
  }

  // A candidate that gets the failing sum f right: heaps of f freed from the rest, smallest
  // sets of heaps first, with longer cycles in later rounds.
  Candidate recalibrate(const Candidate& c, const HeapWord& f) {
    bool should_be_p = !c.p[image_of(c, f)];
    std::vector<std::uint32_t> involved;
    for (std::size_t h = 0; h < f.size(); ++h)
      if (f[h] > 0) involved.push_back(static_cast<std::uint32_t>(h));
    for (std::size_t growth = 0; growth < 6; ++growth)
      for (std::size_t size = 1; size <= involved.size(); ++size) {
        std::vector<bool> pick(involved.size(), false);
        std::fill(pick.begin(), pick.begin() + static_cast<std::ptrdiff_t>(size), true);
        do {
          poll_interrupt();
          std::vector<std::uint32_t> freed;
          for (std::size_t i = 0; i < involved.size(); ++i)
            if (pick[i]) freed.push_back(involved[i]);
          std::optional<Candidate> trial = freed_trial(c, f, freed, growth);
          if (trial && trial->p[image_of(*trial, f)] == should_be_p) return std::move(*trial);
        } while (std::prev_permutation(pick.begin(), pick.end()));
      }
    throw LimitError("quotient: found no candidate that gets the sum of heaps right at heap " +
                     std::to_string(c.phi.size() - 1));
  }

  // The trial in which the `freed` heaps get cyclic components of their own (index at least
  // their count in f, cycles doubled `growth` times) and the other heaps keep their images.
  std::optional<Candidate> freed_trial(const Candidate& c, const HeapWord& f,
                                       const std::vector<std::uint32_t>& freed,
                                       std::size_t growth) {
    std::vector<Element> rest;
    for (std::size_t h = 1; h < c.phi.size(); ++h)
      if (!std::count(freed.begin(), freed.end(), h) && c.phi[h] != 0 &&
          !std::count(rest.begin(), rest.end(), c.phi[h]))
        rest.push_back(c.phi[h]);
    FiniteMonoid::Submonoid sub = c.monoid.generated_by(rest);
    FiniteMonoid trial = std::move(sub.monoid);
    std::vector<Element> phi(c.phi.size());
    for (std::size_t h = 0; h < c.phi.size(); ++h)
      if (!std::count(freed.begin(), freed.end(), h)) phi[h] = sub.image[c.phi[h]];
    for (std::uint32_t h : freed) {
      auto [index, period] = c.monoid.index_and_period(c.phi[h]);
      index = std::max<std::size_t>(index, f[h]) + 2 * growth;
      period = std::max<std::size_t>(2, period + (period & 1)) << growth;
      if (trial.size() * (index + period) > limits_.max_trial_elements) return std::nullopt;
      trial = FiniteMonoid::product(trial, FiniteMonoid::cyclic(index, period));
      phi[h] = trial.generator(trial.generators() - 1);
    }
    return settle(trial, phi, options_);
  }

  HeapOptions source_;
  QuotientLimits limits_;
  std::vector<Options> options_;
  Candidate current_;
};

}  // namespace

MisereQuotient misere_quotient(const HeapOptions& options, std::uint32_t max_heap,
                               Progress* progress, QuotientLimits limits) {
  Solver solver(options, limits);
  if (progress) progress->start("misère quotient", max_heap);
  for (std::uint32_t n = 1; n <= max_heap; ++n) {
    solver.add_heap(n);
    if (progress) progress->update(n);
  }
  if (progress) progress->finish();
  return solver.result();
}

}  // namespace cgt::misere
