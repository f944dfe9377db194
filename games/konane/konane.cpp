#include "games/konane/konane.hpp"

#include <bit>

namespace cgt::games {
namespace {

// A part of the stones and how many moves it can make on its own.
struct Part {
  std::uint64_t stones;
  int moves;
};

int move_bound(const GridBoard& b, std::uint64_t stones) {
  bool both = (stones & b.x) && (stones & b.o);
  return both ? std::popcount(stones) - 1 : 0;
}

}  // namespace

void Konane::options(const Position& p, Player who, std::vector<Position>& out) const {
  std::uint64_t theirs = p.stones(opponent(who)), empty = p.empty();
  for (int d = 0; d < 4; ++d)
    for_each_bit(p.stones(who), [&](std::uint64_t from) {
      Position o = p;
      std::uint64_t& mine = o.stones(who);
      std::uint64_t& captured = o.stones(opponent(who));
      mine &= ~from;
      for (std::uint64_t at = from;;) {
        std::uint64_t over = p.step(at, d), to = p.step(over, d);
        if (!(over & theirs) || !(to & empty)) break;
        captured &= ~over;
        Position landed = o;
        landed.stones(who) |= to;
        out.push_back(landed);
        at = to;
      }
    });
}

void Konane::components(const Position& p, std::vector<Position>& out) const {
  if (!reduce_) {
    out.push_back(p);
    return;
  }
  std::vector<Part> parts;
  for (std::uint64_t rest = p.stones(); rest;) {
    std::uint64_t group = p.group(p.stones(), rest & (~rest + 1));
    rest &= ~group;
    parts.push_back({group, move_bound(p, group)});
  }
  // Merge parts that might meet until none can.
  for (bool merged = true; merged;) {
    merged = false;
    for (std::size_t i = 0; i < parts.size() && !merged; ++i)
      for (std::size_t j = i + 1; j < parts.size() && !merged; ++j) {
        int reach = parts[i].moves + parts[j].moves + 1;
        if (!(p.dilate(parts[i].stones, reach) & parts[j].stones)) continue;
        parts[i].stones |= parts[j].stones;
        parts[i].moves = move_bound(p, parts[i].stones);
        parts.erase(parts.begin() + static_cast<std::ptrdiff_t>(j));
        merged = true;
      }
  }
  for (const Part& part : parts) {
    if (part.moves == 0) continue;
    std::uint64_t cells = part.stones | (p.dilate(part.stones, part.moves) & p.empty());
    out.push_back(crop(block_outside(p, cells), cells));
  }
}

Konane::Position Konane::normalise(const Position& p) const {
  if (!reduce_) return p;
  return least_image(crop(p, p.open()), Symmetries::kAll, ImageOrder::kStonesFirst);
}

std::size_t Konane::size(const Position& p) const {
  return static_cast<std::size_t>(std::popcount(p.stones()));
}

GridBoard parse_konane(std::string_view text, std::string_view function) {
  return parse_grid_board(text, ".XO#", function);
}

}  // namespace cgt::games
