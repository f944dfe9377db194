#include "games/verification.hpp"

#include <fmt/format.h>

#include <chrono>

#include "cgt/error.hpp"
#include "cgt/notation/json.hpp"

namespace cgt::games {

void Report::count(const std::string& key, std::uint64_t n) {
  for (auto& [k, v] : counts)
    if (k == key) {
      v += n;
      return;
    }
  counts.emplace_back(key, n);
}

std::uint64_t Report::count_of(const std::string& key) const {
  for (const auto& [k, v] : counts)
    if (k == key) return v;
  return 0;
}

void Report::fail(Failure f, std::uint64_t cases) {
  failure_count += cases;
  if (failures.size() < kKeptFailures) failures.push_back(std::move(f));
}

std::string to_json(const Report& r) {
  std::string counts, failures, notes;
  for (const auto& [k, v] : r.counts)
    counts += fmt::format("{}{}: {}", counts.empty() ? "" : ", ", json_quote(k), v);
  for (const Failure& f : r.failures) {
    std::string fields = fmt::format("\"what\": {}", json_quote(f.what));
    for (const auto& [k, v] : f.fields)
      fields += fmt::format(", {}: {}", json_quote(k), json_quote(v));
    failures += fmt::format("{}{{{}}}", failures.empty() ? "" : ", ", fields);
  }
  for (const std::string& n : r.notes)
    notes += fmt::format("{}{}", notes.empty() ? "" : ", ", json_quote(n));
  return fmt::format(
      "{{\"name\": {}, \"upto\": {}, \"checked\": {}, \"passed\": {}, \"counts\": {{{}}}, "
      "\"failure_count\": {}, \"failures\": [{}], \"notes\": [{}], \"seconds\": {:.3f}}}",
      json_quote(r.name), r.upto, r.checked, r.passed() ? "true" : "false", counts, r.failure_count,
      failures, notes, r.seconds);
}

std::string to_text(const Report& r) {
  std::string out = fmt::format(
      "{}: {} up to {}: {} checked, {} in {:.2f} s\n", r.name, r.passed() ? "PASSED" : "FAILED",
      r.upto, r.checked,
      r.passed() ? "no counterexample" : fmt::format("{} counterexamples", r.failure_count),
      r.seconds);
  for (const auto& [k, v] : r.counts) out += fmt::format("  {}: {}\n", k, v);
  for (const std::string& n : r.notes) out += fmt::format("  note: {}\n", n);
  for (const Failure& f : r.failures) {
    out += "  counterexample: " + f.what;
    for (const auto& [k, v] : f.fields) out += fmt::format("; {} = {}", k, v);
    out += "\n";
  }
  if (r.failure_count > r.failures.size())
    out += fmt::format("  ... and {} more\n", r.failure_count - r.failures.size());
  return out;
}

const Verifier* VerifierRegistry::find(const std::string& name) const {
  for (const Verifier& v : verifiers_)
    if (v.name == name) return &v;
  return nullptr;
}

Report run_verifier(const Verifier& v, std::int64_t upto, Progress& progress) {
  if (upto < 0 || upto > v.max_upto)
    throw DomainError(fmt::format("verify {}: --upto must lie between 0 and {}, not {}", v.name,
                                  v.max_upto, upto));
  auto start = std::chrono::steady_clock::now();
  progress.start(v.name, static_cast<std::uint64_t>(upto));
  Report r = v.run(upto, progress);
  progress.finish();
  r.name = v.name;
  r.upto = upto;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace cgt::games
