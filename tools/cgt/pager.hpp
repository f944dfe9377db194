// The REPL's pager for help longer than the terminal: $PAGER when set, else `less -FRX` when
// less is installed (-F quits at once when the text fits after all, -R keeps colours, -X
// leaves the text on the screen), else none. Only the interactive REPL pages; scripts, -e and
// output that is no terminal never do.
#pragma once

#include <string>

namespace cgt::tool {

// The command that pages, or "" when there is none.
std::string pager_command();

// Shows `text` through `command` (run by the shell, so $PAGER may carry options); false when
// it could not be started, and the caller prints the text itself.
bool show_in_pager(const std::string& command, const std::string& text);

}  // namespace cgt::tool
