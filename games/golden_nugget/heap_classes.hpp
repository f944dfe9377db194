// The heap-size sets of paper 004's Main Theorem 2.2 and Partitioning Lemma 2.1 (section 2,
// Table 4), with O(log h) membership tests:
//   B         = {B(n) : n >= 1}                      rcf {1 | 0}        (Theorem 2.2 (i))
//   ÂB_0      = {AB(n) + 1 : n >= 0}                 rcf 1              (ii)
//   AB_0      = {AB(n) : n >= 0}
//   B̂^2       = {B^2(n) + 1 : n >= 1}
//   Q         = B̂^2 ∪ {F_{2n+3} - 2 : n >= 0}        numbers            (iii)
//   G(n)      = {G_i(n) : i > 0}, n >= 1, where
//               G_i(n) = floor(i phi) F_{2n+2} + i F_{2n+1} + F_{2n+3} - 2   rcf {1 | s(n)} (iv)
// Note G_0(n) = F_{2n+3} - 2 lies in Q, not in G(n); Table 4 prints it in column 0.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace cgt::games {

bool in_ab0(std::int64_t h);      // h = AB(n) for some n >= 0 (h = 0 included)
bool in_ab0_hat(std::int64_t h);  // h = AB(n) + 1, n >= 0
bool in_b2_hat(std::int64_t h);   // h = B(B(n)) + 1, n >= 1
bool in_q(std::int64_t h);        // h in Q (0 included, as F_3 - 2)

// The n >= 0 with h = F_{2n+3} - 2, if any.
std::optional<int> fibonacci_odd_minus_two_index(std::int64_t h);
// The n >= 0 with h = F_{2n+4} - 2, if any.
std::optional<int> fibonacci_even_minus_two_index(std::int64_t h);

// G_i(n) by its defining formula, for i >= 0 and n >= 0; LimitError beyond 64 bits.
std::int64_t g_term(std::int64_t i, int n);

struct GIndex {
  int n = 0;           // h lies in G(n) (with i = 0: h = F_{2n+3} - 2)
  std::int64_t i = 0;  // h = G_i(n)
};
// The (n >= 1, i >= 0) with h = G_i(n), if any. Found by peeling the word of Lemma 5.33,
// G_i(n) = A B̂^n Â(i) - 1: h + 1 = A(y), then y = B̂(y') n times, and finally y = Â(i); the
// gn-partition verifier checks this against the defining formula.
std::optional<GIndex> g_index(std::int64_t h);

enum class HeapKind {
  kZero,         // h = 0
  kB,            // Theorem 2.2 (i)
  kABHat,        // (ii)
  kNumber,       // (iii): Q \ {0}
  kSwitch,       // (iv): G(n), i > 0
  kUnclassified  // none of them (the partition says this never happens)
};

struct HeapClass {
  HeapKind kind = HeapKind::kUnclassified;
  int n = 0;           // for kSwitch: h in G(n)
  std::int64_t i = 0;  // for kSwitch: h = G_i(n)
};

// The class of a heap h >= 0 in the Main Theorem; DomainError for h < 0.
HeapClass classify_heap(std::int64_t h);

// "B", "AB_0+1", "Q", "G(n)", "0", "unclassified".
const char* heap_kind_name(HeapKind kind);

// The classes of all heaps 0..upto at once, for sweeps over every heap: each class is listed
// from its defining formula (B(n), AB(n) + 1, B^2(n) + 1, F_{2n+3} - 2, G_i(n) with i > 0) in
// O(upto) time, one byte per heap for the kind and one for n. A heap listed by two formulas, or
// by none, is kUnclassified.
class HeapClassTable {
 public:
  explicit HeapClassTable(std::int64_t upto);
  HeapKind kind(std::int64_t h) const { return static_cast<HeapKind>(kind_[h]); }
  int n(std::int64_t h) const { return n_[h]; }  // for kSwitch

 private:
  std::vector<std::uint8_t> kind_, n_;
};

}  // namespace cgt::games
