#include "lang/functions.hpp"

#include <algorithm>

namespace cgt::lang {
namespace {

// Shorter words begin too many names to point at one.
constexpr std::size_t kShortestPrefix = 3;

}  // namespace

void FunctionRegistry::add(Function f) {
  std::string name = f.name;
  functions_[name] = std::move(f);
}

const Function* FunctionRegistry::find(const std::string& name) const {
  auto it = functions_.find(name);
  return it == functions_.end() ? nullptr : &it->second;
}

std::string closest_name(const std::string& name, const std::vector<std::string>& candidates) {
  auto distance = [](const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
      std::size_t diagonal = row[0];
      row[0] = i;
      for (std::size_t j = 1; j <= b.size(); ++j) {
        std::size_t up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
        diagonal = up;
      }
    }
    return row[b.size()];
  };
  std::string best;
  std::size_t best_distance = std::max<std::size_t>(2, name.size() / 3) + 1;
  for (const std::string& c : candidates) {
    std::size_t d = distance(name, c);
    if (d < best_distance) {
      best = c;
      best_distance = d;
    }
  }
  if (!best.empty() || name.size() < kShortestPrefix) return best;
  // A word that begins exactly one name is short for it (thermo: thermograph).
  std::string prefixed;
  for (const std::string& c : candidates) {
    if (!c.starts_with(name)) continue;
    if (!prefixed.empty()) return "";
    prefixed = c;
  }
  return prefixed;
}

}  // namespace cgt::lang
