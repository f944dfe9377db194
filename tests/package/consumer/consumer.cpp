// Uses each installed library once and checks the answers against values known from the books
// (Winning Ways, Lessons in Play) and Bouton's theorem; exits non-zero on any difference.
#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <vector>

#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/values.hpp"
#include "cgt/version.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/outcome_search.hpp"
#include "lang/session.hpp"
#include "reduce/reduced_canonical_form.hpp"

using namespace cgt;

namespace {

// Nim, defined here through the installed ruleset API: a position is a list of heaps.
struct Nim {
  using Position = std::vector<int>;
  static std::uint64_t hash(const Position& p) {
    std::uint64_t h = 0;
    for (int n : p) h = games::mix_hash(h ^ static_cast<std::uint64_t>(n));
    return h;
  }
  void options(const Position& p, games::Player, std::vector<Position>& out) const {
    for (std::size_t i = 0; i < p.size(); ++i)
      for (int k = 0; k < p[i]; ++k) {
        Position o = p;
        o[i] = k;
        out.push_back(o);
      }
  }
  std::string text(const Position& p) const { return fmt::format("{}", fmt::join(p, " ")); }
  std::string name() const { return "nim"; }
};

int failures = 0;

void expect(bool ok, const std::string& what) {
  fmt::print("{} {}\n", ok ? "ok" : "FAILED", what);
  if (!ok) ++failures;
}

}  // namespace

int main() {
  expect(std::string(CGT_VERSION) == PACKAGE_VERSION, "cgt/version.hpp matches the package");
  expect(lang::evaluate_game("{0|*}") == up(), "the notation {0|*} is up");
  expect(lang::evaluate_game("value(domineering(\"..|..\"))") ==
             canonicalise({integer(1)}, {integer(-1)}),
         "2x2 Domineering is +-1");
  expect(reduce::rcf(up()) == zero(), "the reduced canonical form of up is 0");
  games::Evaluator<Nim> nim;
  expect(nim.value({5}) == nimber(5), "a Nim heap of 5 is *5");
  games::OutcomeSearch<Nim> search(nim);
  expect(search.outcome({{1, 2, 3}}) == Outcome::kPrevious, "1 + 2 + 3 in Nim is a P-position");
  expect(search.outcome({{1, 2, 4}}) == Outcome::kNext, "1 + 2 + 4 in Nim is an N-position");
  return failures == 0 ? 0 : 1;
}
