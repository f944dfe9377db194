#include "games/toads_and_frogs/toads_and_frogs.hpp"

#include <fmt/format.h>

#include "cgt/error.hpp"

namespace cgt::games {
namespace {

// p with the creature at `from` moved to the empty cell `to`.
template <class Strip>
Strip moved(const Strip& p, std::size_t from, std::size_t to) {
  Strip q = p;
  auto& side = has_cell(p.left, from) ? q.left : q.right;
  remove_cell(side, from);
  add_cell(side, to);
  return q;
}

}  // namespace

template <class Strip>
BasicToadsAndFrogs<Strip>::BasicToadsAndFrogs(int min_slide, int max_slide, int max_jump,
                                              bool friendly)
    : min_slide_(min_slide), max_slide_(max_slide), max_jump_(max_jump), friendly_(friendly) {
  if (min_slide < 1 || min_slide > 63)
    throw DomainError(
        fmt::format("gentoads: min_slide must be between 1 and 63, not {}", min_slide));
  if (max_slide < min_slide || max_slide > 63)
    throw DomainError(fmt::format(
        "gentoads: max_slide must be between min_slide ({}) and 63, not {}", min_slide, max_slide));
  if (max_jump < 0 || max_jump > 62)
    throw DomainError(fmt::format("gentoads: max_jump must be between 0 and 62, not {}", max_jump));
}

template <class Strip>
std::string BasicToadsAndFrogs<Strip>::name() const {
  if (min_slide_ == 1 && max_slide_ == 1 && max_jump_ == 1 && !friendly_) return "toads";
  return fmt::format("gentoads({},{},{},{})", min_slide_, max_slide_, max_jump_, friendly_ ? 1 : 0);
}

template <class Strip>
std::string BasicToadsAndFrogs<Strip>::expression(const Position& p) const {
  if (name() == "toads") return fmt::format("toads(\"{}\")", strip_text(p));
  return fmt::format("gentoads(\"{}\", {}, {}, {}, {})", strip_text(p), min_slide_, max_slide_,
                     max_jump_, friendly_ ? 1 : 0);
}

template <class Strip>
std::size_t BasicToadsAndFrogs<Strip>::size(const Position& p) const {
  return cell_count(p.empty());
}

template <class Strip>
void BasicToadsAndFrogs<Strip>::options(const Position& p, Player who,
                                        std::vector<Position>& out) const {
  if (who == Player::kLeft) {
    left_options(p, out);
    return;
  }
  // Right's moves are Left's moves in the mirrored strip.
  std::size_t first = out.size();
  left_options(mirror(p), out);
  for (std::size_t i = first; i < out.size(); ++i) out[i] = mirror(out[i]);
}

template <class Strip>
void BasicToadsAndFrogs<Strip>::left_options(const Position& p, std::vector<Position>& out) const {
  const auto empty = p.empty();
  const auto jumpable = friendly_ ? p.left | p.right : p.right;
  const std::size_t n = p.length;
  for_each_cell(p.left, [&](std::size_t from) {
    for (std::size_t d = 1; d <= static_cast<std::size_t>(max_slide_); ++d) {
      if (from + d >= n || !has_cell(empty, from + d)) break;
      if (d >= static_cast<std::size_t>(min_slide_)) out.push_back(moved(p, from, from + d));
    }
    for (std::size_t over = 1; over <= static_cast<std::size_t>(max_jump_); ++over) {
      if (from + over >= n || !has_cell(jumpable, from + over)) break;
      if (from + over + 1 < n && has_cell(empty, from + over + 1)) {
        out.push_back(moved(p, from, from + over + 1));
        break;
      }
    }
  });
}

// Why the blockade cut is sound. Let b be a boundary with a run of x toads ending just left of
// it and a run of y frogs starting at it, x, y > max_jump. A toad of the run cannot slide (the
// cell ahead is a creature) and every jump of at most max_jump creatures lands inside the two
// runs (its landing cell is within max_jump + 1 cells ahead, and the runs extend that far), so
// on an occupied cell; the same holds for the frogs, and for a creature outside the runs jumping
// into them. So the runs never move, no creature ever crosses or jumps them, and each side
// sees them as the end of the strip. Frozen creatures at the strip's ends are walls likewise.
template <class Strip>
void BasicToadsAndFrogs<Strip>::components(const Position& p, std::vector<Position>& out) const {
  const std::size_t n = p.length;
  const auto k = static_cast<std::size_t>(max_jump_);
  std::size_t start = 0;
  for (std::size_t i = 0; i <= n; ++i) {
    if (i == n || has_cell(p.blocked, i)) {
      add_part(p, start, i, out);
      start = i + 1;
      continue;
    }
    if (i == start || !has_cell(p.left, i - 1) || !has_cell(p.right, i)) continue;
    std::size_t toads = 0, frogs = 0;
    while (i - toads > start && has_cell(p.left, i - toads - 1)) ++toads;
    while (i + frogs < n && has_cell(p.right, i + frogs)) ++frogs;
    if (toads <= k || frogs <= k) continue;
    add_part(p, start, i - toads, out);
    start = i + frogs;
    i = start - 1;
  }
}

template <class Strip>
void BasicToadsAndFrogs<Strip>::add_part(const Position& p, std::size_t begin, std::size_t end,
                                         std::vector<Position>& out) const {
  while (begin < end && has_cell(p.right, begin)) ++begin;
  while (end > begin && has_cell(p.left, end - 1)) --end;
  Position part = p.slice(begin, end);
  if (!has_cells(part.empty()) || !has_cells(part.left | part.right)) return;
  out.push_back(std::move(part));
}

template class BasicToadsAndFrogs<CreatureStrip>;
template class BasicToadsAndFrogs<WideCreatureStrip>;

}  // namespace cgt::games
