// Verifications of the papers' results: each is a named Verifier that checks a statement on
// every case up to a bound and returns a Report (cases checked, counts per class, the
// counterexamples found). The tool (`cgt verify NAME --upto N [--json]`) and the tests run the
// same verifiers.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/progress.hpp"

namespace cgt {
struct JsonValue;
}

namespace cgt::games {

class SweepCheckpoint;

struct Failure {
  std::string what;                                         // one line: the case and what differed
  std::vector<std::pair<std::string, std::string>> fields;  // e.g. {"h", "12"}, {"got", "1"}
};

// A line a report keeps for its table or its finish rather than as counts (a position and its
// value, a unit's largest value): its cells, and the unit that recorded it.
struct ReportRow {
  std::int64_t unit = 0;
  std::vector<std::string> cells;
};

struct Report {
  static constexpr std::size_t kKeptFailures = 100;  // more are counted, not kept

  std::string name;
  bool of_table = false;  // a table's report (a verifier and a table may share a name)
  std::int64_t upto = 0;
  std::uint64_t checked = 0;
  std::vector<std::pair<std::string, std::uint64_t>> counts;  // in order of first use
  std::vector<Failure> failures;
  std::uint64_t failure_count = 0;
  std::vector<std::string> notes;  // findings worth reading (e.g. the smallest counterexample)
  double seconds = 0;  // of computing; after a merge, the shards' total

  // What a run covered, so that the reports of its shards merge (games/sharding/merge.hpp):
  // the parameters every shard of one run shares, the run's units (the values of its outer
  // index, from unit_from to unit_to) and the shard of them it took: the units u with
  // (u - unit_from) mod shard_count = shard_index.
  std::string params;  // e.g. "upto 300"
  std::int64_t unit_from = 0, unit_to = -1;
  std::int64_t shard_index = 0, shard_count = 1;
  // The sum (mod 2^64) over the units of a hash of what each recorded (counts, failures,
  // checked): equal results give equal checksums however the units were split into shards.
  std::uint64_t checksum = 0;
  std::vector<std::int64_t> failure_units;  // the unit of each kept failure
  std::vector<std::int64_t> count_units;    // the unit where each count was first used
  // Rows, in the order recorded (a merge orders them by unit); `columns` heads them when the
  // report's table lists them as they are (a table of positions).
  std::vector<std::string> columns;
  std::vector<ReportRow> rows;

  void count(const std::string& key, std::uint64_t n = 1);
  std::uint64_t count_of(const std::string& key) const;
  // A failure standing for `cases` failed cases (of the unit `checked` counts).
  void fail(Failure f, std::uint64_t cases = 1);
  // Adds n to `checked`, in the current unit.
  void add_checked(std::uint64_t n);
  // Keeps a row of the current unit (to_text does not show rows; the JSON report has them).
  void add_row(std::vector<std::string> cells);
  bool passed() const { return failure_count == 0; }
  // Records what `later`, the report of a later part of the same run (a verifier's next
  // stage), recorded: its checked cases, counts, failures (as many as are kept) and notes.
  void append(const Report& later);

  // What is recorded from now on belongs to unit u (ends the unit before); end_unit() closes
  // the last one. Runs that never open a unit have checksum 0.
  void begin_unit(std::int64_t u);
  void end_unit();

 private:
  void digest(std::string_view bytes, std::uint64_t n);
  bool unit_open_ = false;
  std::int64_t unit_ = 0;
  std::uint64_t unit_digest_ = 0;
};

std::string to_json(const Report& r);
// The report to_json() wrote; ParseError or DomainError for anything else.
Report report_from_json(std::string_view text);
Report report_from_json(const JsonValue& json);
std::string to_text(const Report& r);

struct Verifier {
  std::string name;     // "gn-partition"
  std::string summary;  // what it checks, one line
  std::string source;   // "paper 004, Lemma 2.1 and Table 4"
  std::int64_t default_upto = 1000;
  std::int64_t max_upto = 1'000'000'000;
  std::function<Report(std::int64_t upto, Progress& progress)> run;
  // The same run, saving checkpoints and resuming from one (games/sharding/sweep_checkpoint.hpp);
  // empty for the verifiers that do not (those that split into shards resume by shards).
  std::function<Report(std::int64_t upto, Progress& progress, SweepCheckpoint& checkpoint)>
      run_resumably = {};
};

class VerifierRegistry {
 public:
  void add(Verifier v) { verifiers_.push_back(std::move(v)); }
  const Verifier* find(const std::string& name) const;
  const std::vector<Verifier>& all() const { return verifiers_; }

 private:
  std::vector<Verifier> verifiers_;
};

// Every verifier of every ruleset, in a stable order.
VerifierRegistry all_verifiers();

// Runs a verifier, filling in its name, bound and timing. Throws DomainError when `upto` is
// outside [0, max_upto]. With a checkpoint, through run_resumably (DomainError without one).
Report run_verifier(const Verifier& v, std::int64_t upto, Progress& progress,
                    SweepCheckpoint* checkpoint = nullptr);

}  // namespace cgt::games
