// StatementChecks: a verifier's bookkeeping for many named statements checked case by case. Each
// statement counts its cases (the report's `counts`), every failure goes to the report, and the
// first failure of each statement (the smallest case, as verifiers loop upwards) becomes a note.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <utility>

#include "cgt/notation/json_reader.hpp"
#include "games/verification.hpp"

namespace cgt::games {

class StatementChecks {
 public:
  struct Statement {
    std::string name;
    std::uint64_t cases = 0, failures = 0;
    std::string first_counterexample;
  };

  explicit StatementChecks(Report& report) : report_(report) {}

  // Registers a statement; the reference stays valid for the checker's lifetime.
  Statement& statement(std::string name) {
    statements_.emplace_back();
    statements_.back().name = std::move(name);
    return statements_.back();
  }

  // One case of `s`; when it fails, `describe()` returns the Failure to report.
  template <class Describe>
  void check(Statement& s, bool holds, Describe&& describe) {
    ++s.cases;
    ++unreported_cases_;
    if (holds) return;
    Failure f = describe();
    if (s.failures++ == 0) s.first_counterexample = f.what;
    report_.fail(std::move(f));
  }

  // The tallies so far and the report's, as JSON, for the checkpoint of a long run; restore()
  // reads them back into a checker with the same statements (DomainError for other ones).
  std::string state_json();
  void restore(const JsonValue& state);

  // Writes the counts and, for each failing statement, a note with its first counterexample.
  void finish() {
    report_cases();
    for (const Statement& s : statements_) {
      report_.count(s.name, s.cases);
      if (s.failures) report_.notes.push_back(fmt_failure(s));
    }
  }

  // A sharded job's form of finish(), at the end of each unit: writes the unit's counts (every
  // statement's, zeros too, so that they keep the statements' order) and, for each failing
  // statement, a row {name, failures, first counterexample}; the next unit starts from zero.
  void finish_unit() {
    report_cases();
    for (Statement& s : statements_) {
      report_.count(s.name, s.cases);
      if (s.failures)
        report_.add_row({s.name, std::to_string(s.failures), s.first_counterexample});
      s.cases = s.failures = 0;
      s.first_counterexample.clear();
    }
  }

  // finish()'s notes, from a complete report of units closed by finish_unit().
  static void notes_from_rows(Report& report) {
    for (const auto& [name, cases] : report.counts) {
      Statement s{name, cases, 0, {}};
      for (const ReportRow& row : report.rows) {
        if (row.cells.at(0) != name) continue;
        if (s.failures == 0) s.first_counterexample = row.cells.at(2);
        s.failures += std::stoull(row.cells.at(1));
      }
      if (s.failures) report.notes.push_back(fmt_failure(s));
    }
  }

 private:
  // Adds the cases checked since the last call to the report's `checked`: once a unit or a
  // run, not once a case, as a sharded run's report hashes every addition into its checksum.
  void report_cases() {
    report_.add_checked(unreported_cases_);
    unreported_cases_ = 0;
  }

  static std::string fmt_failure(const Statement& s) {
    return s.name + ": " + std::to_string(s.failures) + " of " + std::to_string(s.cases) +
           " cases fail; smallest: " + s.first_counterexample;
  }

  Report& report_;
  std::deque<Statement> statements_;
  std::uint64_t unreported_cases_ = 0;
};

}  // namespace cgt::games
