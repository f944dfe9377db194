#include "games/octal/octal_quotient.hpp"

#include <string>

#include "cgt/error.hpp"
#include "misere/quotient_solver.hpp"

namespace cgt::games {

misere::MisereQuotient take_break_quotient(const TakeBreakRules& rules, std::uint32_t max_heap,
                                           Progress* progress) {
  if (max_heap > kMaxQuotientHeap)
    throw DomainError("quotient: heaps up to " + std::to_string(kMaxQuotientHeap) + ", not " +
                      std::to_string(max_heap));
  misere::HeapOptions options = [&](std::uint32_t n) {
    std::vector<std::vector<std::uint32_t>> out;
    for_each_heap_move(rules, n, [&](const std::vector<std::uint32_t>& parts) {
      out.push_back(parts);
    });
    return out;
  };
  return misere::misere_quotient(options, max_heap, progress);
}

}  // namespace cgt::games
