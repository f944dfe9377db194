// Nim (C. L. Bouton, "Nim, a game with a complete mathematical theory", 1901; Winning Ways,
// chapter 2): a heap of n counters, from which either player removes any positive number. A
// sum of heaps is written P + Q in the tool. Impartial; a heap of n is the nimber *n (the
// options are the heaps 0, ..., n - 1, whose values *0, ..., *(n-1) are all different, so
// their mex is n), which known_value() gives in closed form.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/game.hpp"
#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct Nim {
  using Position = std::uint64_t;  // the heap size
  static constexpr bool kImpartial = true;
  // A heap's value is known, so the outcome search folds every heap into its nimber.
  static constexpr std::size_t kFoldSize = SIZE_MAX;

  // False: values by the options alone (the tests' second algorithm for known_value()).
  bool closed_form = true;

  static std::uint64_t hash(const Position& n) { return mix_hash(n); }
  // Smallest heap first: the evaluator then recurses only one level deep.
  void options(const Position& n, Player, std::vector<Position>& out) const;
  std::string text(const Position& n) const { return std::to_string(n); }
  std::string name() const { return closed_form ? "nim" : "nim (by options)"; }
  // "nim(5)": how the tool writes a heap.
  std::string expression(const Position& n) const { return "nim(" + std::to_string(n) + ")"; }
  std::optional<Game> known_value(const Position& n) const;
  std::size_t size(const Position& n) const { return static_cast<std::size_t>(n); }
};

}  // namespace cgt::games
