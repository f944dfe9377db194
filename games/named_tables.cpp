#include "games/named_tables.hpp"

namespace cgt::games {

const NamedTable* TableRegistry::find(const std::string& name) const {
  for (const NamedTable& t : tables_)
    if (t.name == name) return &t;
  return nullptr;
}

}  // namespace cgt::games
