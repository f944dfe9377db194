#include "games/named_tables.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {

void check_table_rows(const NamedTable& t, std::int64_t from, std::int64_t to) {
  if (to >= from && static_cast<std::uint64_t>(to) - static_cast<std::uint64_t>(from) >=
                        static_cast<std::uint64_t>(kMaxTableRows))
    throw DomainError(fmt::format(
        "table {}: {}..{} is {} rows, and a table holds at most {} (it is printed once "
        "complete, so every row is kept until then): print it in parts of at most {} rows",
        t.name, from, to, to - from + 1, kMaxTableRows, kMaxTableRows));
}

const NamedTable* TableRegistry::find(const std::string& name) const {
  for (const NamedTable& t : tables_)
    if (t.name == name) return &t;
  return nullptr;
}

}  // namespace cgt::games
