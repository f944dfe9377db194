#include "cgt/game_table.hpp"

#include <algorithm>

#include <boost/container/small_vector.hpp>

#include "cgt/big_int.hpp"
#include "cgt/error.hpp"
#include "cgt/hash_mix.hpp"
#include "cgt/interrupt.hpp"
#include "cgt/machine_memory.hpp"
#include "cgt/memory_budget.hpp"

namespace cgt {
namespace {

constexpr std::size_t kChunkSize = std::size_t{1} << 16;

std::uint64_t up_star_hash(std::uint32_t x, std::int64_t ups, std::uint64_t nim) {
  return hash_combine(hash_combine(hash_combine(17, x), static_cast<std::uint64_t>(ups)), nim);
}

}  // namespace

GameTable::GameTable() { reset(); }

std::size_t default_max_games() {
  constexpr std::size_t kBytesPerGame = 130, kFewest = 1'000'000, kMost = 100'000'000;
  std::size_t memory = machine_memory();
  if (memory == 0) return kMost;
  return std::clamp(memory / 4 / kBytesPerGame, kFewest, kMost);
}

void GameTable::reset() {
  nodes_.clear();
  free_ids_.clear();
  dyadic_chunks_.clear();
  dyadic_keys_.clear();
  dyadic_index_ = IdHashSet();
  up_star_index_ = IdHashSet();
  general_index_ = IdHashSet();
  number_node_.clear();
  chunks_.clear();
  chunk_used_ = chunk_capacity_ = option_slots_ = 0;
  for (auto& c : caches_) c = ComputedTable<std::uint32_t>();
  negation_stats_ = CacheStats();
  ++generation_;
  ++resets_;
  zero_id_ = number(Dyadic(0)).id;
}

std::uint32_t GameTable::intern_dyadic(const Dyadic& d) {
  std::uint64_t h = d.hash();
  std::uint32_t found = dyadic_index_.find(h, [&](std::uint32_t id) { return dyadic(id) == d; });
  if (found != kNoId) return found;
  auto id = static_cast<std::uint32_t>(dyadic_keys_.size());
  // Every step that can fail comes before the dyadic counts (dyadic_keys_ holds the count), and
  // a chunk is added only when missing, so a failure leaves nothing half-interned.
  if (dyadic_chunks_.size() <= (id >> kDyadicChunkBits))
    dyadic_chunks_.push_back(std::make_unique<Dyadic[]>(kDyadicChunk));
  dyadic_chunks_.back()[id & (kDyadicChunk - 1)] = d;
  dyadic_keys_.push_back(d.fixed_key());
  try {
    number_node_.push_back(kNoId);
    dyadic_index_.insert(h, id, [&](std::uint32_t stored) { return dyadic(stored).hash(); });
  } catch (...) {  // out of memory
    number_node_.resize(id);
    dyadic_keys_.pop_back();
    throw;
  }
  return id;
}

bool GameTable::exact_dyadic_less(std::uint32_t a, std::uint32_t b) const {
  return dyadic(a) < dyadic(b);
}

void GameTable::check_room() const {
  if (size() >= limits_.max_games)
    throw TableFullError(fmt::format(
        "the game table is full ({} games); raise the limit on games to go further", size()));
}

// Every step that can fail (the limit, growing the caches, growing the vector) comes before
// the node exists, so a failure leaves the table as it was.
std::uint32_t GameTable::new_node(Node node) {
  check_room();
  if ((size() & 0xfff) == 0) grow_caches(size() + 1);
  if (!free_ids_.empty()) {
    std::uint32_t id = free_ids_.back();
    free_ids_.pop_back();
    nodes_[id] = node;
    return id;
  }
  auto id = static_cast<std::uint32_t>(nodes_.size());
  nodes_.push_back(node);
  return id;
}

void GameTable::discard_node(std::uint32_t id) {
  if (id + 1 == nodes_.size()) {
    nodes_.pop_back();
  } else {
    nodes_[id] = Node{};
    nodes_[id].free = true;
    free_ids_.push_back(id);  // the capacity it had a moment ago: cannot fail
  }
}

// The caches are lossy: they grow only within the memory budget (cgt/memory_budget.hpp).
void GameTable::grow_caches(std::size_t population) {
  for (auto& c : caches_) {
    std::size_t extra = c.growth_bytes(population, limits_.max_cache_log2);
    if (extra > 0 && tables_bytes() + extra <= memory_limits().max_bytes)
      c.grow_for(population, limits_.max_cache_log2);
  }
}

std::size_t GameTable::shrink_caches() {
  constexpr std::size_t kSmallest = 12;  // the size they start at
  std::size_t freed = 0;
  for (auto& c : caches_) freed += c.shrink(kSmallest);
  return freed;
}

const char* operation_name(Operation op) {
  switch (op) {
    case Operation::kSum: return "sum";
    case Operation::kLeq: return "<=";
    case Operation::kInfLeq: return "<=_Inf";
    case Operation::kFarBelow: return "far below";
    case Operation::kRcf: return "rcf";
    case Operation::kHeatStar: return "heat by *";
    case Operation::kCool: return "cool";
    case Operation::kHeat: return "heat";
    case Operation::kMisc: return "misc";
    case Operation::kMean: return "mean";
    case Operation::kTemperature: return "temperature";
    case Operation::kAtomicWeight: return "atomic weight";
    case Operation::kNorton: return "Norton product";
    case Operation::kOrdinalSum: return "ordinal sum";
    case Operation::kConjunctiveSum: return "conjunctive sum";
    case Operation::kSelectiveSum: return "selective sum";
    case Operation::kUpNth: return "up-nth";
    case Operation::kCount: break;
  }
  return "?";
}

const Game* GameTable::store_options(std::span<const Game> left, std::span<const Game> right) {
  std::size_t n = left.size() + right.size();
  if (n == 0) return nullptr;
  if (chunk_used_ + n > chunk_capacity_) {
    chunk_capacity_ = std::max(kChunkSize, n);
    chunks_.push_back(std::make_unique<Game[]>(chunk_capacity_));
    chunk_used_ = 0;
  }
  Game* out = chunks_.back().get() + chunk_used_;
  std::copy(left.begin(), left.end(), out);
  std::copy(right.begin(), right.end(), out + left.size());
  chunk_used_ += n;
  option_slots_ += n;
  return out;
}

Game GameTable::number(const Dyadic& x) {
  std::uint32_t d = intern_dyadic(x);
  if (number_node_[d] != kNoId) return Game{number_node_[d]};
  Node node;
  node.kind = Kind::kNumber;
  node.left_stop = node.right_stop = d;
  BigInt b = birthday_of(x);
  node.birthday = b < BigInt(kUnknownBirthday - 1) ? static_cast<std::uint64_t>(b)
                                                     : kUnknownBirthday - 1;
  std::uint32_t id = new_node(node);
  number_node_[d] = id;
  return Game{id};
}

Game GameTable::up_star(const Dyadic& x, std::int64_t ups, std::uint64_t nim) {
  if (ups == 0 && nim == 0) return number(x);
  if (ups > INT32_MAX || ups < -INT32_MAX)
    throw LimitError(fmt::format("up-multiples beyond 2^31 - 1 are not supported ({})", ups));
  if (nim > UINT32_MAX)
    throw LimitError(fmt::format("nimbers beyond *(2^32 - 1) are not supported (*{})", nim));
  std::uint32_t d = intern_dyadic(x);
  std::uint64_t h = up_star_hash(d, ups, nim);
  std::uint32_t found = up_star_index_.find(h, [&](std::uint32_t id) {
    const Node& n = nodes_[id];
    return n.left_stop == d && n.ups == ups && n.nim == nim;
  });
  if (found != kNoId) return Game{found};
  Node node;
  node.kind = Kind::kUpStar;
  node.left_stop = node.right_stop = d;
  node.ups = static_cast<std::int32_t>(ups);
  node.nim = static_cast<std::uint32_t>(nim);
  std::uint32_t id = new_node(node);
  try {
    up_star_index_.insert(h, id, [&](std::uint32_t stored) {
      const Node& n = nodes_[stored];
      return up_star_hash(n.left_stop, n.ups, n.nim);
    });
  } catch (...) {  // out of memory: a node missing from the index would be interned twice
    discard_node(id);
    throw;
  }
  return Game{id};
}

std::uint64_t GameTable::general_hash(std::span<const Game> left,
                                      std::span<const Game> right) const {
  std::uint64_t h = hash_combine(0x51ed27, left.size());
  for (Game g : left) h = hash_combine(h, g.id);
  h = hash_combine(h, 0xba5e);
  for (Game g : right) h = hash_combine(h, g.id);
  return h;
}

std::uint64_t GameTable::index_hash(std::uint32_t id) const {
  const Node& n = nodes_[id];
  return n.kind == Kind::kUpStar ? up_star_hash(n.left_stop, n.ups, n.nim) : n.hash;
}

void GameTable::set_negative(Game g, Game neg_g) {
  nodes_[g.id].negative = neg_g.id;
  nodes_[neg_g.id].negative = g.id;
}

void GameTable::note_negation_lookup(bool hit) {
  ++negation_stats_.lookups;
  if (hit) ++negation_stats_.hits;
}

std::span<const Game> GameTable::left_options(Game g) {
  if (!nodes_[g.id].materialised) materialise(g);
  const Node& n = nodes_[g.id];
  return {n.options, n.left_count};
}

std::span<const Game> GameTable::right_options(Game g) {
  if (!nodes_[g.id].materialised) materialise(g);
  const Node& n = nodes_[g.id];
  return {n.options + n.left_count, n.right_count};
}

// The canonical options of numbers and of x + m.^ + *n (m, n as in the node):
//   integer k > 0: {k-1 |}, k < 0: {| k+1}; p/2^e: {(p-1)/2^e | (p+1)/2^e};
//   x + *n: {x + *j | x + *j} for j < n;
//   x + ^*: {x, x* | x}, and for m >= 1 otherwise: {x | x + (m-1).^ + *(n xor 1)};
//   m < 0 mirrors m > 0.
// Each follows from the definition of the sum by removing dominated and reversible options;
// the tests check every one against canonicalise() applied to the plain sums.
void GameTable::materialise(Game g) {
  std::vector<Game> left, right;
  const Node copy = nodes_[g.id];  // materialising may grow nodes_
  const Dyadic x = dyadic(copy.left_stop);
  if (copy.kind == Kind::kNumber) {
    if (x.is_integer()) {
      if (x.sign() > 0) left.push_back(number(x - Dyadic(1)));
      if (x.sign() < 0) right.push_back(number(x + Dyadic(1)));
    } else {
      Dyadic unit = Dyadic(1).times_power_of_two(-static_cast<std::int64_t>(x.exponent()));
      left.push_back(number(x - unit));
      right.push_back(number(x + unit));
    }
  } else if (copy.ups == 0) {
    // x + *n has n options on each side, each a game of its own: refused at once when they
    // cannot all fit in the table, and made with polls (n may be in the hundreds of millions).
    if (copy.nim > limits_.max_games)
      throw TableFullError(fmt::format(
          "*{} has {} options on each side, more games than the game table's limit ({}); "
          "raise the limit on games to go further",
          copy.nim, copy.nim, limits_.max_games));
    for (std::uint32_t j = 0; j < copy.nim; ++j) {
      if ((j & 0xffff) == 0xffff) poll_interrupt();
      left.push_back(up_star(x, 0, j));
    }
    right = left;
  } else {
    std::int64_t m = copy.ups > 0 ? copy.ups : -std::int64_t{copy.ups};
    std::vector<Game> near{number(x)};
    std::vector<Game> far;
    if (m == 1 && copy.nim == 1) {
      far = {number(x)};
      near.push_back(up_star(x, 0, 1));
    } else {
      std::int64_t smaller = copy.ups > 0 ? m - 1 : -(m - 1);
      far = {up_star(x, smaller, copy.nim ^ 1u)};
    }
    if (copy.ups > 0) {
      left = near;
      right = far;
    } else {
      left = far;
      right = near;
    }
  }
  std::sort(left.begin(), left.end(), ById());
  std::sort(right.begin(), right.end(), ById());
  const Game* options = store_options(left, right);
  Node& n = nodes_[g.id];
  n.options = options;
  n.left_count = static_cast<std::uint32_t>(left.size());
  n.right_count = static_cast<std::uint32_t>(right.size());
  n.materialised = true;
}

std::uint64_t GameTable::birthday(Game g) {
  const Node n = nodes_[g.id];  // a copy: number() below may grow nodes_
  if (n.birthday == kUnknownBirthday - 1)
    throw LimitError("the birthday is too large to hold in 64 bits (2^64 - 2 or more)");
  if (n.birthday != kUnknownBirthday) return n.birthday;
  // Only x + m.^ + *n gets here: birthday(x + H) = birthday(x) + birthday(H) for such H (the
  // options of x + H are x + H^L), and birthday(H) follows the option formulas of materialise().
  std::uint64_t b = birthday(number(number_part(g)));
  std::int64_t m = n.ups < 0 ? -std::int64_t{n.ups} : n.ups;
  std::uint64_t nim = n.nim;
  std::uint64_t h = 0;
  while (m > 0 && !(m == 1 && nim == 1)) {  // {x | x + (m-1).^ + *(n xor 1)}: one day more
    ++h;
    --m;
    nim ^= 1;
  }
  h += m == 1 ? 2 : nim;  // ^* was born on day 2, *n on day n
  nodes_[g.id].birthday = b + h;
  return b + h;
}

Game GameTable::intern_canonical(std::span<const Game> unsorted_left,
                                 std::span<const Game> unsorted_right) {
  // Copies on the stack for most games: option lists are short.
  boost::container::small_vector<Game, 16> sorted_left(unsorted_left.begin(), unsorted_left.end()),
      sorted_right(unsorted_right.begin(), unsorted_right.end());
  std::sort(sorted_left.begin(), sorted_left.end(), ById());
  std::sort(sorted_right.begin(), sorted_right.end(), ById());
  const std::span<const Game> left(sorted_left.data(), sorted_left.size()),
      right(sorted_right.data(), sorted_right.size());
  if (Game known = recognise_up_star(left, right); known.id != kNoId) return known;

  std::uint64_t h = general_hash(left, right);
  std::uint32_t found = general_index_.find(h, [&](std::uint32_t id) {
    const Node& n = nodes_[id];
    return n.hash == static_cast<std::uint32_t>(h) && n.left_count == left.size() &&
           n.right_count == right.size() &&
           std::equal(left.begin(), left.end(), n.options) &&
           std::equal(right.begin(), right.end(), n.options + n.left_count);
  });
  if (found != kNoId) return Game{found};

  // A canonical form that is not a number has options on both sides, and its stops follow from
  // the options' stops.
  Node node;
  node.kind = Kind::kGeneral;
  node.hash = static_cast<std::uint32_t>(h);
  std::uint32_t ls = nodes_[left[0].id].right_stop, rs = nodes_[right[0].id].left_stop;
  std::uint64_t born = 0;
  for (Game o : left) {
    if (dyadic_less(ls, nodes_[o.id].right_stop)) ls = nodes_[o.id].right_stop;
    born = std::max(born, birthday(o));
  }
  for (Game o : right) {
    if (dyadic_less(nodes_[o.id].left_stop, rs)) rs = nodes_[o.id].left_stop;
    born = std::max(born, birthday(o));
  }
  node.left_stop = ls;
  node.right_stop = rs;
  node.birthday = born + 1;
  check_room();  // before the options take pool space
  node.options = store_options(left, right);
  node.left_count = static_cast<std::uint32_t>(left.size());
  node.right_count = static_cast<std::uint32_t>(right.size());
  node.materialised = true;
  std::uint32_t id = new_node(node);
  try {
    general_index_.insert(h, id, [&](std::uint32_t stored) { return nodes_[stored].hash; });
  } catch (...) {  // out of memory: a node missing from the index would be interned twice
    discard_node(id);
    throw;
  }
  return Game{id};
}

// Numbers and x + m.^ + *n are recognised by the option formulas of materialise(); since
// canonical forms are unique, a match means the value, and no such value gets a general node.
Game GameTable::recognise_up_star(std::span<const Game> left, std::span<const Game> right) {
  auto up_stars = [&](std::span<const Game> side) {
    return std::all_of(side.begin(), side.end(), [&](Game o) { return is_up_star(o); });
  };
  if (!up_stars(left) || !up_stars(right)) return Game{kNoId};
  auto numbers = [&](std::span<const Game> side) {
    return std::all_of(side.begin(), side.end(), [&](Game o) { return is_number(o); });
  };
  if (left.size() <= 1 && right.size() <= 1 && numbers(left) && numbers(right)) {
    if (left.empty() && right.empty()) return zero();
    if (right.empty()) return number(Dyadic::simplest_above(number_part(left[0])));
    if (left.empty()) return number(Dyadic::simplest_below(number_part(right[0])));
    if (number_part(left[0]) < number_part(right[0]))
      return number(Dyadic::simplest_between(number_part(left[0]), number_part(right[0])));
  }
  if (left.empty() || right.empty()) return Game{kNoId};
  const std::uint32_t x = nodes_[left[0].id].left_stop;
  auto at_x = [&](Game o) { return nodes_[o.id].left_stop == x; };
  if (!std::all_of(left.begin(), left.end(), at_x) ||
      !std::all_of(right.begin(), right.end(), at_x))
    return Game{kNoId};
  const Dyadic xv = dyadic(x);
  auto is = [&](Game o, std::int64_t m, std::uint64_t n) { return ups(o) == m && nim(o) == n; };

  // x + *n: the options are x + *j for j < n (std::equal, as Emscripten's libc++ has no
  // ranges::equal)
  if (std::equal(left.begin(), left.end(), right.begin(), right.end())) {
    std::vector<bool> seen(left.size(), false);
    for (Game o : left) {
      if (ups(o) != 0 || nim(o) >= left.size() || seen[nim(o)]) return Game{kNoId};
      seen[nim(o)] = true;
    }
    return up_star(xv, 0, left.size());
  }
  if (left.size() == 2 && right.size() == 1 && is(right[0], 0, 0) &&
      ((is(left[0], 0, 0) && is(left[1], 0, 1)) || (is(left[0], 0, 1) && is(left[1], 0, 0))))
    return up_star(xv, 1, 1);
  if (right.size() == 2 && left.size() == 1 && is(left[0], 0, 0) &&
      ((is(right[0], 0, 0) && is(right[1], 0, 1)) || (is(right[0], 0, 1) && is(right[1], 0, 0))))
    return up_star(xv, -1, 1);
  if (left.size() == 1 && right.size() == 1) {
    Game l = left[0], r = right[0];
    if (is(l, 0, 0) && ups(r) >= 0 && !is(r, 0, 0)) return up_star(xv, ups(r) + 1, nim(r) ^ 1);
    if (is(r, 0, 0) && ups(l) <= 0 && !is(l, 0, 0)) return up_star(xv, ups(l) - 1, nim(l) ^ 1);
  }
  return Game{kNoId};
}

std::size_t GameTable::bytes() const {
  std::size_t b = nodes_.capacity() * sizeof(Node) + free_ids_.capacity() * sizeof(std::uint32_t) +
                  chunks_.size() * kChunkSize * sizeof(Game) +
                  dyadic_chunks_.size() * kDyadicChunk * sizeof(Dyadic) +
                  dyadic_keys_.capacity() * sizeof(std::int64_t) + dyadic_index_.bytes() +
                  up_star_index_.bytes() + general_index_.bytes() +
                  number_node_.capacity() * sizeof(std::uint32_t);
  for (const auto& c : caches_) b += c.bytes();
  return b;
}

TableStats GameTable::stats() const {
  TableStats s;
  s.games = size();
  for (const Node& n : nodes_) {
    if (n.free) continue;
    if (n.kind == Kind::kNumber) ++s.numbers;
    if (n.kind == Kind::kUpStar) ++s.up_stars;
    if (n.kind == Kind::kGeneral) ++s.general;
  }
  s.option_slots = option_slots_;
  s.dyadics = dyadic_keys_.size();
  s.bytes = bytes();
  for (std::size_t i = 0; i < kOperationCount; ++i) s.caches[i] = caches_[i].stats();
  s.negation = negation_stats_;
  return s;
}

}  // namespace cgt
