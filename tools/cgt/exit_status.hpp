// The exit statuses of the cgt tool and its subcommands (docs/limits-and-errors.md lists them
// for users).
#pragma once

namespace cgt::tool {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;         // a statement failed, a verifier found a counterexample
inline constexpr int kExitUsage = 2;          // bad options, an input file or folder that is unfit
inline constexpr int kExitInternal = 3;       // a bug
inline constexpr int kExitWriteFailed = 4;    // results, a report or a checkpoint not written
inline constexpr int kExitOutOfMemory = 5;    // memory ran out outside a statement
inline constexpr int kExitInterrupted = 130;  // Ctrl-C
inline constexpr int kExitTerminated = 143;   // SIGTERM

}  // namespace cgt::tool
