// Built-in functions of the shared number theory (games/number_theory/): Fibonacci numbers,
// Zeckendorf representations, Wythoff's sequences A and B.
#include "cgt/big_int.hpp"
#include "cgt/values.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/wythoff_sequences.hpp"
#include "games/number_theory/zeckendorf.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {
namespace {

constexpr const char* kNumberTheoryGroup = "number theory";
constexpr std::int64_t kMaxFibonacciArgument = 100'000;  // F_100000 has 20899 digits

Function integer_function(const char* name, const char* summary, const char* example,
                          std::int64_t max, Value (*body)(std::int64_t)) {
  return Function{name,
                  std::string(name) + "(n)",
                  summary,
                  example,
                  kNumberTheoryGroup,
                  1,
                  1,
                  [=](const Args& a) { return body(a.integer(0, "n", 0, max)); }};
}

}  // namespace

void register_number_theory_functions(FunctionRegistry& r) {
  r.add(integer_function("fibonacci", "the Fibonacci number F_n (F_1 = F_2 = 1)", "fibonacci(100)",
                         kMaxFibonacciArgument, [](std::int64_t n) -> Value {
                           return number(make_dyadic(games::fibonacci_big(n)));
                         }));
  r.add(integer_function("zeckendorf",
                         "the Zeckendorf representation of n: its Fibonacci parts, smallest first",
                         "zeckendorf(12)", INT64_MAX, [](std::int64_t n) -> Value {
                           List parts;
                           for (std::int64_t t : games::zeckendorf_terms(n))
                             parts.emplace_back(integer(t));
                           return parts;
                         }));
  r.add(integer_function("wythoff_a", "Wythoff's A(n) = floor(n phi), exactly",
                         "wythoff_a(1000000000000000000)", games::kMaxWythoffArgument,
                         [](std::int64_t n) -> Value { return integer(games::wythoff_a(n)); }));
  r.add(integer_function("wythoff_b", "Wythoff's B(n) = floor(n phi^2) = A(n) + n, exactly",
                         "wythoff_b(1000000000000000000)", games::kMaxWythoffArgument,
                         [](std::int64_t n) -> Value { return integer(games::wythoff_b(n)); }));
}

}  // namespace cgt::lang
