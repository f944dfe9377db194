// Built-in functions of paper 004's Fibonacci representations and Wythoff compositions: the
// even (ternary) and least-odd representations, and words in A, B, Â, B̂.
#include "cgt/values.hpp"
#include "games/number_theory/even_representation.hpp"
#include "games/number_theory/fibonacci.hpp"
#include "games/number_theory/least_odd_representation.hpp"
#include "games/number_theory/wythoff_compositions.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {
namespace {

constexpr const char* kRepresentationsGroup = "number theory";

List parts_list(const std::vector<int>& indices) {
  List parts;
  for (int i : indices) parts.emplace_back(integer(games::fibonacci(i)));
  return parts;
}

}  // namespace

void register_fibonacci_representation_functions(FunctionRegistry& r) {
  r.add(Function{"evenrep", "evenrep(n)",
                 "the even Fibonacci representation E(n): its parts F_2, F_4, ..., each at most "
                 "twice, smallest first (paper 004, section 5.1)",
                 "evenrep(117)", kRepresentationsGroup, 1, 1, [](const Args& a) -> Value {
                   games::EvenDigits digits =
                       games::even_representation(a.integer(0, "n", 0, INT64_MAX));
                   std::vector<int> indices;
                   for (std::size_t k = 1; k <= digits.size(); ++k)
                     indices.insert(indices.end(), digits[k - 1], static_cast<int>(2 * k));
                   return parts_list(indices);
                 }});
  r.add(Function{"evencode", "evencode(n)",
                 "E(n) in paper 004's ternary coding, one digit per index down to F_1",
                 "evencode(117)", kRepresentationsGroup, 1, 1, [](const Args& a) -> Value {
                   return Text{games::even_representation_text(
                       games::even_representation(a.integer(0, "n", 0, INT64_MAX)))};
                 }});
  r.add(Function{"leastodd", "leastodd(n)",
                 "the least-odd Fibonacci representation LO(n), smallest part first (F_1 = 1 may "
                 "appear)",
                 "leastodd(11)", kRepresentationsGroup, 1, 1, [](const Args& a) -> Value {
                   return parts_list(games::least_odd_indices(a.integer(0, "n", 1, INT64_MAX)));
                 }});
  r.add(
      Function{"wythoffcomp", "wythoffcomp(word, n)",
               "a composition of Wythoff's A and B applied to n: wythoffcomp(\"AB\", n) = A(B(n)); "
               "a, b are Â = A + 1, B̂ = B + 1; powers as in \"AB^3A\"",
               "wythoffcomp(\"BB\", 10)", kRepresentationsGroup, 2, 2, [](const Args& a) -> Value {
                 return integer(games::wythoff_composition(a.text(0, "word"),
                                                           a.integer(1, "n", 0, INT64_MAX)));
               }});
}

}  // namespace cgt::lang
