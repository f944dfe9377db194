// Args: a built-in function's arguments, with typed accessors whose errors name the function,
// the parameter and the accepted range ("gn(h): h must be an integer between 0 and 10^12").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cgt/dyadic.hpp"
#include "cgt/error.hpp"
#include "cgt/game.hpp"
#include "cgt/progress.hpp"
#include "lang/value.hpp"

namespace cgt::lang {

class Args {
 public:
  // `progress` is where long work reports (a silent one when null).
  Args(std::string signature, std::vector<Value> values, Progress* progress = nullptr)
      : signature_(std::move(signature)), values_(std::move(values)), progress_(progress) {}

  std::size_t size() const { return values_.size(); }
  const std::string& signature() const { return signature_; }
  const Value& value(std::size_t i) const { return values_.at(i); }
  // A game, or the canonical form of a position (or sum of positions).
  Game game(std::size_t i, const char* param) const;
  // A position or a sum of positions.
  const Positions& positions(std::size_t i, const char* param) const;
  Dyadic number(std::size_t i, const char* param) const;
  std::int64_t integer(std::size_t i, const char* param, std::int64_t lo, std::int64_t hi) const;
  const List& list(std::size_t i, const char* param) const;
  std::string text(std::size_t i, const char* param) const;
  // The game whose thermograph the argument is (a value of thermograph(G)).
  Game thermograph_of(std::size_t i, const char* param) const;
  // A list of integers in [lo, hi] (a single integer counts as a list of one).
  std::vector<std::int64_t> integers(std::size_t i, const char* param, std::int64_t lo,
                                     std::int64_t hi) const;

  // Where a long function reports how far it got; its update() also notices Ctrl-C.
  Progress& progress() const { return progress_ ? *progress_ : quiet_; }

  // An Error of the given code whose message starts with the signature.
  [[noreturn]] void fail(ErrorCode code, const std::string& message) const;

 private:
  std::string signature_;
  std::vector<Value> values_;
  Progress* progress_;
  mutable Progress quiet_;
};

// "10^12" style for range bounds in messages.
std::string bound_text(std::int64_t v);

}  // namespace cgt::lang
