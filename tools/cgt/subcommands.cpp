#include "tools/cgt/subcommands.hpp"

#include <charconv>
#include <filesystem>
#include <optional>
#include <iostream>

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "cgt/notation/printable.hpp"
#include "games/named_tables.hpp"
#include "games/sharding/merge.hpp"
#include "games/sharding/shard_folder.hpp"
#include "games/sharding/sweep_checkpoint.hpp"
#include "games/verification.hpp"
#include "tools/cgt/exit_status.hpp"
#include "tools/cgt/interrupts.hpp"
#include "tools/cgt/outcome_job.hpp"
#include "tools/cgt/positions_job.hpp"
#include "tools/cgt/progress_bar.hpp"
#include "tools/cgt/sharded_run.hpp"
#include "lang/functions.hpp"

namespace cgt::tool {
namespace {

bool parse_int(const std::string& s, std::int64_t* out) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), *out);
  return ec == std::errc() && end == s.data() + s.size();
}

const char* kVerifyUsage =
    "usage: cgt verify NAME [--upto N] [--json] [SHARDING | CHECKPOINTS]\n"
    "       cgt verify --list\n"
    "Checks a paper's result for every case up to N (0 <= N <= the verifier's largest); exit\n"
    "status 0 when it holds, 1 with a counterexample, 2 for a usage error, 130 after Ctrl-C,\n"
    "143 after SIGTERM.\n";
const char* kTableUsage =
    "usage: cgt table NAME [--from A] [--to B] [--format text|markdown|csv|latex|json]\n"
    "                 [SHARDING] | cgt table --list\n"
    "Prints a named table of the papers for 0 <= A <= B <= the table's largest; exit status 0,\n"
    "2 for a usage error, 130 after Ctrl-C, 143 after SIGTERM.\n";
const char* kMergeUsage =
    "usage: cgt merge [--json | --format text|markdown|csv|latex|json] REPORT... | DIR...\n"
    "Merges the JSON reports of a run's shards (files, or every NAME.shard-*.json of a folder):\n"
    "checks that they are of one run and cover its units exactly once, and prints the report\n"
    "(or table) a single run prints. Exit status 0, 1 when a verifier found a counterexample,\n"
    "2 when the reports do not merge.\n";
const char* kPositionsUsage =
    "usage: cgt positions RULESET (--file FILE | --all RxC [--cells CELLS])\n"
    "                     [--values | --outcomes] [--from A] [--to B]\n"
    "                     [--json | --format text|markdown|csv|latex|json] [SHARDING]\n"
    "Tabulates positions of a ruleset (a function of the REPL that takes a board or a strip:\n"
    "domineering, cram, clobber, konane, nogo, amazons, toads, ...) with their values (canonical\n"
    "forms, the default) or their outcome classes (--outcomes, by outcome search). The positions\n"
    "are the lines of FILE (POSITION or NAME<TAB>POSITION; blank lines are skipped) or every\n"
    "RxC board of the cells the ruleset takes (or of CELLS): board u writes u in base |cells|,\n"
    "top left cell first, cells in the order .#XO then ASCII; boards it rejects count as 'not a\n"
    "position'. The units are the lines (from 1) or the boards (from 0); --from and --to select\n"
    "them. Exit status 0, 2 for a usage error or a line that is not a position, 130 after\n"
    "Ctrl-C, 143 after SIGTERM.\n";
const char* kOutcomeUsage =
    "usage: cgt outcome RULESET POSITION [--all-options] [--from A] [--to B]\n"
    "                   [--json | --format text|markdown|csv|latex|json] [SHARDING]\n"
    "Decides the outcome class of one position of a ruleset (a function of the REPL that takes\n"
    "a board or a strip: domineering, clobber, ...) by outcome search, one unit per option of\n"
    "the position: Left's options (units from 0, each searched with Right to move), then\n"
    "Right's. Left moving first wins when one of Left's options wins for Left, and so for\n"
    "Right. A shard searches a player's options until one wins for that player (the rest: 'not\n"
    "searched'); --all-options searches them all. Without --shards there is one shard per\n"
    "job (--jobs N, default 1: the whole search in this process). Exit status 0, 2 for a usage\n"
    "error or a text that is not a position, 130 after Ctrl-C, 143 after SIGTERM.\n";
const char* kShardingUsage =
    "SHARDING (the verifiers and tables that `--list` marks [shards]):\n"
    "  --from A --to B  verifiers: only the units A..B (the outer index, shown by --list)\n"
    "  --shard i/k      run shard i of k (0 <= i < k): the units u with u - first = i mod k;\n"
    "                   prints that shard's JSON report (for `cgt merge`)\n"
    "  --jobs N         run the shards in N worker processes, one progress bar\n"
    "  --shards K       split into K shards (default 4 per job)\n"
    "  --out DIR        write each finished shard to DIR; run again to resume (same --shards)\n";
const char* kCheckpointUsage =
    "CHECKPOINTS (the sequential sweeps that `--list` marks [checkpoints]):\n"
    "  --out DIR        save the sweep's state to DIR every 30 s of work (and at Ctrl-C), its\n"
    "                   report at the end; run again with the same options (or a larger\n"
    "                   --upto) to continue from there\n";

// Reads an option that every table of a run takes at args[i] (its output format, --from and
// --to on its units, the sharding options) and its value, advancing i: true when it was one.
bool read_table_option(const std::vector<std::string>& args, std::size_t& i, ShardOptions& sharding,
                       ReportFormat& format) {
  const std::string& a = args[i];
  const bool has_value = i + 1 < args.size();
  if (a == "--json") {
    format.json = true;
  } else if ((a == "--from" || a == "--to") && has_value) {
    std::int64_t n;
    if (!parse_int(args[++i], &n)) throw DomainError(a + " takes an integer (a unit)");
    (a == "--from" ? sharding.units_from : sharding.units_to) = n;
  } else if (a == "--format" && has_value) {
    const std::string& f = args[++i];
    if (f == "json") {
      format.json = true;
    } else if (!parse_table_format(f, &format.table)) {
      throw DomainError("--format takes text, markdown, csv, latex or json");
    }
  } else if (a == "--markdown" || a == "--csv" || a == "--latex" || a == "--text") {
    parse_table_format(a.substr(2), &format.table);
  } else {
    return read_shard_option(args, i, sharding);
  }
  return true;
}

// The arguments of a command that runs a job on a ruleset's positions (`cgt positions`,
// `cgt outcome`): the job's spec, the options of its run, and whether --help was asked.
template <class Spec>
struct JobCommand {
  Spec spec;
  ShardOptions sharding;
  ReportFormat format;
  bool help = false;

  // Reads --help, an option of every table's run, or the ruleset (the first argument that is
  // no option) at args[i], advancing i past a value: true when it was one of them.
  bool read_common(const std::vector<std::string>& args, std::size_t& i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      help = true;
    } else if (read_table_option(args, i, sharding, format)) {
    } else if (spec.ruleset.empty() && !a.empty() && a[0] != '-') {
      spec.ruleset = a;
    } else {
      return false;
    }
    return true;
  }
};

// The arguments of `cgt positions`; DomainError naming the option that is wrong.
JobCommand<PositionsSpec> parse_positions(const std::vector<std::string>& args) {
  JobCommand<PositionsSpec> c;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--values" || a == "--outcomes") {
      c.spec.outcomes = a == "--outcomes";
    } else if ((a == "--file" || a == "--all" || a == "--cells") && i + 1 < args.size()) {
      (a == "--file" ? c.spec.file : a == "--all" ? c.spec.board_size : c.spec.cells) = args[++i];
    } else if (!c.read_common(args, i)) {
      throw DomainError(fmt::format("positions: unexpected argument '{}'", a));
    }
  }
  return c;
}

// The arguments of `cgt outcome`; DomainError naming the option that is wrong.
JobCommand<OutcomeSpec> parse_outcome(const std::vector<std::string>& args) {
  JobCommand<OutcomeSpec> c;
  bool has_position = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--all-options") {
      c.spec.all_options = true;
    } else if (c.read_common(args, i)) {
    } else if (!has_position && (a.empty() || a[0] != '-')) {
      c.spec.position = a;
      has_position = true;
    } else {
      throw DomainError(fmt::format("outcome: unexpected argument '{}'", a));
    }
  }
  return c;
}

// The exit status and message of a run that stopped with an error: 130 or 143 when it was
// stopped, 4 when a file could not be written, 2 otherwise (an argument or an input file
// that is not what it must be).
int failure_status(const Error& e) {
  if (e.code() == ErrorCode::kInterrupted) return report_stopped("cgt");
  std::cerr << "\ncgt: " << printable(e.what()) << "\n";
  return dynamic_cast<const WriteError*>(&e) ? kExitWriteFailed : kExitUsage;
}

int usage_error(const std::string& message) {
  std::cerr << "cgt: " << printable(message) << "\n";
  return kExitUsage;
}

// The usage error for a verifier or table name that `registry` does not know, with the
// closest known name.
template <class Registry>
int unknown_name(const Registry& registry, const std::string& name, std::string_view kind,
                 std::string_view command) {
  std::vector<std::string> names;
  for (const auto& x : registry.all()) names.push_back(x.name);
  std::string hint = lang::closest_name(name, names);
  return usage_error(fmt::format("no {} named '{}'{} (cgt {} --list shows all)", kind, name,
                                 hint.empty() ? "" : fmt::format("; did you mean {}?", hint),
                                 command));
}

std::string shards_note(const games::JobRegistry& jobs, const std::string& name,
                        games::JobKind kind) {
  const games::ShardedJob* job = jobs.find(name, kind);
  return job ? fmt::format(" [shards: units are {}]", job->unit) : "";
}

// checkpoints: whether the sweep saves checkpoints with --out alone.
std::string not_sharded(const std::string& name, games::JobKind kind, bool checkpoints,
                        const games::JobRegistry& jobs) {
  std::string names;
  for (const auto& j : jobs.all())
    if (j.kind() == kind) names += (names.empty() ? "" : ", ") + j.name;
  return fmt::format(
      "{} runs as one sweep and does not split into shards (--from/--to on a "
      "verifier, --shard, --shards, --jobs{}); those that do: {}",
      name, checkpoints ? "; --out alone saves its checkpoints" : ", --out", names);
}

int sharded(const games::ShardedJob& job, const games::JobArgs& bounds, const ShardOptions& o,
            const ReportFormat& format) {
  try {
    return run_sharded(job, bounds, o, format);
  } catch (const ParseError& e) {
    return usage_error(e.what());
  } catch (const Error& e) {
    if (e.code() == ErrorCode::kDomain) return usage_error(e.what());
    return failure_status(e);
  }
}

// A command whose job its arguments make (`cgt positions`, `cgt outcome`): its usage for --help
// or without a ruleset, a usage error for bad arguments, else the run of its job.
template <class Parse, class MakeJob>
int run_job_command(const std::vector<std::string>& args, Parse parse, MakeJob make_job,
                    const char* usage) {
  decltype(parse(args)) c;
  std::optional<games::ShardedJob> job;
  try {
    c = parse(args);
    if (c.help) {
      std::cout << usage << kShardingUsage;
      return 0;
    }
    if (c.spec.ruleset.empty()) return usage_error(usage);
    job = make_job(c.spec);
  } catch (const Error& e) {
    return usage_error(e.what());
  }
  // A position's outcome: one shard a worker by default (in one process, one shard), since each
  // shard searches its options up to its own winning one.
  if (job->name == kOutcomeJob && c.sharding.shards == 0 && !c.sharding.shard)
    c.sharding.shards = c.sharding.jobs;
  InterruptScope interrupts;
  games::JobArgs bounds;
  bounds.from = job->default_from;
  bounds.to = job->default_to;
  return sharded(*job, bounds, c.sharding, c.format);
}

}  // namespace

int run_verify(const std::vector<std::string>& args) {
  games::VerifierRegistry registry = games::all_verifiers();
  std::string name;
  games::JobRegistry jobs = games::all_jobs();
  std::optional<std::int64_t> upto;
  bool json = false;
  ShardOptions sharding;
  try {
    for (std::size_t i = 0; i < args.size(); ++i) {
      const std::string& a = args[i];
      if (a == "--list") {
        for (const auto& v : registry.all())
          std::cout << fmt::format("{:<22} {} ({}; default --upto {}){}{}\n", v.name, v.summary,
                                   v.source, v.default_upto, shards_note(jobs, v.name, games::JobKind::kVerifier),
                                   v.run_resumably ? " [checkpoints]" : "");
        return 0;
      } else if (a == "--json") {
        json = true;
      } else if (a == "--help" || a == "-h") {
        std::cout << kVerifyUsage << kShardingUsage << kCheckpointUsage;
        return 0;
      } else if ((a == "--upto" || a == "--from" || a == "--to") && i + 1 < args.size()) {
        std::int64_t n;
        if (!parse_int(args[++i], &n)) return usage_error(a + " takes an integer");
        (a == "--upto" ? upto : a == "--from" ? sharding.units_from : sharding.units_to) = n;
      } else if (read_shard_option(args, i, sharding)) {
      } else if (name.empty() && !a.empty() && a[0] != '-') {
        name = a;
      } else {
        return usage_error(fmt::format("verify: unexpected argument '{}'", a));
      }
    }
  } catch (const DomainError& e) {
    return usage_error(e.what());
  }
  if (name.empty()) return usage_error(kVerifyUsage);
  const games::Verifier* v = registry.find(name);
  if (!v) return unknown_name(registry, name, "verifier", "verify");
  InterruptScope interrupts;
  const games::ShardedJob* job = jobs.find(name, games::JobKind::kVerifier);
  bool checkpoints = !job && v->run_resumably && sharding.only_folder();
  if (sharding.splits() && !checkpoints) {
    if (!job) return usage_error(not_sharded(name, games::JobKind::kVerifier,
                                                static_cast<bool>(v->run_resumably), jobs));
    games::JobArgs bounds;
    bounds.upto = upto.value_or(v->default_upto);
    return sharded(*job, bounds, sharding, ReportFormat{json, TableFormat::kText});
  }
  Progress progress = terminal_progress();
  try {
    std::int64_t n = upto.value_or(v->default_upto);
    std::string failed_save;
    games::Report r = checkpoints
                          ? games::run_with_checkpoints(*v, n, progress, sharding.out, {},
                                                        &failed_save)
                          : games::run_verifier(*v, n, progress);
    std::cout << (json ? games::to_json(r) + "\n" : games::to_text(r));
    if (!failed_save.empty()) {  // the result above is whole; only its checkpoint is not
      std::cout.flush();
      std::cerr << "cgt: the report above is complete, but its checkpoint could not be saved: "
                << printable(failed_save) << "\n";
      return kExitWriteFailed;
    }
    return r.passed() ? 0 : 1;
  } catch (const Error& e) {
    return failure_status(e);
  }
}

games::ShardedJob positions_job_of(const std::vector<std::string>& args) {
  return positions_job(parse_positions(args).spec);
}

int run_positions(const std::vector<std::string>& args) {
  return run_job_command(args, parse_positions, positions_job, kPositionsUsage);
}

games::ShardedJob outcome_job_of(const std::vector<std::string>& args) {
  return outcome_job(parse_outcome(args).spec);
}

int run_outcome(const std::vector<std::string>& args) {
  return run_job_command(args, parse_outcome, outcome_job, kOutcomeUsage);
}

int run_merge(const std::vector<std::string>& args) {
  ReportFormat format;
  std::vector<std::filesystem::path> files;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      std::cout << kMergeUsage;
      return 0;
    } else if (a == "--json") {
      format.json = true;
    } else if (a == "--format" && i + 1 < args.size()) {
      const std::string& f = args[++i];
      if (f == "json") {
        format.json = true;
      } else if (!parse_table_format(f, &format.table)) {
        return usage_error("--format takes text, markdown, csv, latex or json");
      }
    } else if (!a.empty() && a[0] != '-') {
      std::error_code ec;
      if (std::filesystem::is_directory(a, ec)) {
        std::vector<std::filesystem::path> found;
        try {
          found = games::ShardFolder::reports_in(a);
        } catch (const Error& e) {
          return usage_error(printable(e.what()));
        }
        if (found.empty())
          return usage_error(fmt::format("merge: the folder {} holds no shard reports "
                                         "(NAME.shard-I-of-K.json files)",
                                         printable(a)));
        files.insert(files.end(), found.begin(), found.end());
      } else {
        files.emplace_back(a);
      }
    } else {
      return usage_error(fmt::format("merge: unexpected argument '{}'", a));
    }
  }
  if (files.empty()) return usage_error(kMergeUsage);
  try {
    std::vector<games::Report> parts;
    for (const auto& f : files) parts.push_back(games::read_report(f));
    games::JobRegistry jobs = games::all_jobs();
    const games::ShardedJob* job =
        jobs.find(parts.front().name, parts.front().of_table ? games::JobKind::kTable
                                                             : games::JobKind::kVerifier);
    games::Report merged = games::merge_reports(parts, job);
    if (merged.name == kPositionsJob && !format.json) {
      std::cout << render(positions_table(merged), format.table);
    } else if (merged.name == kOutcomeJob && !format.json) {
      std::cout << render(outcome_table(merged), format.table);
    } else if (job && job->is_table() && !format.json) {
      std::cout << render(job->table(merged), format.table);
    } else {
      std::cout << (format.json ? games::to_json(merged) + "\n" : games::to_text(merged));
    }
    return merged.passed() ? 0 : 1;
  } catch (const Error& e) {
    return usage_error(e.what());
  }
}

int run_table(const std::vector<std::string>& args) {
  games::TableRegistry registry = games::all_tables();
  std::string name;
  games::JobRegistry jobs = games::all_jobs();
  std::optional<std::int64_t> given_from, given_to;
  TableFormat format = TableFormat::kText;
  bool json = false;
  ShardOptions sharding;
  try {
    for (std::size_t i = 0; i < args.size(); ++i) {
      const std::string& a = args[i];
      if (a == "--list") {
        for (const auto& t : registry.all())
          std::cout << fmt::format("{:<22} {} (default --from {} --to {}){}\n", t.name, t.summary,
                                   t.default_from, t.default_to, shards_note(jobs, t.name, games::JobKind::kTable));
        return 0;
      } else if (a == "--help" || a == "-h") {
        std::cout << kTableUsage << kShardingUsage;
        return 0;
      } else if (a == "--json" || (a == "--format" && i + 1 < args.size() && args[i + 1] == "json")) {
        json = true;
        if (a == "--format") ++i;
      } else if (read_shard_option(args, i, sharding)) {
      } else if ((a == "--from" || a == "--to") && i + 1 < args.size()) {
        std::int64_t n = 0;
        if (!parse_int(args[++i], &n)) return usage_error(a + " takes an integer");
        (a == "--from" ? given_from : given_to) = n;
      } else if ((a == "--format") && i + 1 < args.size()) {
        if (!parse_table_format(args[++i], &format))
          return usage_error("--format takes text, markdown, csv or latex");
      } else if (a == "--markdown" || a == "--csv" || a == "--latex" || a == "--text") {
        parse_table_format(a.substr(2), &format);
      } else if (name.empty() && !a.empty() && a[0] != '-') {
        name = a;
      } else {
        return usage_error(fmt::format("table: unexpected argument '{}'", a));
      }
    }
  } catch (const DomainError& e) {
    return usage_error(e.what());
  }
  if (name.empty()) return usage_error(kTableUsage);
  const games::NamedTable* t = registry.find(name);
  if (!t) return unknown_name(registry, name, "table", "table");
  const std::int64_t from = given_from.value_or(t->default_from);
  const std::int64_t to = given_to.value_or(t->default_to);
  if (from < 0 || to > t->max_to || from > to)
    return usage_error(fmt::format("table {}: need 0 <= --from <= --to <= {}", name, t->max_to));
  try {
    games::check_table_rows(*t, from, to);
  } catch (const DomainError& e) {
    return usage_error(e.what());
  }
  InterruptScope interrupts;
  const games::ShardedJob* job = jobs.find(name, games::JobKind::kTable);
  if (sharding.splits() || (json && job)) {
    if (!job) return usage_error(not_sharded(name, games::JobKind::kTable, false, jobs));
    games::JobArgs bounds;
    bounds.from = from;
    bounds.to = to;
    return sharded(*job, bounds, sharding, ReportFormat{json, format});
  }
  if (json)
    return usage_error(fmt::format("table {}: --format json is for the tables with shards", name));
  Progress progress = terminal_progress();
  try {
    std::cout << render(t->build(from, to, progress), format);
    return 0;
  } catch (const Error& e) {
    return failure_status(e);
  }
}

}  // namespace cgt::tool
