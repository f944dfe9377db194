// Built-in functions for infinitesimals: atomic weights and the far star
// (cgt/atomic_weight.hpp), tinies and minies (cgt/tiny.hpp), the powers of up (cgt/uptimal.hpp).
#include "cgt/atomic_weight.hpp"
#include "cgt/tiny.hpp"
#include "cgt/uptimal.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {

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
}

}  // namespace cgt::lang
