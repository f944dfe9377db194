// Subtraction games: one heap of n counters; Left may remove any amount in her finite set L,
// Right any amount in his set R (never more than the heap holds). Whoever cannot move loses.
// An empty set is allowed: that player never moves. When L = R the game is impartial and a
// heap's value is the nimber of its Grundy value, the mex of its options' (Sprague-Grundy).
//
// Two ruleset types, because kImpartial is a compile-time property: ImpartialSubtraction (one
// set; Grundy values by mex, and values in closed form as those nimbers) and
// PartizanSubtraction (two sets). make_subtraction_position() picks the right one.
// Limits (SubtractionLimits): amounts up to 10^6, at most 64 amounts a set, heaps up to 10^6.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "games/ruleset/any_position.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

// A subtraction set: sorted, distinct, positive amounts.
using TakeSet = std::vector<std::uint32_t>;

// The bounds on amounts, set sizes and heaps that positions are built with.
struct SubtractionLimits {
  static constexpr std::int64_t kMaxAmount = 1'000'000;
  static constexpr std::size_t kMaxSetSize = 64;
  static constexpr std::int64_t kMaxHeap = 1'000'000;
};

// The set of the given amounts (duplicates merged); DomainError naming `context` (the
// function's signature) and `param` when an amount or the set's size is out of range.
TakeSet take_set(const std::vector<std::int64_t>& amounts, const std::string& context,
                 const char* param);

// "[1,2,5]".
std::string take_set_text(const TakeSet& set);

// Appends n - s for every amount s <= n of the set.
void take_options(const TakeSet& set, std::uint32_t n, std::vector<std::uint32_t>& out);

class ImpartialSubtraction {
 public:
  using Position = std::uint32_t;
  static constexpr bool kImpartial = true;

  explicit ImpartialSubtraction(TakeSet set) : set_(std::move(set)) {}

  static std::uint64_t hash(Position n) { return mix_hash(n); }
  void options(Position n, Player, std::vector<Position>& out) const { take_options(set_, n, out); }
  std::string text(Position n) const { return std::to_string(n); }
  std::string name() const { return "subtraction(" + take_set_text(set_) + ")"; }
  std::string expression(Position n) const {
    return "subtraction(" + take_set_text(set_) + ", " + take_set_text(set_) + ", " +
           std::to_string(n) + ")";
  }
  std::size_t size(Position n) const { return n; }
  // The nimber *g(n), with the Grundy values g(0..n) computed bottom-up by mex (no recursion,
  // so heaps of any allowed size are evaluated without deep stacks).
  std::optional<Game> known_value(Position n) const;
  // Grundy values g(0..n) bottom-up.
  std::vector<std::uint32_t> grundy_values(Position n) const;

  const TakeSet& set() const { return set_; }

 private:
  TakeSet set_;
};

class PartizanSubtraction {
 public:
  using Position = std::uint32_t;

  PartizanSubtraction(TakeSet left, TakeSet right)
      : left_(std::move(left)), right_(std::move(right)) {}

  static std::uint64_t hash(Position n) { return mix_hash(n); }
  void options(Position n, Player who, std::vector<Position>& out) const {
    take_options(who == Player::kLeft ? left_ : right_, n, out);
  }
  std::string text(Position n) const { return std::to_string(n); }
  std::string name() const {
    return "subtraction(" + take_set_text(left_) + "," + take_set_text(right_) + ")";
  }
  std::string expression(Position n) const {
    return "subtraction(" + take_set_text(left_) + ", " + take_set_text(right_) + ", " +
           std::to_string(n) + ")";
  }
  std::size_t size(Position n) const { return n; }
  // The value of heap n from the values of the heaps 0..n, made bottom-up (and kept for later
  // calls while the game table lives): no recursion, so a heap of 10^6 needs no deep stack,
  // and Ctrl-C or the time limit stops it at once instead of unwinding 10^6 frames.
  std::optional<Game> known_value(Position n) const;

 private:
  struct HeapValues {
    std::uint64_t generation = 0;  // of the game table they were made in
    std::vector<Game> of_heap;     // the values of the heaps 0, 1, ...
  };

  TakeSet left_, right_;
  std::shared_ptr<HeapValues> values_ = std::make_shared<HeapValues>();  // shared by copies
};

// A heap of n in the subtraction game (left, right): impartial when the sets are equal.
AnyPosition make_subtraction_position(const TakeSet& left, const TakeSet& right, std::uint32_t n);

}  // namespace cgt::games
