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
    throw DomainError(
        fmt::format("{}: a heap of {} is above the largest, {}", name_, p.heap, kMaxHeap));
  // Left takes members of S from a blue heap and non-members from a red one; Right the rest.
  const bool takes_members = (who == Player::kLeft) != p.red;
  const std::vector<std::uint8_t>& in_set = *membership_;
  for (std::uint32_t s = 1; s <= p.heap; ++s)
    if (static_cast<bool>(in_set[s]) == takes_members) out.push_back({p.heap - s, p.red});
}

std::string ComplementarySubtraction::expression(const Position& p) const {
  const std::string colour = p.red ? ", \"red\"" : "";
  if (name_ == "goldennugget") return fmt::format("goldennugget({}{})", p.heap, colour);
  if (!set_.beatty_sequence()) return fmt::format("compsubodd({}{})", p.heap, colour);
  // alpha = (p + q sqrt(d)) / r is (a + sqrt(b)) / c with b = q^2 d and the signs of q's.
  const QuadraticIrrational& alpha = set_.beatty_sequence()->alpha();
  const std::int64_t sign = alpha.q() > 0 ? 1 : -1;
  return fmt::format("compsub({}, {}, {}, {}{})", p.heap, sign * alpha.p(),
                     alpha.q() * alpha.q() * alpha.d(), sign * alpha.r(), colour);
}

std::string ComplementarySubtraction::text(const Position& p) const {
  return p.red ? fmt::format("red {}", p.heap) : std::to_string(p.heap);
}

}  // namespace cgt::games
