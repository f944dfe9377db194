// Canonical forms saved into a checkpoint a save at a time (the value sweep's val(h)): each
// general subposition is written once across all the saves, as a line {L|R} whose options
// name earlier lines, so that a save costs the forms new since the last one. An option, or a
// saved game, is named by its text: a number ("-3/4"), x + m.^ + *n ("3/4^2*1", written in
// place as in the DAG notation, cgt/notation/dag_notation.hpp), or gK for the K-th line (from
// 1). Reading interns each line as it comes, so the forms are the same handles again.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cgt/game.hpp"

namespace cgt::games {

class SavedGames {
 public:
  // The name of g; first appends to `lines` a line for each general subposition of g that has
  // none yet (options before the games that have them).
  std::string name(Game g, std::string& lines);

  // Interns the game of the next line that name() appended (without its newline).
  // DomainError when it is no such line.
  void read_line(std::string_view line);
  // The game a name stands for (DomainError when it names no line read or is no game).
  Game game(std::string_view name) const;

  // The lines written or read so far.
  std::size_t size() const { return lines_.size(); }

 private:
  std::string known_name(Game g) const;  // of a game that needs no new line

  std::unordered_map<std::uint32_t, std::uint32_t> line_of_;  // game id -> index into lines_
  std::vector<Game> lines_;
};

}  // namespace cgt::games
