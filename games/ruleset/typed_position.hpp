// TypedPosition<R>: how a position of ruleset R becomes an AnyPosition. Include it where a
// ruleset's positions are made (make_position); everything else sees only any_position.hpp.
//
// Global state: one RulesetContext per distinct rules (keyed by name(), which spells the
// parameters), created on first use and kept for the process, so that the transposition tables
// outlive single calls. They are emptied when the game table is reset.
#pragma once

#include <map>
#include <memory>
#include <variant>

#include "cgt/error.hpp"
#include "cgt/facts.hpp"
#include "games/ruleset/any_position.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/impartial.hpp"
#include "games/ruleset/misere_evaluator.hpp"
#include "games/ruleset/nimber_search.hpp"
#include "games/ruleset/outcome_search.hpp"

namespace cgt::games {

// The fold size of R's outcome search: R::kFoldSize when it says, else 8.
template <Ruleset R>
constexpr std::size_t fold_size() {
  if constexpr (requires { R::kFoldSize; }) return R::kFoldSize;
  return 8;
}

// Nothing, where a ruleset is partizan.
struct NoNimberSearch {
  template <class Evaluator>
  NoNimberSearch(Evaluator&, std::size_t) {}
  void set_progress(Progress*) {}
};

// The misère evaluator of R when R is impartial (an empty type otherwise).
template <Ruleset R>
struct MisereEvaluatorOf {
  using type = std::monostate;
};
template <Ruleset R>
  requires(is_impartial<R>())
struct MisereEvaluatorOf<R> {
  using type = MisereEvaluator<R>;
};

// The evaluator and the outcome search of one ruleset, and the nimber search of an impartial
// one; the evaluator tests options for dominance by a second search when the ruleset asks for
// it (R::kDominanceFoldSize, its fold size, and R::kDominanceFoldMargin if given). The misère
// search and evaluator are made when first asked for.
template <Ruleset R>
struct RulesetContext {
  explicit RulesetContext(R rules)
      : evaluator(std::move(rules)),
        search(evaluator, fold_size<R>()),
        nimbers(std::make_unique<NimberSearchOf>(evaluator, fold_size<R>())) {
    if constexpr (requires { R::kDominanceFoldSize; }) {
      dominance_search = std::make_unique<OutcomeSearch<R>>(evaluator, R::kDominanceFoldSize);
      if constexpr (requires { R::kDominanceFoldMargin; })
        dominance_search->set_fold_margin(R::kDominanceFoldMargin);
      evaluator.set_dominance_test(dominance_search.get());
    }
  }
  OutcomeSearch<R>& misere() {
    if (!misere_search)
      misere_search = std::make_unique<OutcomeSearch<R>>(evaluator, 0, PlayConvention::kMisere);
    return *misere_search;
  }
  typename MisereEvaluatorOf<R>::type& misere_values() requires(is_impartial<R>()) {
    if (!misere_evaluator) misere_evaluator = std::make_unique<MisereEvaluator<R>>(evaluator.rules());
    return *misere_evaluator;
  }

  using NimberSearchOf = std::conditional_t<is_impartial<R>(), NimberSearch<R>, NoNimberSearch>;
  Evaluator<R> evaluator;
  OutcomeSearch<R> search;
  std::unique_ptr<OutcomeSearch<R>> dominance_search;
  std::unique_ptr<NimberSearchOf> nimbers;
  std::unique_ptr<OutcomeSearch<R>> misere_search;
  std::unique_ptr<typename MisereEvaluatorOf<R>::type> misere_evaluator;
};

// The context of these rules, shared by all their positions.
template <Ruleset R>
std::shared_ptr<RulesetContext<R>> shared_context(const R& rules) {
  static std::map<std::string, std::shared_ptr<RulesetContext<R>>> contexts;
  auto& context = contexts[rules.name()];
  if (!context) context = std::make_shared<RulesetContext<R>>(rules);
  return context;
}

// Attaches a progress sink to an evaluator and a search for one call.
template <Ruleset R>
class ProgressScope {
 public:
  ProgressScope(RulesetContext<R>& context, Progress* progress) : context_(context) {
    set(progress);
  }
  ~ProgressScope() { set(nullptr); }

 private:
  void set(Progress* progress) {
    context_.evaluator.set_progress(progress);
    context_.search.set_progress(progress);
    context_.nimbers->set_progress(progress);
    if (context_.misere_search) context_.misere_search->set_progress(progress);
    if constexpr (is_impartial<R>())
      if (context_.misere_evaluator) context_.misere_evaluator->set_progress(progress);
  }

  RulesetContext<R>& context_;
};

template <Ruleset R>
AnyPosition make_position(const R& rules, typename R::Position p);

template <Ruleset R>
class TypedPosition final : public PositionModel {
 public:
  using Position = typename R::Position;

  TypedPosition(std::shared_ptr<RulesetContext<R>> context, Position p)
      : context_(std::move(context)), position_(std::move(p)) {}

  const Position& position() const { return position_; }
  const R& rules() const { return context_->evaluator.rules(); }

  std::string ruleset_name() const override { return rules().name(); }
  std::string text() const override { return rules().text(position_); }
  std::string expression() const override { return position_expression(rules(), position_); }
  bool impartial() const override { return is_impartial<R>(); }
  std::vector<AnyPosition> options(Player who) const override {
    std::vector<Position> options;
    rules().options(position_, who, options);
    return wrap(options);
  }
  std::vector<AnyPosition> components() const override {
    std::vector<Position> parts;
    split_components(rules(), position_, parts);
    return wrap(parts);
  }
  // An impartial position's value is the nimber of its Grundy value, found by nimber search.
  Game value(Progress* progress) const override {
    if constexpr (is_impartial<R>())
      return game_table().up_star(Dyadic(0), 0, grundy(progress));
    ProgressScope<R> scope(*context_, progress);
    return context_->evaluator.value(position_);
  }
  std::uint64_t grundy(Progress* progress) const override {
    if constexpr (is_impartial<R>()) {
      ProgressScope<R> scope(*context_, progress);
      return context_->nimbers->nimber({position_});
    }
    throw_partizan();
  }
  bool has_grundy(std::uint64_t n, Progress* progress) const override {
    if constexpr (is_impartial<R>()) {
      ProgressScope<R> scope(*context_, progress);
      return context_->nimbers->has_nimber({position_}, n);
    }
    throw_partizan();
  }
  std::uint64_t hash() const override { return R::hash(position_); }
  bool same(const PositionModel& other) const override {
    auto typed = dynamic_cast<const TypedPosition<R>*>(&other);
    return typed && typed->context_ == context_ && typed->position_ == position_;
  }
  std::size_t size() const override {
    if constexpr (HasSize<R>)
      return rules().size(position_);
    else
      return SIZE_MAX;
  }
  std::uint64_t positions_searched() const override { return context_->search.searched(); }
  std::optional<bool> wins_moving_first_alike(const std::vector<AnyPosition>& sum, Game offset,
                                              Player first, Progress* progress) const override {
    std::optional<std::vector<Position>> parts = parts_alike(sum);
    if (!parts) return std::nullopt;
    ProgressScope<R> scope(*context_, progress);
    if constexpr (is_impartial<R>()) {
      // The sum plus *k is lost by the player to move exactly when its Grundy value is k.
      if (auto k = nimber_value(offset)) return !context_->nimbers->has_nimber(*parts, *k);
    }
    return context_->search.wins_moving_first(*parts, first, offset);
  }
  std::optional<bool> misere_wins_moving_first_alike(const std::vector<AnyPosition>& sum,
                                                     Player first,
                                                     Progress* progress) const override {
    std::optional<std::vector<Position>> parts = parts_alike(sum);
    if (!parts) return std::nullopt;
    ProgressScope<R> scope(*context_, progress);
    return context_->misere().wins_moving_first(*parts, first);
  }
  misere::MisereGame misere_value(Progress* progress) const override {
    if constexpr (is_impartial<R>()) {
      ProgressScope<R> scope(*context_, progress);
      return context_->misere_values().value(position_);
    } else {
      throw DomainError("misere: " + rules().name() +
                        " is partizan; misère canonical forms here are of impartial positions "
                        "(try impartial(P), or solve(P, \"misere\") for the outcome)");
    }
  }
  AnyPosition impartial_variant() const override {
    if constexpr (is_impartial<R>())
      return make_position(rules(), position_);
    else
      return make_position(Impartial<R>{rules()}, position_);
  }

 private:
  [[noreturn]] void throw_partizan() const {
    throw DomainError("grundy: " + rules().name() +
                      " is partizan; Grundy values are for impartial positions (try "
                      "impartial(P))");
  }

  // The parts of the sum, when every part is of these rules.
  std::optional<std::vector<Position>> parts_alike(const std::vector<AnyPosition>& sum) const {
    std::vector<Position> parts;
    for (const AnyPosition& p : sum) {
      auto typed = dynamic_cast<const TypedPosition<R>*>(&p.model());
      if (!typed || typed->context_ != context_) return std::nullopt;
      parts.push_back(typed->position_);
    }
    return parts;
  }

  std::vector<AnyPosition> wrap(const std::vector<Position>& positions) const {
    std::vector<AnyPosition> out;
    out.reserve(positions.size());
    for (const Position& p : positions)
      out.emplace_back(std::make_shared<TypedPosition<R>>(context_, p));
    return out;
  }

  std::shared_ptr<RulesetContext<R>> context_;
  Position position_;
};

// The position p of these rules as an AnyPosition.
template <Ruleset R>
AnyPosition make_position(const R& rules, typename R::Position p) {
  return AnyPosition(std::make_shared<TypedPosition<R>>(shared_context(rules), std::move(p)));
}

}  // namespace cgt::games
