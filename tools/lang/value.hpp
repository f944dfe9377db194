// Values of the cgt language: games (numbers included), booleans, text (outcome letters,
// reports) and lists of values.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "cgt/game.hpp"
#include "cgt/notation/printer.hpp"

namespace cgt::lang {

struct Value;
using List = std::vector<Value>;
struct Text {
  std::string text;
  friend bool operator==(const Text&, const Text&) = default;
};

struct Value {
  std::variant<Game, bool, Text, List> data;

  Value() : data(Text{}) {}
  Value(Game g) : data(g) {}  // NOLINT: games are values
  Value(bool b) : data(b) {}  // NOLINT
  Value(Text t) : data(std::move(t)) {}  // NOLINT
  Value(List l) : data(std::move(l)) {}  // NOLINT

  bool is_game() const { return std::holds_alternative<Game>(data); }
  friend bool operator==(const Value&, const Value&) = default;
};

// "game", "boolean", "text" or "list", for type errors.
const char* type_name(const Value& v);

// A value as the tool prints it; games in the given style.
std::string format_value(const Value& v, Style style);

}  // namespace cgt::lang
