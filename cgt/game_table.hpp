// The game table: the unique table in which every canonical short game is stored once, so that
// a game is a small integer handle and equal values have equal handles (as in BDD packages).
//
// Three kinds of node:
//  - kNumber: a dyadic x. Its options ({x-1|}, {a|b}, ...) are materialised only when asked for,
//    so 2^100 costs one node, not a chain of 2^100.
//  - kUpStar: x + m.^ + *n with (m, n) != (0, 0), the values whose arithmetic is free. Options
//    are materialised lazily too (*1000000 is one node until someone asks for its options).
//  - kGeneral: any other canonical form; its sorted Left and Right option ids sit in a chunked,
//    append-only pool (stable addresses, no vector per node).
// Every node caches its stops (interned dyadics), birthday and, once computed, its negative.
//
// The table also owns the operation caches (computed tables). Every recursive operation of the
// library follows one skeleton:
//   1. terminal and fast cases: identical arguments, numbers, number-up-star values, stops;
//   2. normalise the arguments (order the pair of a commutative operation);
//   3. look the pair up in the operation's computed table;
//   4. recurse on the options, then canonicalise or intern the result;
//   5. store the result in the computed table.
//
// Global state: game_table() is the one table of the process. It grows during a computation;
// between statements the tool collects it (collect(): games no holder marks are freed and their
// ids reused); reset() empties it. A computation that would exceed the limit on its size throws
// LimitError.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "cgt/computed_table.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/game.hpp"
#include "cgt/id_hash_set.hpp"

namespace cgt {

enum class Kind : std::uint8_t { kNumber, kUpStar, kGeneral };

// The memoised operations, each with its own computed table keyed by a pair of ids (unary
// operations use 0 as the second key). Booleans are stored as 0 and 1.
enum class Operation : std::uint8_t {
  kSum,        // g + h, keyed by the ordered pair
  kLeq,        // g <= h
  kInfLeq,     // g <=_Inf h: RightStop(h - g) >= 0 (reduce/)
  kFarBelow,   // g + x <= h for some number x > 0: RightStop(h - g) > 0 (reduce/)
  kRcf,        // reduced canonical form (reduce/)
  kHeatStar,   // g heated by * (reduce/, second algorithm)
  kCool,       // g cooled by t: keyed by (g, number node of t)
  kHeat,       // g heated by t
  kMisc,       // other unary facts, keyed (g, a tag of the module): companion.cpp
  kMean,            // mean value of g, stored as the number node of the mean
  kTemperature,     // temperature of g, stored as the number node of the temperature
  kAtomicWeight,    // atomic weight of an all-small g
  kNorton,          // Norton product g.u, keyed by (g, u)
  kOrdinalSum,      // ordinal sum g:h, keyed by (g, h)
  kConjunctiveSum,  // conjunctive sum of the canonical forms, keyed by the ordered pair
  kSelectiveSum,    // selective sum of the canonical forms, keyed by the ordered pair
  kUpNth,           // the up-nth power ^<n>, keyed by (n, 0), and the sum ^[n], by (n, 1)
  kCount
};
inline constexpr std::size_t kOperationCount = static_cast<std::size_t>(Operation::kCount);
const char* operation_name(Operation op);

// The default limit on games: what a quarter of the memory this process may use holds (130
// bytes a game with its caches), between 10^6 and 10^8; 49 million on a 24 GB machine.
std::size_t default_max_games();

struct TableLimits {
  std::size_t max_games = default_max_games();  // nodes in the table
  std::size_t max_cache_log2 = 22;      // each computed table holds at most 2^this entries
};

struct TableStats {
  std::size_t games = 0, numbers = 0, up_stars = 0, general = 0;
  std::size_t option_slots = 0;  // handles stored in the option pool
  std::size_t dyadics = 0;       // distinct interned dyadics (numbers and stops)
  std::size_t bytes = 0;         // estimated memory held by the table and its caches
  std::array<CacheStats, kOperationCount> caches;
  CacheStats negation;
};

// The games a collection keeps (GameTable::collect): those marked, and what they reach.
class GameMarker {
 public:
  void mark(Game g) {
    if (g.id >= marked_.size() || marked_[g.id]) return;
    marked_[g.id] = true;
    pending_.push_back(g.id);
  }

 private:
  friend class GameTable;
  std::vector<bool> marked_;
  std::vector<std::uint32_t> pending_;
};

class GameTable {
 public:
  GameTable();
  GameTable(const GameTable&) = delete;
  GameTable& operator=(const GameTable&) = delete;

  // ---- the ways in
  Game number(const Dyadic& x);
  // x + ups.^ + *nim; a number when ups == nim == 0.
  Game up_star(const Dyadic& x, std::int64_t ups, std::uint64_t nim);
  // Interns {left | right}. Contract (checked in debug builds only): the options are canonical
  // games and none is dominated or reversible, i.e. the form is canonical. Recognises numbers and
  // number-up-star values. Use canonicalise() for arbitrary option lists.
  Game intern_canonical(std::span<const Game> left, std::span<const Game> right);

  // ---- facts
  Kind kind(Game g) const { return nodes_[g.id].kind; }
  bool is_number(Game g) const { return kind(g) == Kind::kNumber; }
  bool is_up_star(Game g) const { return kind(g) != Kind::kGeneral; }  // numbers included
  // The number x of a number or of x + m.^ + *n.
  const Dyadic& number_part(Game g) const { return dyadic(nodes_[g.id].left_stop); }
  std::int64_t ups(Game g) const { return nodes_[g.id].ups; }
  std::uint64_t nim(Game g) const { return nodes_[g.id].nim; }
  const Dyadic& left_stop(Game g) const { return dyadic(nodes_[g.id].left_stop); }
  const Dyadic& right_stop(Game g) const { return dyadic(nodes_[g.id].right_stop); }
  // Interned ids of the stops: equal ids mean equal stops; dyadic_less orders them.
  std::uint32_t left_stop_id(Game g) const { return nodes_[g.id].left_stop; }
  std::uint32_t right_stop_id(Game g) const { return nodes_[g.id].right_stop; }
  const Dyadic& dyadic(std::uint32_t id) const {
    return dyadic_chunks_[id >> kDyadicChunkBits][id & (kDyadicChunk - 1)];
  }
  // An interned dyadic's Dyadic::fixed_key(): keys other than Dyadic::kNoFixedKey compare as
  // their dyadics do.
  std::int64_t dyadic_key(std::uint32_t id) const { return dyadic_keys_[id]; }
  // The order of two interned dyadics: an integer compare when both are small, exact always.
  [[gnu::always_inline]] bool dyadic_less(std::uint32_t a, std::uint32_t b) const {
    std::int64_t ka = dyadic_keys_[a], kb = dyadic_keys_[b];
    if (ka != Dyadic::kNoFixedKey && kb != Dyadic::kNoFixedKey) [[likely]]
      return ka < kb;
    return exact_dyadic_less(a, b);
  }
  // Starts loading g's facts into the cache, for a caller that reads them a little later.
  void prefetch(Game g) const { __builtin_prefetch(&nodes_[g.id]); }
  std::uint64_t birthday(Game g);
  std::span<const Game> left_options(Game g);
  std::span<const Game> right_options(Game g);

  // The cached negative of g, or kNoId; set_negative records a pair.
  std::uint32_t cached_negative(Game g) const { return nodes_[g.id].negative; }
  void set_negative(Game g, Game neg_g);

  Game zero() const { return Game{zero_id_}; }
  std::size_t size() const { return nodes_.size() - free_ids_.size(); }  // games held

  // ---- operation caches, limits, statistics
  ComputedTable<std::uint32_t>& cache(Operation op) {
    return caches_[static_cast<std::size_t>(op)];
  }
  void note_negation_lookup(bool hit);
  TableLimits& limits() { return limits_; }
  // Halves the operation caches (down to their first size), for the memory budget; returns the
  // bytes freed.
  std::size_t shrink_caches();
  TableStats stats() const;
  // The estimated memory held by the table and its caches (stats().bytes, without a pass over
  // the nodes).
  std::size_t bytes() const;
  // Forgets every game: all handles become invalid. For tests and long sessions.
  void reset();
  // Frees every game that `mark_roots` does not mark and no marked game reaches through its
  // options; their ids are reused by later games. Every handle not marked dies: generation()
  // changes (resets() does not), and the operation caches are emptied. Only between
  // computations, with every holder of handles marking them (cgt/game_collection.cpp).
  // Returns the number of games freed.
  std::size_t collect(const std::function<void(GameMarker&)>& mark_roots);
  // How many resets and collections so far: whoever keeps handles between calls without
  // marking them compares it to know they may have died.
  std::uint64_t generation() const { return generation_; }
  // How many resets so far: holders that mark their handles clear them only on a reset.
  std::uint64_t resets() const { return resets_; }

 private:
  // What a comparison reads comes first (26 bytes): it then spans one cache line more often
  // than not, where spread over the node it spanned two three times in four.
  struct Node {
    const Game* options = nullptr;  // Left then Right; null until materialised (lazy kinds)
    std::uint32_t left_count = 0, right_count = 0;
    std::uint32_t left_stop = 0, right_stop = 0;  // interned dyadic ids
    Kind kind = Kind::kGeneral;
    bool materialised = false;
    bool free = false;  // collected; the id waits in free_ids_
    std::int32_t ups = 0;
    std::uint32_t nim = 0;
    std::uint32_t negative = kNoId;
    std::uint32_t hash = 0;
    std::uint64_t birthday = kUnknownBirthday;
  };
  static constexpr std::uint64_t kUnknownBirthday = ~std::uint64_t{0};

  std::uint32_t intern_dyadic(const Dyadic& d);
  // Out of line, so that only dyadic_less's integer compare is inlined where the stops are
  // compared (GCC kept the whole of it out of line: 5% of a Domineering canonical form).
  bool exact_dyadic_less(std::uint32_t a, std::uint32_t b) const;
  void check_room() const;  // throws TableFullError when the table is at its limit
  std::uint32_t new_node(Node node);
  void discard_node(std::uint32_t id);  // undoes new_node(), for a step that failed after it
  // The hash under which an up-star or general node is indexed.
  std::uint64_t index_hash(std::uint32_t id) const;
  const Game* store_options(std::span<const Game> left, std::span<const Game> right);
  void materialise(Game g);
  Game recognise_up_star(std::span<const Game> left, std::span<const Game> right);
  std::uint64_t general_hash(std::span<const Game> left, std::span<const Game> right) const;
  void grow_caches(std::size_t population);

  std::vector<Node> nodes_;
  std::vector<std::uint32_t> free_ids_;  // of collected nodes, reused first
  // Interned dyadics in fixed-size chunks (stable references: facts are returned by reference),
  // with their fixed keys side by side for fast comparisons.
  static constexpr std::uint32_t kDyadicChunkBits = 12, kDyadicChunk = 1u << kDyadicChunkBits;
  std::vector<std::unique_ptr<Dyadic[]>> dyadic_chunks_;
  std::vector<std::int64_t> dyadic_keys_;
  IdHashSet dyadic_index_, up_star_index_, general_index_;
  std::vector<std::uint32_t> number_node_;  // dyadic id -> number node, or kNoId

  std::vector<std::unique_ptr<Game[]>> chunks_;  // the option pool
  std::size_t chunk_used_ = 0, chunk_capacity_ = 0, option_slots_ = 0;

  std::array<ComputedTable<std::uint32_t>, kOperationCount> caches_;
  CacheStats negation_stats_;
  TableLimits limits_;
  std::uint32_t zero_id_ = 0;
  std::uint64_t generation_ = 0, resets_ = 0;
};

// The one game table of the process. Always inlined: what remains of a call is a test of the
// initialisation guard (GCC kept it out of line, and its calls were 2% of a canonical form).
[[gnu::always_inline]] inline GameTable& game_table() {
  static GameTable table;
  return table;
}

}  // namespace cgt
