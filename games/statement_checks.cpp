#include "games/statement_checks.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"
#include "cgt/notation/json.hpp"

namespace cgt::games {

std::string StatementChecks::state_json() {
  report_cases();
  std::string statements;
  for (const Statement& s : statements_)
    statements +=
        fmt::format(R"({}{{"name": {}, "cases": {}, "failures": {}, "first_counterexample": {}}})",
                    statements.empty() ? "" : ", ", json_quote(s.name), s.cases, s.failures,
                    json_quote(s.first_counterexample));
  return fmt::format(R"({{"report": {}, "statements": [{}]}})", to_json(report_), statements);
}

void StatementChecks::restore(const JsonValue& state) {
  const auto& saved = state.at("statements").as_array();
  bool same = saved.size() == statements_.size();
  for (std::size_t i = 0; same && i < saved.size(); ++i)
    same = saved[i].at("name").as_string() == statements_[i].name;
  if (!same) throw DomainError("the saved tallies are of other statements (another version?)");
  for (std::size_t i = 0; i < saved.size(); ++i) {
    statements_[i].cases = saved[i].at("cases").as_uint();
    statements_[i].failures = saved[i].at("failures").as_uint();
    statements_[i].first_counterexample = saved[i].at("first_counterexample").as_string();
  }
  report_ = report_from_json(state.at("report"));
  unreported_cases_ = 0;
}

}  // namespace cgt::games
