// Impartial games in misère play, each stored once in its misère canonical form (Conway's
// simplest form: ONAG ch. 12; Siegel, Combinatorial Game Theory, ch. V.1). Equal handles are
// exactly equal misère values (G = H iff o⁻(G + X) = o⁻(H + X) for every impartial X), so
// equality is one compare.
//
// Simplification. An option G' of G is reversible through G'' when G'' = G; bypassing it is
// the only simplification (Conway). With canonical options that leaves one test, made on the
// options sorted by birthday: G = H when H's options are among G's and every other option of
// G has H as an option (every such option reverses through H), except that G = 0 needs the
// proviso as well: o⁻(G) = N, i.e. some option of G is a misère P-position. The options of
// such an H are those of G born before a gap of two or more days in the birthdays, and H
// itself is an option of an option of G, so it is already in the table.
//
// Global state: misere_table() is the one table of the process (like the game table of
// normal play). It only grows, up to its limit (LimitError past it).
#pragma once

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "cgt/id_hash_set.hpp"

namespace cgt::misere {

// A handle to a misère canonical impartial game.
struct MisereGame {
  std::uint32_t id = 0;
  friend bool operator==(MisereGame a, MisereGame b) { return a.id == b.id; }
};

class MisereTable {
 public:
  MisereTable();
  MisereTable(const MisereTable&) = delete;
  MisereTable& operator=(const MisereTable&) = delete;

  MisereGame zero() const { return MisereGame{0}; }
  // The nim heap *n (options *0 .. *(n-1)); LimitError for n past kMaxNim.
  MisereGame nim(std::uint64_t n);
  // The misère canonical form of the game whose options are these (any order, repeats
  // allowed).
  MisereGame from_options(std::span<const MisereGame> options);
  // The misère canonical form of a + b.
  MisereGame sum(MisereGame a, MisereGame b);

  // The options of the canonical form, by birthday then id.
  std::span<const MisereGame> options(MisereGame g) const {
    const Node& n = nodes_[g.id];
    return {pool_.data() + n.first, n.count};
  }
  std::uint32_t birthday(MisereGame g) const { return nodes_[g.id].birthday; }
  // The normal-play Grundy value g⁺.
  std::uint32_t nim_value(MisereGame g) const { return nodes_[g.id].normal; }
  // The misère Grundy value g⁻: 1 for 0, else the mex of the options'. o⁻(G) = P iff g⁻ = 0.
  std::uint32_t misere_nim_value(MisereGame g) const { return nodes_[g.id].misere; }
  bool is_p_position(MisereGame g) const { return misere_nim_value(g) == 0; }
  // Whether g is a nim heap, and which.
  bool is_nim_heap(MisereGame g) const { return nodes_[g.id].nim_heap; }

  std::size_t size() const { return nodes_.size(); }
  // The most games the table may hold (LimitError beyond).
  std::size_t& max_games() { return max_games_; }

  static constexpr std::uint64_t kMaxNim = 1u << 16;

 private:
  struct Node {
    std::uint64_t first = 0;  // the options: pool_[first .. first + count)
    std::uint32_t count = 0;
    std::uint32_t birthday = 0, normal = 0, misere = 1;
    std::uint64_t hash = 0;
    bool nim_heap = false;
  };

  // The id of the game with exactly these canonical options (sorted), or kNoId.
  std::uint32_t find(std::span<const MisereGame> sorted) const;
  // Whether option set `sorted` reduces to 0 (every option has 0 as an option, and the
  // proviso holds).
  bool reduces_to_zero(std::span<const MisereGame> sorted) const;
  bool has_option(MisereGame g, MisereGame option) const;
  MisereGame intern(std::span<const MisereGame> sorted);
  static std::uint64_t hash_of(std::span<const MisereGame> sorted);
  void sort_options(std::vector<MisereGame>& options) const;

  std::vector<Node> nodes_;
  std::vector<MisereGame> pool_;
  IdHashSet index_;
  std::vector<std::uint32_t> nim_heaps_;  // n -> id of *n, as far as built
  std::unordered_map<std::uint64_t, std::uint32_t> sums_;  // (a, b), a <= b -> a + b
  std::size_t max_games_ = 50'000'000;
};

// The one table of the process.
MisereTable& misere_table();

}  // namespace cgt::misere
