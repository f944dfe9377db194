// Named tables: the papers' tables (and others) that the tool prints with
// `cgt table NAME --from A --to B [--format text|markdown|csv|latex]`.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cgt/notation/table.hpp"
#include "cgt/progress.hpp"

namespace cgt::games {

struct NamedTable {
  std::string name;     // "gn-values"
  std::string summary;  // what it shows, and which paper table it reproduces
  std::int64_t default_from = 1, default_to = 20;
  std::int64_t max_to = 1'000'000;
  std::function<TextTable(std::int64_t from, std::int64_t to, Progress& progress)> build;
};

// The rows one table holds at most: a table is printed once complete (its columns aligned), so
// every row is held as text until then, a few hundred bytes each (gn-sequences to 10^7 needed
// over 4 GB). Larger ranges are printed in parts.
inline constexpr std::int64_t kMaxTableRows = 1'000'000;

// DomainError when from..to (from <= to) holds more than kMaxTableRows rows.
void check_table_rows(const NamedTable& t, std::int64_t from, std::int64_t to);

class TableRegistry {
 public:
  void add(NamedTable t) { tables_.push_back(std::move(t)); }
  const NamedTable* find(const std::string& name) const;
  const std::vector<NamedTable>& all() const { return tables_; }

 private:
  std::vector<NamedTable> tables_;
};

// Every named table of every ruleset, in a stable order.
TableRegistry all_tables();

}  // namespace cgt::games
