// The digraph game, an impartial loopy ruleset: a token on a vertex of a directed graph; a move
// takes it along an arc; a player who cannot move loses, and play may go on for ever. Every finite
// impartial loopy game is one of these (the graph of its positions); a sum is several tokens.
// Smith (1966) and Fraenkel (e.g. "Combinatorial games: selected bibliography") study them, and
// Winning Ways ch. 12 plays them.
//
// A graph is written as lines or ';'-separated statements "a > b c" (arcs from a to b and to c;
// commas may separate the targets); a vertex named only as a target has no arcs. Names are
// letters, digits and '_'.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/ruleset/ruleset.hpp"

namespace cgt::games {

struct Digraph {
  std::vector<std::string> names;
  std::vector<std::vector<std::uint32_t>> arcs;
  // The vertex with this name; DomainError naming `function` if there is none.
  std::uint32_t vertex(std::string_view name, std::string_view function) const;
};

// Throws DomainError (naming `function`, with the statement) for bad text.
Digraph parse_digraph(std::string_view text, std::string_view function);

class DigraphGame {
 public:
  using Position = std::uint32_t;
  static constexpr bool kImpartial = true;
  static constexpr bool kLoopy = true;

  explicit DigraphGame(std::shared_ptr<const Digraph> graph) : graph_(std::move(graph)) {}

  static std::uint64_t hash(Position p) { return mix_hash(p); }
  void options(Position p, Player, std::vector<Position>& out) const {
    out.insert(out.end(), graph_->arcs[p].begin(), graph_->arcs[p].end());
  }
  std::string text(Position p) const { return graph_->names[p]; }
  std::string name() const { return "digraph"; }
  const Digraph& graph() const { return *graph_; }

 private:
  std::shared_ptr<const Digraph> graph_;
};

}  // namespace cgt::games
