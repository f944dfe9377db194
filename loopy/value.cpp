#include "loopy/value.hpp"

#include "cgt/error.hpp"
#include "cgt/values.hpp"
#include "loopy/arithmetic.hpp"
#include "loopy/named.hpp"
#include "loopy/order.hpp"
#include "loopy/printer.hpp"
#include "loopy/simplify.hpp"

namespace cgt::loopy {
namespace {

bool same_side(const Side& a, const Side& b, SideKind kind) {
  if (a.is_stopper() && b.is_stopper()) return a.stopper() == b.stopper();
  return side_leq(a, b, kind) && side_leq(b, a, kind);
}

}  // namespace

Value Value::of(const LoopyGraph& g) {
  if (loopy::is_stopper(g)) return canonical_stopper(g);
  Side positive = loopy::onside(g), negative = loopy::offside(g);
  if (positive.is_stopper() && negative.is_stopper() && positive.stopper() == negative.stopper())
    return positive.stopper();
  return Value(std::move(positive), std::move(negative));
}

Value sided(const Value& s, const Value& t) {
  const Side& on = s.onside();
  const Side& off = t.offside();
  if (!on.is_stopper() || !off.is_stopper())
    throw DomainError("G & H takes stoppers (or games whose onside and offside are stoppers)");
  if (!leq(off.stopper(), on.stopper()))
    throw DomainError("G & H needs the offside H to be at most the onside G");
  if (on.stopper() == off.stopper()) return on.stopper();
  return Value(on, off);
}

Value sum(const Value& a, const Value& b) {
  if (a.is_stopper() && b.is_stopper()) return Value::of(sum_graph(a.stopper(), b.stopper()));
  Side on = onside(sum_graph(a.onside().as_graph(), b.onside().as_graph()));
  Side off = offside(sum_graph(a.offside().as_graph(), b.offside().as_graph()));
  if (on.is_stopper() && off.is_stopper() && on.stopper() == off.stopper()) return on.stopper();
  return Value(std::move(on), std::move(off));
}

Value negate(const Value& a) {
  if (a.is_stopper()) return loopy::negate(a.stopper());
  return Value(loopy::negate(a.offside()), loopy::negate(a.onside()));
}

Value multiple(std::int64_t n, const Value& a) {
  if (n < 0) return negate(sum(multiple(-(n + 1), a), a));  // -(n + 1) fits even for INT64_MIN
  Value total = Stopper::of(zero()), power = a;
  for (auto k = static_cast<std::uint64_t>(n); k; k >>= 1) {
    if (k & 1) total = sum(total, power);
    if (k > 1) power = sum(power, power);
  }
  return total;
}

bool leq(const Value& a, const Value& b) {
  if (a.is_stopper() && b.is_stopper()) return leq(a.stopper(), b.stopper());
  return side_leq(a.onside(), b.onside(), SideKind::kOnside) &&
         side_leq(a.offside(), b.offside(), SideKind::kOffside);
}

bool equal(const Value& a, const Value& b) {
  return same_side(a.onside(), b.onside(), SideKind::kOnside) &&
         same_side(a.offside(), b.offside(), SideKind::kOffside);
}

Value upsum(const Value& a, const Value& b) {
  Side on = onside(sum_graph(a.onside().as_graph(), b.onside().as_graph()));
  return Value(on, on);
}

Value downsum(const Value& a, const Value& b) {
  Side off = offside(sum_graph(a.offside().as_graph(), b.offside().as_graph()));
  return Value(off, off);
}

Value dud() { return Value(on(), off()); }
Value tis() { return Value(Stopper::of(integer(1)), Stopper::of(zero())); }
Value tisn() { return Value(Stopper::of(zero()), Stopper::of(integer(-1))); }

std::string to_string(const Side& s, Style style) {
  return s.is_stopper() ? to_string(s.stopper(), style) : to_string(s.graph(), style);
}

std::string to_string(const Value& v, Style style) {
  if (v.is_stopper()) return to_string(v.stopper(), style);
  if (style != Style::kExplicit && v.onside().is_stopper() && v.offside().is_stopper() &&
      v.onside().stopper() == on() && v.offside().stopper() == off())
    return style == Style::kLatex ? "\\mathrm{dud}" : "dud";
  return to_string(v.onside(), style) + (style == Style::kLatex ? " \\& " : " & ") +
         to_string(v.offside(), style);
}

void mark_games(const Value& v, GameMarker& marker) {
  for (const Side* side : {&v.onside(), &v.offside()}) {
    if (side->is_stopper()) {
      if (side->stopper().is_short()) marker.mark(side->stopper().game());
      continue;
    }
    const LoopyGraph& g = side->graph();
    for (std::uint32_t u = 0; u < g.size(); ++u)
      if (g.is_leaf(u) && g.leaf(u).is_short()) marker.mark(g.leaf(u).game());
  }
}

}  // namespace cgt::loopy
