// Built-in functions for infinitesimals: atomic weights and the far star
// (cgt/atomic_weight.hpp), tinies and minies (cgt/tiny.hpp), the powers of up (cgt/uptimal.hpp)
// and uptimal expansions (cgt/uptimal_expansion.hpp).
#include <fmt/format.h>

#include "cgt/atomic_weight.hpp"
#include "cgt/tiny.hpp"
#include "cgt/uptimal.hpp"
#include "cgt/uptimal_expansion.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {
namespace {

// The expansion as an expression that evaluates to the game: 1 + 2*^ - ^<3> + *.
std::string expansion_text(const UptimalExpansion& e) {
  std::string text = e.number.is_zero() ? "" : e.number.to_string();
  auto append = [&](bool negative, const std::string& term) {
    if (text.empty())
      text = (negative ? "-" : "") + term;
    else
      text += fmt::format(" {} {}", negative ? '-' : '+', term);
  };
  for (std::size_t i = 0; i < e.coefficients.size(); ++i) {
    std::int64_t a = e.coefficients[i];
    if (a == 0) continue;
    std::string power = i == 0 ? "^" : fmt::format("^<{}>", i + 1);
    std::uint64_t size = a < 0 ? -static_cast<std::uint64_t>(a) : static_cast<std::uint64_t>(a);
    append(a < 0, size == 1 ? power : fmt::format("{}*{}", size, power));
  }
  if (e.nim != 0) append(false, e.nim == 1 ? "*" : fmt::format("*{}", e.nim));
  return text.empty() ? "0" : text;
}

}  // namespace

void register_infinitesimal_functions(FunctionRegistry& r) {
  auto add = [&](const char* name, const char* signature, const char* summary, const char* example,
                 std::function<Value(const Args&)> call) {
    r.add(Function{name, signature, summary, example, "infinitesimals", 1, 1, std::move(call)});
  };
  add("atomicweight", "atomicweight(G)",
      "the atomic weight W (G ~ W.^): by the atomic weight calculus for all-small games; for "
      "other infinitesimals, such as tinies, the calculus's W when G - W.^ is within -E..E, "
      "E = ^* + (far star : -1)",
      "atomicweight({0|^})", [](const Args& a) -> Value { return atomic_weight(a.game(0, "G")); });
  add("isatomic", "isatomic(G)",
      "whether atomicweight(G) exists: G all-small, or infinitesimal and shown atomic",
      "isatomic(Tiny(2))",
      [](const Args& a) -> Value { return atomic_weight_if_atomic(a.game(0, "G")).has_value(); });
  add("farstar", "farstar(G)",
      "a remote star for G: *N above every nim part of G's followers (the far-star test compares "
      "G with it)",
      "farstar(^*3)", [](const Args& a) -> Value { return far_star(a.game(0, "G")); });
  add("isallsmall", "isallsmall(G)", "whether every follower of G is infinitesimal",
      "isallsmall({0|^})", [](const Args& a) -> Value { return is_all_small(a.game(0, "G")); });
  add("Tiny", "Tiny(G)", "tiny-G = {0 || 0 | -G}, positive and tinier than any multiple of ^",
      "Tiny(2)", [](const Args& a) -> Value { return tiny(a.game(0, "G")); });
  add("Miny", "Miny(G)", "miny-G = {G | 0 || 0} = -Tiny(G)", "Miny(2)",
      [](const Args& a) -> Value { return miny(a.game(0, "G")); });
  add("upnth", "upnth(n)", "the n-th power of up ^<n> (not n.^, which is ^n)", "upnth(3)",
      [](const Args& a) -> Value {
        return up_nth(static_cast<std::uint64_t>(a.integer(0, "n", 1, 100'000)));
      });
  add("uptimalexpansion", "uptimalexpansion(G)",
      "G = x + a1.^<1> + ... + ak.^<k> + *m written out term by term (an expression equal to G)",
      "uptimalexpansion(^<2> + ^^*)", [](const Args& a) -> Value {
        Game g = a.game(0, "G");
        if (auto e = uptimal_expansion(g)) return Text{expansion_text(*e)};
        throw DomainError(fmt::format(
            "{}: G must be an uptimal x + a1.^<1> + ... + ak.^<k> + *m (x a number, a1..ak "
            "integers, *m a nimber)",
            a.signature()));
      });
}

}  // namespace cgt::lang
