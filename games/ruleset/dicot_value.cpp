#include "games/ruleset/dicot_value.hpp"

#include <string>

#include "cgt/error.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/recursion_guard.hpp"
#include "games/ruleset/position_table.hpp"
#include "games/ruleset/search_visits.hpp"

namespace cgt::games {
namespace {

struct AnyPositionHash {
  std::uint64_t operator()(const AnyPosition& p) const { return p.hash(); }
};

class DicotEvaluator {
 public:
  explicit DicotEvaluator(Progress* progress) : values_("dicot values") {
    visits_.set_progress(progress);
  }
  DicotEvaluator(const DicotEvaluator&) = delete;
  DicotEvaluator& operator=(const DicotEvaluator&) = delete;

  misere::DicotGame value(const AnyPosition& p) {
    misere::DicotTable& table = misere::dicot_table();
    misere::DicotGame total = table.zero();
    for (const AnyPosition& part : p.components()) total = table.sum(total, component(part));
    return total;
  }

 private:
  misere::DicotGame component(const AnyPosition& p) {
    if (const misere::DicotGame* v = values_.find(p)) return *v;
    RecursionGuard guard;
    const std::uint64_t work = table_work();
    visits_.visit(values_.size());
    std::vector<misere::DicotGame> left, right;
    for (const AnyPosition& o : p.options(Player::kLeft)) left.push_back(value(o));
    for (const AnyPosition& o : p.options(Player::kRight)) right.push_back(value(o));
    if (left.empty() != right.empty())
      throw DomainError("dicot: " + p.expression() + " is not a dicot (only " +
                        (left.empty() ? "Right" : "Left") +
                        " can move there); canonical forms modulo D are of dicots only");
    misere::DicotGame g = misere::dicot_table().from_options(left, right);
    values_.insert(p, g, table_work() - work);
    return g;
  }

  PositionTable<AnyPosition, misere::DicotGame, AnyPositionHash> values_;
  SearchVisits visits_;
};

}  // namespace

misere::DicotGame dicot_value(const std::vector<AnyPosition>& sum, Progress* progress) {
  DicotEvaluator evaluator(progress);
  misere::DicotTable& table = misere::dicot_table();
  misere::DicotGame total = table.zero();
  for (const AnyPosition& p : sum) total = table.sum(total, evaluator.value(p));
  return total;
}

}  // namespace cgt::games
