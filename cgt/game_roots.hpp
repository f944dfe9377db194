// Holders of game handles that outlive a statement (a session's variables, the transposition
// tables) register here, so that collecting the game table between statements keeps what
// they hold (GameTable::collect). Whoever keeps handles without registering must check
// game_table().generation() and drop them when it changes.
#pragma once

#include <cstddef>

#include "cgt/game_table.hpp"

namespace cgt {

class GameRoots {
 public:
  GameRoots();
  virtual ~GameRoots();
  GameRoots(const GameRoots&) = delete;
  GameRoots& operator=(const GameRoots&) = delete;

  // Marks every game handle the holder keeps.
  virtual void mark_games(GameMarker& marker) const = 0;

 protected:
  // Unregisters; a derived class calls it first thing in its destructor, so that no collection
  // marks through it half destroyed (the last owner may drop it on another thread).
  void withdraw();

 private:
  bool registered_ = false;
};

// Collects the game table, keeping what every registered holder marks; returns the games freed.
std::size_t collect_games();

// Between statements: collects when the game table holds more than half of the limit on games
// or of the memory budget, and has grown by half since the last collection. When what the
// holders keep is still that large, the transposition tables first drop their less useful half.
// Returns the games freed.
std::size_t collect_games_if_large();

}  // namespace cgt
