#include "lang/functions.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/error.hpp"
#include "lang/cgsuite_names.hpp"

namespace cgt::lang {
namespace {

// Shorter words begin too many names to point at one.
constexpr std::size_t kShortestPrefix = 3;
// Longer words are not looked up for a suggestion.
constexpr std::size_t kLongestTypo = 64;

std::string plural(std::size_t n, const char* word) {
  return fmt::format("{} {}{}", n, word, n == 1 ? "" : "s");
}

}  // namespace

void FunctionRegistry::add(Function f) {
  std::string name = f.name;
  functions_[name] = std::move(f);
}

const Function* FunctionRegistry::find(const std::string& name) const {
  auto it = functions_.find(name);
  return it == functions_.end() ? nullptr : &it->second;
}

const Function& FunctionRegistry::checked(const std::string& name, std::size_t arg_count) const {
  const Function* f = find(name);
  if (!f)
    throw Error(ErrorCode::kName,
                fmt::format("unknown function '{}'{}", shown_name(name), hint_for(name, {})));
  if (arg_count < f->min_args || arg_count > f->max_args) {
    std::string expected = f->min_args == f->max_args
                               ? plural(f->min_args, "argument")
                               : fmt::format("{} to {} arguments", f->min_args, f->max_args);
    throw Error(ErrorCode::kType,
                fmt::format("{} takes {}, not {}", f->signature, expected, arg_count));
  }
  return *f;
}

std::string FunctionRegistry::hint_for(const std::string& name,
                                       std::vector<std::string> names) const {
  if (name == "exit" || name == "quit") return ": to leave, type :quit (or Ctrl-D)";
  std::string cgt_name = cgt_name_for_cgsuite(name);
  if (const Function* same = cgt_name.empty() ? nullptr : find(cgt_name))
    return fmt::format(": CGSuite's {} is {} in cgt", name, same->signature);
  for (const auto& [known, fn] : functions_) names.push_back(known);
  std::string closest = closest_name(name, names);
  return closest.empty() ? "" : fmt::format("; did you mean {}?", closest);
}

std::string shown_name(std::string_view name) {
  constexpr std::size_t kShown = 40;
  if (name.size() <= kShown) return std::string(name);
  std::size_t cut = kShown;
  while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xc0) == 0x80) --cut;  // UTF-8
  return std::string(name.substr(0, cut)) + "...";
}

std::string closest_name(const std::string& name, const std::vector<std::string>& candidates) {
  // Names are short: a long word is no typo of one, and its distances would cost
  // length x length each.
  if (name.size() > kLongestTypo) return "";
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
