// Checkpoints of a sequential sweep: a verifier whose every step needs all the earlier ones (the
// reduced sweep, the value sweep), so that it cannot split into shards. Its
// state is saved now and then into a folder as NAME.checkpoint, and its final report as
// NAME.report.json. A run started again on the folder continues after the checkpoint's last
// step; a run with a larger --upto continues from a smaller one's, since a step never depends
// on the bound.
//
// The file is append-only (games/sharding/segment_file.hpp), so that a save costs what is new
// since the last one, not the whole run: a header {"checkpoint": NAME, "format": "segments"},
// then one segment per save, whose body is a JSON line {"steps": K, "upto": N, "state": ...}
// with the verifier's own state (its tallies so far, which replace the earlier ones, and what
// it found since the last save, which adds to them), then whatever the sweep writes (its facts
// new since the last save). The sweep reads those parts of all the segments in order, as one
// stream; the verifier gets every segment's state, in order.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "cgt/notation/json_reader.hpp"
#include "games/sharding/segment_file.hpp"
#include "games/verification.hpp"

namespace cgt::games {

// How long a run works before its first save, and between two saves. Tests pass tiny ones to
// make many segments; runs keep the defaults.
struct SaveIntervals {
  std::chrono::steady_clock::duration first = std::chrono::seconds(5);
  std::chrono::steady_clock::duration then = std::chrono::seconds(30);
};

class SweepCheckpoint {
 public:
  using Clock = std::chrono::steady_clock;

  // Creates the folder if needed (Error kIo when it cannot).
  SweepCheckpoint(std::filesystem::path folder, std::string name, std::int64_t upto,
                  SaveIntervals intervals = {});

  struct Saved {
    std::int64_t steps = 0;              // the steps 0..steps-1 are done
    std::unique_ptr<FileRangesStream> rest;  // what every save's write_new wrote, in order
  };
  // The checkpoint in the folder, if there is one (a segment torn by a kill amid a save is left
  // out, and cut away by the next save), handing what each save passed as `state` to
  // `restore_state`, in order. DomainError naming the file when it is not this verifier's, is
  // damaged (naming the segment and line too), or holds more steps than this run's --upto
  // allows.
  using StateReader = std::function<void(const JsonValue& state)>;
  std::optional<Saved> load(const StateReader& restore_state = {});

  // Whether to save after `steps` steps (see sweep_checkpoint.cpp for how often); stopping: the
  // run stops at Ctrl-C, and saves only if that is quick. Always after the run's last step;
  // never twice after the same step (a save, then Ctrl-C before the next step).
  bool due(std::int64_t steps, bool stopping) const;

  // Appends a segment after `steps` steps: `state` (one line of JSON), then write_new, which
  // writes what is new since the last save (or since the start, for the first save). A save
  // that cannot be written (a full disk) does not stop the run: it is remembered
  // (failed_save()), and no later save is tried, since a later segment would lack what the
  // failed one held.
  void save(std::int64_t steps, const std::string& state,
            const std::function<void(std::ostream&)>& write_new);
  // Why a save failed ("cannot write ...: No space left on device"); empty when none did.
  const std::string& failed_save() const { return *failed_save_; }

  std::filesystem::path file() const;
  std::filesystem::path report_file() const;

  // The checkpoint of one of several sweeps a run makes in a row: NAME.PART.checkpoint in the
  // same folder, with the same bound and pace of saves (counted from now).
  SweepCheckpoint part(const std::string& part) const;

 private:
  std::filesystem::path folder_;
  std::string name_;
  std::int64_t upto_;
  SaveIntervals intervals_;
  std::uintmax_t complete_bytes_ = 0;  // of the file, torn segment excluded (0: no file)
  std::size_t segments_ = 0;           // complete segments in the file
  std::int64_t saved_steps_ = 0;       // of the last complete segment
  Clock::time_point started_ = Clock::now(), last_save_;
  bool saved_ = false;                // by this run
  Clock::duration last_save_took_{};  // writing it
  Clock::duration last_save_work_{};  // the work it saved, since the save before (or the start)
  std::shared_ptr<std::string> failed_save_ = std::make_shared<std::string>();  // with its parts
};

// `cgt verify NAME --out DIR` for a verifier with run_resumably: the report in DIR when a run
// with this --upto finished there; otherwise the run, resumed from DIR's checkpoint if any,
// with its report written to DIR at the end. When a save or the report cannot be written, the
// run still finishes and returns its report, with the reason in *failed_save; without
// failed_save, it throws the WriteError instead.
Report run_with_checkpoints(const Verifier& v, std::int64_t upto, Progress& progress,
                            const std::filesystem::path& folder, SaveIntervals intervals = {},
                            std::string* failed_save = nullptr);

}  // namespace cgt::games
