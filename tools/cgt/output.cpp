#include "tools/cgt/output.hpp"

#include <fmt/format.h>

#include <ostream>
#include <sstream>
#include <utility>

#include "cgt/big_int.hpp"
#include "cgt/compare.hpp"
#include "cgt/facts.hpp"
#include "cgt/game_table.hpp"
#include "cgt/notation/dag_notation.hpp"
#include "cgt/notation/json.hpp"

namespace cgt::tool {
namespace {

// Counting subpositions for a note stops here: beyond it the number says little.
constexpr std::size_t kSubpositionCap = 10'000'000;
constexpr const char* kShowAll = "':limit output none' shows all";

std::size_t characters(std::string_view s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xc0) != 0x80;
  return n;
}

// Says what a cut rendering of v left out.
std::string cut_note(const lang::Value& v, const OutputOptions& options) {
  const std::size_t max_chars = options.max_chars;
  std::string cut = fmt::format("cut at {} characters", grouped(max_chars));
  if (auto g = std::get_if<Game>(&v.data)) {
    // A number (or x + m.^ + *n) is long only for its digits: no subpositions to speak of.
    if (game_table().is_up_star(*g))
      return fmt::format(" ... [cut at {} of {} characters; {}]", grouped(max_chars),
                         grouped(characters(to_string(*g, style_of(options.format)))), kShowAll);
    std::size_t n = general_subpositions(*g, kSubpositionCap);
    return fmt::format(
        " ... [{}: the form has {}{} general subpositions; {}{}]", cut,
        n >= kSubpositionCap ? "more than " : "", grouped(n), kShowAll,
        options.format == OutputFormat::kDag ? "" : ", ':format dag' writes each once");
  }
  if (auto list = std::get_if<lang::List>(&v.data))
    return fmt::format(" ... [{}: the list has {} items; {}]", cut, grouped(list->size()),
                       kShowAll);
  if (auto text = std::get_if<lang::Text>(&v.data))
    return fmt::format(" ... [cut at {} of {} characters; {}]", grouped(max_chars),
                       grouped(characters(text->text)), kShowAll);
  return fmt::format(" ... [{}; {}]", cut, kShowAll);
}

// Results written to a file or a pipe are held up to this size before they are written, so a
// result that fits is made once; a longer one is made twice: counted, then streamed.
constexpr std::size_t kHeldBytes = std::size_t{1} << 20;

[[noreturn]] void refuse(const OutputOptions& options) {
  throw LimitError(fmt::format(
      "the result is longer than the output limit of {} characters; a result written to a file "
      "or a pipe is never cut, so it is not written (--limit output=N or ':limit output N' "
      "raises the limit, 'none' writes any length)",
      grouped(options.max_chars)));
}

// g's form in `style` within the limit: cut (and *truncated set) or refused.
std::string bounded(Game g, Style style, const OutputOptions& options, bool* truncated) {
  BoundedText out(options.max_chars);
  print(g, style, out);
  if (out.truncated() && options.long_results == LongResults::kRefuse) refuse(options);
  *truncated = *truncated || out.truncated();
  return out.take();
}

std::string game_json(Game g, const OutputOptions& options) {
  bool truncated = false;
  std::string forms = fmt::format("\"pretty\": {}",
                                  json_quote(bounded(g, Style::kPretty, options, &truncated)));
  if (options.json_explicit)
    forms += fmt::format(", \"explicit\": {}",
                         json_quote(bounded(g, Style::kExplicit, options, &truncated)));
  if (options.json_latex)
    forms += fmt::format(", \"latex\": {}",
                         json_quote(bounded(g, Style::kLatex, options, &truncated)));
  std::string number = is_number(g) ? json_quote(left_stop(g).to_string()) : "null";
  std::string born = "null";  // a number's exactly; another game's when it fits in 64 bits
  if (is_number(g)) {
    born = birthday_of(game_table().number_part(g)).str();
  } else {
    try {
      born = std::to_string(birthday(g));
    } catch (const LimitError&) {
    }
  }
  return fmt::format(
      "{{\"type\": \"game\", {}, \"number\": {}, \"outcome\": \"{}\", \"left_stop\": {}, "
      "\"right_stop\": {}, \"birthday\": {}, \"truncated\": {}}}",
      forms, number, outcome_letter(outcome(g)), json_quote(left_stop(g).to_string()),
      json_quote(right_stop(g).to_string()), born, truncated ? "true" : "false");
}

std::string strings_json(const std::vector<std::string>& items) {
  std::string s = "[";
  for (std::size_t i = 0; i < items.size(); ++i) s += (i ? ", " : "") + json_quote(items[i]);
  return s + "]";
}

}  // namespace

std::string grouped(std::size_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

bool parse_output_format(std::string_view name, OutputFormat* format) {
  for (const NamedOutputFormat& f : kOutputFormats)
    if (name == f.name) {
      *format = f.format;
      return true;
    }
  return false;
}

const char* output_format_name(OutputFormat format) {
  for (const NamedOutputFormat& f : kOutputFormats)
    if (f.format == format) return f.name;
  return "?";
}

std::string output_format_names() {
  std::string names;
  for (const NamedOutputFormat& f : kOutputFormats)
    names += (names.empty() ? "" : ", ") + std::string(f.name);
  return names;
}

Style style_of(OutputFormat format) {
  switch (format) {
    case OutputFormat::kUnicode:
      return Style::kUnicode;
    case OutputFormat::kExplicit:
      return Style::kExplicit;
    case OutputFormat::kLatex:
      return Style::kLatex;
    default:
      return Style::kPretty;
  }
}

void write_value(std::ostream& out, const lang::Value& v, const OutputOptions& options) {
  if (options.format == OutputFormat::kJson) {
    out << value_json(v, options) << '\n';
    return;
  }
  if (auto table = std::get_if<lang::Table>(&v.data)) {
    TableFormat format = table->format.value_or(
        options.format == OutputFormat::kLatex ? TableFormat::kLatex : TableFormat::kText);
    Style style = format == TableFormat::kLatex ? Style::kLatex : style_of(options.format);
    bool truncated = false;
    TextTable text = lang::table_text(*table, style, options.max_chars, &truncated);
    if (truncated && options.long_results == LongResults::kRefuse) refuse(options);
    out << render(text, format);
    return;
  }
  auto game = std::get_if<Game>(&v.data);
  auto write = [&](BoundedText& text) {
    if (game && options.format == OutputFormat::kDag) {
      std::string dag = dag_text(*game);
      dag.pop_back();  // its lines end in '\n', and so does what is written here
      text.append(dag);
    } else {
      lang::write_value(v, style_of(options.format), text);
    }
  };
  auto stream = [&] {
    BoundedText text(BoundedText::kUnlimited,
                     [&](std::string_view s) { out.write(s.data(), static_cast<std::streamsize>(s.size())); });
    write(text);
    text.flush();
    out << '\n';
  };
  if (options.max_chars == 0) return stream();
  if (options.long_results == LongResults::kCut) {
    BoundedText text(options.max_chars);
    write(text);
    out << text.str();
    if (text.truncated()) out << cut_note(v, options);
    out << '\n';
    return;
  }
  // Refused beyond the limit: counted first (the first kHeldBytes kept), written once it fits.
  std::string held;
  bool spilled = false;
  BoundedText counted(options.max_chars, [&](std::string_view s) {
    spilled = spilled || held.size() + s.size() > kHeldBytes;
    if (!spilled) held += s;
  });
  write(counted);
  counted.flush();
  if (counted.truncated()) refuse(options);
  if (spilled) return stream();
  out << held << '\n';
}

std::string render_value(const lang::Value& v, const OutputOptions& options) {
  std::ostringstream out;
  write_value(out, v, options);
  return std::move(out).str();
}

std::string value_json(const lang::Value& v, const OutputOptions& options) {
  if (auto g = std::get_if<Game>(&v.data)) return game_json(*g, options);
  if (auto b = std::get_if<bool>(&v.data))
    return fmt::format("{{\"type\": \"boolean\", \"value\": {}}}", *b ? "true" : "false");
  if (auto t = std::get_if<lang::Text>(&v.data)) {
    BoundedText out(options.max_chars);
    out.append(t->text);
    if (out.truncated() && options.long_results == LongResults::kRefuse) refuse(options);
    return fmt::format("{{\"type\": \"text\", \"value\": {}, \"truncated\": {}}}",
                       json_quote(out.str()), out.truncated() ? "true" : "false");
  }
  if (auto list = std::get_if<lang::List>(&v.data)) {
    std::string items;
    for (const lang::Value& item : *list) {
      items += (items.empty() ? "" : ", ") + value_json(item, options);
      if (options.long_results == LongResults::kRefuse && options.max_chars != 0 &&
          items.size() > options.max_chars)
        refuse(options);
    }
    return fmt::format("{{\"type\": \"list\", \"items\": [{}]}}", items);
  }
  if (auto l = std::get_if<lang::Loopy>(&v.data)) {
    auto side = [&](const loopy::Side& s) { return json_quote(loopy::to_string(s)); };
    return fmt::format(
        "{{\"type\": \"loopy\", \"value\": {}, \"stopper\": {}, \"onside\": {}, "
        "\"offside\": {}}}",
        json_quote(lang::format_value(v, Style::kPretty)), l->value.is_stopper() ? "true" : "false",
        side(l->value.onside()), side(l->value.offside()));
  }
  if (auto t = std::get_if<lang::ThermographOf>(&v.data)) {
    bool truncated = false;  // the game's form may be long; the walls' corners are few
    std::string game = bounded(t->game, Style::kPretty, options, &truncated);
    return fmt::format(
        "{{\"type\": \"thermograph\", \"game\": {}, \"value\": {}, \"truncated\": {}}}",
        json_quote(game), json_quote(lang::format_value(v, Style::kPretty)),
        truncated ? "true" : "false");
  }
  if (std::holds_alternative<lang::MisereForm>(v.data))
    return fmt::format("{{\"type\": \"misere\", \"value\": {}}}",
                       json_quote(lang::format_value(v, Style::kPretty)));
  if (auto q = std::get_if<lang::QuotientOf>(&v.data)) {
    const misere::MisereQuotient& m = *q->quotient;
    std::vector<std::string> pretending, p_portion;
    for (misere::MisereQuotient::Element e : m.pretending) pretending.push_back(m.element_text(e));
    for (misere::MisereQuotient::Element e = 0; e < m.monoid.size(); ++e)
      if (m.p_portion[e]) p_portion.push_back(m.element_text(e));
    return fmt::format(
        "{{\"type\": \"quotient\", \"game\": {}, \"max_heap\": {}, \"order\": {}, "
        "\"presentation\": {}, \"p_portion\": {}, \"pretending\": {}}}",
        json_quote(q->game), m.max_heap(), m.monoid.size(), json_quote(m.presentation_text()),
        strings_json(p_portion), strings_json(pretending));
  }
  if (auto p = std::get_if<lang::Positions>(&v.data)) {
    std::string parts;
    for (const games::AnyPosition& part : p->parts)
      parts += fmt::format("{}{{\"ruleset\": {}, \"position\": {}, \"expression\": {}}}",
                           parts.empty() ? "" : ", ", json_quote(part.ruleset_name()),
                           json_quote(part.text()), json_quote(part.expression()));
    return fmt::format("{{\"type\": \"position\", \"parts\": [{}]}}", parts);
  }
  const lang::Table& table = std::get<lang::Table>(v.data);
  bool truncated = false;
  TextTable text = lang::table_text(table, Style::kPretty, options.max_chars, &truncated);
  if (truncated && options.long_results == LongResults::kRefuse) refuse(options);
  std::string rows;
  for (const auto& row : text.rows) rows += (rows.empty() ? "" : ", ") + strings_json(row);
  return fmt::format("{{\"type\": \"table\", \"title\": {}, \"header\": {}, \"rows\": [{}]}}",
                     json_quote(text.title), strings_json(text.header), rows);
}

const char* error_code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::kParse:
      return "parse";
    case ErrorCode::kDomain:
      return "domain";
    case ErrorCode::kLimit:
      return "limit";
    case ErrorCode::kInterrupted:
      return "interrupted";
    case ErrorCode::kType:
      return "type";
    case ErrorCode::kName:
      return "name";
    case ErrorCode::kIo:
      return "io";
  }
  return "internal";
}

std::string error_json(std::string_view code, std::string_view message, std::string_view source,
                       std::size_t line, std::size_t column) {
  return fmt::format(
      "{{\"type\": \"error\", \"code\": {}, \"message\": {}, \"source\": {}, \"line\": {}, "
      "\"column\": {}}}",
      json_quote(code), json_quote(message), json_quote(source), line, column);
}

}  // namespace cgt::tool
