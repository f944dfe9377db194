// Outcome search: who wins a position, or a sum of positions, without building its canonical
// form. Minimax over sums with a transposition table, as outcome solvers do, plus the algebra:
// a component small enough (size() at most the fold size, or already in the evaluator's table)
// is replaced by its canonical form, and all such forms are added into one folded game, so
// numbers, nimbers and switches cost one node. When only the folded game is left, its outcome
// is read off its canonical form. Moves in the folded game come last (a number there is the
// worst place to move: number avoidance).
//
// The same search decides whether a position P is no better for a player than a game V (the
// evaluator's dominance test): it searches P - V with V kept apart, never added to the folded
// game (V is large, the folded parts small: their sum would cost more than the search), so a
// move in -V steps to an option of V and, once only the folded game F is left, F - V is decided
// by comparing F with V.
//
// Misère play (PlayConvention::kMisere) is the same search with the other terminal rule: a
// player with no move in any part wins. Canonical forms of normal play say nothing there, so
// nothing is folded, and the ruleset's dominated moves are not left out (their proofs are of
// normal play): every part is searched with all its options.
//
// Cost: exponential in the unfolded part at worst; the table makes transpositions and
// symmetric components free. It is a cache within the memory budget (cgt/memory_budget.hpp):
// a state holds its parts in one allocation beside a 40-byte slot, about 100 bytes a state
// of two Domineering parts. A dropped entry is searched again when met: the search reads
// nothing from the table but the booleans it copies out.
//
// Threads (cgt::thread_count(), `--threads N`), for rulesets that declare their rules free of
// shared state (R::kThreadSafeRules): a search that runs past kSoloVisits positions goes on
// from its root on that many threads (what it found stays in the table). The questions of
// outcome() (Left moving first, Right moving first) are split between them first; below, young
// brothers wait: a node's remaining moves are shared with idle threads only once its first
// move, searched alone, has not decided it and cost at least kSplitVisits positions, so that
// no thread searches what the serial search would have cut off, except the moves a brother's
// win makes moot, which stop at their next position. The table is split into kShards shards by
// the hash's top bits, each with its own lock (striped locking); the game table, the evaluator
// and the memory budget (the algebra) are one thread's at a time, under one lock, but each
// thread keeps copies of the answers it had from them (a part's folded value, sums, comparisons,
// a game's options: exact keys, valid while the game handles are, for one search) and takes
// the lock only for a question it has not met; and a part larger than any the evaluator holds
// is not asked about (empty 6x8 board: 6.6 acquisitions a position down to 1). Searches for
// the evaluator's dominance test (no_better) stay on one thread. The locks are taken in one
// order: the algebra's, then the memory budget's, then one shard's; a thread holding a shard's
// lock takes no other, and the budget counts the shards' bytes without their locks (atomic
// counts), so that no two threads can wait for each other (see insert()).
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <ctime>
#include <exception>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "cgt/compare.hpp"
#include "cgt/game_table.hpp"
#include "cgt/large_stack.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/thread_count.hpp"
#include "cgt/sum.hpp"
#include "cgt/values.hpp"
#include "games/ruleset/answer_cache.hpp"
#include "games/ruleset/evaluator.hpp"
#include "games/ruleset/integer_bounds.hpp"
#include "games/ruleset/play_convention.hpp"
#include "games/ruleset/position_table.hpp"
#include "games/ruleset/scratch_stack.hpp"
#include "games/ruleset/search_visits.hpp"

namespace cgt::games {

// Whether `who` moving first wins a game of outcome class o.
inline bool first_player_wins(Outcome o, Player who) {
  return o == Outcome::kNext || o == (who == Player::kLeft ? Outcome::kLeft : Outcome::kRight);
}

// The outcome class from who wins moving first.
inline Outcome outcome_from(bool left_first_wins, bool right_first_wins) {
  if (left_first_wins) return right_first_wins ? Outcome::kNext : Outcome::kLeft;
  return right_first_wins ? Outcome::kRight : Outcome::kPrevious;
}

template <Ruleset R>
class OutcomeSearch final : public DominanceTest<typename R::Position> {
 public:
  using Position = typename R::Position;

  // `fold_size`: components with size() at most this are folded into canonical forms (in
  // normal play).
  explicit OutcomeSearch(Evaluator<R>& evaluator, std::size_t fold_size = 0,
                         PlayConvention convention = PlayConvention::kNormal)
      : evaluator_(evaluator),
        fold_size_(fold_size),
        misere_(convention == PlayConvention::kMisere) {
    const std::string name =
        evaluator.rules().name() + (misere_ ? " misère outcome search" : " outcome search");
    for (auto& shard : shards_) shard = std::make_unique<Shard>(name);
  }
  OutcomeSearch(const OutcomeSearch&) = delete;
  OutcomeSearch& operator=(const OutcomeSearch&) = delete;

  // Whether `first` moving first wins the sum of the positions plus the game `offset`. On
  // cgt::thread_count() threads.
  bool wins_moving_first(const std::vector<Position>& sum, Player first,
                         Game offset = game_table().zero()) {
    ComputationScope computation;
    Question questions[1] = {question(sum, first, offset, game_table().zero())};
    answer(questions, thread_count());
    return questions[0].answer;
  }

  // The outcome class of the sum plus `offset`: on several threads, its two questions (Left
  // moving first, Right moving first) are searched side by side.
  Outcome outcome(const std::vector<Position>& sum, Game offset = game_table().zero()) {
    ComputationScope computation;
    const Game zero = game_table().zero();
    Question questions[2] = {question(sum, Player::kLeft, offset, zero),
                             question(sum, Player::kRight, offset, zero)};
    if constexpr (HasNegative<R>) {
      // Right moving first wins sum + offset where Left moving first wins its negative.
      std::vector<Position> negative;
      for (const Position& p : sum) negative.push_back(evaluator_.rules().negative(p));
      questions[1] = question(negative, Player::kLeft, negate(offset), zero);
    }
    answer(questions, thread_count());
    return outcome_from(questions[0].answer, questions[1].answer);
  }

  // Whether p is no better than the game v for `who`: p <= v for Left, p >= v for Right
  // (`who` moving first loses p - v). The evaluator's dominance test (set_dominance_test).
  // Within it, components of up to max(fold size, size(p) - fold margin) are folded.
  bool no_better(const Position& p, Game v, Player who) override {
    ComputationScope computation;
    // Tests nest (folding a part evaluates it, which tests its options): each gives back the
    // fold it found.
    struct Restore {
      OutcomeSearch& search;
      std::size_t fold;
      ~Restore() { search.fold_ = fold; }
    } restore{*this, fold_};
    if constexpr (HasSize<R>) {
      const std::size_t size = evaluator_.rules().size(p);
      if (size > fold_margin_) fold_ = std::max(fold_size_, size - fold_margin_);
    }
    Question questions[1] = {question(std::span<const Position>(&p, 1), who, game_table().zero(), v)};
    answer(questions, 1);
    return !questions[0].answer;
  }

  // The fold margin of no_better (none by default): a test of a large position folds larger
  // components, evaluated once for all tests, instead of searching them against each game.
  void set_fold_margin(std::size_t margin) { fold_margin_ = margin; }

  // The options of p for `who` after which `who` wins (the opponent, moving first, loses).
  std::vector<Position> winning_moves(const Position& p, Player who) {
    ComputationScope computation;
    std::vector<Position> options, winning;
    evaluator_.rules().options(p, who, options);
    for (const Position& o : options)
      if (!wins_moving_first({o}, opponent(who))) winning.push_back(o);
    return winning;
  }

  void set_progress(Progress* progress) { visits_.set_progress(progress); }
  std::size_t size() const {
    std::size_t n = 0;
    for (const auto& shard : shards_) n += shard->entries();  // atomic counts: no lock
    return n;
  }
  // The positions searched so far (neither decided by the bounds nor found in the table), on
  // all threads.
  std::uint64_t searched() const { return visits_.count(); }
  void clear() {
    for (auto& shard : shards_) shard->clear();
  }

  // What each thread of the last search on several did: the positions it searched, the locks
  // it took and how often it had to wait for one (the contention that limits how far threads
  // speed the search up).
  // The places the search asks the algebra: folding a move's small parts into the folded game,
  // the leaves (only the folded game left), the moves in the folded game and the game apart,
  // the bounds' comparisons, and a table shard that grows (asks the memory budget).
  enum AlgebraSite : unsigned { kFoldSite, kLeafSite, kMovesSite, kBoundsSite, kGrowSite, kSites };
  static constexpr std::array<const char*, kSites> kSiteNames = {"fold", "leaf", "moves", "bounds",
                                                                 "grow"};
  struct ThreadCounters {
    std::uint64_t searched = 0, splits = 0, algebra_locks = 0, algebra_waits = 0,
                  algebra_held_ns = 0, shard_locks = 0, shard_waits = 0;
    // The CPU time the holders of the algebra's lock spent holding it (sampled as the held
    // time): unlike algebra_held_ns, without the time a holder was preempted on a busy machine.
    std::uint64_t algebra_held_cpu_ns = 0;
    // By site: the algebra's locks taken, and the questions answered by the thread's own copies
    // of earlier answers, without the lock.
    std::array<std::uint64_t, kSites> site_locks{}, site_hits{};
  };
  const std::vector<ThreadCounters>& thread_counters() const { return thread_counters_; }

  // The positions after which a search goes on on several threads (fewer would spend more on
  // starting them than they save); tests set 0, to put every search on threads.
  static constexpr std::uint64_t kSoloVisits = 1 << 14;
  void set_solo_visits(std::uint64_t visits) { solo_visits_ = visits; }

 private:
  // A sum: the unfolded components (normalised, sorted by hash) and the folded game, less the
  // game apart.
  struct State {
    std::vector<Position> parts;
    Game folded;
    Game apart;
    bool operator==(const State&) const = default;
  };
  // A key looked up in the table without copying its state.
  struct KeyView {
    const State& state;
    Player to_move;
  };
  // A state and the player to move, as the table keeps it: the parts in one allocation.
  class StoredKey {
   public:
    StoredKey(const State& s, Player who)
        : count_(static_cast<std::uint32_t>(s.parts.size())),
          folded_(s.folded),
          apart_(s.apart),
          to_move_(who) {
      parts_ = std::allocator<Position>().allocate(count_);
      try {
        std::uninitialized_copy(s.parts.begin(), s.parts.end(), parts_);
      } catch (...) {
        std::allocator<Position>().deallocate(parts_, count_);
        throw;
      }
    }
    StoredKey(StoredKey&& o) noexcept
        : parts_(std::exchange(o.parts_, nullptr)),
          count_(std::exchange(o.count_, 0)),
          folded_(o.folded_),
          apart_(o.apart_),
          to_move_(o.to_move_) {}
    StoredKey& operator=(StoredKey&&) = delete;
    ~StoredKey() {
      if (!parts_) return;
      std::destroy_n(parts_, count_);
      std::allocator<Position>().deallocate(parts_, count_);
    }

    std::size_t heap_bytes() const {
      std::size_t b = count_ * sizeof(Position) + 16;  // 16: the allocation's overhead
      for (std::uint32_t i = 0; i < count_; ++i) b += games::heap_bytes(parts_[i]);
      return b;
    }
    std::uint64_t hash() const { return state_hash({parts_, count_}, folded_, apart_, to_move_); }
    void mark_games(GameMarker& marker) const {
      marker.mark(folded_);
      marker.mark(apart_);
      for (std::uint32_t i = 0; i < count_; ++i) mark_held_games(parts_[i], marker);
    }
    bool operator==(const StoredKey& o) const {
      return same(o.parts_, o.count_, o.folded_, o.apart_, o.to_move_);
    }
    bool operator==(const KeyView& v) const {
      return same(v.state.parts.data(), v.state.parts.size(), v.state.folded, v.state.apart,
                  v.to_move);
    }

   private:
    bool same(const Position* p, std::size_t n, Game f, Game a, Player who) const {
      return to_move_ == who && folded_ == f && apart_ == a && count_ == n &&
             std::equal(p, p + n, parts_);
    }
    Position* parts_ = nullptr;
    std::uint32_t count_ = 0;
    Game folded_, apart_;
    Player to_move_;
  };
  static std::uint64_t state_hash(std::span<const Position> parts, Game folded, Game apart,
                                  Player to_move) {
    std::uint64_t h = mix_hash((std::uint64_t{apart.id} << 33) ^ (std::uint64_t{folded.id} << 1) ^
                               static_cast<std::uint64_t>(to_move));
    for (const Position& p : parts) h = mix_hash(h ^ R::hash(p));
    return h;
  }
  struct KeyHash {
    std::uint64_t operator()(const StoredKey& k) const { return k.hash(); }
  };

  // The vectors one node of the search needs (a frame of scratch_stack.hpp).
  struct Scratch {
    std::vector<Position> options, split;
    std::vector<Game> moves;
    State next;
    void clear() {}  // each use clears what it fills
  };
  using Frame = typename ScratchStack<Scratch>::Frame;

  // Whether the ruleset's rules may be called from several threads at once.
  static constexpr bool kThreadSafeRules = requires { requires R::kThreadSafeRules; };

  // One question about a state: whether `first` moving first wins it.
  struct Question {
    State state;
    Player first;
    bool answer = false;
  };

  // Moves shared with the threads that join (young brothers wait): the states after them, and
  // whether one was lost by its mover, which decides the node (the other moves are moot). The
  // root's questions are one too, where nothing is moot.
  struct Split {
    Split(Split* outer, bool cuts) : parent(outer), cut(cuts) {}
    Split* parent;                      // the split the node lies under, or null
    bool cut;                           // a move lost by its mover decides the split
    std::vector<Question> moves;        // filled by the owner before it opens the split
    std::atomic<std::size_t> next{0};   // the first move no thread has taken
    std::atomic<bool> decided{false};   // a move was lost by its mover, or a thread failed
    unsigned helpers = 0;               // threads besides the owner searching its moves (pool_)
    std::exception_ptr error;           // the first failure (pool_)
    // Whether its moves need no answer: it or a split above it is decided.
    bool moot() const {
      for (const Split* s = this; s; s = s->parent)
        if (s->decided.load(std::memory_order_relaxed)) return true;
      return false;
    }
    bool below(const Split* other) const {
      for (const Split* s = parent; s; s = s->parent)
        if (s == other) return true;
      return false;
    }
  };

  // A question to the algebra, as a thread's copies of its answers are keyed: the games' ids,
  // an integer and the player, and what is asked.
  enum class Asked : std::uint8_t { kSum, kDifference, kPlus, kOptions };
  struct AlgebraKey {
    std::uint32_t a = kNoId, b = kNoId;
    std::int32_t n = 0;
    Asked asked = Asked::kSum;
    Player who = Player::kLeft;
    bool with_switch = false;
    bool operator==(const AlgebraKey&) const = default;
    std::uint64_t hash() const {
      return mix_hash((std::uint64_t{a} << 32 | b) ^
                      (static_cast<std::uint64_t>(static_cast<std::uint32_t>(n)) << 8 |
                       static_cast<std::uint64_t>(asked) << 2 |
                       static_cast<std::uint64_t>(who) << 1 | (with_switch ? 1u : 0u)) *
                          0x100000001b3ULL);
    }
  };
  // Where a game's options sit in a thread's copy of them.
  struct OptionRange {
    std::uint32_t offset = 0, count = 0;
  };

  // One thread's part of the search. Index 0 is the calling thread's.
  struct Worker {
    unsigned index = 0;
    ScratchStack<Scratch> scratch;
    std::vector<IntegerBounds> bounds;  // the parts' bounds in decided_by_bounds
    Split* split = nullptr;             // the innermost split it searches a move of
    // While threads run, the algebra's answers this thread has had (the game handles stay valid
    // for one search: collections run between computations, resets clear the caches):
    AnswerCache<Position, std::optional<Game>> folds{12};  // a part's folded value, or none
    AnswerCache<AlgebraKey, std::uint32_t> answers{14};    // sums (game ids), comparisons
    AnswerCache<AlgebraKey, OptionRange> options{10};      // into option_copies
    std::vector<Game> option_copies;
    void clear_answers() {
      folds.clear();
      answers.clear();
      options.clear();
      option_copies.clear();
    }
    std::uint64_t visits = 0;           // positions searched
    std::uint64_t uncounted = 0;        // of those, not yet counted as table work (threads)
    ThreadCounters counters;
  };
  // Thrown to leave a moot move, and to stop the first thread alone after solo_visits_, to go
  // on with threads.
  struct Cancelled {};
  struct GoParallel {};

  using Shard = PositionTable<StoredKey, bool, KeyHash, std::recursive_mutex>;
  static constexpr unsigned kShardBits = 6, kShards = 1u << kShardBits;
  // A node shares its remaining moves once the moves searched cost this many positions (fewer
  // would cost more to hand over than they save).
  static constexpr std::uint64_t kSplitVisits = 32;
  static constexpr std::uint64_t kNever = std::numeric_limits<std::uint64_t>::max();

  // Locks, counting the locks taken and the waits for them.
  template <class Lock>
  static void lock_counting(Lock& lock, std::uint64_t& locks, std::uint64_t& waits) {
    ++locks;
    if (lock.try_lock()) return;
    ++waits;
    lock.lock();
  }

  // The algebra (game table, evaluator, memory budget) for a worker while threads run, held
  // from construction, or from hold() when `now` is false; also counts the worker's positions
  // as table work. Every kTimedLocks-th hold is timed, for the counters.
  class AlgebraLock {
   public:
    AlgebraLock(OutcomeSearch& search, Worker& w, AlgebraSite site, bool now = true)
        : search_(search), w_(w), site_(site), lock_(search.algebra_, std::defer_lock) {
      if (now) hold();
    }
    ~AlgebraLock() {
      if (!timed_) return;
      w_.counters.algebra_held_ns +=
          kTimedLocks * static_cast<std::uint64_t>(
                            std::chrono::nanoseconds(std::chrono::steady_clock::now() - since_)
                                .count());
      w_.counters.algebra_held_cpu_ns += kTimedLocks * (thread_cpu_ns() - since_cpu_);
    }
    AlgebraLock(const AlgebraLock&) = delete;
    AlgebraLock& operator=(const AlgebraLock&) = delete;

    void hold() {
      if (!search_.parallel_ || lock_.owns_lock()) return;
      lock_counting(lock_, w_.counters.algebra_locks, w_.counters.algebra_waits);
      ++w_.counters.site_locks[site_];
      count_table_work(std::exchange(w_.uncounted, 0));
      timed_ = w_.counters.algebra_locks % kTimedLocks == 0;
      if (!timed_) return;
      since_ = std::chrono::steady_clock::now();
      since_cpu_ = thread_cpu_ns();
    }

    // A question answered by the thread's copies, without the lock.
    void hit() { ++w_.counters.site_hits[site_]; }
    bool parallel() const { return search_.parallel_; }

   private:
    static constexpr std::uint64_t kTimedLocks = 16;
    OutcomeSearch& search_;
    Worker& w_;
    AlgebraSite site_;
    std::unique_lock<std::mutex> lock_;
    bool timed_ = false;
    std::chrono::steady_clock::time_point since_;
    std::uint64_t since_cpu_ = 0;

    // The CPU time of the calling thread (its wall time where the system has no such clock).
    static std::uint64_t thread_cpu_ns() {
#ifdef CLOCK_THREAD_CPUTIME_ID
      timespec t{};
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
      return static_cast<std::uint64_t>(t.tv_sec) * 1000000000u +
             static_cast<std::uint64_t>(t.tv_nsec);
#else
      return static_cast<std::uint64_t>(
          std::chrono::nanoseconds(std::chrono::steady_clock::now().time_since_epoch()).count());
#endif
    }
  };

  // The question whether `first` moving first wins the sum of the positions plus `offset`
  // less `apart`.
  Question question(std::span<const Position> sum, Player first, Game offset, Game apart) {
    sync_with_game_table();
    Question q{State{{}, offset, apart}, first};
    std::vector<Position> split;
    for (const Position& p : sum) {
      split.clear();
      split_components(evaluator_.rules(), p, split);
      add(q.state, split, solo_);
    }
    sort_parts(q.state);
    return q;
  }

  // Answers the questions: on one thread while that takes at most solo_visits_ positions, then
  // on `threads`.
  void answer(std::span<Question> questions, unsigned threads) {
    sync_with_game_table();
    const bool may_go_parallel = kThreadSafeRules && threads > 1;
    go_parallel_at_ = may_go_parallel ? solo_.visits + solo_visits_ : kNever;
    std::size_t answered = 0;
    try {
      for (; answered < questions.size(); ++answered)
        questions[answered].answer = wins(questions[answered].state, questions[answered].first, solo_);
    } catch (const GoParallel&) {
      go_parallel_at_ = kNever;
      answer_in_parallel(questions.subspan(answered), threads);
      return;
    } catch (...) {
      go_parallel_at_ = kNever;
      throw;
    }
    go_parallel_at_ = kNever;
  }

  // The questions on `threads` threads: the calling thread opens them as the root split, which
  // the others join, and once the questions are answered, they stop.
  void answer_in_parallel(std::span<Question> questions, unsigned threads) {
    Split root(nullptr, false);
    root.moves.assign(questions.begin(), questions.end());
    std::vector<std::unique_ptr<Worker>> helpers;
    for (unsigned k = 1; k < threads; ++k) {
      helpers.push_back(std::make_unique<Worker>());
      helpers.back()->index = k;
    }
    solo_.counters = ThreadCounters{};
    solo_.clear_answers();
    // While threads run, the evaluator stores only the values of parts folded for their size
    // (and of their options, smaller still): a part larger than these and than any it holds
    // now is not in its table, which threads then know without asking it.
    fold_bound_ = std::max(fold_, evaluator_.largest_size());
    const std::uint64_t solo_visits = solo_.visits;
    parallel_ = true;
    finished_.store(false, std::memory_order_relaxed);
    std::vector<std::thread> started;
    for (auto& helper : helpers) {
      try {
        started.emplace_back([this, w = helper.get()] {
          try {
            run_with_large_stack([this, w] { help(*w); });
          } catch (...) {  // no stack for it: the others search without it
          }
        });
      } catch (const std::system_error&) {  // no more threads to be had: fewer helpers
        break;
      }
    }
    bool decided = false;
    try {
      decided = run_split(root, solo_);
    } catch (...) {
    }
    (void)decided;  // the root cuts nothing: its answers are the questions'
    finished_.store(true, std::memory_order_release);
    for (std::thread& t : started) t.join();
    parallel_ = false;
    thread_counters_.assign(1, solo_.counters);
    thread_counters_[0].searched = solo_.visits - solo_visits;
    count_table_work(std::exchange(solo_.uncounted, 0));
    for (const auto& helper : helpers) {
      count_table_work(helper->uncounted);
      visits_.add(helper->visits);
      thread_counters_.push_back(helper->counters);
      thread_counters_.back().searched = helper->visits;
    }
    if (root.error) std::rethrow_exception(root.error);
    for (std::size_t i = 0; i < questions.size(); ++i) questions[i].answer = root.moves[i].answer;
  }

  // A helper thread: searches the moves of open splits until the root's questions are answered.
  void help(Worker& w) {
    while (!finished_.load(std::memory_order_acquire)) {
      if (Split* split = join(nullptr)) {
        search_moves(*split, w);
        leave(*split);
      } else {
        idle_.fetch_add(1, std::memory_order_relaxed);
        std::this_thread::yield();
        idle_.fetch_sub(1, std::memory_order_relaxed);
      }
    }
  }

  // Opens the split of a node, searches its moves with the threads that join, and waits for
  // them, meanwhile searching moves of splits below it. True when a move was lost by its mover.
  bool run_split(Split& split, Worker& w) {
    ++w.counters.splits;
    {
      std::lock_guard lock(pool_);
      open_.push_back(&split);
    }
    search_moves(split, w);
    for (;;) {
      {
        std::lock_guard lock(pool_);
        if (split.helpers == 0) {
          std::erase(open_, &split);
          break;
        }
      }
      if (Split* below = join(&split)) {
        search_moves(*below, w);
        leave(*below);
        continue;
      }
      if (w.index == 0) poll_while_waiting(split);
      idle_.fetch_add(1, std::memory_order_relaxed);
      std::this_thread::yield();
      idle_.fetch_sub(1, std::memory_order_relaxed);
    }
    if (split.error) std::rethrow_exception(split.error);
    if (split.cut && split.decided.load(std::memory_order_relaxed)) return true;
    if (split.moot()) throw Cancelled{};  // a split above is decided
    return false;
  }

  // The calling thread, waiting for helpers, still answers Ctrl-C: a failure of the split.
  void poll_while_waiting(Split& split) {
    try {
      visits_.poll(shown_size_);
    } catch (...) {
      fail(split);
    }
  }

  // Records the failure being handled as the split's: every thread under it stops.
  void fail(Split& split) {
    std::lock_guard lock(pool_);
    if (!split.error) split.error = std::current_exception();
    split.decided.store(true, std::memory_order_relaxed);
  }

  // Searches the split's moves, one at a time, until none is left or they are moot.
  void search_moves(Split& split, Worker& w) {
    Split* const outer = std::exchange(w.split, &split);
    std::size_t i;
    while (!split.moot() && (i = split.next.fetch_add(1)) < split.moves.size()) {
      Question& move = split.moves[i];
      try {
        move.answer = wins(move.state, move.first, w);
        if (split.cut && !move.answer) split.decided.store(true, std::memory_order_relaxed);
      } catch (const Cancelled&) {  // moot
      } catch (...) {
        fail(split);
      }
    }
    w.split = outer;
  }

  // An open split with moves left (below `within`, unless null), joined: it counts the thread
  // among its helpers until leave().
  Split* join(const Split* within) {
    std::lock_guard lock(pool_);
    for (Split* split : open_)
      if (split->next.load(std::memory_order_relaxed) < split->moves.size() && !split->moot() &&
          (!within || split->below(within))) {
        ++split->helpers;
        return split;
      }
    return nullptr;
  }
  void leave(Split& split) {
    std::lock_guard lock(pool_);
    --split.helpers;
  }

  // Adds the components `parts` to the sum, folding the small ones.
  void add(State& s, const std::vector<Position>& parts, Worker& w) {
    if (misere_) {
      for (const Position& part : parts) s.parts.push_back(normalised(evaluator_.rules(), part));
      return;
    }
    AlgebraLock algebra(*this, w, kFoldSite, false);
    for (const Position& part : parts) {
      if (std::optional<Game> v = folded_value(part, w, algebra))
        s.folded = sum_of(s.folded, *v, w, algebra);
      else
        s.parts.push_back(normalised(evaluator_.rules(), part));
    }
  }

  // A part's canonical form when it is folded: already in the evaluator's table, or small.
  // On one thread, the evaluator is asked directly (no copies, no lock).
  std::optional<Game> folded_value(const Position& part, Worker& w, AlgebraLock& algebra) {
    if (!algebra.parallel()) return evaluated(part);
    if constexpr (HasSize<R>)  // larger than any the evaluator holds, and not folded
      if (!small(part, fold_bound_)) return std::nullopt;
    const std::uint64_t h = R::hash(part);
    if (const std::optional<Game>* v = w.folds.find(part, h)) {
      algebra.hit();
      return *v;
    }
    algebra.hold();
    std::optional<Game> v = evaluated(part);
    w.folds.store(part, h, v);
    return v;
  }
  std::optional<Game> evaluated(const Position& part) {
    if (std::optional<Game> v = evaluator_.cached_value(part)) return v;
    if (small(part, fold_)) return evaluator_.value(part);
    return std::nullopt;
  }

  Game sum_of(Game a, Game b, Worker& w, AlgebraLock& algebra) {
    if (!algebra.parallel()) return sum(a, b);
    const Game zero = game_table().zero();
    if (a == zero) return b;
    if (b == zero) return a;
    const AlgebraKey key{std::min(a.id, b.id), std::max(a.id, b.id), 0, Asked::kSum};
    return Game{ask(key, w, algebra, [&] { return sum(a, b).id; })};
  }

  // The algebra's answer to `key`, by `compute` under the lock unless the thread has it.
  template <class Compute>
  std::uint32_t ask(const AlgebraKey& key, Worker& w, AlgebraLock& algebra, Compute compute) {
    if (!algebra.parallel()) return compute();
    const std::uint64_t h = key.hash();
    if (const std::uint32_t* answer = w.answers.find(key, h)) {
      algebra.hit();
      return *answer;
    }
    algebra.hold();
    const std::uint32_t answer = compute();
    w.answers.store(key, h, answer);
    return answer;
  }

  // Appends g's options for `who` to `out`.
  void append_options(Game g, Player who, std::vector<Game>& out, Worker& w,
                      AlgebraLock& algebra) {
    auto copy = [&](std::span<const Game> options) { out.insert(out.end(), options.begin(), options.end()); };
    auto options_of = [&] {
      return who == Player::kLeft ? game_table().left_options(g) : game_table().right_options(g);
    };
    if (!algebra.parallel()) {
      copy(options_of());
      return;
    }
    const AlgebraKey key{g.id, 0, 0, Asked::kOptions, who};
    const std::uint64_t h = key.hash();
    if (const OptionRange* r = w.options.find(key, h)) {
      algebra.hit();
      copy(std::span<const Game>(w.option_copies).subspan(r->offset, r->count));
      return;
    }
    algebra.hold();
    std::span<const Game> options = options_of();
    copy(options);
    if (w.option_copies.size() > kMaxOptionCopies) {
      w.options.clear();
      w.option_copies.clear();
    }
    w.options.store(key, h, OptionRange{static_cast<std::uint32_t>(w.option_copies.size()),
                                        static_cast<std::uint32_t>(options.size())});
    w.option_copies.insert(w.option_copies.end(), options.begin(), options.end());
  }
  static constexpr std::size_t kMaxOptionCopies = 1 << 16;

  bool small(const Position& p, std::size_t fold_size) const {
    if constexpr (HasSize<R>)
      return evaluator_.rules().size(p) <= fold_size;
    else
      return false;
  }

  static void sort_parts(State& s) {
    std::sort(s.parts.begin(), s.parts.end(),
              [](const Position& a, const Position& b) { return R::hash(a) < R::hash(b); });
  }

  bool wins(const State& s, Player who, Worker& w) {
    if (s.parts.empty()) {
      if (misere_) return true;
      AlgebraLock algebra(*this, w, kLeafSite, false);
      return difference_wins(s.folded, s.apart, who, w, algebra);
    }
    // Before the table: positions the bounds decide are never stored, so looking them up first
    // costs a hash and a missed probe each (empty 7x7: 1.5-1.7 s against 1.7-2.0 s of CPU).
    if constexpr (HasIntegerBounds<R>)
      if (std::optional<bool> decided = decided_by_bounds(s, who, w)) return *decided;
    RecursionGuard guard;
    const std::uint64_t h = state_hash(s.parts, s.folded, s.apart, who);
    Shard& table = shard(h);
    if (std::optional<bool> found = find(table, KeyView{s, who}, h, w)) return *found;
    const std::uint64_t work = work_done(w);
    visit(w);
    bool result = search(s, who, w);
    insert(table, StoredKey(s, who), h, result, work_done(w) - work, w);
    return result;
  }

  bool search(const State& s, Player who, Worker& w) {
    Frame frame(w.scratch);
    State& next = frame->next;
    // Young brothers wait: once the moves searched cost kSplitVisits positions without
    // deciding the node, and a thread is idle, the moves after them go to a split.
    std::optional<Split> split;
    const std::uint64_t start = w.visits;
    // Whether `who` wins by the move to `next` (false when it goes to the split).
    auto wins_by_next = [&] {
      if (split) {
        split->moves.push_back(Question{next, opponent(who)});
        return false;
      }
      if (!wins(next, opponent(who), w)) return true;
      if (parallel_ && w.visits - start >= kSplitVisits &&
          idle_.load(std::memory_order_relaxed) > 0)
        split.emplace(w.split, true);
      return false;
    };
    bool can_move = false;
    for (std::size_t i = 0; i < s.parts.size(); ++i) {
      if (i > 0 && s.parts[i] == s.parts[i - 1]) continue;  // the same moves as its twin
      frame->options.clear();
      if (misere_)
        evaluator_.rules().options(s.parts[i], who, frame->options);
      else
        options_best_first(evaluator_.rules(), s.parts[i], who, frame->options);
      can_move = can_move || !frame->options.empty();
      for (const Position& o : frame->options) {
        next.parts.clear();
        next.folded = s.folded;
        next.apart = s.apart;
        for (std::size_t j = 0; j < s.parts.size(); ++j)
          if (j != i) next.parts.push_back(s.parts[j]);
        frame->split.clear();
        split_option(evaluator_.rules(), s.parts[i], o, frame->split);
        add(next, frame->split, w);
        sort_parts(next);
        if (wins_by_next()) return true;
      }
    }
    // No move at all: the player to move has won.
    if (misere_) return split ? run_split(*split, w) : !can_move;
    // The moves in the folded game, then in -apart: Left's there are to -(apart^R), Right's to
    // -(apart^L). Copied: the game table may move its option lists when it grows.
    std::vector<Game>& moves = frame->moves;
    std::size_t folded_moves = 0;
    {
      AlgebraLock algebra(*this, w, kMovesSite, false);
      moves.clear();
      append_options(s.folded, who, moves, w, algebra);
      folded_moves = moves.size();
      append_options(s.apart, opponent(who), moves, w, algebra);
    }
    next.parts = s.parts;
    for (std::size_t m = 0; m < moves.size(); ++m) {
      next.folded = m < folded_moves ? moves[m] : s.folded;
      next.apart = m < folded_moves ? s.apart : moves[m];
      if (wins_by_next()) return true;
    }
    return split && run_split(*split, w);
  }

  Shard& shard(std::uint64_t h) { return *shards_[h >> (64 - kShardBits)]; }

  // The table's answer for a state, under its shard's lock while threads run.
  std::optional<bool> find(Shard& table, const KeyView& key, std::uint64_t h, Worker& w) {
    std::unique_lock lock(table.lock(), std::defer_lock);
    if (parallel_) lock_counting(lock, w.counters.shard_locks, w.counters.shard_waits);
    if (const bool* found = table.find(key, h)) return *found;
    return std::nullopt;
  }

  // Stores a state's answer. While threads run, another may have stored it meanwhile; and a
  // shard that would grow asks the memory budget, which is the algebra's: that lock first, and
  // the shard's lock released meanwhile (the budget takes the shards' locks to drop entries).
  // The lock order: the algebra's, the memory budget's, a shard's (one at a time); no thread
  // takes the algebra's lock or asks the budget while it holds a shard's lock.
  void insert(Shard& table, StoredKey key, std::uint64_t h, bool result, std::uint64_t work,
              Worker& w) {
    if (!parallel_) {
      table.insert(std::move(key), result, work);
      return;
    }
    // Under the shard's lock: whether the state is in the table, or was inserted without growing
    // it (else the lock is released).
    std::unique_lock lock(table.lock(), std::defer_lock);
    auto stored = [&] {
      lock_counting(lock, w.counters.shard_locks, w.counters.shard_waits);
      if (table.find(key, h)) return true;
      if (!table.insert_may_grow()) {
        table.insert(std::move(key), result, work);
        return true;
      }
      lock.unlock();
      return false;
    };
    if (stored()) return;
    // Only the holder of the algebra's lock grows a shard; the others fill it up to the size
    // that needs growth at most, so this ends at once but for a race of that kind.
    AlgebraLock algebra(*this, w, kGrowSite);
    do table.grow_for_insert();
    while (!stored());
  }

  // The work a worker has done: the table work of the process on one thread (nested
  // evaluations included), its own positions on several.
  std::uint64_t work_done(const Worker& w) const { return parallel_ ? w.visits : table_work(); }

  // One position searched: counted, and the calling thread shows progress and polls Ctrl-C;
  // a thread leaves a moot move.
  void visit(Worker& w) {
    if ((w.visits++ & 0x3ff) == 0 && w.index == 0) shown_size_ = size();
    if (!parallel_) {
      visits_.visit(shown_size_);
      if (w.visits >= go_parallel_at_) throw GoParallel{};
      return;
    }
    ++w.uncounted;
    if (w.split && w.split->moot()) throw Cancelled{};
    if (w.index == 0) visits_.poll(shown_size_);
  }

  // Whether `who` moving first wins s, when the ruleset's integer bounds on the parts decide it:
  // if lower <= parts, `who` = Left wins (folded + lower) - apart moving first, so wins s too (a
  // loss in s would make s <= 0, hence the smaller game too); the other three cases alike.
  std::optional<bool> decided_by_bounds(const State& s, Player who, Worker& w) {
    if (misere_) return std::nullopt;
    IntegerBounds total;
    AlgebraLock algebra(*this, w, kBoundsSite, false);  // held once a bound needs it
    std::vector<IntegerBounds>& bounds = w.bounds;
    bounds.clear();
    // The ruleset's bounds on the sum of the parts, when it has them (HasSumBounds) and there
    // are several parts; the parts' own bounds in any case (the option bound needs them).
    std::optional<IntegerBounds> whole;
    if constexpr (HasSumBounds<R>) {
      if (s.parts.size() > 1) {
        bounds.resize(s.parts.size());
        whole = evaluator_.rules().sum_integer_bounds(std::span<const Position>(s.parts), bounds);
      }
    }
    if (bounds.empty())
      for (const Position& p : s.parts) bounds.push_back(evaluator_.rules().integer_bounds(p));
    for (const IntegerBounds& b : bounds) total += b;
    // Left hopes for the lower bound to win, Right for the upper one; the other bound may lose.
    const bool left = who == Player::kLeft;
    for (const IntegerBounds& t : {whole.value_or(total), total}) {
      if (first_wins_plus(s, left ? t.lower : t.upper, left ? t.lower_switch : t.upper_switch,
                          who, w, algebra))
        return true;
      if (!first_wins_plus(s, left ? t.upper : t.lower, left ? t.upper_switch : t.lower_switch,
                           who, w, algebra))
        return false;
      if (!whole) break;
    }
    if constexpr (HasOptionBounds<R>)
      if (wins_by_option_bound(s, who, total, w, algebra)) return true;
    return std::nullopt;
  }

  // Whether `who` moving first wins s by the ruleset's bound on its best option in one part
  // (OptionBound): with Left's option p^L >= n in part i, Left moves there to a sum no smaller
  // than folded + n + (the lower bounds of the other parts) - apart, and wins it moving second
  // when that game is >= 0, so when Right moving first loses it. Right alike with upper bounds.
  // Only the part whose option bound gains most over its own bound is tried.
  bool wins_by_option_bound(const State& s, Player who, const IntegerBounds& total, Worker& w,
                            AlgebraLock& algebra) {
    const bool left = who == Player::kLeft;
    std::optional<OptionBound> best;
    std::size_t best_part = 0;
    for (std::size_t i = 0; i < s.parts.size(); ++i) {
      if (i > 0 && s.parts[i] == s.parts[i - 1]) continue;
      std::optional<OptionBound> o = evaluator_.rules().option_bound(s.parts[i], who);
      if (!o) continue;
      const int own = left ? w.bounds[i].lower : -w.bounds[i].upper;
      const int best_own = left ? w.bounds[best_part].lower : -w.bounds[best_part].upper;
      if (!best || o->n - own > best->n - best_own) {
        best = o;
        best_part = i;
      }
    }
    if (!best) return false;
    const IntegerBounds& b = w.bounds[best_part];
    const int n = left ? total.lower - b.lower + best->n : total.upper - b.upper - best->n;
    const bool with_switch = (left ? total.lower_switch ^ b.lower_switch
                                   : total.upper_switch ^ b.upper_switch) ^
                             best->with_switch;
    return !first_wins_plus(s, n, with_switch, opponent(who), w, algebra);
  }

  // Whether `who` moving first wins folded + n (+ +-1 with `with_switch`) - apart: with nothing
  // apart and no switch, unless folded <= -n for Left, -n <= folded for Right (no sum built).
  bool first_wins_plus(const State& s, int n, bool with_switch, Player who, Worker& w,
                       AlgebraLock& algebra) {
    if (!with_switch && s.apart == game_table().zero() && s.folded == game_table().zero())
      return who == Player::kLeft ? n > 0 : n < 0;
    const AlgebraKey key{s.folded.id, s.apart.id, n, Asked::kPlus, who, with_switch};
    return ask(key, w, algebra, [&] { return computed_first_wins_plus(s, n, with_switch, who); });
  }
  static bool computed_first_wins_plus(const State& s, int n, bool with_switch, Player who) {
    if (with_switch)
      return first_wins_difference(sum(sum(s.folded, integer(n)), switch_game(integer(1))),
                                   s.apart, who);
    if (s.apart != game_table().zero())
      return first_wins_difference(sum(s.folded, integer(n)), s.apart, who);
    return first_wins_difference(s.folded, integer(-n), who);
  }

  // first_wins_difference(a, b, who), from the thread's copies when it has the answer.
  bool difference_wins(Game a, Game b, Player who, Worker& w, AlgebraLock& algebra) {
    const AlgebraKey key{a.id, b.id, 0, Asked::kDifference, who};
    return ask(key, w, algebra, [&] { return first_wins_difference(a, b, who); });
  }

  // Whether `who` moving first wins a - b: unless a <= b for Left, b <= a for Right.
  static bool first_wins_difference(Game a, Game b, Player who) {
    if (b == game_table().zero()) return first_player_wins(cgt::outcome(a), who);
    return who == Player::kLeft ? !leq(a, b) : !leq(b, a);
  }

  // The table's games are kept by collections (it marks them) but die with a reset.
  void sync_with_game_table() {
    if (resets_ == game_table().resets()) return;
    clear();
    resets_ = game_table().resets();
  }

  Evaluator<R>& evaluator_;
  std::size_t fold_size_;
  std::size_t fold_ = fold_size_;  // the fold size now (no_better may raise it)
  std::size_t fold_margin_ = std::numeric_limits<std::size_t>::max();
  std::size_t fold_bound_ = 0;  // while threads run: no larger part has a value in the evaluator
  bool misere_;
  std::array<std::unique_ptr<Shard>, kShards> shards_;
  Worker solo_;                            // the calling thread's
  SearchVisits visits_;                    // the calling thread's progress and Ctrl-C polls
  std::size_t shown_size_ = 0;             // the table's size as progress shows it
  std::uint64_t solo_visits_ = kSoloVisits;
  std::uint64_t go_parallel_at_ = kNever;  // solo_.visits after which threads take over
  bool parallel_ = false;                  // threads are searching
  std::mutex algebra_;
  std::mutex pool_;                        // the open splits, and their helpers and errors
  std::vector<Split*> open_;
  std::atomic<unsigned> idle_{0};          // threads looking for moves to search
  std::atomic<bool> finished_{false};      // the root's questions are answered
  std::vector<ThreadCounters> thread_counters_;
  std::uint64_t resets_ = game_table().resets();
};

}  // namespace cgt::games
