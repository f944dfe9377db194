// Benchmark and record runs of octal games' Grundy sequences (run by hand, never by CTest):
// the values of one code to a number of heaps, or until the periodicity theorem proves its
// period, with the time (wall and CPU: the machine is shared), the rate in values per second,
// the memory, the largest value, the rare heaps of the sparse space and the Fletcher-64
// checksum of the sequence (compare it between runs and machines).
//
//   cgt_bench_octal_records CODE [--heaps N] [--period 1] [--plain M] [--threads 1|2]
//                           [--out DIR [--save S] [--stream 1]]
//   cgt_bench_octal_records sweep --digits K | --codes FILE [--heaps N] [--threads T]
//
//   --heaps N   compute g(0..N-1) (default 10^6); with --period 1, the most heaps computed
//               while looking for the period (default 10^9); at most 10^9 in memory, 10^12
//               streamed
//   --period 1  compute until the period is proven (octal_period.hpp), as period(code) does
//   --plain M   also compute g(0..M-1) by plain mex over every move and compare (O(M^2))
//   --threads 2 share each heap's pass over its rare heaps' pairs with a second thread
//               (GrundySequence::set_threads; in memory only; default 1)
//   --out DIR   keep a checkpoint in DIR/octal-CODE.checkpoint (sequence_checkpoint.hpp),
//               saved every S seconds (--save, default 600), at Ctrl-C and at the end; the
//               same command run again resumes from it
//   --stream 1  keep the values in DIR/octal-CODE.values, not in memory (about 80 MiB
//               whatever N: games/octal/sequence_values.hpp); the checkpoint names that file
//
//   sweep       many codes, each its own sequence to --heaps (default 10^4), on T threads
//               (--threads, default 0: every core): every code of up to K digits (numbered as
//               games/octal/octal_sweep.hpp says) or the codes of FILE (one or more a line, '#'
//               starts a comment); a line per code, in order, and the sum of their checksums,
//               all printed once every code is done. To split a sweep over processes or MPI
//               ranks with checkpoints, use `cgt verify octal-sweep` (docs/octal-records.md).
//
// Progress goes to stderr: a bar on a terminal, otherwise a line every 30 seconds. Ctrl-C
// stops the run within a second.
#include <fmt/format.h>
#include <unistd.h>

#include <bit>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cgt/error.hpp"
#include "games/octal/octal_game.hpp"
#include "games/octal/octal_sweep.hpp"
#include "games/octal/sequence_checkpoint.hpp"
#include "tools/bench/bench_util.hpp"
#include "tools/cgt/interrupts.hpp"
#include "tools/cgt/progress_bar.hpp"

namespace {

using cgt::games::TakeBreakRules;

// A log line every 30 seconds, for runs in the background.
cgt::Progress log_progress() {
  auto last = std::make_shared<std::chrono::steady_clock::time_point>();
  return cgt::Progress([last](std::string_view task, std::uint64_t done, std::uint64_t total) {
    auto now = std::chrono::steady_clock::now();
    if (now - *last < std::chrono::seconds(30) && done != total) return;
    *last = now;
    fmt::print(stderr, "{}: {} of {} ({:.1f}%)\n", task, done, total,
               total ? 100.0 * static_cast<double>(done) / static_cast<double>(total) : 0.0);
  });
}

// Saves the run to `file` when `every` has passed since the last save, from progress reports
// (made between two heaps, when the sequence is whole).
cgt::Progress saving_progress(cgt::Progress inner, const std::filesystem::path& file,
                              std::chrono::seconds every, cgt::games::HeapGrundyValues& values) {
  auto last =
      std::make_shared<std::chrono::steady_clock::time_point>(std::chrono::steady_clock::now());
  auto shared_inner = std::make_shared<cgt::Progress>(std::move(inner));
  return cgt::Progress(
      [=, &values](std::string_view task, std::uint64_t done, std::uint64_t total) {
        if (done == 0)
          shared_inner->start(std::string(task), total);
        else if (done == total)
          shared_inner->finish();
        else
          shared_inner->update(done);
        auto now = std::chrono::steady_clock::now();
        if (now - *last < every) return;
        cgt::games::save_sequence_checkpoint(file, values);
        *last = std::chrono::steady_clock::now();
      });
}

// Reads the codes of a file: one a line; blank lines and lines from '#' are skipped.
std::vector<std::string> read_codes(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw cgt::DomainError(fmt::format("cannot read the codes file {}", path));
  std::vector<std::string> codes;
  for (std::string line; std::getline(in, line);) {
    line = line.substr(0, line.find('#'));
    std::istringstream words(line);
    for (std::string code; words >> code;) codes.push_back(code);
  }
  return codes;
}

// `sweep`: many codes, each its own sequence, on threads; every result printed at the end, in
// the order of the codes, or none (status 130 after Ctrl-C, 2 after an error).
int run_sweep(const cgt::bench::BenchArgs& args) {
  const long long heaps = args.number("--heaps", 10'000);
  const long long digits = args.number("--digits", 0);
  const std::string file = args.text("--codes", "");
  const long long threads = args.number("--threads", 0);
  if (heaps < 1 || heaps > static_cast<long long>(cgt::games::HeapGrundyValues::kMaxPeriodHeaps))
    throw cgt::DomainError(fmt::format("--heaps must be 1 to 10^9, not {}", heaps));
  if ((digits == 0) == file.empty())
    throw cgt::DomainError("sweep: give one of --digits K (every code of up to K digits) and "
                           "--codes FILE");
  if (digits < 0 || digits > 6)
    throw cgt::DomainError(fmt::format("--digits must be 1 to 6, not {}", digits));
  if (threads < 0 || threads > 1024)
    throw cgt::DomainError(fmt::format("--threads must be 0 (every core) to 1024, not {}", threads));
  const std::vector<std::string> codes =
      digits ? cgt::games::octal_codes(static_cast<unsigned>(digits)) : read_codes(file);
  for (const std::string& c : codes) cgt::games::parse_take_break_code(c, "--codes");
  cgt::tool::InterruptScope interrupts;
  cgt::Progress progress = isatty(2) ? cgt::tool::terminal_progress() : log_progress();
  const unsigned used =
      threads ? static_cast<unsigned>(threads) : std::max(1u, std::thread::hardware_concurrency());
  double start = cgt::bench::now_seconds();
  std::clock_t cpu_start = std::clock();
  std::vector<cgt::games::SweepResult> results;
  try {
    results = cgt::games::sweep_codes(codes, static_cast<std::size_t>(heaps), used, progress);
  } catch (const cgt::InterruptedError&) {
    cgt::tool::clear_progress_line();
    fmt::print(stderr, "cgt_bench_octal_records: all {} threads of the sweep stopped, no "
               "results printed\n", used);
    throw;  // reported by main, as every stop is: status 130, or 143 after SIGTERM
  }
  double wall = cgt::bench::seconds_since(start);
  double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  cgt::tool::clear_progress_line();
  std::uint64_t sum = 0;
  std::size_t periodic = 0;
  for (const cgt::games::SweepResult& r : results) {
    fmt::print("{} {} heaps, largest {}, {} rare, checksum {:016x}, {}\n", r.code, r.heaps,
               r.max_value, r.rare_heaps, r.checksum,
               r.period ? fmt::format("period {} after {}", r.period->period, r.period->preperiod)
                        : std::string("no period proven"));
    sum += r.checksum;
    periodic += r.period.has_value();
  }
  fmt::print("sweep: {} codes to {} heaps on {} thread{}, {} with a proven period; sum of "
             "checksums {:016x}\n",
             codes.size(), heaps, used, used == 1 ? "" : "s", periodic, sum);
  fmt::print("time {:.2f} s wall, {:.2f} s CPU; peak memory {:.0f} MiB\n", wall, cpu,
             cgt::bench::peak_rss_mib());
  return 0;
}

int run(int argc, char** argv) {
  cgt::bench::BenchArgs args(argc, argv, 1,
                             "CODE [--heaps N] [--period 1] [--plain M] [--threads 1|2] "
                             "[--out DIR [--save S] [--stream 1]]\n"
                             "       sweep --digits K | --codes FILE [--heaps N] [--threads T]");
  const std::string code = args.positional(0);
  if (code == "sweep") return run_sweep(args);
  const bool period = args.number("--period", 0) != 0;
  const bool stream = args.number("--stream", 0) != 0;
  const long long most = static_cast<long long>(
      stream ? cgt::games::HeapGrundyValues::kMaxStreamedHeaps
             : cgt::games::HeapGrundyValues::kMaxPeriodHeaps);
  const long long heaps = args.number(
      "--heaps", period ? static_cast<long long>(cgt::games::HeapGrundyValues::kMaxPeriodHeaps)
                        : 1'000'000);
  const long long plain = args.number("--plain", 0);
  const long long threads = args.number("--threads", 1);
  if (threads < 1 || threads > 2)
    throw cgt::DomainError(fmt::format("--threads must be 1 or 2 for one code, not {}", threads));
  const std::string out = args.text("--out", "");
  const long long save_seconds = args.number("--save", 600);
  if (heaps < 1 || heaps > most || plain < 0 || plain > heaps)
    throw cgt::DomainError(fmt::format(
        "--heaps must be 1 to {}{} and --plain 0 to --heaps, not {} and {}", most,
        stream ? "" : " (more with --stream 1)", heaps, plain));
  if (stream && out.empty())
    throw cgt::DomainError("--stream 1 needs --out DIR, the folder of the values file");
  if (save_seconds < 1)
    throw cgt::DomainError(fmt::format("--save must be at least 1 second, not {}", save_seconds));
  cgt::tool::InterruptScope interrupts;
  cgt::Progress progress = isatty(2) ? cgt::tool::terminal_progress() : log_progress();
  cgt::games::TakeBreakGame game = cgt::games::octal_game(code, "octal_records");
  cgt::games::HeapGrundyValues& values = game.heap_values();
  values.set_threads(static_cast<unsigned>(threads));
  std::filesystem::path checkpoint;
  if (!out.empty()) {
    std::filesystem::create_directories(out);
    checkpoint = std::filesystem::path(out) / ("octal-" + code + ".checkpoint");
    if (std::filesystem::exists(checkpoint)) {
      cgt::games::load_sequence_checkpoint(checkpoint, values);
      if (values.sequence().values().streamed() != stream)
        throw cgt::DomainError(fmt::format(
            "the checkpoint {} is of a run {} --stream 1: run it again {} it, or remove the "
            "checkpoint",
            checkpoint.string(), stream ? "without" : "with", stream ? "without" : "with"));
      fmt::print(stderr, "resumed from {} at {} heaps\n", checkpoint.string(),
                 values.sequence().size());
    } else if (stream) {
      values.stream_to((std::filesystem::path(out) / ("octal-" + code + ".values")).string());
    }
    progress = saving_progress(std::move(progress), checkpoint, std::chrono::seconds(save_seconds),
                               values);
  }

  // A resumed run's rates count the heaps it computed, not those its checkpoint held.
  const std::size_t heaps_before = values.sequence().size();
  double start = cgt::bench::now_seconds();
  std::clock_t cpu_start = std::clock();
  std::optional<cgt::games::Periodicity> found;
  try {
    if (period) {
      found = values.periodicity(static_cast<std::size_t>(heaps), progress);
    } else {
      values.extend(static_cast<std::size_t>(heaps), progress);
    }
  } catch (const cgt::Error& e) {
    // Ctrl-C, or a limit (a streamed run's): the heaps computed so far are exact, and kept.
    const bool keep = dynamic_cast<const cgt::InterruptedError*>(&e) ||
                      dynamic_cast<const cgt::LimitError*>(&e);
    if (keep && !checkpoint.empty()) {
      cgt::tool::clear_progress_line();
      fmt::print(stderr, "saving {} at {} heaps\n", checkpoint.string(), values.sequence().size());
      cgt::games::save_sequence_checkpoint(checkpoint, values);
    }
    throw;
  }
  if (!checkpoint.empty()) cgt::games::save_sequence_checkpoint(checkpoint, values);
  double wall = cgt::bench::seconds_since(start);
  double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  cgt::tool::clear_progress_line();
  const cgt::games::GrundySequence& s = values.sequence();
  const auto n = static_cast<double>(s.size() - heaps_before);
  fmt::print("code {}: {} heaps, largest value {}, {} rare heaps, {} byte(s) a heap{}\n",
             cgt::games::take_break_code_text(game.rules()), s.size(), s.max_value(),
             s.rare_heaps(), s.values().bytes_per_value(),
             s.values().streamed() ? fmt::format(", streamed to {}", s.values().file()) : "");
  fmt::print(
      "time {:.2f} s wall, {:.2f} s CPU; {:.3g} values/s (wall), {:.3g} values/s (CPU); "
      "peak memory {:.0f} MiB\n",
      wall, cpu, n / wall, n / cpu, cgt::bench::peak_rss_mib());
  fmt::print("checksum (Fletcher-64 of g(0..{})) {:016x}\n", s.size() - 1, s.checksum());
  if (period)
    fmt::print("{}\n", found ? fmt::format("period {} after preperiod {} (proven)", found->period,
                                           found->preperiod)
                             : std::string("no period proven"));
  if (plain > 0) {
    std::vector<std::uint32_t> g =
        cgt::games::plain_grundy_sequence(game.rules(), static_cast<std::size_t>(plain));
    for (std::size_t i = 0; i < g.size(); ++i)
      if (g[i] != s[i]) {
        fmt::print("plain mex differs at heap {}: {} against {}\n", i, g[i], s[i]);
        return 1;
      }
    fmt::print("plain mex agrees on g(0..{})\n", plain - 1);
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const cgt::InterruptedError&) {
    cgt::tool::clear_progress_line();
    return cgt::tool::report_stopped("cgt_bench_octal_records");
  } catch (const std::exception& e) {
    cgt::tool::clear_progress_line();
    std::cerr << "cgt_bench_octal_records: " << e.what() << "\n";
    return 2;
  }
}
