#include "web/engine/worksheet.hpp"

#include <fmt/format.h>

#include "cgt/notation/json.hpp"
#include "lang/parser.hpp"
#include "tools/cgt/output.hpp"
#include "web/engine/page_bridge.hpp"
#include "web/engine/value_json.hpp"

namespace cgt::web {
namespace {

const char* status_name(tool::RunStatus status, bool interrupted) {
  if (interrupted) return "interrupted";
  switch (status) {
    case tool::RunStatus::kOk:
      return "ok";
    case tool::RunStatus::kErrors:
      return "errors";
    case tool::RunStatus::kInternalError:
      return "internal";
  }
  return "internal";
}

// What a restarted engine must run again to have the same variables and settings.
bool defines(const lang::Statement& s) {
  if (s.kind == lang::Statement::Kind::kCommand)
    return s.name == ":limit" || s.name == ":format" || s.name == ":reset";
  return !s.assign_to.empty();
}

std::string definitions_json(std::string_view text) {
  std::string items;
  for (auto& parsed : lang::parse_program(text))
    if (auto* s = std::get_if<lang::Statement>(&parsed); s && defines(*s))
      items += (items.empty() ? "" : ", ") + json_quote(s->source);
  return "[" + items + "]";
}

}  // namespace

Worksheet::Worksheet() : interpreter_(session_, out_, err_) {
  interpreter_.set_progress(page_progress());
  interpreter_.set_value_printer([this](const lang::Value& v) { add_value(v); });
}

std::string Worksheet::run(std::string_view text) {
  events_.clear();
  tool::RunStatus status = interpreter_.run(text, "");
  out_.flush();
  err_.flush();
  std::string events;
  for (const Event& e : events_) {
    events += events.empty() ? "" : ", ";
    if (e.kind == "value")
      events += fmt::format("{{\"kind\": \"value\", {}}}", e.text);
    else
      events += fmt::format("{{\"kind\": \"{}\", \"text\": {}}}", e.kind, json_quote(e.text));
  }
  events_.clear();
  return fmt::format("{{\"status\": \"{}\", \"events\": [{}], \"definitions\": {}}}",
                     status_name(status, interpreter_.interrupted()), events,
                     definitions_json(text));
}

void Worksheet::append_text(const char* kind, std::string_view text) {
  if (events_.empty() || events_.back().kind != kind) events_.push_back({kind, ""});
  events_.back().text += text;
}

void Worksheet::add_value(const lang::Value& v) {
  const tool::OutputOptions& output = interpreter_.settings().output;
  std::string text = tool::render_value(v, output);
  if (!text.empty() && text.back() == '\n') text.pop_back();
  events_.push_back({"value", fmt::format("\"text\": {}, {}", json_quote(text),
                                          value_forms_json(v, output.max_chars))});
}

Worksheet::EventStream::int_type Worksheet::EventStream::overflow(int_type c) {
  if (c != traits_type::eof()) {
    char ch = traits_type::to_char_type(c);
    sheet_.append_text(kind_, std::string_view(&ch, 1));
  }
  return traits_type::not_eof(c);
}

std::streamsize Worksheet::EventStream::xsputn(const char* s, std::streamsize n) {
  sheet_.append_text(kind_, std::string_view(s, static_cast<std::size_t>(n)));
  return n;
}

}  // namespace cgt::web
