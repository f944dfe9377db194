// LocalGraph: the vertices of a graph while it is being simplified, each with Left and Right
// options that are either canonical stoppers or other vertices of the same graph (Ref says which).
// The comparison and simplification algorithms meet both kinds alike through append_options.
#pragma once

#include <cstdint>
#include <vector>

#include "cgt/game_table.hpp"
#include "loopy/stopper.hpp"
#include "loopy/stopper_table.hpp"

namespace cgt::loopy {

enum class Player : std::uint8_t { kLeft, kRight };
inline Player opponent(Player p) { return p == Player::kLeft ? Player::kRight : Player::kLeft; }

class Ref {
 public:
  static Ref stopper(Stopper s) { return Ref(s.bits()); }
  static Ref local(std::uint32_t vertex) { return Ref(kLocal | vertex); }
  static Ref from_bits(std::uint64_t bits) { return Ref(bits); }
  bool is_local() const { return bits_ >= kLocal; }
  std::uint32_t vertex() const { return static_cast<std::uint32_t>(bits_ - kLocal); }
  Stopper stopper() const { return Stopper::from_bits(static_cast<std::uint32_t>(bits_)); }
  std::uint64_t bits() const { return bits_; }
  friend bool operator==(Ref a, Ref b) { return a.bits_ == b.bits_; }
  friend bool operator<(Ref a, Ref b) { return a.bits_ < b.bits_; }

 private:
  static constexpr std::uint64_t kLocal = std::uint64_t{1} << 32;
  explicit Ref(std::uint64_t bits) : bits_(bits) {}
  std::uint64_t bits_;
};

struct LocalVertex {
  std::vector<Ref> left, right;
  std::vector<Ref>& options(Player p) { return p == Player::kLeft ? left : right; }
  const std::vector<Ref>& options(Player p) const { return p == Player::kLeft ? left : right; }
};
using LocalGraph = std::vector<LocalVertex>;

// Calls f(option) for each of who's options of a canonical stopper.
template <class F>
void for_each_option(Stopper s, Player who, F&& f) {
  if (s.is_short()) {
    GameTable& t = game_table();
    for (Game g : who == Player::kLeft ? t.left_options(s.game()) : t.right_options(s.game()))
      f(Stopper::of(g));
  } else {
    StopperTable& t = stopper_table();
    for (Stopper o : who == Player::kLeft ? t.left(s.node()) : t.right(s.node())) f(o);
  }
}

inline void append_options(Stopper s, Player who, std::vector<Stopper>& out) {
  for_each_option(s, who, [&](Stopper o) { out.push_back(o); });
}

// Appends who's options of r; a local vertex's come from `graph`.
inline void append_options(const LocalGraph* graph, Ref r, Player who, std::vector<Ref>& out) {
  if (r.is_local()) {
    const auto& list = (*graph)[r.vertex()].options(who);
    out.insert(out.end(), list.begin(), list.end());
  } else {
    for_each_option(r.stopper(), who, [&](Stopper o) { out.push_back(Ref::stopper(o)); });
  }
}

}  // namespace cgt::loopy
