// The tool's functions for octal games: octal(code, n), kayles(n), dawson(n), period(code).
#include "cgt/values.hpp"
#include "games/octal/octal_game.hpp"
#include "games/ruleset/typed_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {
namespace {

constexpr std::int64_t kMaxOctalHeap = 1'000'000'000;

Value heap_position(const Args& a, const games::TakeBreakGame& rules, std::size_t i) {
  auto n = static_cast<std::uint32_t>(a.integer(i, "n", 0, kMaxOctalHeap));
  return Value(games::make_position(rules, games::TakeBreakGame::heap(n)));
}

}  // namespace

void register_octal_functions(FunctionRegistry& r) {
  r.add(Function{
      "octal", "octal(code, n)",
      "a heap of n in the take-and-break game of Winning Ways' code \"d0.d1d2...\": digit d_k "
      "(hexadecimal) allows taking k tokens and leaving no heap (bit 1), one (2), two (4) or three "
      "(8) non-empty heaps; d0 is 0, 4, 8 or c (split without taking); heaps up to 10^9",
      "grundy(octal(\"0.137\", 20))", "rulesets", 2, 2, [](const Args& a) -> Value {
        return heap_position(a, games::octal_game(a.text(0, "code"), a.signature()), 1);
      }});
  r.add(Function{"kayles", "kayles(n)",
                 "a row of n pins in Kayles (octal 0.77: knock down one pin or two adjacent ones)",
                 "value(kayles(40000))", "rulesets", 1, 1,
                 [](const Args& a) -> Value { return heap_position(a, games::kayles_game(), 0); }});
  r.add(Function{"dawson", "dawson(n)",
                 "a row of n pins in Dawson's Kayles (octal 0.07: knock down two adjacent pins)",
                 "grundy(dawson(100) + dawson(7))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return heap_position(a, games::dawsons_kayles_game(), 0);
                 }});
  r.add(Function{
      "period", "period(code[, heaps])",
      "[preperiod, period] of an octal game's Grundy sequence, proven by the periodicity theorem "
      "(Guy and Smith 1956) on the first `heaps` heaps at most (default and most 10^9; codes "
      "that split into three heaps: 2048); shows progress, Ctrl-C stops it",
      "period(\"0.77\")", "rulesets", 1, 2, [](const Args& a) -> Value {
        // The rules of the shared context: the sequence computed is kept for octal(code, n).
        const games::TakeBreakGame& rules =
            games::shared_context(games::octal_game(a.text(0, "code"), a.signature()))
                ->evaluator.rules();
        constexpr auto kMost = static_cast<std::int64_t>(games::HeapGrundyValues::kMaxPeriodHeaps);
        std::int64_t heaps = a.size() > 1 ? a.integer(1, "heaps", 1, kMost) : kMost;
        auto found = rules.heap_values().periodicity(static_cast<std::size_t>(heaps), a.progress());
        if (!found)
          throw LimitError(a.signature() + ": no period of the Grundy sequence of " + rules.name() +
                           " is proven within the first " +
                           std::to_string(rules.heap_values().sequence().size()) + " heaps");
        return List{Value(integer(static_cast<std::int64_t>(found->preperiod))),
                    Value(integer(static_cast<std::int64_t>(found->period)))};
      }});
}

}  // namespace cgt::lang
