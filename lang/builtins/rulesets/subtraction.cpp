// The tool's function for subtraction games: subtraction(lset, rset, n).
#include "games/subtraction/subtraction_game.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {

void register_subtraction_functions(FunctionRegistry& r) {
  using games::SubtractionLimits;
  r.add(Function{
      "subtraction", "subtraction(lset, rset, n)",
      "a heap of n; Left removes an amount in lset, Right one in rset (lists like [1,2], or one "
      "integer; [] for none); impartial when the sets are equal",
      "value(subtraction([1,2], [1,2,3], 10))", "rulesets", 3, 3, [](const Args& a) -> Value {
        const auto amounts = [&](std::size_t i, const char* param) {
          return games::take_set(a.integers(i, param, 1, SubtractionLimits::kMaxAmount),
                                 a.signature(), param);
        };
        games::TakeSet left = amounts(0, "lset"), right = amounts(1, "rset");
        auto n = static_cast<std::uint32_t>(a.integer(2, "n", 0, SubtractionLimits::kMaxHeap));
        return Value(games::make_subtraction_position(left, right, n));
      }});
}

}  // namespace cgt::lang
