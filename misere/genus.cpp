#include "misere/genus.hpp"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>

#include "cgt/recursion_guard.hpp"

namespace cgt::misere {
namespace {

std::uint32_t mex(const std::vector<std::uint32_t>& values) {
  std::uint32_t m = 0;
  while (std::find(values.begin(), values.end(), m) != values.end()) ++m;
  return m;
}

// The genera met so far, by handle. Handles live as long as the process (the misère table
// never forgets a game), so the memo never goes stale.
std::unordered_map<std::uint32_t, Genus>& genera() {
  static std::unordered_map<std::uint32_t, Genus> memo;
  return memo;
}

Genus compute_genus(MisereGame g) {
  MisereTable& table = misere_table();
  std::vector<MisereGame> options(table.options(g).begin(), table.options(g).end());
  std::vector<const Genus*> option_genera;
  std::size_t settled = 1;  // from here on every option's γ repeats with period 2
  for (MisereGame o : options) {
    option_genera.push_back(&genus(o));
    settled = std::max(settled, option_genera.back()->gammas.size());
  }
  Genus result;
  result.g = table.nim_value(g);
  std::vector<std::uint32_t>& gamma = result.gammas;
  gamma.push_back(table.misere_nim_value(g));
  std::vector<std::uint32_t> excluded;
  // Once γ(k-1) = γ(k-3) with every option settled at k, γk = γ(k-2) for ever after.
  for (std::size_t k = 1;; ++k) {
    if (k >= settled + 2 && k >= 3 && gamma[k - 1] == gamma[k - 3]) break;
    if (k > settled + 64) throw std::logic_error("genus: the sequence did not settle");
    excluded.assign({gamma[k - 1], gamma[k - 1] ^ 1u});
    for (const Genus* og : option_genera) excluded.push_back(og->gamma(k));
    gamma.push_back(mex(excluded));
  }
  while (gamma.size() > 2 && gamma[gamma.size() - 1] == gamma[gamma.size() - 3]) gamma.pop_back();
  return result;
}

}  // namespace

const Genus& genus(MisereGame g) {
  auto& memo = genera();
  if (auto it = memo.find(g.id); it != memo.end()) return it->second;
  RecursionGuard guard;
  Genus computed = compute_genus(g);
  return memo.emplace(g.id, std::move(computed)).first->second;
}

std::string genus_text(const Genus& genus) {
  bool large = std::any_of(genus.gammas.begin(), genus.gammas.end(),
                           [](std::uint32_t v) { return v >= 10; });
  std::string text = std::to_string(genus.g) + "^";
  if (large) text += "(";
  for (std::size_t i = 0; i < genus.gammas.size(); ++i) {
    if (large && i > 0) text += ",";
    text += std::to_string(genus.gammas[i]);
  }
  if (large) text += ")";
  return text;
}

}  // namespace cgt::misere
