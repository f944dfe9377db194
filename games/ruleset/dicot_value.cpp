#include "games/ruleset/dicot_value.hpp"

#include <string>
#include <unordered_map>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/recursion_guard.hpp"
#include "games/ruleset/limits.hpp"

namespace cgt::games {
namespace {

struct AnyPositionHash {
  std::size_t operator()(const AnyPosition& p) const { return p.hash(); }
};

class DicotEvaluator {
 public:
  explicit DicotEvaluator(Progress* progress) : progress_(progress) {}
  ~DicotEvaluator() { stored_positions() -= values_.size(); }
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
    if (auto it = values_.find(p); it != values_.end()) return it->second;
    RecursionGuard guard;
    if (progress_)
      progress_->update(values_.size());
    else if ((values_.size() & 0x3ff) == 0)
      poll_interrupt();
    std::vector<misere::DicotGame> left, right;
    for (const AnyPosition& o : p.options(Player::kLeft)) left.push_back(value(o));
    for (const AnyPosition& o : p.options(Player::kRight)) right.push_back(value(o));
    if (left.empty() != right.empty())
      throw DomainError("dicot: " + p.expression() + " is not a dicot (only " +
                        (left.empty() ? "Right" : "Left") +
                        " can move there); canonical forms modulo D are of dicots only");
    misere::DicotGame g = misere::dicot_table().from_options(left, right);
    check_position_room(p.ruleset_name());
    values_.emplace(p, g);
    ++stored_positions();
    return g;
  }

  Progress* progress_;
  std::unordered_map<AnyPosition, misere::DicotGame, AnyPositionHash> values_;
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
