// Built-in functions of the value algebra (cgt/).
#include <fmt/format.h>

#include "cgt/big_int.hpp"
#include "cgt/companion.hpp"
#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/nim_arithmetic.hpp"
#include "cgt/parity.hpp"
#include "cgt/strong_stops.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "lang/functions.hpp"

namespace cgt::lang {
namespace {

Function unary_game(const char* name, const char* summary, const char* example,
                    Value (*body)(Game)) {
  return Function{name, fmt::format("{}(G)", name), summary, example, "values", 1, 1,
                  [body](const Args& a) { return body(a.game(0, "G")); }};
}

// The form's text in style S, kept within the memory budget (explicit, latex, unicode).
template <Style S>
Value form_text(Game g) {
  return Text{to_string_within_budget(g, S)};
}

std::string table_statistics() {
  TableStats s = game_table().stats();
  std::string text = fmt::format(
      "games: {} ({} numbers, {} number-up-star, {} general); option slots: {}; dyadics: {}; "
      "memory: {:.1f} MiB",
      s.games, s.numbers, s.up_stars, s.general, s.option_slots, s.dyadics,
      s.bytes / 1048576.0);
  for (std::size_t i = 0; i < kOperationCount; ++i) {
    const CacheStats& c = s.caches[i];
    if (c.lookups == 0) continue;
    text += fmt::format("\n{} cache: {} lookups, {:.1f}% hits, {} slots",
                        operation_name(static_cast<Operation>(i)), c.lookups,
                        100 * c.hit_rate(), c.entries);
  }
  text += fmt::format("\nnegation: {} lookups, {:.1f}% hits", s.negation.lookups,
                      100 * s.negation.hit_rate());
  // The transposition tables, largest first: they drop entries to stay within the budget.
  text += fmt::format("\nall tables: {} of the memory limit of {}", bytes_text(tables_bytes()),
                      bytes_text(memory_limits().max_bytes));
  for (const TableUsage& u : table_usage()) {
    if (u.counters.lookups == 0 && u.entries == 0) continue;
    double hits = u.counters.lookups ? 100.0 * u.counters.hits / u.counters.lookups : 0.0;
    text += fmt::format("\n{}: {} entries, {}, {} lookups, {:.1f}% hits, {} evicted", u.name,
                        u.entries, bytes_text(u.bytes), u.counters.lookups, hits,
                        u.counters.evictions);
  }
  return text;
}

}  // namespace

void register_core_functions(FunctionRegistry& r) {
  r.add(unary_game("explicit", "the canonical form written with braces and numbers only",
                   "explicit(^*)", form_text<Style::kExplicit>));
  r.add(unary_game("latex", "the canonical form in LaTeX", "latex({1||1|0})",
                   form_text<Style::kLatex>));
  r.add(unary_game("unicode", "the canonical form with Unicode symbols", "unicode(1/2^*)",
                   form_text<Style::kUnicode>));
  r.add(unary_game("outcome", "the outcome class: L, R, N (first player wins) or P", "outcome(*)",
                   [](Game g) -> Value { return Text{std::string(1, outcome_letter(outcome(g)))}; }));
  r.add(unary_game("leftstop", "the Left stop: the number reached when Left starts",
                   "leftstop({3|-1})", [](Game g) -> Value { return number(left_stop(g)); }));
  r.add(unary_game("rightstop", "the Right stop: the number reached when Right starts",
                   "rightstop({3|-1})", [](Game g) -> Value { return number(right_stop(g)); }));
  r.add(unary_game("strongleftstop",
                   "CGSuite's StrongStop(Left): for a short game, its Left stop",
                   "strongleftstop({3|-1})",
                   [](Game g) -> Value { return number(strong_left_stop(g)); }));
  r.add(unary_game("strongrightstop",
                   "CGSuite's StrongStop(Right): for a short game, its Right stop",
                   "strongrightstop({3|-1})",
                   [](Game g) -> Value { return number(strong_right_stop(g)); }));
  r.add(unary_game("companion",
                   "the companion G°: {0 if G >= 0, companions of G^L | 0 if G <= 0, of G^R}",
                   "companion(^)", [](Game g) -> Value { return cgt::companion(g); }));
  r.add(unary_game("birthday", "the birthday: the height of the canonical form's game tree",
                   "birthday(^)", [](Game g) -> Value {
                     // A number's birthday exactly, however large (2^64 - 1 is born on day
                     // 2^64 - 1); other games' fit in 64 bits.
                     if (is_number(g)) return number(make_dyadic(birthday_of(game_table().number_part(g))));
                     return number(make_dyadic(BigInt(cgt::birthday(g))));
                   }));
  r.add(unary_game("isnumber", "whether G equals a number", "isnumber({0|1})",
                   [](Game g) -> Value { return is_number(g); }));
  r.add(unary_game("isinfinitesimal", "whether both stops of G are 0", "isinfinitesimal(^)",
                   [](Game g) -> Value { return is_infinitesimal(g); }));
  r.add(unary_game("isnimber", "whether G is a nimber *n", "isnimber(*2 + *3)",
                   [](Game g) -> Value { return is_nimber(g); }));
  r.add(unary_game("ishot", "whether the Left stop exceeds the Right stop", "ishot({1|0})",
                   [](Game g) -> Value { return is_hot(g); }));
  r.add(unary_game("iseven", "whether every option of G is odd (0 and 1* are even)",
                   "iseven({1|1})", [](Game g) -> Value { return parity(g) == Parity::kEven; }));
  r.add(unary_game("isodd", "whether G has an option and every option is even (1 and * are odd)",
                   "isodd(*)", [](Game g) -> Value { return parity(g) == Parity::kOdd; }));
  r.add(unary_game("iseventempered",
                   "whether G is a number or every option is odd-tempered", "iseventempered({1|-1})",
                   [](Game g) -> Value { return temper(g) == Parity::kEven; }));
  r.add(unary_game("isoddtempered",
                   "whether G is no number and every option is even-tempered", "isoddtempered({2|1})",
                   [](Game g) -> Value { return temper(g) == Parity::kOdd; }));
  r.add(Function{"nimvalue", "nimvalue(G)",
                 "n for the nimber *n (the Grundy value of an impartial game)", "nimvalue(*2 + *3)",
                 "values", 1, 1, [](const Args& a) -> Value {
                   std::optional<std::uint64_t> n = nimber_value(a.game(0, "G"));
                   if (!n) a.fail(ErrorCode::kDomain, "G is not a nimber");
                   return number(make_dyadic(BigInt(*n)));
                 }});
  auto nim_operation = [&](const char* name, const char* summary, const char* example,
                           std::uint64_t (*op)(std::uint64_t, std::uint64_t)) {
    r.add(Function{name, fmt::format("{}(a, b)", name), summary, example, "values", 2, 2,
                   [op](const Args& a) -> Value {
                     auto word = [&](std::size_t i, const char* param) {
                       return static_cast<std::uint64_t>(a.integer(i, param, 0, INT64_MAX));
                     };
                     return number(make_dyadic(BigInt(op(word(0, "a"), word(1, "b")))));
                   }});
  };
  nim_operation("nimsum", "the nim sum of two integers (exclusive or): *a + *b = *nimsum(a, b)",
                "nimsum(5, 3)", nim_sum);
  nim_operation("nimproduct",
                "the nim product of two integers: the field multiplication of nim arithmetic",
                "nimproduct(2, 2)", nim_product);
  r.add(Function{"sum", "sum(L)", "the sum of the games of a list, with a progress bar",
                 "sum([^, ^, *])", "values", 1, 1, [](const Args& a) -> Value {
                   const List& items = a.list(0, "L");
                   Progress& progress = a.progress();
                   progress.start("sum", items.size());
                   Game total = zero();
                   for (std::size_t i = 0; i < items.size(); ++i) {
                     Args item(a.signature(), {items[i]});
                     total = cgt::sum(total, item.game(0, "every item of L"));
                     progress.update(i + 1);
                   }
                   progress.finish();
                   return total;
                 }});
  r.add(Function{"stats", "stats()",
                 "game table size, memory and cache hit rates; each transposition table's "
                 "entries, memory, hits and evictions",
                 "stats()",
                 "session", 0, 0, [](const Args&) -> Value { return Text{table_statistics()}; }});
}

}  // namespace cgt::lang
