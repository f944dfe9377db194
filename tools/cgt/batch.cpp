#include "tools/cgt/batch.hpp"

namespace cgt::tool {

RunStatus run_text(lang::Session& session, std::string_view text, std::string_view source_name,
                   const OutputOptions& options, std::ostream& out, std::ostream& err) {
  Interpreter interpreter(session, out, err);
  interpreter.settings().output = options;
  return interpreter.run(text, source_name);
}

}  // namespace cgt::tool
