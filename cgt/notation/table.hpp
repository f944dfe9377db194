// TextTable: rows of cells with a header, rendered as aligned text, Markdown, CSV or LaTeX.
// Used for the papers' tables (games/) and the tool's `table` command alike.
#pragma once

#include <string>
#include <vector>

namespace cgt {

enum class TableFormat { kText, kMarkdown, kCsv, kLatex };

struct TextTable {
  std::string title;  // caption; printed above (text), as a caption (LaTeX), or omitted (CSV)
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
};

std::string render(const TextTable& table, TableFormat format);

// "text", "markdown", "csv", "latex"; false for anything else.
bool parse_table_format(const std::string& name, TableFormat* format);

}  // namespace cgt
