// Checkpoints of a long Grundy sequence run (cgt_bench_octal_records --out DIR): one file holds
// what the run needs to go on exactly as it would have without the break, so that the resumed
// run ends with the same values, checksum and period:
//
//   cgt octal checkpoint 1                      the format and its version
//   code 0.1777                                 the game
//   heaps N                                     g(0..N-1) follow
//   width W [F]                                 bytes a value (1, or 2 once one passes 255)
//   sparse S M P C X                            the sparse-space choice (grundy_sequence.hpp)
//   step T [E P]                                the step under way, the likely period it aims at
//   checksum H                                  Fletcher-64 of the values, as the run prints it
//   values                                      then N * W bytes, little-endian
//   file H                                      Fletcher-64 of every byte above, a byte a word
//
// A streamed run (sequence_values.hpp) writes `values in FILE` instead of the values line and
// bytes: its values are the first N values of FILE, in the checkpoint's folder, which it writes
// and flushes to the disk before the checkpoint: N bytes with `width 1`; with `width 2 F` (its
// first value past 255 at heap F) a byte a heap below F and two bytes (low first) from F on. That file only grows, so a checkpoint stays
// good while the run goes on; resumed, the values past N are cut off.
//
// It is written to NAME.tmp and renamed over NAME once complete and flushed to the disk, so a
// kill during a save leaves the last checkpoint whole. A file of another code or version, cut
// short or altered (either checksum fails, or the values file's values do not give the
// checksum), is refused with a DomainError naming the file.
#pragma once

#include <filesystem>

#include "games/octal/take_break_game.hpp"

namespace cgt::games {

// Saves `values` to `file` (WriteError naming it when the disk refuses); a streamed sequence's
// values file must be in the same folder.
void save_sequence_checkpoint(const std::filesystem::path& file, HeapGrundyValues& values);

// Restores `values` (of the checkpoint's code) from `file`, in memory or streamed as the
// checkpoint was (streamed with `layout`); nothing changes when it is refused.
void load_sequence_checkpoint(const std::filesystem::path& file, HeapGrundyValues& values,
                              const StreamLayout& layout = {});

}  // namespace cgt::games
