#include "loopy/bottom_up.hpp"

#include <unordered_map>

namespace cgt::loopy {

std::vector<std::optional<Stopper>> values_bottom_up(
    const LoopyGraph& g, const std::function<std::optional<std::vector<Stopper>>(LocalGraph)>& solve) {
  std::vector<std::optional<Stopper>> value(g.size());
  std::unordered_map<std::uint32_t, std::uint32_t> local;
  for (const auto& component : components_bottom_up(g)) {
    if (component.size() == 1 && g.is_leaf(component[0])) {
      value[component[0]] = g.leaf(component[0]);
      continue;
    }
    local.clear();
    for (std::size_t i = 0; i < component.size(); ++i)
      local[component[i]] = static_cast<std::uint32_t>(i);
    LocalGraph part(component.size());
    bool resolved = true;
    for (std::size_t i = 0; i < component.size() && resolved; ++i)
      for (Player p : {Player::kLeft, Player::kRight})
        for (std::uint32_t w : g.options(component[i], p)) {
          auto it = local.find(w);
          if (it != local.end()) part[i].options(p).push_back(Ref::local(it->second));
          else if (value[w]) part[i].options(p).push_back(Ref::stopper(*value[w]));
          else resolved = false;
        }
    if (!resolved) continue;
    std::optional<std::vector<Stopper>> handles = solve(std::move(part));
    if (!handles) continue;
    for (std::size_t i = 0; i < component.size(); ++i) value[component[i]] = (*handles)[i];
  }
  return value;
}

}  // namespace cgt::loopy
