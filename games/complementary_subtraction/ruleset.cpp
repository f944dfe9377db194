#include "games/complementary_subtraction/ruleset.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {

ComplementarySubtraction::ComplementarySubtraction(SubtractionSet set)
    : set_(std::move(set)),
      name_(set_.name() == SubtractionSet::golden_nugget().name()
                ? "goldennugget"
                : fmt::format("complementary subtraction ({})", set_.name())),
      membership_(std::make_shared<const std::vector<std::uint8_t>>(set_.membership(kMaxHeap))) {}

void ComplementarySubtraction::options(const Position& p, Player who,
                                       std::vector<Position>& out) const {
  if (p.heap > kMaxHeap)
    throw DomainError(fmt::format("{}: a heap of {} is above the largest, {}", name_, p.heap, kMaxHeap));
  // Left takes members of S from a blue heap and non-members from a red one; Right the rest.
  const bool takes_members = (who == Player::kLeft) != p.red;
  const std::vector<std::uint8_t>& in_set = *membership_;
  for (std::uint32_t s = 1; s <= p.heap; ++s)
    if (static_cast<bool>(in_set[s]) == takes_members) out.push_back({p.heap - s, p.red});
}

std::string ComplementarySubtraction::text(const Position& p) const {
  return p.red ? fmt::format("red {}", p.heap) : std::to_string(p.heap);
}


}  // namespace cgt::games
