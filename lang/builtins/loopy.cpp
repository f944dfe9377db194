// Built-in functions of loopy games (loopy/): sides, upsums, degrees and varieties, the
// predicates CGSuite offers, and loopy games for the functions of outcomes, stops and notation.
#include <fmt/format.h>

#include "cgt/error.hpp"
#include "lang/functions.hpp"
#include "lang/loopy_literal.hpp"
#include "loopy/outcome.hpp"
#include "loopy/printer.hpp"
#include "loopy/stops.hpp"
#include "loopy/varieties.hpp"

namespace cgt::lang {
namespace {

loopy::Value loopy_arg(const Args& a, std::size_t i, const char* param) {
  const Value& v = a.value(i);
  if (std::holds_alternative<Positions>(v.data)) return loopy::Stopper::of(a.game(i, param));
  try {
    return to_loopy(v, param);
  } catch (const Error& e) {
    a.fail(e.code(), e.what());
  }
}

loopy::Stopper stopper_arg(const Args& a, std::size_t i, const char* param) {
  loopy::Value v = loopy_arg(a, i, param);
  if (!v.is_stopper())
    a.fail(ErrorCode::kDomain, fmt::format("{} must be a stopper, and {} is not one", param,
                                           loopy::to_string(v)));
  return v.stopper();
}

Value side_value(const loopy::Side& s) {
  if (s.is_stopper()) return from_loopy(s.stopper());
  return Loopy{loopy::Value(s, s)};
}

Function unary(const char* name, const char* summary, const char* example,
               Value (*body)(const Args&)) {
  return Function{name, fmt::format("{}(G)", name), summary, example, "loopy", 1, 1, body};
}

Function binary(const char* name, const char* summary, const char* example,
                Value (*body)(const Args&)) {
  return Function{name, fmt::format("{}(G, H)", name), summary, example, "loopy", 2, 2, body};
}

// Gives an existing function of one game a meaning for loopy games.
void extend(FunctionRegistry& r, const char* name, Value (*loopy_body)(const loopy::Value&)) {
  const Function* f = r.find(name);
  if (!f) return;
  Function extended = *f;
  auto original = extended.call;
  extended.call = [original, loopy_body](const Args& a) -> Value {
    if (auto l = std::get_if<Loopy>(&a.value(0).data)) return loopy_body(l->value);
    return original(a);
  };
  r.add(std::move(extended));
}

// A stopper's stop: a pseudonumber (x, x over, x under, on or off).
Value stop(const loopy::Value& v, bool left) {
  if (!v.is_stopper())
    throw DomainError(
        fmt::format("only stoppers have stops, and {} is not one", loopy::to_string(v)));
  loopy::Pseudonumber p = left ? loopy::left_stop(v.stopper()) : loopy::right_stop(v.stopper());
  return from_loopy(loopy::stopper_of(p));
}

}  // namespace

void register_loopy_functions(FunctionRegistry& r) {
  r.add(unary("onside", "the onside of G: G with infinite play a win for Left", "onside(on + off)",
              [](const Args& a) { return side_value(loopy_arg(a, 0, "G").onside()); }));
  r.add(unary("offside", "the offside of G: G with infinite play a win for Right",
              "offside(on + off)",
              [](const Args& a) { return side_value(loopy_arg(a, 0, "G").offside()); }));
  r.add(binary("upsum", "the upsum of G and H: the onside of G + H", "upsum(over, under)",
               [](const Args& a) {
                 return from_loopy(loopy::upsum(loopy_arg(a, 0, "G"), loopy_arg(a, 1, "H")));
               }));
  r.add(binary("downsum", "the downsum of G and H: the offside of G + H", "downsum(over, under)",
               [](const Args& a) {
                 return from_loopy(loopy::downsum(loopy_arg(a, 0, "G"), loopy_arg(a, 1, "H")));
               }));
  r.add(unary("degree", "the degree of loopiness of a stopper G: G upsum -G (0 if loopfree)",
              "degree(upon)",
              [](const Args& a) { return from_loopy(loopy::degree(stopper_arg(a, 0, "G"))); }));
  r.add(unary("variety", "the variety of a stable stopper G (its degree must be idempotent)",
              "variety(over)",
              [](const Args& a) { return from_loopy(loopy::variety(stopper_arg(a, 0, "G"))); }));
  r.add(unary("isstable", "whether the stopper G is stable: its upsum and downsum varieties agree",
              "isstable(over)",
              [](const Args& a) -> Value { return loopy::is_stable(stopper_arg(a, 0, "G")); }));
  r.add(unary("isidempotent", "whether G + G = G", "isidempotent(over)",
              [](const Args& a) -> Value { return loopy::is_idempotent(loopy_arg(a, 0, "G")); }));
  r.add(unary("isstopper", "whether G is a stopper: no play from G goes on forever alternately",
              "isstopper(on + off)",
              [](const Args& a) -> Value { return loopy_arg(a, 0, "G").is_stopper(); }));
  r.add(unary("isstoppersided", "whether the onside and offside of G are stoppers",
              "isstoppersided(dud)",
              [](const Args& a) -> Value { return loopy_arg(a, 0, "G").is_stopper_sided(); }));
  r.add(unary("ispseudonumber", "whether G is a number, x over, x under, on or off",
              "ispseudonumber(1 + over)", [](const Args& a) -> Value {
                loopy::Value v = loopy_arg(a, 0, "G");
                return v.is_stopper() && loopy::as_pseudonumber(v.stopper()).has_value();
              }));
  r.add(unary("isloopfree", "whether G equals a short game (no position repeats)",
              "isloopfree({pass|1} - {pass|1})",
              [](const Args& a) -> Value { return loopy_arg(a, 0, "G").is_short(); }));
  r.add(unary("isplumtree", "whether the stopper G's simplest form has no cycle but passes",
              "isplumtree(upon)",
              [](const Args& a) -> Value { return loopy::is_plumtree(stopper_arg(a, 0, "G")); }));

  extend(r, "outcome", [](const loopy::Value& v) -> Value {
    return Text{loopy::outcome_name(loopy::outcome(v))};
  });
  extend(r, "leftstop", [](const loopy::Value& v) { return stop(v, true); });
  extend(r, "rightstop", [](const loopy::Value& v) { return stop(v, false); });
  extend(r, "explicit", [](const loopy::Value& v) -> Value {
    return Text{loopy::to_string(v, Style::kExplicit)};
  });
  extend(r, "latex", [](const loopy::Value& v) -> Value {
    return Text{loopy::to_string(v, Style::kLatex)};
  });
  extend(r, "unicode", [](const loopy::Value& v) -> Value {
    return Text{loopy::to_string(v, Style::kUnicode)};
  });
}

}  // namespace cgt::lang
