// The tool's help, fitted to a width (the terminal's): `help` names the functions by group and
// the commands, on one screen; `help GROUP` explains a group's functions, `help NAME` one
// function (signature, meaning and an example) or one command, `help syntax` the notation.
// The command list here is also what tab completion offers, and help_json() writes it all
// for the documentation.
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

std::string help_overview(const lang::FunctionRegistry& functions, std::size_t width);

// `text` in lines of at most `width` characters, each indented by `indent` spaces.
std::string wrap_text(const std::string& text, std::size_t indent, std::size_t width);
// A term and its explanation: the term indented by `indent`, the text from `column` on (on
// the next line when the term reaches that far), wrapped.
std::string help_entry(const std::string& term, const std::string& text, std::size_t indent,
                       std::size_t column, std::size_t width);

// Every function (name, signature, summary, example, group), command and CGSuite name, and the
// syntax, as one JSON object: what the documentation's reference is generated from.
std::string help_json(const lang::FunctionRegistry& functions);

// Help on a function, a group, a command or the syntax; throws Error(kName), suggesting a close
// name, otherwise.
std::string help_topic(const std::string& name, const lang::FunctionRegistry& functions,
                       std::size_t width);

}  // namespace cgt::tool
