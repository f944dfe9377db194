// How the tool writes values: the output formats (pretty, unicode, explicit, latex, dag, json) and
// the length limit. On a terminal a value longer than the limit is cut with a note saying how
// much is left and how to see it all; the printer stops at the limit, so a huge form costs no
// more than what is shown. To a file or a pipe a longer value is refused (a LimitError, before
// anything of it is written), since a script must never take a cut result for a whole one;
// without a limit it is streamed, never held whole. JSON gives one object per result, for
// scripts: a game's pretty form and facts, and its explicit and LaTeX forms only when asked.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>

#include "cgt/error.hpp"
#include "cgt/notation/printer.hpp"
#include "lang/value.hpp"

namespace cgt::tool {

// kDag writes a game in the DAG notation (cgt/notation/dag_notation.hpp), other values pretty.
enum class OutputFormat { kPretty, kUnicode, kExplicit, kLatex, kDag, kJson };

// Every name :format and --format accept, in the order help lists them; "ascii" is a second
// name for pretty (which is plain ASCII). The first name of a format is its own.
struct NamedOutputFormat {
  const char* name;
  OutputFormat format;
};
inline constexpr NamedOutputFormat kOutputFormats[] = {
    {"pretty", OutputFormat::kPretty}, {"ascii", OutputFormat::kPretty},
    {"unicode", OutputFormat::kUnicode}, {"explicit", OutputFormat::kExplicit},
    {"latex", OutputFormat::kLatex},   {"dag", OutputFormat::kDag},
    {"json", OutputFormat::kJson}};

// The format of a name in kOutputFormats; false for anything else.
bool parse_output_format(std::string_view name, OutputFormat* format);
const char* output_format_name(OutputFormat format);
// "pretty, ascii, unicode, ...": the names, for messages.
std::string output_format_names();

// What happens to a result longer than the limit: cut with a note (for reading on a terminal),
// or refused with an error (for files and pipes).
enum class LongResults { kCut, kRefuse };

struct OutputOptions {
  static constexpr std::size_t kDefaultMaxChars = 10'000;            // cut, on a terminal
  static constexpr std::size_t kDefaultMaxFileChars = 100'000'000;  // refused, elsewhere

  OutputFormat format = OutputFormat::kPretty;
  std::size_t max_chars = kDefaultMaxChars;  // per value; 0: no limit
  LongResults long_results = LongResults::kCut;
  // JSON: the long forms of a game written besides its pretty form (`:format json explicit
  // latex`).
  bool json_explicit = false, json_latex = false;
};

// The style games are written in for a format (JSON objects carry several).
Style style_of(OutputFormat format);

// Writes what the tool prints for a value to `out`, ending in a newline. Tables are printed
// whole (each cell within the limit), in the table's own format or the one the output format
// suggests. A value longer than the limit is cut or refused (see LongResults); a refused one
// writes nothing.
void write_value(std::ostream& out, const lang::Value& v, const OutputOptions& options);

// What write_value writes, as a string.
std::string render_value(const lang::Value& v, const OutputOptions& options);

// The JSON object for a value (no newline).
std::string value_json(const lang::Value& v, const OutputOptions& options);

// "parse", "domain", "limit", "interrupted", "type", "name", "io".
const char* error_code_name(ErrorCode code);

// The JSON object for an error: {"type": "error", "code": ..., "message": ..., ...}; the code
// is an error_code_name(), or "memory" or "internal" for failures outside cgt::Error.
std::string error_json(std::string_view code, std::string_view message, std::string_view source,
                       std::size_t line, std::size_t column);

// 1234567 -> "1,234,567".
std::string grouped(std::size_t n);

}  // namespace cgt::tool
