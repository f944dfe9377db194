// The tool's functions for Nim: nim(n), a heap of n (sums of heaps are P + Q).
#include "games/nim/nim.hpp"

#include "games/ruleset/typed_position.hpp"
#include "lang/builtins/rulesets/rulesets.hpp"

namespace cgt::lang {
namespace {

// Values and Grundy values are known in closed form; options(nim(n)) lists n heaps.
constexpr std::int64_t kMaxNimHeap = 1'000'000;

}  // namespace

void register_nim_functions(FunctionRegistry& r) {
  r.add(Function{"nim", "nim(n)",
                 "a Nim heap of n (0 <= n <= 10^6): either player removes any number; value *n",
                 "value(nim(3) + nim(5))", "rulesets", 1, 1, [](const Args& a) -> Value {
                   return games::make_position(
                       games::Nim{}, static_cast<std::uint64_t>(a.integer(0, "n", 0, kMaxNimHeap)));
                 }});
}

}  // namespace cgt::lang
