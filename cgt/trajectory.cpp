#include "cgt/trajectory.hpp"

#include <algorithm>
#include <bit>

#include "cgt/error.hpp"

namespace cgt {
namespace {

const Dyadic kMinusOne(-1);

// x / s for a slope s = +-2^k: where two lines of a thermograph meet. Walls have slopes 0 and
// +-1, so differences of slopes are 1 or 2 and crossings stay dyadic.
Dyadic divide_by_slope(const Dyadic& x, std::int64_t s) {
  std::uint64_t magnitude = s < 0 ? static_cast<std::uint64_t>(-s) : static_cast<std::uint64_t>(s);
  if (!std::has_single_bit(magnitude))
    throw DomainError(fmt::format(
        "two lines of slopes differing by {} cross at a temperature that need not be dyadic", s));
  Dyadic q = x.times_power_of_two(-std::countr_zero(magnitude));
  return s < 0 ? -q : q;
}

// Drops pieces that repeat the previous slope (their start is no corner).
std::vector<Trajectory::Piece> merged(std::vector<Trajectory::Piece> pieces) {
  std::vector<Trajectory::Piece> out;
  for (auto& p : pieces)
    if (out.empty() || out.back().slope != p.slope) out.push_back(std::move(p));
  return out;
}

}  // namespace

Trajectory::Trajectory(std::vector<Piece> pieces) : pieces_(merged(std::move(pieces))) {}

Trajectory Trajectory::constant(const Dyadic& v) {
  return Trajectory({Piece{kMinusOne, v, 0}});
}

std::size_t Trajectory::piece_at(const Dyadic& t) const {
  auto it = std::upper_bound(pieces_.begin(), pieces_.end(), t,
                             [](const Dyadic& x, const Piece& p) { return x < p.start; });
  return it == pieces_.begin() ? 0 : static_cast<std::size_t>(it - pieces_.begin()) - 1;
}

Dyadic Trajectory::at(const Dyadic& t) const {
  const Piece& p = pieces_[piece_at(t)];
  return p.value + Dyadic(p.slope) * (t - p.start);
}

Trajectory Trajectory::tilted(std::int64_t k) const {
  std::vector<Piece> out;
  for (const Piece& p : pieces_)
    out.push_back(Piece{p.start, p.value + Dyadic(k) * p.start, p.slope + k});
  return Trajectory(std::move(out));
}

Trajectory Trajectory::frozen_after(const Dyadic& t0) const {
  std::vector<Piece> out;
  for (const Piece& p : pieces_)
    if (p.start < t0) out.push_back(p);
  out.push_back(Piece{t0, at(t0), 0});
  return Trajectory(std::move(out));
}

Trajectory Trajectory::max(const Trajectory& a, const Trajectory& b) {
  return combine(a, b, Combine::kMax);
}

Trajectory Trajectory::min(const Trajectory& a, const Trajectory& b) {
  return combine(a, b, Combine::kMin);
}

Trajectory Trajectory::combine(const Trajectory& a, const Trajectory& b, Combine how) {
  std::vector<Dyadic> starts;
  for (const Piece& p : a.pieces_) starts.push_back(p.start);
  for (const Piece& p : b.pieces_) starts.push_back(p.start);
  std::sort(starts.begin(), starts.end());
  starts.erase(std::unique(starts.begin(), starts.end()), starts.end());

  std::vector<Piece> out;
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const Dyadic& p = starts[i];
    Dyadic va = a.at(p), vb = b.at(p);
    std::int64_t sa = a.pieces_[a.piece_at(p)].slope, sb = b.pieces_[b.piece_at(p)].slope;
    if (how == Combine::kDifference) {
      out.push_back(Piece{p, va - vb, sa - sb});
      continue;
    }
    // On [p, next) both are lines; the chosen one may change once, where they cross.
    bool want_max = how == Combine::kMax;
    Dyadic d = va - vb;
    std::int64_t ds = sa - sb;
    bool a_first = d.sign() != 0 ? (d.sign() > 0) == want_max : (ds >= 0) == want_max;
    out.push_back(a_first ? Piece{p, va, sa} : Piece{p, vb, sb});
    if (d.sign() != 0 && ds != 0 && (d.sign() > 0) != (ds > 0)) {
      Dyadic cross = p + divide_by_slope(-d, ds);
      if (i + 1 == starts.size() || cross < starts[i + 1])
        out.push_back(a_first ? Piece{cross, a.at(cross), sb} : Piece{cross, a.at(cross), sa});
    }
  }
  return Trajectory(std::move(out));
}

std::optional<Dyadic> Trajectory::first_not_above(const Trajectory& other) const {
  Trajectory d = combine(*this, other, Combine::kDifference);
  for (std::size_t i = 0; i < d.pieces_.size(); ++i) {
    const Piece& p = d.pieces_[i];
    if (p.value.sign() <= 0) return p.start;
    if (p.slope < 0) {
      Dyadic zero_at = p.start + divide_by_slope(p.value, -p.slope);
      if (i + 1 == d.pieces_.size() || zero_at < d.pieces_[i + 1].start) return zero_at;
    }
  }
  return std::nullopt;
}

std::string Trajectory::to_string() const {
  std::string s;
  for (const Piece& p : pieces_)
    s += fmt::format("{}({}, {})", s.empty() ? "" : " ", p.start, p.value);
  if (pieces_.back().slope != 0) s += fmt::format(" then slope {}", pieces_.back().slope);
  return s;
}

}  // namespace cgt
