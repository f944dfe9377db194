#include "games/sharding/sweep_checkpoint.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/error.hpp"
#include "cgt/notation/json.hpp"
#include "games/sharding/folder_files.hpp"
#include "games/sharding/shard_folder.hpp"

namespace cgt::games {

namespace fs = std::filesystem;

namespace {

// The first save comes early (a few seconds of work are quick to write, and its duration tells
// what later ones will cost), then one every kInterval, so that a kill loses at most half a
// minute of work. The state grows with the steps done (4 MB and a quarter of a second to write
// for a million heaps of the reduced sweep, computed in 3.5 s), so later saves take longer:
// waiting kShare times the last one's duration between two keeps saving under 1/kShare of
// the run's time.
constexpr auto kFirstInterval = std::chrono::seconds(5);
constexpr auto kInterval = std::chrono::seconds(30);
constexpr int kShare = 20;
// At Ctrl-C the run should stop within a second: it saves only if that is expected to take
// less than kQuickSave: the last save scaled by the steps since, or before any save (less than
// kFirstInterval of work) when the checkpoint it resumed from, if any, has under
// kQuickSaveBytes (written at 15 MB/s and more).
constexpr auto kQuickSave = std::chrono::milliseconds(500);
constexpr std::uintmax_t kQuickSaveBytes = 5'000'000;

}  // namespace

SweepCheckpoint::SweepCheckpoint(fs::path folder, std::string name, std::int64_t upto)
    : folder_(std::move(folder)), name_(std::move(name)), upto_(upto) {
  create_folder(folder_);
}

fs::path SweepCheckpoint::file() const {
  return folder_ / (name_ + ".checkpoint");
}

fs::path SweepCheckpoint::report_file() const {
  return folder_ / (name_ + ".report.json");
}

std::optional<SweepCheckpoint::Saved> SweepCheckpoint::load() {
  if (!fs::exists(file())) return std::nullopt;
  Saved saved;
  saved.rest.open(file(), std::ios::binary);
  std::string line;
  if (!saved.rest || !std::getline(saved.rest, line))
    throw Error(ErrorCode::kIo, fmt::format("cannot read {}", file().string()));
  JsonValue header;
  try {
    header = parse_json(line);
  } catch (const Error& e) {
    throw DomainError(fmt::format("{}: not a checkpoint: {}", file().string(), e.what()));
  }
  const std::string& name = header.at("checkpoint").as_string();
  if (name != name_)
    throw DomainError(fmt::format("{} is a checkpoint of {}, not of {}: use another folder",
                                  file().string(), name, name_));
  saved.steps = header.at("steps").as_int();
  std::int64_t upto = header.at("upto").as_int();
  if (saved.steps > upto_ + 1)
    throw DomainError(fmt::format(
        "{} holds the steps 0..{} of a run with --upto {}, beyond this run's --upto {}: use "
        "another folder, or an --upto of at least {}",
        file().string(), saved.steps - 1, upto, upto_, saved.steps - 1));
  saved.state = header.at("state");
  loaded_bytes_ = fs::file_size(file());
  return saved;
}

bool SweepCheckpoint::due(std::int64_t steps, bool stopping) const {
  Clock::duration since = Clock::now() - (saved_steps_ ? last_save_ : started_);
  if (stopping) {
    if (!saved_steps_) return loaded_bytes_ < kQuickSaveBytes;
    auto expected = std::chrono::duration<double>(last_save_took_) * steps / saved_steps_;
    return expected < kQuickSave;
  }
  if (!saved_steps_) return since >= kFirstInterval;
  return since >= std::max<Clock::duration>(kInterval, kShare * last_save_took_);
}

void SweepCheckpoint::save(std::int64_t steps, const std::string& state,
                           const std::function<void(std::ostream&)>& write_rest) {
  auto start = Clock::now();
  write_atomically(file(), [&](std::ostream& out) {
    out << fmt::format(R"({{"checkpoint": {}, "steps": {}, "upto": {}, "state": {}}})",
                       json_quote(name_), steps, upto_, state)
        << '\n';
    write_rest(out);
  });
  last_save_ = Clock::now();
  last_save_took_ = last_save_ - start;
  saved_steps_ = steps;
}

Report run_with_checkpoints(const Verifier& v, std::int64_t upto, Progress& progress,
                            const fs::path& folder) {
  SweepCheckpoint checkpoint(folder, v.name, upto);
  if (fs::exists(checkpoint.report_file())) {
    Report done = read_report(checkpoint.report_file());
    if (done.name == v.name && done.upto == upto) return done;
  }
  Report r = run_verifier(v, upto, progress, &checkpoint);
  write_atomically(checkpoint.report_file(), [&](std::ostream& out) { out << to_json(r) << '\n'; });
  return r;
}

}  // namespace cgt::games
