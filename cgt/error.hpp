// The one exception hierarchy of the project. Every error carries a code so that the tool can
// decide how to report it; the library never prints.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace cgt {

enum class ErrorCode {
  kParse,        // malformed input text
  kDomain,       // an argument outside the range where the operation is defined
  kLimit,        // a computation would exceed a configured size or memory limit
  kInterrupted,  // the user asked to stop (Ctrl-C)
  kType,         // a value of the wrong kind (a list where a game was expected, ...)
  kName,         // an unknown function or variable
  kIo,           // a file could not be read or written
};

class Error : public std::runtime_error {
 public:
  Error(ErrorCode code, const std::string& message) : std::runtime_error(message), code_(code) {}
  ErrorCode code() const { return code_; }

 private:
  ErrorCode code_;
};

// A parse error knows where it happened: 1-based line and column in the input.
class ParseError : public Error {
 public:
  ParseError(std::size_t line, std::size_t column, const std::string& message)
      : Error(ErrorCode::kParse, message), line_(line), column_(column) {}
  std::size_t line() const { return line_; }
  std::size_t column() const { return column_; }

 private:
  std::size_t line_;
  std::size_t column_;
};

class DomainError : public Error {
 public:
  explicit DomainError(const std::string& message) : Error(ErrorCode::kDomain, message) {}
};

// A file could not be written (a full disk, a read-only folder): the tool tells it from a file
// that could not be read by its exit status.
class WriteError : public Error {
 public:
  explicit WriteError(const std::string& message) : Error(ErrorCode::kIo, message) {}
};

class LimitError : public Error {
 public:
  explicit LimitError(const std::string& message) : Error(ErrorCode::kLimit, message) {}
};

class InterruptedError : public Error {
 public:
  InterruptedError() : Error(ErrorCode::kInterrupted, "interrupted") {}
};

// The game table reached its limit on games (GameTable::limits().max_games).
class TableFullError : public LimitError {
 public:
  using LimitError::LimitError;
};

// The computation ran out of the time it was given (a limit, not a user's Ctrl-C).
class TimeLimitError : public LimitError {
 public:
  TimeLimitError() : LimitError("the time limit was reached") {}
};

}  // namespace cgt
