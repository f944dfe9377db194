// The misère quotient of a take-and-break game (octal, hexadecimal, Grundy's game) up to a heap
// size: misere/quotient_solver.hpp fed with the game's moves (take_break_rules.hpp).
#pragma once

#include <cstdint>

#include "cgt/progress.hpp"
#include "games/octal/take_break_rules.hpp"
#include "misere/misere_quotient.hpp"

namespace cgt::games {

// The largest heap a quotient is asked for: each heap's moves are listed once.
inline constexpr std::uint32_t kMaxQuotientHeap = 100'000;

// The quotient of the heaps 0 .. max_heap; DomainError past kMaxQuotientHeap.
misere::MisereQuotient take_break_quotient(const TakeBreakRules& rules, std::uint32_t max_heap,
                                           Progress* progress = nullptr);

}  // namespace cgt::games
