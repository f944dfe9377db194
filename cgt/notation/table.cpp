#include "cgt/notation/table.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace cgt {
namespace {

std::size_t display_width(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xc0) != 0x80;  // UTF-8 characters, not bytes
  return n;
}

std::string csv_cell(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string latex_cell(const std::string& s) {
  // Cells that already hold LaTeX (they contain a backslash) are kept; others are escaped.
  if (s.find('\\') != std::string::npos) return "$" + s + "$";
  std::string out;
  for (char c : s) {
    if (c == '{' || c == '}' || c == '_' || c == '&' || c == '%' || c == '#') out += '\\';
    if (c == '|') {
      out += "\\mid ";
      continue;
    }
    out += c;
  }
  return "$" + out + "$";
}

// Header and caption text, which is not mathematics: LaTeX's special characters escaped,
// unless the text already holds LaTeX (a backslash or a '$').
std::string latex_text(const std::string& s) {
  if (s.find_first_of("\\$") != std::string::npos) return s;
  std::string out;
  for (char c : s) {
    switch (c) {
      case '#': case '%': case '&': case '_': case '{': case '}': out += '\\'; out += c; break;
      case '^': out += "\\textasciicircum{}"; break;
      case '~': out += "\\textasciitilde{}"; break;
      case '|': out += "\\textbar{}"; break;
      case '<': out += "\\textless{}"; break;
      case '>': out += "\\textgreater{}"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace

bool parse_table_format(const std::string& name, TableFormat* format) {
  if (name == "text") *format = TableFormat::kText;
  else if (name == "markdown") *format = TableFormat::kMarkdown;
  else if (name == "csv") *format = TableFormat::kCsv;
  else if (name == "latex") *format = TableFormat::kLatex;
  else return false;
  return true;
}

std::string render(const TextTable& t, TableFormat format) {
  std::size_t columns = t.header.size();
  for (const auto& row : t.rows) columns = std::max(columns, row.size());
  auto cell = [&](const std::vector<std::string>& row, std::size_t c) -> std::string {
    return c < row.size() ? row[c] : "";
  };
  std::string out;
  switch (format) {
    case TableFormat::kCsv: {
      for (const auto* row : {&t.header}) {
        for (std::size_t c = 0; c < columns; ++c) out += (c ? "," : "") + csv_cell(cell(*row, c));
        out += "\n";
      }
      for (const auto& row : t.rows) {
        for (std::size_t c = 0; c < columns; ++c) out += (c ? "," : "") + csv_cell(cell(row, c));
        out += "\n";
      }
      return out;
    }
    case TableFormat::kLatex: {
      out += "\\begin{table}\n\\centering\n\\begin{tabular}{" + std::string(columns, 'l') +
             "}\n\\hline\n";
      auto line = [&](const std::vector<std::string>& row, bool math) {
        for (std::size_t c = 0; c < columns; ++c)
          out += (c ? " & " : "") + (math ? latex_cell(cell(row, c)) : latex_text(cell(row, c)));
        out += " \\\\\n";
      };
      line(t.header, false);
      out += "\\hline\n";
      for (const auto& row : t.rows) line(row, true);
      out += "\\hline\n\\end{tabular}\n";
      if (!t.title.empty()) out += "\\caption{" + latex_text(t.title) + "}\n";
      return out + "\\end{table}\n";
    }
    case TableFormat::kMarkdown: {
      if (!t.title.empty()) out += "**" + t.title + "**\n\n";
      auto line = [&](const std::vector<std::string>& row) {
        out += "|";
        for (std::size_t c = 0; c < columns; ++c) {
          std::string v = cell(row, c);
          std::string escaped;
          for (char ch : v) escaped += ch == '|' ? std::string("\\|") : std::string(1, ch);
          out += " " + escaped + " |";
        }
        out += "\n";
      };
      line(t.header);
      out += "|";
      for (std::size_t c = 0; c < columns; ++c) out += " --- |";
      out += "\n";
      for (const auto& row : t.rows) line(row);
      return out;
    }
    case TableFormat::kText: {
      std::vector<std::size_t> width(columns, 0);
      for (std::size_t c = 0; c < columns; ++c) {
        width[c] = display_width(cell(t.header, c));
        for (const auto& row : t.rows) width[c] = std::max(width[c], display_width(cell(row, c)));
      }
      if (!t.title.empty()) out += t.title + "\n";
      auto line = [&](const std::vector<std::string>& row) {
        std::string l;
        for (std::size_t c = 0; c < columns; ++c) {
          std::string v = cell(row, c);
          l += v;
          if (c + 1 < columns) l += std::string(width[c] - display_width(v) + 2, ' ');
        }
        while (!l.empty() && l.back() == ' ') l.pop_back();  // empty last cells
        out += l + "\n";
      };
      line(t.header);
      for (const auto& row : t.rows) line(row);
      return out;
    }
  }
  return out;
}

}  // namespace cgt
