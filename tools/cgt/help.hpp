// The tool's help. `help` lists every function by group, then the commands and a reminder of
// the syntax; `help NAME` shows one function (signature, meaning, an example and its value) or
// one command. The command list here is also what tab completion offers.
#pragma once

#include <string>
#include <vector>

#include "tools/lang/session.hpp"

namespace cgt::tool {

struct CommandHelp {
  std::string name;   // "table", ":format"
  std::string usage;  // ":format pretty|unicode|explicit|latex|json"
  std::string summary;
};

// Every command of the tool (statements that are not expressions), in display order.
const std::vector<CommandHelp>& commands();

std::string help_overview(const lang::FunctionRegistry& functions);

// Help on a function or a command; throws Error(kName), suggesting a close name, otherwise.
std::string help_topic(const std::string& name, const lang::FunctionRegistry& functions);

}  // namespace cgt::tool
