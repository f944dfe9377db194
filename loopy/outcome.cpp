#include "loopy/outcome.hpp"

#include "cgt/interrupt.hpp"
#include "cgt/values.hpp"
#include "loopy/order.hpp"

namespace cgt::loopy {

OutcomeClass outcome_class(PlayOutcome o) {
  using R = Result;
  switch (o.left_first) {
    case R::kLeftWins:
      return o.right_first == R::kLeftWins ? OutcomeClass::kL
             : o.right_first == R::kRightWins ? OutcomeClass::kN
                                              : OutcomeClass::kNHat;
    case R::kRightWins:
      return o.right_first == R::kLeftWins ? OutcomeClass::kP
             : o.right_first == R::kRightWins ? OutcomeClass::kR
                                              : OutcomeClass::kPCheck;
    case R::kDraw:
      return o.right_first == R::kLeftWins ? OutcomeClass::kPHat
             : o.right_first == R::kRightWins ? OutcomeClass::kNCheck
                                              : OutcomeClass::kD;
  }
  return OutcomeClass::kD;
}

PlayOutcome play_outcome(OutcomeClass c) {
  using R = Result;
  switch (c) {
    case OutcomeClass::kL: return {R::kLeftWins, R::kLeftWins};
    case OutcomeClass::kR: return {R::kRightWins, R::kRightWins};
    case OutcomeClass::kN: return {R::kLeftWins, R::kRightWins};
    case OutcomeClass::kP: return {R::kRightWins, R::kLeftWins};
    case OutcomeClass::kD: return {R::kDraw, R::kDraw};
    case OutcomeClass::kNHat: return {R::kLeftWins, R::kDraw};
    case OutcomeClass::kNCheck: return {R::kDraw, R::kRightWins};
    case OutcomeClass::kPHat: return {R::kDraw, R::kLeftWins};
    case OutcomeClass::kPCheck: return {R::kRightWins, R::kDraw};
  }
  return {R::kDraw, R::kDraw};
}

const char* outcome_name(OutcomeClass c) {
  static constexpr const char* kNames[] = {"L", "R", "N", "P", "D", "NHat", "NCheck", "PHat",
                                           "PCheck"};
  return kNames[static_cast<int>(c)];
}

OutcomeClass outcome(const Value& v) {
  Side zero_side = Stopper::of(zero());
  // The onside says whether each player survives, the offside whether Left wins outright.
  bool onside_geq = side_leq(zero_side, v.onside(), SideKind::kOnside);
  bool onside_leq = side_leq(v.onside(), zero_side, SideKind::kOnside);
  bool offside_geq = side_leq(zero_side, v.offside(), SideKind::kOffside);
  bool offside_leq = side_leq(v.offside(), zero_side, SideKind::kOffside);
  PlayOutcome o;
  o.right_first = offside_geq ? Result::kLeftWins : onside_geq ? Result::kDraw : Result::kRightWins;
  o.left_first = onside_leq ? Result::kRightWins : offside_leq ? Result::kDraw : Result::kLeftWins;
  return outcome_class(o);
}

PlayOutcome play_outcome(const LoopyGraph& g) {
  // State 2v: Left to move at v; 2v + 1: Right to move.
  auto n = 2 * static_cast<std::size_t>(g.size());
  std::vector<Result> result(n, Result::kDraw);
  std::vector<std::uint32_t> pred_begin(n + 1, 0), preds, pending(n);
  auto successors = [&](std::size_t s, auto&& visit) {
    auto v = static_cast<std::uint32_t>(s / 2);
    Player mover = s % 2 ? Player::kRight : Player::kLeft;
    for (std::uint32_t w : g.options(v, mover)) visit(2 * static_cast<std::size_t>(w) + (mover == Player::kLeft));
  };
  for (std::size_t s = 0; s < n; ++s)
    if (!g.is_leaf(static_cast<std::uint32_t>(s / 2))) successors(s, [&](std::size_t t) { ++pred_begin[t + 1]; });
  for (std::size_t i = 0; i < n; ++i) pred_begin[i + 1] += pred_begin[i];
  preds.resize(pred_begin[n]);
  {
    std::vector<std::uint32_t> fill(pred_begin.begin(), pred_begin.end() - 1);
    for (std::size_t s = 0; s < n; ++s)
      if (!g.is_leaf(static_cast<std::uint32_t>(s / 2)))
        successors(s, [&](std::size_t t) { preds[fill[t]++] = static_cast<std::uint32_t>(s); });
  }
  // Each player's wins: where he moves, one winning move suffices; where the other moves, all of
  // the other's moves must lose (none at all: the other is stuck).
  for (Result winner : {Result::kLeftWins, Result::kRightWins}) {
    Player owner = winner == Result::kLeftWins ? Player::kLeft : Player::kRight;
    std::vector<std::size_t> queue;
    for (std::size_t s = 0; s < n; ++s) {
      auto v = static_cast<std::uint32_t>(s / 2);
      Player mover = s % 2 ? Player::kRight : Player::kLeft;
      if (g.is_leaf(v)) {
        Stopper leaf = g.leaf(v), z = Stopper::of(zero());
        // A stopper alone has no draws: the mover wins unless the other survives.
        bool mover_wins = mover == Player::kLeft ? !leq(leaf, z) : !leq(z, leaf);
        Result r = mover_wins == (mover == Player::kLeft) ? Result::kLeftWins : Result::kRightWins;
        if (r == winner) {
          result[s] = winner;
          queue.push_back(s);
        }
        continue;
      }
      pending[s] = static_cast<std::uint32_t>(g.options(v, mover).size());
      if (mover != owner && pending[s] == 0) {
        result[s] = winner;
        queue.push_back(s);
      }
    }
    for (std::size_t next = 0; next < queue.size(); ++next) {
      if ((next & 0xfff) == 0) poll_interrupt();
      std::size_t t = queue[next];
      for (std::uint32_t p = pred_begin[t]; p < pred_begin[t + 1]; ++p) {
        std::size_t s = preds[p];
        if (result[s] != Result::kDraw) continue;
        Player mover = s % 2 ? Player::kRight : Player::kLeft;
        if (mover == owner || --pending[s] == 0) {
          result[s] = winner;
          queue.push_back(s);
        }
      }
    }
  }
  std::size_t root = 2 * static_cast<std::size_t>(g.root());
  return {result[root], result[root + 1]};
}

}  // namespace cgt::loopy
