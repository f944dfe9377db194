// The worksheet's engine: a session of the cgt language run by the tool's own interpreter, so
// that a cell means and prints exactly what the REPL does (commands, errors with their caret,
// the limits and formats included). What a cell printed comes back as a list of events in
// order: text the interpreter wrote to its output or error stream, and each value, which the
// page shows in more than one form (the REPL's text, typeset LaTeX, a table, a thermograph).
#pragma once

#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "lang/session.hpp"
#include "tools/cgt/interpreter.hpp"

namespace cgt::web {

class Worksheet {
 public:
  Worksheet();
  Worksheet(const Worksheet&) = delete;
  Worksheet& operator=(const Worksheet&) = delete;

  // Runs the statements of a cell. Returns the JSON object
  // {"status": "ok" | "errors" | "interrupted" | "internal", "events": [...], "definitions"},
  // each event {"kind": "out" | "err", "text": ...} or {"kind": "value", "text": ...} with the
  // fields of value_forms_json; "definitions" lists the source of each statement that sets a
  // variable or a setting (assignments, :limit, :format, :reset): what the page runs again
  // when it must restart the engine.
  std::string run(std::string_view text);

  lang::Session& session() { return session_; }
  const tool::Settings& settings() { return interpreter_.settings(); }

 private:
  // A stream buffer that appends what is written to the event list, as text of its kind.
  class EventStream : public std::streambuf {
   public:
    EventStream(Worksheet& sheet, const char* kind) : sheet_(sheet), kind_(kind) {}

   protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;

   private:
    Worksheet& sheet_;
    const char* kind_;
  };

  struct Event {
    std::string kind;  // "out", "err" or "value"
    std::string text;  // the text written, or the value's JSON fields
  };

  void append_text(const char* kind, std::string_view text);
  void add_value(const lang::Value& v);

  lang::Session session_;
  EventStream out_buffer_{*this, "out"}, err_buffer_{*this, "err"};
  std::ostream out_{&out_buffer_}, err_{&err_buffer_};
  tool::Interpreter interpreter_;
  std::vector<Event> events_;
};

}  // namespace cgt::web
