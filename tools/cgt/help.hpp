// The tool's help. `help` lists every function by group, then the commands and a reminder of
// the syntax; `help NAME` shows one function (signature, meaning and an example) or
// one command. The command list here is also what tab completion offers.
#pragma once

#include <string>
#include <vector>

#include "lang/session.hpp"

namespace cgt::tool {

struct CommandHelp {
  std::string name;   // "table", ":format"
  std::string usage;  // ":format pretty|unicode|explicit|latex|json"
  std::string summary;
};

// Every command of the tool (statements that are not expressions), in display order.
const std::vector<CommandHelp>& commands();

std::string help_overview(const lang::FunctionRegistry& functions);

// `text` in lines of at most 100 characters, each indented by `indent` spaces.
std::string wrap_text(const std::string& text, std::size_t indent);
// A term and its explanation: the term indented by `indent`, the text from `column` on (on
// the next line when the term reaches that far), wrapped.
std::string help_entry(const std::string& term, const std::string& text, std::size_t indent,
                       std::size_t column);

// Help on a function or a command; throws Error(kName), suggesting a close name, otherwise.
std::string help_topic(const std::string& name, const lang::FunctionRegistry& functions);

}  // namespace cgt::tool
