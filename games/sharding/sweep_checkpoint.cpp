#include "games/sharding/sweep_checkpoint.hpp"

#include <fmt/format.h>

#include <fstream>
#include <sstream>
#include <system_error>

#include "cgt/error.hpp"
#include "cgt/notation/json.hpp"
#include "games/sharding/folder_files.hpp"
#include "games/sharding/segment_file.hpp"
#include "games/sharding/shard_folder.hpp"

namespace cgt::games {

namespace fs = std::filesystem;

namespace {

// Saves come every SaveIntervals::then of work (the first sooner: a few seconds of work tell
// what a save costs), so that a kill loses at most that much. A save writes only the steps
// since the last one, so its cost is a share of the work it saves that does not grow with the
// run (about 1% for the reduced sweep): no need to space saves further apart late in a run.
// At Ctrl-C the run should stop within a second: it saves only if that is expected to take
// less than kQuickSaveSeconds, the last save's duration scaled by the work since to the work it
// saved (before any save of this run, under SaveIntervals::first of work: quick).
constexpr double kQuickSaveSeconds = 0.5;

std::string checkpoint_header(const std::string& name) {
  return fmt::format(R"({{"checkpoint": {}, "format": "segments"}})", json_quote(name));
}

double seconds(SweepCheckpoint::Clock::duration d) {
  return std::chrono::duration<double>(d).count();
}

}  // namespace

SweepCheckpoint::SweepCheckpoint(fs::path folder, std::string name, std::int64_t upto,
                                 SaveIntervals intervals)
    : folder_(std::move(folder)), name_(std::move(name)), upto_(upto), intervals_(intervals) {
  create_folder(folder_);
}

fs::path SweepCheckpoint::file() const {
  return folder_ / (name_ + ".checkpoint");
}

fs::path SweepCheckpoint::report_file() const {
  return folder_ / (name_ + ".report.json");
}

SweepCheckpoint SweepCheckpoint::part(const std::string& part) const {
  SweepCheckpoint p(folder_, name_ + "." + part, upto_, intervals_);
  p.failed_save_ = failed_save_;
  return p;
}

std::optional<SweepCheckpoint::Saved> SweepCheckpoint::load(const StateReader& restore_state) {
  std::optional<SegmentFile> contents = read_segment_file(file());
  if (!contents) return std::nullopt;
  std::string name, format;
  try {
    JsonValue header = parse_json(contents->header);
    name = header.at("checkpoint").as_string();
    if (const JsonValue* f = header.find("format")) format = f->as_string();
  } catch (const Error& e) {
    throw DomainError(fmt::format("{}: not a checkpoint: {}", file().string(), e.what()));
  }
  if (name != name_)
    throw DomainError(fmt::format("{} is a checkpoint of {}, not of {}: use another folder",
                                  file().string(), name, name_));
  if (format != "segments")
    throw DomainError(fmt::format(
        "{} is a checkpoint in an older format (rewritten whole at each save): move it away to "
        "start again",
        file().string()));
  complete_bytes_ = contents->complete_bytes;
  segments_ = contents->segments.size();
  if (contents->segments.empty()) return std::nullopt;

  // Each segment's first line: its steps and tallies; the rest of its body is the sweep's.
  Saved saved;
  std::int64_t upto = 0;
  std::vector<FileRangesStream::Range> sweep_parts;
  std::ifstream in(file(), std::ios::binary);
  for (std::size_t i = 0; i < contents->segments.size(); ++i) {
    const SegmentFile::Segment& segment = contents->segments[i];
    std::string line;
    in.seekg(static_cast<std::streamoff>(segment.offset));
    std::getline(in, line);
    auto damaged = [&](const std::string& why) {
      return DomainError(fmt::format("{}: segment {} (line {}) is damaged: {}", file().string(),
                                     i + 1, segment.line + 1, why));
    };
    std::int64_t steps = -1;
    JsonValue json;
    try {
      json = parse_json(line);
      steps = json.at("steps").as_int();
      upto = json.at("upto").as_int();
    } catch (const Error& e) {
      throw damaged(e.what());
    }
    if (steps <= saved.steps) throw damaged(fmt::format("{} steps after {}", steps, saved.steps));
    if (restore_state) {
      try {
        restore_state(json.at("state"));
      } catch (const InterruptedError&) {
        throw;
      } catch (const Error& e) {
        throw damaged(e.what());
      }
    }
    saved.steps = steps;
    saved_steps_ = steps;
    sweep_parts.push_back({segment.offset + line.size() + 1, segment.bytes - line.size() - 1});
  }
  if (saved.steps > upto_ + 1)
    throw DomainError(fmt::format(
        "{} holds the steps 0..{} of a run with --upto {}, beyond this run's --upto {}: use "
        "another folder, or an --upto of at least {}",
        file().string(), saved.steps - 1, upto, upto_, saved.steps - 1));
  saved.rest = std::make_unique<FileRangesStream>(file(), std::move(sweep_parts));
  return saved;
}

bool SweepCheckpoint::due(std::int64_t steps, bool stopping) const {
  if (steps <= saved_steps_ || !failed_save_->empty()) return false;
  if (steps == upto_ + 1) return true;
  Clock::duration since = Clock::now() - (saved_ ? last_save_ : started_);
  if (stopping)
    return !saved_ ||
           seconds(last_save_took_) * seconds(since) < kQuickSaveSeconds * seconds(last_save_work_);
  return since >= (saved_ ? intervals_.then : intervals_.first);
}

void SweepCheckpoint::save(std::int64_t steps, const std::string& state,
                           const std::function<void(std::ostream&)>& write_new) {
  auto start = Clock::now();
  std::ostringstream body;
  body << fmt::format(R"({{"steps": {}, "upto": {}, "state": {}}})", steps, upto_, state) << '\n';
  write_new(body);
  try {
    complete_bytes_ = append_segment(file(), complete_bytes_, checkpoint_header(name_),
                                     segments_ + 1, body.str());
  } catch (const WriteError& e) {
    *failed_save_ = e.what();
    return;
  }
  ++segments_;
  saved_steps_ = steps;
  last_save_work_ = start - (saved_ ? last_save_ : started_);
  last_save_ = Clock::now();
  last_save_took_ = last_save_ - start;
  saved_ = true;
}

Report run_with_checkpoints(const Verifier& v, std::int64_t upto, Progress& progress,
                            const fs::path& folder, SaveIntervals intervals,
                            std::string* failed_save) {
  SweepCheckpoint checkpoint(folder, v.name, upto, intervals);
  std::error_code ec;
  if (fs::exists(fs::symlink_status(checkpoint.report_file(), ec))) {
    Report done = read_report(checkpoint.report_file());
    if (done.name == v.name && done.upto == upto) return done;
  }
  Report r = run_verifier(v, upto, progress, &checkpoint);
  std::string failed = checkpoint.failed_save();
  if (failed.empty()) {
    try {
      write_atomically(checkpoint.report_file(),
                       [&](std::ostream& out) { out << to_json(r) << '\n'; });
    } catch (const WriteError& e) {
      failed = e.what();
    }
  }
  if (!failed.empty() && !failed_save) throw WriteError(failed);
  if (failed_save) *failed_save = failed;
  return r;
}

}  // namespace cgt::games
