#include "lang/session.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/ordinal_sum.hpp"
#include "cgt/recursion_guard.hpp"
#include "cgt/notation/printer.hpp"
#include "cgt/sum.hpp"
#include "cgt/uptimal.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/game_value_position.hpp"
#include "lang/cgsuite_names.hpp"
#include "lang/loopy_literal.hpp"
#include "loopy/named.hpp"
#include "lang/parser.hpp"
#include "misere/dead_ending_game.hpp"
#include "misere/dicot_game.hpp"

namespace cgt::lang {
namespace {

constexpr std::int64_t kMaxRange = 10'000'000;

}  // namespace

namespace {

bool is_loopy(const Value& v) { return std::holds_alternative<Loopy>(v.data); }

// The named loopy values of Winning Ways ch. 11 (CGSuite's constants).
std::optional<Value> loopy_constant(const std::string& name) {
  if (name == "on") return from_loopy(loopy::on());
  if (name == "off") return from_loopy(loopy::off());
  if (name == "over") return from_loopy(loopy::over());
  if (name == "under") return from_loopy(loopy::under());
  if (name == "upon") return from_loopy(loopy::upon());
  if (name == "dud") return from_loopy(loopy::dud());
  if (name == "tis") return from_loopy(loopy::tis());
  if (name == "tisn") return from_loopy(loopy::tisn());
  return std::nullopt;
}

}  // namespace

Session::Session() : tables_(games::all_tables()) {
  register_core_functions(functions_);
  register_thermography_functions(functions_);
  register_infinitesimal_functions(functions_);
  register_structure_functions(functions_);
  register_dag_notation_functions(functions_);
  register_compound_functions(functions_);
  register_number_theory_functions(functions_);
  register_reduce_functions(functions_);
  register_golden_nugget_functions(functions_);
  register_fibonacci_representation_functions(functions_);
  register_fibonacci_functions(functions_);
  register_ruleset_functions(functions_);
  register_misere_functions(functions_);
  register_loopy_functions(functions_);  // last: it extends some of the functions above
}

void Session::mark_games(GameMarker& marker) const {
  for (const auto& [name, value] : variables_) lang::mark_games(value, marker);
}

// The session's progress goes to the outermost long task; tasks inside it report to a silent
// one (which still notices Ctrl-C), so a table's bar is not overdrawn by its cells.
struct Session::ProgressUse {
  Session& session;
  bool owner;
  explicit ProgressUse(Session& s) : session(s), owner(!s.progress_busy_) {
    s.progress_busy_ = true;
  }
  ~ProgressUse() {
    if (owner) session.progress_busy_ = false;
  }
  Progress& progress() { return owner ? session.progress_ : session.quiet_progress_; }
};

std::optional<Value> Session::run(const Statement& s) {
  located_ = false;
  error_location_ = Location{s.line, s.column};
  Value v;
  switch (s.kind) {
    case Statement::Kind::kCommand:
      throw Error(ErrorCode::kType,
                  fmt::format("'{}' is a command of the cgt tool, not an expression", s.name));
    case Statement::Kind::kTable: v = table(s); break;
    case Statement::Kind::kNamedTable: v = named_table(s); break;
    case Statement::Kind::kExpression: v = evaluate(*s.expr); break;
  }
  variables_["ans"] = v;
  if (!s.assign_to.empty()) {
    if (functions_.find(s.assign_to))
      throw Error(ErrorCode::kName,
                  fmt::format("'{}' is a function and cannot be assigned to", s.assign_to));
    variables_[s.assign_to] = v;
    return std::nullopt;
  }
  return v;
}

Value Session::evaluate(const Expr& e) {
  try {
    RecursionGuard guard;  // nesting deeper than the stack allows is an error, not a crash
    return evaluate_node(e);
  } catch (const Error&) {
    locate(e);
    throw;
  }
}

void Session::locate(const Expr& e) {
  if (located_) return;
  located_ = true;
  error_location_ = Location{e.line, e.column};
}

// A chain a + b - c * d ... parses into a tree whose left spine is as long as the chain (the
// operators are left-associative): it is walked with a loop, from the innermost operand out,
// so that a long chain needs no deeper stack than a short one.
Value Session::binary_chain(const Expr& e) {
  std::vector<const Expr*> spine;
  const Expr* innermost = &e;
  for (; innermost->kind == Expr::Kind::kBinary; innermost = innermost->children[0].get())
    spine.push_back(innermost);
  Value v = evaluate(*innermost);
  for (auto it = spine.rbegin(); it != spine.rend(); ++it) {
    if (((spine.rend() - it) & 0xfff) == 0) poll_interrupt();
    try {
      v = binary(**it, std::move(v));
    } catch (const Error&) {
      locate(**it);
      throw;
    }
  }
  return v;
}

Value Session::evaluate_node(const Expr& e) {
  switch (e.kind) {
    case Expr::Kind::kNumber:
      return number(Dyadic::parse(e.text));
    case Expr::Kind::kUpStar:
      if (e.running_sum) return sum(multiple(e.ups, up_sum(e.power)), nimber(e.nim));
      if (e.power != 1) return sum(multiple(e.ups, up_nth(e.power)), nimber(e.nim));
      return up_star(Dyadic(0), e.ups, e.nim);
    case Expr::Kind::kGameLiteral:
      return game_literal(e);
    case Expr::Kind::kUnary:
      return unary(e);
    case Expr::Kind::kBinary:
      return binary_chain(e);
    case Expr::Kind::kCall:
      return call(e);
    case Expr::Kind::kVariable:
      return variable(e);
    case Expr::Kind::kList: {
      List items;
      for (const auto& c : e.children) items.push_back(evaluate(*c));
      return items;
    }
    case Expr::Kind::kRange:
      return range(e);
    case Expr::Kind::kString:
      return Text{e.text};
    case Expr::Kind::kIndex:
      return index(e);
    case Expr::Kind::kMethod:
      return call(e);
    case Expr::Kind::kIf:
      return evaluate(*e.children[truth(*e.children[0], "the condition of 'if'") ? 1 : 2]);
    case Expr::Kind::kComprehension:
      return comprehension(e);
  }
  throw Error(ErrorCode::kType, "unknown expression");
}

Game Session::operand(const Expr& e, const char* what) { return as_game(evaluate(e), e, what); }

Game Session::as_game(const Value& v, const Expr& e, const char* what) {
  if (auto g = std::get_if<Game>(&v.data)) return *g;
  if (auto p = std::get_if<Positions>(&v.data)) {
    ProgressUse use(*this);
    use.progress().start("evaluating positions", 0);
    return games::value(p->parts, &use.progress());
  }
  located_ = true;
  error_location_ = Location{e.line, e.column};
  throw Error(ErrorCode::kType, fmt::format("{} must be a game, not a {}", what, type_name(v)));
}

Value Session::game_literal(const Expr& e) {
  if (has_loopy_syntax(e))
    return loopy_literal(e, [&](const Expr& c) { return loopy_operand(c, "an option"); });
  std::vector<Value> options;
  bool loopy = false;
  for (const auto& c : e.children) {
    options.push_back(loopy_operand(*c, "an option"));
    loopy = loopy || is_loopy(options.back());
  }
  if (loopy)
    return loopy_braces({options.begin(), options.begin() + static_cast<std::ptrdiff_t>(e.left_count)},
                        {options.begin() + static_cast<std::ptrdiff_t>(e.left_count), options.end()});
  std::vector<Game> left, right;
  for (std::size_t i = 0; i < options.size(); ++i)
    (i < e.left_count ? left : right).push_back(std::get<Game>(options[i].data));
  return canonicalise(std::move(left), std::move(right));
}

// A game (positions give their value) or a loopy game; a type error otherwise.
Value Session::loopy_operand(const Expr& e, const char* what) {
  Value v = evaluate(e);
  if (is_loopy(v)) return v;
  return as_game(v, e, what);
}

Value Session::unary(const Expr& e) {
  if (e.op == Op::kSwitch && e.children[0]->kind == Expr::Kind::kList) {  // +-{a, b}
    std::vector<Value> left, right;
    bool loopy = false;
    for (const auto& c : e.children[0]->children) {
      left.push_back(loopy_operand(*c, "an option"));
      loopy = loopy || is_loopy(left.back());
    }
    if (loopy) {
      for (const Value& v : left) right.push_back(from_loopy(loopy::negate(to_loopy(v, "an option"))));
      return loopy_braces(left, right);
    }
    std::vector<Game> l, r;
    for (const Value& v : left) {
      l.push_back(std::get<Game>(v.data));
      r.push_back(negate(l.back()));
    }
    return canonicalise(std::move(l), std::move(r));
  }
  Value operand_value = loopy_operand(*e.children[0], "the operand");
  if (is_loopy(operand_value)) {
    loopy::Value x = std::get<Loopy>(operand_value.data).value;
    switch (e.op) {
      case Op::kNeg: return from_loopy(loopy::negate(x));
      case Op::kSwitch: return loopy_braces({operand_value}, {from_loopy(loopy::negate(x))});
      default: return operand_value;
    }
  }
  Game g = std::get<Game>(operand_value.data);
  switch (e.op) {
    case Op::kNeg: return negate(g);
    case Op::kSwitch: return switch_game(g);
    default: return g;
  }
}

namespace {

// Games modulo a universe (dicots modulo D, dead-ending games modulo E) add, and compare in
// the order modulo the universe; nothing else, and only with games of the same universe.
template <misere::Universe U>
Value universe_binary(Op op, const Value& left, const Value& right) {
  constexpr bool kDicot = U == misere::Universe::kDicot;
  auto lu = std::get_if<UniverseForm<U>>(&left.data);
  auto ru = std::get_if<UniverseForm<U>>(&right.data);
  if (!lu || !ru)
    throw Error(ErrorCode::kType,
                kDicot ? fmt::format("dicots only add to and compare with dicots (dicot(G) + "
                                     "dicot(H), dicot(G) <= dicot(H)); this is a {} and a {}",
                                     type_name(left), type_name(right))
                       : fmt::format("dead-ending games only add to and compare with dead-ending "
                                     "games (deadending(G) + deadending(H), deadending(G) <= "
                                     "deadending(H)); this is a {} and a {}",
                                     type_name(left), type_name(right)));
  misere::UniverseTable<U>& t = misere::universe_table<U>();
  misere::UniverseGame<U> g = lu->game, h = ru->game;
  switch (op) {
    case Op::kAdd: return UniverseForm<U>{t.sum(g, h)};
    case Op::kLe: return t.geq(h, g);
    case Op::kGe: return t.geq(g, h);
    case Op::kLt: return t.geq(h, g) && !t.geq(g, h);
    case Op::kGt: return t.geq(g, h) && !t.geq(h, g);
    case Op::kFuzzy: return !t.geq(g, h) && !t.geq(h, g);
    default:
      throw Error(ErrorCode::kType,
                  fmt::format("{} add (+) and compare modulo {} (==, !=, <=, >=, <, >, <>); they "
                              "have no other operations",
                              kDicot ? "dicots" : "dead-ending games", kDicot ? "D" : "E"));
  }
}

}  // namespace

Value Session::binary(const Expr& e, Value left) {
  if (e.op == Op::kEq || e.op == Op::kNe) {
    const Value& a = left;
    Value b = evaluate(*e.children[1]);
    // Positions are equal when their values are (as everywhere a game is needed).
    if (std::holds_alternative<Positions>(a.data) || std::holds_alternative<Positions>(b.data))
      return (as_game(a, *e.children[0], "the left operand") ==
              as_game(b, *e.children[1], "the right operand")) == (e.op == Op::kEq);
    return (a == b) == (e.op == Op::kEq);
  }
  Value right = evaluate(*e.children[1]);
  auto lp = std::get_if<Positions>(&left.data), rp = std::get_if<Positions>(&right.data);
  // A sum with a position stays a sum of positions (solve() takes it), a game value one more
  // part of it; so does a position less a game.
  auto lg = std::get_if<Game>(&left.data), rg = std::get_if<Game>(&right.data);
  if ((e.op == Op::kAdd && (lp || rp) && (lp || lg) && (rp || rg)) ||
      (e.op == Op::kSub && lp && rg)) {
    Positions both = lp ? *lp : Positions{{games::game_value_position(*lg)}};
    if (rp)
      both.parts.insert(both.parts.end(), rp->parts.begin(), rp->parts.end());
    else
      both.parts.push_back(games::game_value_position(e.op == Op::kSub ? negate(*rg) : *rg));
    return both;
  }
  auto lm = std::get_if<MisereForm>(&left.data), rm = std::get_if<MisereForm>(&right.data);
  if (lm || rm) {  // misère forms add in the misère table, and only add
    if (e.op != Op::kAdd || !lm || !rm)
      throw Error(ErrorCode::kType,
                  fmt::format("misère games only add to misère games (misere(G) + misere(H)); "
                              "this is a {} and a {}",
                              type_name(left), type_name(right)));
    return MisereForm{misere::misere_table().sum(lm->game, rm->game)};
  }
  // Dead-ending games first: with a dicot, the message asks for two dead-ending games.
  if (std::holds_alternative<DeadEndingForm>(left.data) ||
      std::holds_alternative<DeadEndingForm>(right.data))
    return universe_binary<misere::Universe::kDeadEnding>(e.op, left, right);
  if (std::holds_alternative<DicotForm>(left.data) || std::holds_alternative<DicotForm>(right.data))
    return universe_binary<misere::Universe::kDicot>(e.op, left, right);
  if (is_loopy(left) || is_loopy(right) || e.op == Op::kSided) {
    if (!is_loopy(left)) left = as_game(left, *e.children[0], "the left operand");
    if (!is_loopy(right)) right = as_game(right, *e.children[1], "the right operand");
    return loopy_binary(e, left, right);
  }
  Game a = as_game(left, *e.children[0], "the left operand");
  Game b = as_game(right, *e.children[1], "the right operand");
  GameTable& t = game_table();
  switch (e.op) {
    case Op::kAdd:
    case Op::kJoined: return sum(a, b);
    case Op::kSub: return difference(a, b);
    case Op::kAddSwitch: return sum(a, switch_game(b));
    case Op::kMul: {
      auto int_of = [&](Game g) -> std::optional<std::int64_t> {
        if (!t.is_number(g) || !t.number_part(g).fits_int64()) return std::nullopt;
        return t.number_part(g).to_int64("factor");
      };
      if (t.is_number(a) && t.is_number(b)) return number(t.number_part(a) * t.number_part(b));
      if (auto n = int_of(a)) return multiple(*n, b);
      if (auto n = int_of(b)) return multiple(*n, a);
      auto big_integer = [&](Game g) { return t.is_number(g) && t.number_part(g).is_integer(); };
      if (big_integer(a) || big_integer(b))
        throw LimitError("'*' multiplies a game by an integer of at most 63 bits (up to about "
                         "9.2 * 10^18) times; this one is larger");
      // 10^20 reads as 10 + ^20: say so, since it looks like a power.
      std::string joined;
      for (const auto& c : e.children)
        if (c->kind == Expr::Kind::kBinary && c->op == Op::kJoined) {
          const std::string& x = c->children[0]->text;
          std::string tail = to_string(operand(*c->children[1], "the infinitesimal"));
          joined = fmt::format(" ({0}{1} is {0} + {1}: a number and an infinitesimal written "
                               "together are their sum, and cgt has no powers)",
                               x, tail);
        }
      throw Error(ErrorCode::kType,
                  "'*' multiplies a game by an integer (or two numbers); neither operand is one" +
                      joined);
    }
    case Op::kLe: return leq(a, b);
    case Op::kGe: return geq(a, b);
    case Op::kLt: return less(a, b);
    case Op::kGt: return greater(a, b);
    case Op::kFuzzy: return incomparable(a, b);
    case Op::kLessOrConfused: return !geq(a, b);
    case Op::kGreaterOrConfused: return !leq(a, b);
    case Op::kRelation:
      return Text{leq(a, b) ? (geq(a, b) ? "equal" : "less") : geq(a, b) ? "greater" : "confused"};
    case Op::kOrdinal: return ordinal_sum(a, b);
    default: break;
  }
  throw Error(ErrorCode::kType, "unknown operator");
}

// A binary operator with a loopy operand (or &): sums, comparisons, integer multiples, sides.
Value Session::loopy_binary(const Expr& e, const Value& left, const Value& right) {
  loopy::Value a = to_loopy(left, "the left operand"), b = to_loopy(right, "the right operand");
  switch (e.op) {
    case Op::kAdd:
    case Op::kJoined: return from_loopy(loopy::sum(a, b));
    case Op::kSub: return from_loopy(loopy::difference(a, b));
    case Op::kAddSwitch:
      return from_loopy(loopy::sum(
          a, to_loopy(loopy_braces({right}, {from_loopy(loopy::negate(b))}), "the switch")));
    case Op::kSided: return from_loopy(loopy::sided(a, b));
    case Op::kMul: {
      const Value& factor = is_loopy(left) ? right : left;
      const loopy::Value& game = is_loopy(left) ? a : b;
      auto g = std::get_if<Game>(&factor.data);
      GameTable& t = game_table();
      if (!g || !t.is_number(*g) || !t.number_part(*g).is_integer() ||
          !t.number_part(*g).fits_int64())
        throw Error(ErrorCode::kType, "'*' multiplies a loopy game by an integer only");
      return from_loopy(loopy::multiple(t.number_part(*g).to_int64("factor"), game));
    }
    case Op::kLe: return loopy::leq(a, b);
    case Op::kGe: return loopy::leq(b, a);
    case Op::kLt: return loopy::leq(a, b) && !loopy::leq(b, a);
    case Op::kGt: return loopy::leq(b, a) && !loopy::leq(a, b);
    case Op::kFuzzy: return !loopy::leq(a, b) && !loopy::leq(b, a);
    case Op::kLessOrConfused: return !loopy::leq(b, a);
    case Op::kGreaterOrConfused: return !loopy::leq(a, b);
    case Op::kRelation: {
      bool le = loopy::leq(a, b), ge = loopy::leq(b, a);
      return Text{le ? (ge ? "equal" : "less") : ge ? "greater" : "confused"};
    }
    default: break;
  }
  throw Error(ErrorCode::kType, "that operator does not apply to loopy games");
}

Value Session::range(const Expr& e) {
  auto bound = [&](const Expr& c, const char* which) {
    Game g = operand(c, which);
    GameTable& t = game_table();
    if (!t.is_number(g) || !t.number_part(g).fits_int64())
      throw Error(ErrorCode::kType, fmt::format("{} of a range must be an integer", which));
    return t.number_part(g).to_int64(which);
  };
  std::int64_t lo = bound(*e.children[0], "the start"), hi = bound(*e.children[1], "the end");
  if (hi < lo) return List{};
  // hi - lo as unsigned is exact for any two 64-bit bounds; lo + k below never passes hi.
  std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
  if (span >= static_cast<std::uint64_t>(kMaxRange))
    throw LimitError(fmt::format("a range holds at most {} values", bound_text(kMaxRange)));
  List items;
  items.reserve(span + 1);
  for (std::uint64_t k = 0; k <= span; ++k) {
    if ((k & 0xffff) == 0) poll_interrupt();
    items.push_back(integer(lo + static_cast<std::int64_t>(k)));
  }
  return items;
}

Value Session::index(const Expr& e) {
  Value v = evaluate(*e.children[0]);
  const List* items = std::get_if<List>(&v.data);
  if (!items)
    throw Error(ErrorCode::kType, fmt::format("only lists are indexed, not a {}", type_name(v)));
  Game g = operand(*e.children[1], "the index");
  GameTable& t = game_table();
  if (!t.is_number(g) || !t.number_part(g).fits_int64())
    throw Error(ErrorCode::kType, "an index must be an integer");
  std::int64_t i = t.number_part(g).to_int64("the index");
  auto n = static_cast<std::int64_t>(items->size());
  if (i < -n || i >= n)
    throw DomainError(n == 0 ? fmt::format("index {} of an empty list", i)
                             : fmt::format("index {} is outside the list: its {} item{} are 0 to "
                                           "{} (or -{} to -1 from the end)",
                                           i, n, n == 1 ? "" : "s", n - 1, n));
  return (*items)[static_cast<std::size_t>(i < 0 ? i + n : i)];
}

bool Session::truth(const Expr& e, const char* what) {
  Value v = evaluate(e);
  if (const bool* b = std::get_if<bool>(&v.data)) return *b;
  located_ = true;
  error_location_ = Location{e.line, e.column};
  throw Error(ErrorCode::kType,
              fmt::format("{} must be true or false (a comparison), not a {}", what, type_name(v)));
}

namespace {

std::optional<TableFormat> table_format(const std::vector<std::string>& options) {
  std::optional<TableFormat> format;
  for (const std::string& o : options) {
    TableFormat f;
    if (parse_table_format(o.substr(2), &f)) format = f;
  }
  return format;
}

// Binds a table's variable for the duration of the table, restoring what it hid.
class Binding {
 public:
  Binding(std::map<std::string, Value>& variables, std::string name)
      : variables_(variables), name_(std::move(name)) {
    if (auto it = variables_.find(name_); it != variables_.end()) hidden_ = it->second;
  }
  ~Binding() {
    if (hidden_)
      variables_[name_] = *hidden_;
    else
      variables_.erase(name_);
  }
  void set(const Value& v) { variables_[name_] = v; }

 private:
  std::map<std::string, Value>& variables_;
  std::string name_;
  std::optional<Value> hidden_;
};

}  // namespace

Value Session::comprehension(const Expr& e) {
  if (const Function* f = functions_.find(e.text))
    throw Error(ErrorCode::kName,
                fmt::format("'{}' is a function and cannot be a variable of 'for'", f->name));
  Value source = evaluate(*e.children[1]);
  const List* items = std::get_if<List>(&source.data);
  if (!items) {
    located_ = true;
    error_location_ = Location{e.children[1]->line, e.children[1]->column};
    throw Error(ErrorCode::kType, fmt::format("'for' runs over a list or a range like 1..20, "
                                              "not a {}",
                                              type_name(source)));
  }
  Binding binding(variables_, e.text);
  List out;
  for (const Value& item : *items) {
    poll_interrupt();
    binding.set(item);
    if (e.children.size() > 2 && !truth(*e.children[2], "the condition after 'if'")) continue;
    out.push_back(evaluate(*e.children[0]));
  }
  return out;
}

Value Session::table(const Statement& s) {
  if (const Function* f = functions_.find(s.name))
    throw Error(ErrorCode::kName, fmt::format("'{}' is a function and cannot be a table's "
                                              "variable",
                                              f->name));
  Value values = evaluate(*s.expr);
  const List* items = std::get_if<List>(&values.data);
  if (!items) {
    located_ = true;
    error_location_ = Location{s.expr->line, s.expr->column};
    throw Error(ErrorCode::kType, fmt::format("a table runs over a list or a range like 1..20, "
                                              "not a {}",
                                              type_name(values)));
  }
  Table t;
  t.header.push_back(s.name);
  t.header.insert(t.header.end(), s.column_titles.begin(), s.column_titles.end());
  t.format = table_format(s.words);
  Binding binding(variables_, s.name);
  ProgressUse use(*this);
  Progress& progress = use.progress();
  progress.start("table", items->size());
  for (const Value& item : *items) {
    binding.set(item);
    List row{item};
    for (const ExprPtr& column : s.columns) row.push_back(evaluate(*column));
    t.rows.push_back(std::move(row));
    progress.update(t.rows.size());
  }
  progress.finish();
  return t;
}

Value Session::named_table(const Statement& s) {
  bool list = std::find(s.words.begin(), s.words.end(), "--list") != s.words.end();
  if (s.name.empty() && list) {
    Table t{"named tables (table NAME A..B)", {"name", "range", "what it shows"}, {}, {}};
    for (const games::NamedTable& n : tables_.all())
      t.rows.push_back({Text{n.name}, Text{fmt::format("{}..{}", n.default_from, n.default_to)},
                        Text{n.summary}});
    t.format = table_format(s.words);
    return t;
  }
  if (s.name.empty() || list)
    throw Error(ErrorCode::kType,
                "write table NAME A..B, table --list, or table EXPR for "
                "VARIABLE in A..B");
  const games::NamedTable* named = tables_.find(s.name);
  if (!named) {
    std::vector<std::string> names;
    for (const games::NamedTable& n : tables_.all()) names.push_back(n.name);
    std::string hint = closest_name(s.name, names);
    throw Error(ErrorCode::kName,
                fmt::format("no table named '{}'{} (table --list shows them)", s.name,
                            hint.empty() ? "" : fmt::format("; did you mean {}?", hint)));
  }
  std::int64_t from = named->default_from, to = named->default_to;
  if (s.expr) {
    Value range = evaluate(*s.expr);
    std::vector<std::int64_t> bounds = Args(fmt::format("table {} A..B", s.name), {range})
                                           .integers(0, "A..B", INT64_MIN, INT64_MAX);
    for (std::size_t i = 1; i < bounds.size(); ++i)
      if (bounds[i] != bounds[i - 1] + 1)
        throw DomainError(
            fmt::format("table {}: expected a range A..B of consecutive integers", s.name));
    if (bounds.empty()) throw DomainError(fmt::format("table {}: the range is empty", s.name));
    from = bounds.front();
    to = bounds.back();
  }
  if (to > named->max_to)
    throw DomainError(fmt::format("table {} goes up to {} at most, not {}", s.name,
                                  bound_text(named->max_to), bound_text(to)));
  games::check_table_rows(*named, from, to);
  ProgressUse use(*this);
  TextTable text = named->build(from, to, use.progress());
  Table t{text.title, text.header, {}, table_format(s.words)};
  for (const auto& row : text.rows) {
    List cells;
    for (const std::string& cell : row) cells.push_back(Text{cell});
    t.rows.push_back(std::move(cells));
  }
  return t;
}

Value Session::variable(const Expr& e) {
  auto it = variables_.find(e.text);
  if (it != variables_.end()) return it->second;
  if (auto named = loopy_constant(e.text)) return *named;
  if (e.text == "pass")
    throw Error(ErrorCode::kName,
                "'pass' is a move from a game to itself: write it inside braces, as in {pass|0}");
  if (const Function* f = functions_.find(e.text))
    throw Error(ErrorCode::kName,
                fmt::format("'{}' is a function: call it as {}", e.text, f->signature));
  std::vector<std::string> names;
  for (const auto& [name, value] : variables_) names.push_back(name);
  throw Error(ErrorCode::kName, fmt::format("unknown variable '{}'{}", shown_name(e.text),
                                            functions_.hint_for(e.text, std::move(names))));
}

namespace {

// CGSuite's package paths (game.grid.Domineering): the root of a chain of methods, a variable
// named `game` that the session does not have.
bool cgsuite_package_path(const Expr& e, const std::map<std::string, Value>& variables) {
  const Expr* root = &e;
  while (root->kind == Expr::Kind::kMethod && !root->children.empty())
    root = root->children.front().get();
  return root != &e && root->kind == Expr::Kind::kVariable && root->text == "game" &&
         !variables.contains("game");
}

}  // namespace

const Function& Session::callee(const Expr& e) {
  if (e.kind == Expr::Kind::kMethod && cgsuite_package_path(*e.children.front(), variables_)) {
    const Function* f = functions_.find(cgt_name_for_cgsuite(e.text));
    throw Error(ErrorCode::kName,
                fmt::format("cgt has no packages: CGSuite's {} is {}", shown_name(e.text),
                            f ? f->signature : std::string("not in cgt ('help' lists cgt's)")));
  }
  if (e.kind == Expr::Kind::kMethod && !functions_.find(e.text)) {
    std::string lower = e.text;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    std::string cgt_name = cgt_name_for_cgsuite(e.text);
    for (const std::string& name : {cgt_name, lower})
      if (!name.empty() && functions_.find(name)) return functions_.checked(name, e.children.size());
  }
  return functions_.checked(e.text, e.children.size());
}

Value Session::call(const Expr& e) {
  const Function& f = callee(e);
  std::vector<Value> values;
  for (const auto& c : e.children) values.push_back(evaluate(*c));
  ProgressUse use(*this);
  return f.call(Args(f.signature, std::move(values), &use.progress()));
}

Game evaluate_game(std::string_view text) {
  static Session session;
  ExprPtr e = parse_expression(text);
  Value v = session.evaluate(*e);
  if (auto g = std::get_if<Game>(&v.data)) return *g;
  throw Error(ErrorCode::kType, fmt::format("'{}' is a {}, not a game", text, type_name(v)));
}

}  // namespace cgt::lang
