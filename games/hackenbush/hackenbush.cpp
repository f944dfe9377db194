#include "games/hackenbush/hackenbush.hpp"

#include "cgt/values.hpp"
#include "games/hackenbush/hackenbush_notation.hpp"
#include "games/hackenbush/hackenbush_values.hpp"

namespace cgt::games {

std::uint64_t Hackenbush::hash(const Position& p) {
  std::uint64_t h = p.size();
  for (const HackenbushEdge& e : p)
    h = mix_hash(h ^ (std::uint64_t{e.u} << 16 | std::uint64_t{e.v} << 8 |
                      static_cast<std::uint8_t>(e.colour)));
  return h;
}

void Hackenbush::options(const Position& p, Player who, std::vector<Position>& out) const {
  const char own = who == Player::kLeft ? 'L' : 'R';
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i].colour != own && p[i].colour != 'G') continue;
    Position rest = p;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    out.push_back(grounded(rest));
  }
}

std::string Hackenbush::text(const Position& p) const {
  return hackenbush_text(p);
}

void Hackenbush::components(const Position& p, std::vector<Position>& out) const {
  for (Position& part : ground_components(p)) out.push_back(std::move(part));
}

std::optional<Game> Hackenbush::known_value(const Position& p) const {
  if (std::optional<std::uint64_t> g = green_tree_grundy(p)) return nimber(*g);
  if (std::optional<std::string> colours = stalk_colours(p)) return blue_red_stalk_value(*colours);
  return std::nullopt;
}

}  // namespace cgt::games
