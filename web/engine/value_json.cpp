#include "web/engine/value_json.hpp"

#include <fmt/format.h>

#include <vector>

#include "cgt/notation/bounded_text.hpp"
#include "cgt/notation/json.hpp"
#include "cgt/notation/thermograph_plot.hpp"
#include "cgt/thermograph.hpp"

namespace cgt::web {
namespace {

// A title longer than this is cut: it must fit above the plot.
constexpr std::size_t kTitleChars = 70;

std::string bounded(const lang::Value& v, Style style, std::size_t max_chars) {
  BoundedText out(max_chars);
  lang::write_value(v, style, out);
  return out.truncated() ? out.take() + " ..." : out.take();
}

bool holds_game(const lang::Value& v) {
  if (v.is_game()) return true;
  if (auto list = std::get_if<lang::List>(&v.data))
    for (const lang::Value& item : *list)
      if (holds_game(item)) return true;
  return false;
}

std::string cells_json(const std::vector<std::string>& cells) {
  std::string out;
  for (const std::string& cell : cells) out += (out.empty() ? "" : ", ") + cell;
  return "[" + out + "]";
}

// The rows in the REPL's text, and in LaTeX where a cell holds a game (null elsewhere).
std::string table_json(const lang::Table& t, std::size_t max_chars) {
  TextTable pretty = lang::table_text(t, Style::kPretty, max_chars);
  std::vector<std::string> header, rows, latex_rows;
  for (const std::string& h : pretty.header) header.push_back(json_quote(h));
  for (std::size_t r = 0; r < t.rows.size(); ++r) {
    std::vector<std::string> cells, latex;
    for (std::size_t c = 0; c < t.rows[r].size(); ++c) {
      const lang::Value& cell = t.rows[r][c];
      cells.push_back(json_quote(pretty.rows[r][c]));
      latex.push_back(holds_game(cell) ? json_quote(bounded(cell, Style::kLatex, max_chars))
                                       : "null");
    }
    rows.push_back(cells_json(cells));
    latex_rows.push_back(cells_json(latex));
  }
  return fmt::format("{{\"title\": {}, \"header\": {}, \"rows\": {}, \"latex_rows\": {}}}",
                     json_quote(pretty.title), cells_json(header), cells_json(rows),
                     cells_json(latex_rows));
}

}  // namespace

std::string value_forms_json(const lang::Value& v, std::size_t max_chars) {
  std::string latex = holds_game(v) ? json_quote(bounded(v, Style::kLatex, max_chars)) : "null";
  auto table = std::get_if<lang::Table>(&v.data);
  auto thermograph = std::get_if<lang::ThermographOf>(&v.data);
  return fmt::format("\"type\": \"{}\", \"latex\": {}, \"table\": {}, \"svg\": {}",
                     lang::type_name(v), latex, table ? table_json(*table, max_chars) : "null",
                     thermograph ? json_quote(thermograph_svg(thermograph->game)) : "null");
}

std::string text_forms_json(const lang::Value& v, std::size_t max_chars) {
  return fmt::format("{{\"pretty\": {}, \"latex\": {}}}",
                     json_quote(bounded(v, Style::kPretty, max_chars)),
                     json_quote(bounded(v, Style::kLatex, max_chars)));
}

std::string thermograph_svg(Game g) {
  BoundedText title(kTitleChars);
  print(g, Style::kPretty, title);
  return ThermographPlot(thermograph(g), fmt::format("thermograph of {}{}", title.str(),
                                                     title.truncated() ? " ..." : ""))
      .svg();
}

}  // namespace cgt::web
