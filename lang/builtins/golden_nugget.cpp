// Built-in functions of GoldenNugget and the complementary subtraction games (paper 004):
// canonical forms of blue and red heaps, reduced canonical forms of large heaps, the heap
// classes of the Main Theorem, the xi map and the sequences s(n), q(n).
#include <fmt/format.h>

#include <map>
#include <optional>
#include <string>

#include "cgt/big_int.hpp"
#include "cgt/game_table.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/complementary_subtraction/heap_outcomes.hpp"
#include "games/complementary_subtraction/heap_sums.hpp"
#include "games/complementary_subtraction/reduced_sweep.hpp"
#include "games/complementary_subtraction/value_sweep.hpp"
#include "games/golden_nugget/heap_classes.hpp"
#include "games/golden_nugget/s_q_sequences.hpp"
#include "games/golden_nugget/xi_map.hpp"
#include "lang/builtins/beatty_argument.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {
namespace {

constexpr const char* kGoldenNuggetGroup = "golden nugget";
constexpr std::int64_t kMaxValueHeap = 200'000;       // val(h) by the value sweep: ~10 s there
constexpr std::int64_t kMaxReducedHeap = 20'000'000;  // rcf(h) by the reduced sweep: ~40 s there
constexpr std::int64_t kMaxOddSetHeap = 10'000;       // val(h) = 2^-(h-1)/2 for odd h: long numbers

// The heap computations of each subtraction set, kept from call to call: a table of gn(h) for
// h = 1..N then costs one sweep to N instead of N sweeps (Θ(N^2) instead of Θ(N^3)). They hold
// game handles, so a reset of the game table (:reset) drops them. An interrupted call leaves
// them whole (the sweep and the running sums store only finished heaps).
class KeptHeapComputations {
 public:
  // A Beatty set's values come from its HeapOutcomes, so gn and gnoutcome share one sweep.
  games::HeapSums& sums(const games::SubtractionSet& set) {
    return set.beatty_sequence() ? outcomes(set).sums() : kept(sums_, set);
  }
  games::HeapOutcomes& outcomes(const games::SubtractionSet& set) { return kept(outcomes_, set); }

 private:
  template <class T>
  T& kept(std::map<std::string, T>& store, const games::SubtractionSet& set) {
    if (generation_ != game_table().generation()) {
      sums_.clear();
      outcomes_.clear();
      generation_ = game_table().generation();
    }
    auto it = store.find(set.name());  // the name says the set exactly
    if (it == store.end()) it = store.emplace(set.name(), T(set)).first;
    return it->second;
  }

  std::uint64_t generation_ = 0;
  std::map<std::string, games::HeapSums> sums_;
  std::map<std::string, games::HeapOutcomes> outcomes_;
};

KeptHeapComputations& kept_heaps() {
  static KeptHeapComputations kept;
  return kept;
}

Game heap_value(const games::SubtractionSet& set, std::int64_t h) {
  return kept_heaps().sums(set).value(h);
}

// rcf(h): heaps up to kMaxValueHeap from the kept reduced sweep (tables over heaps); beyond,
// one sweep streams to h and keeps nothing, since keeping 10^7 reduced forms doubles the memory.
Game heap_rcf(std::int64_t h, Progress& progress) {
  const games::SubtractionSet golden = games::SubtractionSet::golden_nugget();
  if (h <= kMaxValueHeap) return kept_heaps().outcomes(golden).reduced(h);
  Game result;
  games::ReducedSweep(golden).run(h, progress, [&](std::int64_t k, const games::HeapFacts& f) {
    if (k == h) result = f.rcf();
  });
  return result;
}


}  // namespace

void register_golden_nugget_functions(FunctionRegistry& r) {
  r.add(Function{"gn", "gn(h)", "val(h): the canonical form of a blue GoldenNugget heap of h",
                 "gn(20)", kGoldenNuggetGroup, 1, 1, [](const Args& a) -> Value {
                   return heap_value(games::SubtractionSet::golden_nugget(),
                                     a.integer(0, "h", 0, kMaxValueHeap));
                 }});
  r.add(Function{"gnred", "gnred(h)", "a red GoldenNugget heap of h (Right removes A): -val(h)",
                 "gn(20) + gnred(17)", kGoldenNuggetGroup, 1, 1, [](const Args& a) -> Value {
                   return negate(heap_value(games::SubtractionSet::golden_nugget(),
                                            a.integer(0, "h", 0, kMaxValueHeap)));
                 }});
  r.add(Function{"gnsum", "gnsum(k)",
                 "S(k) = val(1) + ... + val(k): blue GoldenNugget heaps of 1 to k, summed",
                 "subpositions(gnsum(30))", kGoldenNuggetGroup, 1, 1, [](const Args& a) -> Value {
                   return kept_heaps()
                       .sums(games::SubtractionSet::golden_nugget())
                       .running_sum(a.integer(0, "k", 0, kMaxValueHeap), a.progress());
                 }});
  r.add(Function{"gnrcf", "gnrcf(h)",
                 "rcf(h) of a blue GoldenNugget heap, from its options' facts (no val(h))",
                 "gnrcf(10000)", kGoldenNuggetGroup, 1, 1, [](const Args& a) -> Value {
                   return heap_rcf(a.integer(0, "h", 0, kMaxReducedHeap), a.progress());
                 }});
  r.add(Function{"gnoutcome", "gnoutcome(blue, red)",
                 "the outcome class (L, R, N, P) of GoldenNugget blue and red heaps, from their "
                 "rcfs' stops where they decide, else from the exact value",
                 "gnoutcome([3, 20], [18])", kGoldenNuggetGroup, 2, 2, [](const Args& a) -> Value {
                   games::HeapPosition p{a.integers(0, "blue", 0, kMaxValueHeap),
                                         a.integers(1, "red", 0, kMaxValueHeap)};
                   games::OutcomeDecision d =
                       kept_heaps().outcomes(games::SubtractionSet::golden_nugget()).outcome(p);
                   return Text{std::string(1, outcome_letter(d.outcome))};
                 }});
  r.add(Function{"gnclass", "gnclass(h)",
                 "the class of h in the Main Theorem: B, AB_0+1, Q, G(n) (or 0)", "gnclass(24)",
                 kGoldenNuggetGroup, 1, 1, [](const Args& a) -> Value {
                   games::HeapClass c = games::classify_heap(a.integer(0, "h", 0, INT64_MAX / 4));
                   if (c.kind == games::HeapKind::kSwitch) return Text{fmt::format("G({})", c.n)};
                   return Text{games::heap_kind_name(c.kind)};
                 }});
  r.add(Function{"cs", "cs(h, a, b, c)",
                 "val(h) in the complementary subtraction game of alpha = (a + sqrt(b))/c, "
                 "1 < alpha < 2 (Left removes floor(n alpha))",
                 "cs(10, 0, 2, 1)", kGoldenNuggetGroup, 4, 4, [](const Args& a) -> Value {
                   std::int64_t h = a.integer(0, "h", 0, kMaxValueHeap);
                   games::SubtractionSet set = beatty_argument(a, 1);
                   return heap_value(set, h);
                 }});
  r.add(Function{"csodd", "csodd(h)",
                 "val(h) in Example 6.2's complementary subtraction game: Left removes an odd "
                 "number, Right an even one",
                 "csodd(6)", kGoldenNuggetGroup, 1, 1, [](const Args& a) -> Value {
                   return heap_value(games::SubtractionSet::odd_numbers(),
                                     a.integer(0, "h", 0, kMaxOddSetHeap));
                 }});
  r.add(Function{"xi", "xi(d)", "paper 004's xi map of a dyadic 1/2 <= d <= 1 (equation (2))",
                 "xi(51/64)", kGoldenNuggetGroup, 1, 1, [](const Args& a) -> Value {
                   return number(make_dyadic(games::xi(a.number(0, "d"))));
                 }});
  r.add(Function{"xiinv", "xiinv(h)",
                 "the d in [1/2, 1] with xi(d) = h (Lemma 4.6): val(h) for h in Q", "xiinv(116)",
                 kGoldenNuggetGroup, 1, 1, [](const Args& a) -> Value {
                   std::int64_t h = a.integer(0, "h", 0, INT64_MAX / 2);
                   auto d = games::xi_inverse(h);
                   if (!d)
                     a.fail(ErrorCode::kDomain, fmt::format("no d in [1/2, 1] has xi(d) = {}", h));
                   return number(*d);
                 }});
  r.add(Function{"gns", "gns(n)", "s(n) = (2/3)(4^n - 1)/4^n: val(F_{2n+3} - 2)", "gns(3)",
                 kGoldenNuggetGroup, 1, 1, [](const Args& a) -> Value {
                   return number(
                       games::golden_nugget_s(static_cast<int>(a.integer(0, "n", 0, 100000))));
                 }});
  r.add(Function{"gnq", "gnq(n)", "q(n) = (2/3)(4^n + 1/2)/4^n: val(F_{2n+4} - 2)", "gnq(3)",
                 kGoldenNuggetGroup, 1, 1, [](const Args& a) -> Value {
                   return number(
                       games::golden_nugget_q(static_cast<int>(a.integer(0, "n", 0, 100000))));
                 }});
}

}  // namespace cgt::lang
