#include "tools/cgt/batch.hpp"

#include <algorithm>
#include <new>
#include <ostream>
#include <string>

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "tools/lang/parser.hpp"

namespace cgt::tool {
namespace {

std::string_view line_of(std::string_view text, std::size_t line) {
  std::size_t start = 0;
  for (std::size_t l = 1; l < line && start != std::string_view::npos; ++l) {
    start = text.find('\n', start);
    if (start != std::string_view::npos) ++start;
  }
  if (start == std::string_view::npos || start > text.size()) return {};
  std::size_t end = text.find('\n', start);
  return text.substr(start, end == std::string_view::npos ? text.size() - start : end - start);
}

void report(std::ostream& err, std::string_view text, std::string_view source, std::size_t line,
            std::size_t column, const std::string& message) {
  err << fmt::format("{}:{}:{}: {}\n", source, line, column, message);
  std::string_view code = line_of(text, line);
  if (code.empty()) return;
  err << "  " << code << "\n  ";
  std::size_t chars = 0;
  for (std::size_t i = 0; i < code.size() && chars + 1 < column; ++i)
    if ((static_cast<unsigned char>(code[i]) & 0xc0) != 0x80) {
      err << (code[i] == '\t' ? '\t' : ' ');
      ++chars;
    }
  err << "^\n";
}

}  // namespace

RunStatus run_text(lang::Session& session, std::string_view text, std::string_view source_name,
                   const OutputOptions& options, std::ostream& out, std::ostream& err) {
  RunStatus status = RunStatus::kOk;
  auto failed = [&](RunStatus s) { status = std::max(status, s); };
  for (auto& parsed : lang::parse_program(text)) {
    if (auto* e = std::get_if<ParseError>(&parsed)) {
      report(err, text, source_name, e->line(), e->column(), e->what());
      failed(RunStatus::kErrors);
      continue;
    }
    const auto& statement = std::get<lang::Statement>(parsed);
    try {
      if (auto v = session.run(statement)) out << lang::format_value(*v, options.style) << "\n";
    } catch (const Error& e) {
      lang::Location where = session.error_location();
      report(err, text, source_name, where.line, where.column, e.what());
      failed(RunStatus::kErrors);
    } catch (const std::bad_alloc&) {
      report(err, text, source_name, statement.line, statement.column,
             "out of memory: the computation needs more memory than this machine has");
      failed(RunStatus::kErrors);
    } catch (const std::exception& e) {  // a bug: say so rather than crash
      report(err, text, source_name, statement.line, statement.column,
             fmt::format("internal error: {}", e.what()));
      failed(RunStatus::kInternalError);
    }
    out.flush();
  }
  return status;
}

}  // namespace cgt::tool
