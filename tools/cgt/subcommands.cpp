#include "tools/cgt/subcommands.hpp"

#include <charconv>
#include <optional>
#include <iostream>

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "games/named_tables.hpp"
#include "games/verification.hpp"
#include "tools/cgt/interrupts.hpp"
#include "tools/cgt/progress_bar.hpp"
#include "lang/functions.hpp"

namespace cgt::tool {
namespace {

bool parse_int(const std::string& s, std::int64_t* out) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), *out);
  return ec == std::errc() && end == s.data() + s.size();
}

const char* kVerifyUsage =
    "usage: cgt verify NAME [--upto N] [--json] | cgt verify --list\n"
    "Checks a paper's result for every case up to N (0 <= N <= the verifier's largest); exit\n"
    "status 0 when it holds, 1 with a counterexample, 2 for a usage error, 130 after Ctrl-C,\n"
    "143 after SIGTERM.\n";
const char* kTableUsage =
    "usage: cgt table NAME [--from A] [--to B] [--format text|markdown|csv|latex] | --list\n"
    "Prints a named table of the papers for 0 <= A <= B <= the table's largest; exit status 0,\n"
    "2 for a usage error, 130 after Ctrl-C, 143 after SIGTERM.\n";

// The exit status and message of a run that stopped with an error.
int failure_status(const Error& e) {
  std::cerr << "\ncgt: " << (terminated() ? "stopped by SIGTERM" : e.what()) << "\n";
  if (e.code() != ErrorCode::kInterrupted) return 2;
  return terminated() ? 143 : 130;
}

int usage_error(const std::string& message) {
  std::cerr << "cgt: " << message << "\n";
  return 2;
}

std::string suggestion(const std::string& name, const std::vector<std::string>& names) {
  std::string hint = lang::closest_name(name, names);
  return hint.empty() ? "" : fmt::format("; did you mean {}?", hint);
}

}  // namespace

int run_verify(const std::vector<std::string>& args) {
  games::VerifierRegistry registry = games::all_verifiers();
  std::string name;
  std::optional<std::int64_t> upto;
  bool json = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--list") {
      for (const auto& v : registry.all())
        std::cout << fmt::format("{:<22} {} ({}; default --upto {})\n", v.name, v.summary,
                                 v.source, v.default_upto);
      return 0;
    } else if (a == "--json") {
      json = true;
    } else if (a == "--help" || a == "-h") {
      std::cout << kVerifyUsage;
      return 0;
    } else if (a == "--upto" && i + 1 < args.size()) {
      std::int64_t n;
      if (!parse_int(args[++i], &n)) return usage_error("--upto takes an integer");
      upto = n;
    } else if (name.empty() && !a.empty() && a[0] != '-') {
      name = a;
    } else {
      return usage_error(fmt::format("verify: unexpected argument '{}'", a));
    }
  }
  if (name.empty()) return usage_error(kVerifyUsage);
  const games::Verifier* v = registry.find(name);
  if (!v) {
    std::vector<std::string> names;
    for (const auto& x : registry.all()) names.push_back(x.name);
    return usage_error(fmt::format("no verifier named '{}'{} (cgt verify --list shows all)",
                                   name, suggestion(name, names)));
  }
  InterruptScope interrupts;
  Progress progress = terminal_progress();
  try {
    games::Report r = games::run_verifier(*v, upto.value_or(v->default_upto), progress);
    std::cout << (json ? games::to_json(r) + "\n" : games::to_text(r));
    return r.passed() ? 0 : 1;
  } catch (const Error& e) {
    return failure_status(e);
  }
}

int run_table(const std::vector<std::string>& args) {
  games::TableRegistry registry = games::all_tables();
  std::string name;
  std::int64_t from = INT64_MIN, to = INT64_MIN;
  TableFormat format = TableFormat::kText;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--list") {
      for (const auto& t : registry.all())
        std::cout << fmt::format("{:<22} {} (default --from {} --to {})\n", t.name, t.summary,
                                 t.default_from, t.default_to);
      return 0;
    } else if (a == "--help" || a == "-h") {
      std::cout << kTableUsage;
      return 0;
    } else if (a == "--from" && i + 1 < args.size()) {
      if (!parse_int(args[++i], &from)) return usage_error("--from takes an integer");
    } else if (a == "--to" && i + 1 < args.size()) {
      if (!parse_int(args[++i], &to)) return usage_error("--to takes an integer");
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
  if (name.empty()) return usage_error(kTableUsage);
  const games::NamedTable* t = registry.find(name);
  if (!t) {
    std::vector<std::string> names;
    for (const auto& x : registry.all()) names.push_back(x.name);
    return usage_error(fmt::format("no table named '{}'{} (cgt table --list shows all)", name,
                                   suggestion(name, names)));
  }
  if (from == INT64_MIN) from = t->default_from;
  if (to == INT64_MIN) to = t->default_to;
  if (from < 0 || to > t->max_to || from > to)
    return usage_error(fmt::format("table {}: need 0 <= --from <= --to <= {}", name, t->max_to));
  InterruptScope interrupts;
  Progress progress = terminal_progress();
  try {
    std::cout << render(t->build(from, to, progress), format);
    return 0;
  } catch (const Error& e) {
    return failure_status(e);
  }
}

}  // namespace cgt::tool
