#include "games/octal/octal_jobs.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "games/octal/octal_sweep.hpp"

namespace cgt::games {
namespace {

void octal_sweep_units(const JobArgs& args, void*, Report& report, Progress& progress) {
  const auto heaps = static_cast<std::size_t>(args.upto);
  const std::size_t plain_heaps = std::min<std::size_t>(heaps, kOctalSweepPlainHeaps);
  std::uint64_t done = 0;
  args.for_each_unit([&](std::int64_t u) {
    report.begin_unit(u);
    const std::string code = octal_code_of(u, kOctalSweepDigits);
    GrundySequence s(parse_take_break_code(code, "octal-sweep"));
    s.extend_to(heaps);
    const SweepResult r = sweep_result(s);
    const std::vector<std::uint32_t> plain = plain_grundy_sequence(s.rules(), plain_heaps);
    report.add_checked(1);
    report.count("codes");
    report.count("heaps checked against the plain mex", plain_heaps);
    for (std::size_t n = 0; n < plain_heaps; ++n)
      if (plain[n] != s[n]) {
        report.fail({fmt::format("{}: g({}) differs", r.code, n),
                     {{"sparse space", std::to_string(s[n])},
                      {"plain mex", std::to_string(plain[n])}}});
        break;
      }
    report.count("sum of the codes' Fletcher-64 checksums (mod 2^64)", r.checksum);
    if (r.period) report.count("codes with a period proven");
    report.add_row({r.code, std::to_string(r.heaps), std::to_string(r.max_value),
                    std::to_string(r.rare_heaps), fmt::format("{:016x}", r.checksum),
                    r.period ? fmt::format("{} after {}", r.period->period, r.period->preperiod)
                             : std::string("none proven")});
    progress.update(++done);
  });
}

ShardedJob octal_sweep_job() {
  ShardedJob job = verifier_job(
      "octal-sweep",
      fmt::format("every octal code of up to {} digits to N heaps: sparse-space values against "
                  "the plain mex on the first {} heaps, checksums and proven periods",
                  kOctalSweepDigits, kOctalSweepPlainHeaps),
      "Winning Ways, ch. 4 (sparse space, the periodicity theorem)", "u, the code's number",
      10'000, 100'000'000, [](const JobArgs&) {
        return UnitRange{1, (std::int64_t{1} << (3 * kOctalSweepDigits)) - 1};
      });
  job.run = octal_sweep_units;
  return job;
}

}  // namespace

void add_octal_jobs(JobRegistry& r) {
  r.add(octal_sweep_job());
}

void add_octal_verifiers(VerifierRegistry& r) {
  r.add(verifier_of(octal_sweep_job()));
}

}  // namespace cgt::games
