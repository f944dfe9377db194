#include "games/verification.hpp"

#include <fmt/format.h>

#include <charconv>
#include <chrono>
#include <cstdlib>

#include "cgt/error.hpp"
#include "cgt/notation/json.hpp"
#include "cgt/notation/json_reader.hpp"
#include "games/sharding/digest.hpp"

namespace cgt::games {

void Report::begin_unit(std::int64_t u) {
  end_unit();
  unit_open_ = true;
  unit_ = u;
  unit_digest_ = fnv1a(kFnvOffset, std::to_string(u));
}

void Report::end_unit() {
  if (!unit_open_) return;
  checksum += mix_bits(unit_digest_);
  unit_open_ = false;
}

void Report::digest(std::string_view bytes, std::uint64_t n) {
  if (!unit_open_) return;
  unit_digest_ = fnv1a(fnv1a(unit_digest_, bytes), std::to_string(n) + ";");
}

void Report::add_checked(std::uint64_t n) {
  checked += n;
  digest("checked", n);
}

void Report::add_row(std::vector<std::string> cells) {
  digest("row", cells.size());
  for (const std::string& c : cells) digest(c, 0);
  rows.push_back({unit_, std::move(cells)});
}

void Report::append(const Report& later) {
  add_checked(later.checked);
  for (const auto& [key, n] : later.counts) count(key, n);
  for (const Failure& f : later.failures) fail(f);
  failure_count += later.failure_count - later.failures.size();  // those it did not keep
  notes.insert(notes.end(), later.notes.begin(), later.notes.end());
}

void Report::count(const std::string& key, std::uint64_t n) {
  digest(key, n);
  for (auto& [k, v] : counts)
    if (k == key) {
      v += n;
      return;
    }
  counts.emplace_back(key, n);
  count_units.push_back(unit_);
}

std::uint64_t Report::count_of(const std::string& key) const {
  for (const auto& [k, v] : counts)
    if (k == key) return v;
  return 0;
}

void Report::fail(Failure f, std::uint64_t cases) {
  digest(f.what, cases);
  failure_count += cases;
  if (failures.size() < kKeptFailures) {
    failures.push_back(std::move(f));
    failure_units.push_back(unit_);
  }
}

namespace {

// The report as JSON without its digest and closing brace.
std::string json_body(const Report& r) {
  std::string counts, count_units, failures, notes, rows;
  for (std::size_t i = 0; i < r.counts.size(); ++i) {
    const char* comma = i == 0 ? "" : ", ";
    counts += fmt::format("{}{}: {}", comma, json_quote(r.counts[i].first), r.counts[i].second);
    count_units += fmt::format("{}{}", comma, i < r.count_units.size() ? r.count_units[i] : 0);
  }
  for (std::size_t i = 0; i < r.failures.size(); ++i) {
    const Failure& f = r.failures[i];
    std::string fields = fmt::format("\"what\": {}, \"unit\": {}", json_quote(f.what),
                                     i < r.failure_units.size() ? r.failure_units[i] : 0);
    std::string values;
    for (const auto& [k, v] : f.fields)
      values += fmt::format("{}[{}, {}]", values.empty() ? "" : ", ", json_quote(k), json_quote(v));
    failures += fmt::format("{}{{{}, \"fields\": [{}]}}", i == 0 ? "" : ", ", fields, values);
  }
  for (const ReportRow& row : r.rows) {
    std::string cells;
    for (const std::string& c : row.cells)
      cells += fmt::format("{}{}", cells.empty() ? "" : ", ", json_quote(c));
    rows += fmt::format("{}{{\"unit\": {}, \"cells\": [{}]}}", rows.empty() ? "" : ", ", row.unit,
                        cells);
  }
  for (const std::string& n : r.notes)
    notes += fmt::format("{}{}", notes.empty() ? "" : ", ", json_quote(n));
  std::string columns;  // only a report whose table lists its rows says so
  if (!r.columns.empty()) {
    for (const std::string& c : r.columns)
      columns += fmt::format("{}{}", columns.empty() ? "" : ", ", json_quote(c));
    columns = fmt::format(", \"columns\": [{}]", columns);
  }
  // Only a table's report says so: a verifier's report reads as it always did.
  const char* table = r.of_table ? ", \"table\": true" : "";
  return fmt::format(
      "{{\"name\": {}{}, \"upto\": {}, \"checked\": {}, \"passed\": {}, \"counts\": {{{}}}, "
      "\"failure_count\": {}, \"failures\": [{}], \"notes\": [{}], \"seconds\": {:.3f}, "
      "\"params\": {}, \"units\": {{\"from\": {}, \"to\": {}}}, \"shard\": {{\"index\": {}, "
      "\"count\": {}}}, \"checksum\": \"{:016x}\", \"count_units\": [{}], \"rows\": [{}]{}",
      json_quote(r.name), table, r.upto, r.checked, r.passed() ? "true" : "false", counts,
      r.failure_count, failures, notes, r.seconds, json_quote(r.params), r.unit_from, r.unit_to,
      r.shard_index, r.shard_count, r.checksum, count_units, rows, columns);
}

// The digest of a report: a hash of all it says, so that a report edited by hand (a count, a
// failure, its checksum) is refused when read rather than merged or printed as a result.
std::uint64_t content_digest(const Report& r) {
  return mix_bits(fnv1a(kFnvOffset, json_body(r)));
}

std::uint64_t hexadecimal(const std::string& text, const char* what) {
  std::uint64_t n = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n, 16);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty())
    throw DomainError(fmt::format("report: the {} \"{}\" is not hexadecimal", what, text));
  return n;
}

}  // namespace

std::string to_json(const Report& r) {
  return fmt::format("{}, \"digest\": \"{:016x}\"}}", json_body(r), content_digest(r));
}

Report report_from_json(std::string_view text) {
  return report_from_json(parse_json(text));
}

Report report_from_json(const JsonValue& j) {
  Report r;
  r.name = j.at("name").as_string();
  if (const JsonValue* table = j.find("table")) r.of_table = table->boolean;
  r.upto = j.at("upto").as_int();
  r.params = j.at("params").as_string();
  r.unit_from = j.at("units").at("from").as_int();
  r.unit_to = j.at("units").at("to").as_int();
  r.shard_index = j.at("shard").at("index").as_int();
  r.shard_count = j.at("shard").at("count").as_int();
  r.checksum = hexadecimal(j.at("checksum").as_string(), "checksum");
  r.checked = j.at("checked").as_uint();
  for (const auto& [k, v] : j.at("counts").members) r.counts.emplace_back(k, v.as_uint());
  for (const JsonValue& u : j.at("count_units").as_array()) r.count_units.push_back(u.as_int());
  if (r.count_units.size() != r.counts.size())
    throw DomainError("report: count_units does not match counts");
  r.failure_count = j.at("failure_count").as_uint();
  for (const JsonValue& f : j.at("failures").as_array()) {
    Failure failure{f.at("what").as_string(), {}};
    for (const JsonValue& field : f.at("fields").as_array()) {
      const auto& pair = field.as_array();
      if (pair.size() != 2) throw DomainError("report: a failure's field is not a [key, value]");
      failure.fields.emplace_back(pair[0].as_string(), pair[1].as_string());
    }
    r.failures.push_back(std::move(failure));
    r.failure_units.push_back(f.at("unit").as_int());
  }
  for (const JsonValue& n : j.at("notes").as_array()) r.notes.push_back(n.as_string());
  if (const JsonValue* columns = j.find("columns"))
    for (const JsonValue& c : columns->as_array()) r.columns.push_back(c.as_string());
  for (const JsonValue& row : j.at("rows").as_array()) {
    ReportRow kept{row.at("unit").as_int(), {}};
    for (const JsonValue& c : row.at("cells").as_array()) kept.cells.push_back(c.as_string());
    r.rows.push_back(std::move(kept));
  }
  const std::string& seconds = j.at("seconds").text;
  // strtod, not from_chars: the web engine's libc++ (Emscripten 3.1.6) has no from_chars for
  // double. The tool never sets a locale, so the decimal point is '.'.
  char* end = nullptr;
  r.seconds = std::strtod(seconds.c_str(), &end);
  if (seconds.empty() || end != seconds.c_str() + seconds.size())
    throw DomainError(fmt::format("report: the seconds \"{}\" are not a number", seconds));
  const JsonValue* digest = j.find("digest");
  if (!digest)
    throw DomainError("report: it has no digest (written by an older cgt, or by hand): run it "
                      "again");
  // Written whole (16 digits), so that a digit added in front does not go unseen; "passed",
  // which the report derives from its failures rather than reads, must agree with them.
  if (digest->as_string().size() != 16 ||
      hexadecimal(digest->as_string(), "digest") != content_digest(r) ||
      j.at("passed").boolean != r.passed())
    throw DomainError("report: its content does not match its digest (it was edited or "
                      "damaged): run it again");
  return r;
}

std::string to_text(const Report& r) {
  std::string out = fmt::format(
      "{}: {} up to {}: {} checked, {} in {:.2f} s\n", r.name, r.passed() ? "PASSED" : "FAILED",
      r.upto, r.checked,
      r.passed() ? "no counterexample" : fmt::format("{} counterexamples", r.failure_count),
      r.seconds);
  if (r.unit_to >= r.unit_from)
    out += fmt::format("  units {}..{}{}, checksum {:016x}\n", r.unit_from, r.unit_to,
                       r.shard_count > 1 ? fmt::format(", shard {}/{}", r.shard_index,
                                                       r.shard_count)
                                         : "",
                       r.checksum);
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

Report run_verifier(const Verifier& v, std::int64_t upto, Progress& progress,
                    SweepCheckpoint* checkpoint) {
  if (upto < 0 || upto > v.max_upto)
    throw DomainError(fmt::format("verify {}: --upto must lie between 0 and {}, not {}", v.name,
                                  v.max_upto, upto));
  if (checkpoint && !v.run_resumably)
    throw DomainError(fmt::format("verify {}: it does not save checkpoints (--out)", v.name));
  auto start = std::chrono::steady_clock::now();
  progress.start(v.name, static_cast<std::uint64_t>(upto));
  Report r = checkpoint ? v.run_resumably(upto, progress, *checkpoint) : v.run(upto, progress);
  progress.finish();
  r.name = v.name;
  r.upto = upto;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace cgt::games
