#include "tests/support/heap_game_search.hpp"

#include <algorithm>

namespace cgt::test {
namespace {

std::vector<int> normalised(std::vector<int> heaps) {
  std::erase_if(heaps, [](int code) { return code < 2; });  // empty heaps
  std::sort(heaps.begin(), heaps.end());
  return heaps;
}

}  // namespace

std::vector<bool> wythoff_a_membership(int upto) {
  std::vector<bool> in_a(static_cast<std::size_t>(upto) + 1), used(2 * in_a.size() + 2);
  std::size_t a = 1;
  for (std::size_t n = 1;; ++n) {
    while (used[a]) ++a;
    if (a >= in_a.size()) return in_a;
    in_a[a] = used[a] = true;
    if (a + n < used.size()) used[a + n] = true;
  }
}

HeapGameSearch::HeapGameSearch(int max_heap) : in_a_(wythoff_a_membership(max_heap)) {}

Outcome HeapGameSearch::outcome(const games::HeapPosition& p) {
  std::vector<int> heaps;
  for (auto h : p.blue) heaps.push_back(static_cast<int>(2 * h));
  for (auto h : p.red) heaps.push_back(static_cast<int>(2 * h + 1));
  heaps = normalised(heaps);
  bool left = wins(heaps, true), right = wins(heaps, false);
  if (left) return right ? Outcome::kNext : Outcome::kLeft;
  return right ? Outcome::kRight : Outcome::kPrevious;
}

bool HeapGameSearch::wins(const std::vector<int>& heaps, bool left_to_move) {
  std::uint64_t key = left_to_move;
  for (int code : heaps) key = key * 256 + static_cast<std::uint64_t>(code);
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  bool win = false;
  for (std::size_t i = 0; i < heaps.size() && !win; ++i) {
    int size = heaps[i] / 2;
    // Left removes members of A from blue heaps, Right from red ones; the other player the rest.
    bool removes_a = left_to_move != (heaps[i] % 2 == 1);
    for (int s = 1; s <= size && !win; ++s) {
      if (in_a_[static_cast<std::size_t>(s)] != removes_a) continue;
      std::vector<int> next = heaps;
      next[i] -= 2 * s;
      win = !wins(normalised(next), !left_to_move);
    }
  }
  memo_[key] = win;
  return win;
}

std::vector<games::HeapPosition> all_positions(int heaps, int max_heap) {
  std::vector<games::HeapPosition> all;
  // Coloured heaps as kinds 0 .. 2 * max_heap - 1 (blue first), nondecreasing.
  std::vector<int> kinds(static_cast<std::size_t>(heaps), 0);
  const int count = 2 * max_heap;
  while (true) {
    games::HeapPosition p;
    for (int k : kinds) (k < max_heap ? p.blue : p.red).push_back(k % max_heap + 1);
    all.push_back(p);
    int i = heaps - 1;
    while (i >= 0 && kinds[static_cast<std::size_t>(i)] == count - 1) --i;
    if (i < 0) return all;
    int next = kinds[static_cast<std::size_t>(i)] + 1;
    for (auto j = static_cast<std::size_t>(i); j < kinds.size(); ++j) kinds[j] = next;
  }
}

}  // namespace cgt::test
