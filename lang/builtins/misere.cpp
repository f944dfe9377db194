// The tool's functions of misère play (misere/ and the rulesets' misère search): misère
// canonical forms of impartial games and positions, genus, misère Grundy values and outcomes,
// misère quotients of take-and-break games, dicots modulo the dicot universe and dead-ending
// games modulo the dead-ending universe.
#include <fmt/format.h>

#include <memory>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/values.hpp"
#include "games/octal/octal_game.hpp"
#include "games/octal/octal_quotient.hpp"
#include "games/grundy_game/grundy_game.hpp"
#include "games/ruleset/universe_value.hpp"
#include "lang/functions.hpp"
#include "misere/genus.hpp"
#include "misere/impartial_notation.hpp"
#include "misere/universe_notation.hpp"

namespace cgt::lang {
namespace {

constexpr std::int64_t kMaxQuotientHeap = games::kMaxQuotientHeap;

misere::MisereGame misere_of(const Args& a, const Value& v);

// A list's items as the options of a game: integers are nim heaps, lists games of options.
misere::MisereGame from_list(const Args& a, const List& items) {
  std::vector<misere::MisereGame> options;
  for (const Value& item : items) options.push_back(misere_of(a, item));
  return misere::misere_table().from_options(options);
}

// The misère game a value stands for: a misère game, an impartial position (or sum), a nim
// heap (an integer n or the nimber *n), a list of options, or Conway's notation as text.
misere::MisereGame misere_of(const Args& a, const Value& v) {
  misere::MisereTable& table = misere::misere_table();
  if (auto m = std::get_if<MisereForm>(&v.data)) return m->game;
  if (auto p = std::get_if<Positions>(&v.data)) return games::misere_value(p->parts, &a.progress());
  if (auto list = std::get_if<List>(&v.data)) return from_list(a, *list);
  if (auto t = std::get_if<Text>(&v.data)) return misere::parse_misere(t->text);
  if (auto g = std::get_if<Game>(&v.data)) {
    GameTable& gt = game_table();
    const Dyadic& x = gt.number_part(*g);
    auto in_range = [](std::int64_t n) {
      return n >= 0 && n <= static_cast<std::int64_t>(misere::MisereTable::kMaxNim);
    };
    if (gt.is_number(*g) && x.is_integer() && x.fits_int64() && in_range(x.to_int64("n")))
      return table.nim(static_cast<std::uint64_t>(x.to_int64("n")));
    if (gt.is_up_star(*g) && gt.ups(*g) == 0 && x == Dyadic(0) &&
        in_range(static_cast<std::int64_t>(gt.nim(*g))))
      return table.nim(gt.nim(*g));
  }
  a.fail(ErrorCode::kType,
         fmt::format("a misère game is made from an impartial position, a nim heap n (0 to {}), "
                     "a list of options or Conway's notation as text, not {}",
                     misere::MisereTable::kMaxNim, format_value(v, Style::kPretty)));
}

misere::MisereGame misere_arg(const Args& a, std::size_t i) { return misere_of(a, a.value(i)); }

// The game modulo U a value stands for: a form of U, a position or sum whose followers are all
// in U, or the notation as text.
template <misere::Universe U>
misere::UniverseGame<U> universe_arg(const Args& a, std::size_t i) {
  const Value& v = a.value(i);
  if (auto d = std::get_if<UniverseForm<U>>(&v.data)) return d->game;
  if (auto p = std::get_if<Positions>(&v.data))
    return games::universe_value<U>(p->parts, &a.progress());
  if (auto t = std::get_if<Text>(&v.data)) return misere::parse_universe<U>(t->text);
  if constexpr (U == misere::Universe::kDicot)
    a.fail(ErrorCode::kType,
           fmt::format("a dicot is made from a position or sum whose followers are dicots "
                       "(clobber(\"XOX\")) or from its notation as text (\"{{0, * | *}}\"), not {}",
                       format_value(v, Style::kPretty)));
  else
    a.fail(ErrorCode::kType,
           fmt::format("a dead-ending game is made from a position or sum whose followers are "
                       "dead-ending (domineering(\"..|..\")) or from its notation as text "
                       "(\"{{1 | *}}\"), not {}",
                       format_value(v, Style::kPretty)));
}

// The misère outcome of a form modulo U, as a letter.
template <misere::Universe U>
Value universe_outcome(const Args& a) {
  return Text{std::string(
      1, outcome_letter(misere::universe_table<U>().outcome(universe_arg<U>(a, 0))))};
}

const QuotientOf& quotient_arg(const Args& a, std::size_t i) {
  if (auto q = std::get_if<QuotientOf>(&a.value(i).data)) return *q;
  a.fail(ErrorCode::kType, fmt::format("q must be a quotient (from quotient(code, n)), not a {}",
                                       type_name(a.value(i))));
}

// The heaps of argument i: a list of heap sizes (or one size).
std::vector<std::uint32_t> heaps_arg(const Args& a, std::size_t i, std::uint32_t max_heap) {
  std::vector<std::uint32_t> heaps;
  for (std::int64_t h : a.integers(i, "heaps", 0, max_heap))
    heaps.push_back(static_cast<std::uint32_t>(h));
  return heaps;
}

List element_names(const misere::MisereQuotient& q, bool p_only) {
  List names;
  for (misere::MisereQuotient::Element e = 0; e < q.monoid.size(); ++e)
    if (!p_only || q.p_portion[e]) names.push_back(Text{q.element_text(e)});
  return names;
}

void add(FunctionRegistry& r, const char* name, const char* signature, const char* summary,
         const char* example, std::size_t min_args, std::size_t max_args,
         std::function<Value(const Args&)> call) {
  r.add(Function{name, signature, summary, example, "misère play", min_args, max_args,
                 std::move(call)});
}

}  // namespace

void register_misere_functions(FunctionRegistry& r) {
  add(r, "misere", "misere(x)",
      "the misère canonical form (Conway's simplest form) of an impartial position or sum, of "
      "a nim heap n, of a list of options ([2, [2]] has the options *2 and {*2}), or of "
      "Conway's notation as text (\"2#0\")",
      "misere(dawson(9))", 1, 1, [](const Args& a) -> Value {
        a.progress().start("misère canonical forms", 0);
        return MisereForm{misere_arg(a, 0)};
      });
  add(r, "genus", "genus(G)",
      "Conway's genus g^(γ0 γ1 ...) of an impartial game: g its Grundy value, γk the misère "
      "Grundy value of G plus k copies of *2, written up to where the last two repeat",
      "genus(misere(kayles(7)))", 1, 1, [](const Args& a) -> Value {
        return Text{misere::genus_text(misere::genus(misere_arg(a, 0)))};
      });
  add(r, "miseregrundy", "miseregrundy(G)",
      "the misère Grundy value g⁻ of an impartial game: 1 for 0, else the mex of the options' "
      "(0 exactly for misère P-positions)",
      "miseregrundy(misere(2))", 1, 1, [](const Args& a) -> Value {
        return integer(misere::misere_table().misere_nim_value(misere_arg(a, 0)));
      });
  add(r, "misereoutcome", "misereoutcome(S)",
      "the misère outcome (L, R, N or P) of a misère game, a dicot or a dead-ending game, or of "
      "any position or sum by outcome search with the misère rule (a player with no move wins)",
      "misereoutcome(domineering(\"...|...\"))", 1, 1, [](const Args& a) -> Value {
        if (std::holds_alternative<DicotForm>(a.value(0).data))
          return universe_outcome<misere::Universe::kDicot>(a);
        if (std::holds_alternative<DeadEndingForm>(a.value(0).data))
          return universe_outcome<misere::Universe::kDeadEnding>(a);
        if (auto p = std::get_if<Positions>(&a.value(0).data)) {
          a.progress().start("misère outcome search", 0);
          Outcome o = games::solve(p->parts, &a.progress(), games::PlayConvention::kMisere);
          return Text{std::string(1, outcome_letter(o))};
        }
        return Text{misere::misere_table().is_p_position(misere_arg(a, 0)) ? "P" : "N"};
      });
  add(r, "dicot", "dicot(x)",
      "the canonical form modulo the dicot universe D (misère play against every dicot: "
      "Dorbec, Renault, Siegel, Sopena) of a position or sum whose followers are all dicots "
      "(both players can move, or neither), or of the notation as text (\"{0, * | *}\"); "
      "dicots add and compare (<=, <>, ...) modulo D",
      "dicot(clobber(\"XOXO\"))", 1, 1, [](const Args& a) -> Value {
        a.progress().start("canonical forms modulo D", 0);
        return DicotForm{universe_arg<misere::Universe::kDicot>(a, 0)};
      });
  add(r, "deadending", "deadending(x)",
      "the canonical form modulo the dead-ending universe E (misère play against every "
      "dead-ending game: Milley, Renault; Larsson et al.) of a position or sum whose followers "
      "are all dead-ending (a player who cannot move never can again: Domineering), or of the "
      "notation as text (\"{1, * | -1}\", integers n = {n-1 |}); dead-ending games add and "
      "compare (<=, <>, ...) modulo E",
      "deadending(domineering(\"..|..\"))", 1, 1, [](const Args& a) -> Value {
        a.progress().start("canonical forms modulo E", 0);
        return DeadEndingForm{universe_arg<misere::Universe::kDeadEnding>(a, 0)};
      });
  add(r, "quotient", "quotient(code, n)",
      "the misère quotient of the take-and-break game of `code` (\"0.07\", \"4.7\"; \"grundy\" "
      "for Grundy's game) on its heaps up to n: a commutative monoid with its P-portion and "
      "pretending function (Plambeck and Siegel)",
      "quotient(\"0.75\", 12)", 2, 2, [](const Args& a) -> Value {
        std::string code = a.text(0, "code");
        auto n = static_cast<std::uint32_t>(a.integer(1, "n", 0, kMaxQuotientHeap));
        games::TakeBreakRules rules = code == "grundy"
                                          ? games::grundy_game().rules()
                                          : games::parse_take_break_code(code, a.signature());
        a.progress().start("misère quotient", n);
        auto q = std::make_shared<const misere::MisereQuotient>(
            games::take_break_quotient(rules, n, &a.progress()));
        return QuotientOf{std::move(q), code};
      });
  add(r, "order", "order(q)", "the number of elements of a misère quotient",
      "order(quotient(\"0.07\", 20))", 1, 1, [](const Args& a) -> Value {
        return integer(static_cast<std::int64_t>(quotient_arg(a, 0).quotient->monoid.size()));
      });
  add(r, "presentation", "presentation(q)",
      "a misère quotient's presentation: generators a, b, ... (one per heap whose image is new) "
      "and the relations of its normal forms",
      "presentation(quotient(\"0.75\", 12))", 1, 1, [](const Args& a) -> Value {
        return Text{quotient_arg(a, 0).quotient->presentation_text()};
      });
  add(r, "pportion", "pportion(q)", "the elements of a misère quotient's P-portion",
      "pportion(quotient(\"0.75\", 12))", 1, 1,
      [](const Args& a) -> Value { return element_names(*quotient_arg(a, 0).quotient, true); });
  add(r, "elements", "elements(q)",
      "a misère quotient's elements as a table: normal form, whether in P, and the least heap "
      "whose image it is (if any)",
      "elements(quotient(\"0.75\", 12))", 1, 1, [](const Args& a) -> Value {
        const QuotientOf& qo = quotient_arg(a, 0);
        const misere::MisereQuotient& q = *qo.quotient;
        Table t{"misère quotient of " + qo.game, {"element", "P", "first heap"}, {}, {}};
        for (misere::MisereQuotient::Element e = 0; e < q.monoid.size(); ++e) {
          Value first = Text{"-"};
          for (std::size_t h = 0; h < q.pretending.size(); ++h)
            if (q.pretending[h] == e) {
              first = integer(static_cast<std::int64_t>(h));
              break;
            }
          t.rows.push_back(List{Text{q.element_text(e)}, Value(bool(q.p_portion[e])), first});
        }
        return t;
      });
  add(r, "pretending", "pretending(q)",
      "a misère quotient's pretending function: the element of each heap 0, 1, ..., n",
      "pretending(quotient(\"0.75\", 12))", 1, 1, [](const Args& a) -> Value {
        const misere::MisereQuotient& q = *quotient_arg(a, 0).quotient;
        List images;
        for (misere::MisereQuotient::Element e : q.pretending) images.push_back(Text{q.element_text(e)});
        return images;
      });
  add(r, "quotientoutcome", "quotientoutcome(q, heaps)",
      "the misère outcome (P or N) of a sum of heaps, read off the quotient: P iff the product "
      "of the heaps' images is in the P-portion",
      "quotientoutcome(quotient(\"0.07\", 20), [5, 9, 12])", 2, 2, [](const Args& a) -> Value {
        const misere::MisereQuotient& q = *quotient_arg(a, 0).quotient;
        return Text{q.is_p_position(heaps_arg(a, 1, q.max_heap())) ? "P" : "N"};
      });
}

}  // namespace cgt::lang
