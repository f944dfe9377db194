#include "games/complementary_subtraction/subtraction_set.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {

SubtractionSet SubtractionSet::golden_nugget() {
  SubtractionSet s = beatty(QuadraticIrrational::golden_ratio());
  s.golden_ = true;
  return s;
}

SubtractionSet SubtractionSet::beatty(const QuadraticIrrational& alpha) {
  SubtractionSet s;
  s.beatty_.emplace(alpha);
  return s;
}

SubtractionSet SubtractionSet::odd_numbers() {
  return SubtractionSet();
}

bool SubtractionSet::contains(std::int64_t n) const {
  if (n <= 0) return false;
  return beatty_ ? beatty_->contains(n) : n % 2 == 1;
}

std::vector<std::uint8_t> SubtractionSet::membership(std::int64_t upto) const {
  if (upto < 0) throw DomainError("subtraction set membership: the bound must be >= 0");
  if (beatty_) return beatty_->membership(upto);
  std::vector<std::uint8_t> in(static_cast<std::size_t>(upto) + 1, 0);
  for (std::int64_t n = 1; n <= upto; n += 2) in[static_cast<std::size_t>(n)] = 1;
  return in;
}

std::string SubtractionSet::name() const {
  if (golden_) return "A = floor(n phi)";
  if (beatty_) return fmt::format("floor(n {})", beatty_->alpha().to_string());
  return "odd numbers";
}

}  // namespace cgt::games
