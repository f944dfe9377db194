#include "games/octal/pair_scan.hpp"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace cgt::games {
namespace {

template <class T>
std::size_t scan_portable(const T* g, std::span<const std::size_t> rests, std::size_t a,
                          std::size_t blocks, std::span<const std::uint32_t> wanted) {
  for (std::size_t b = 0; b < blocks; ++b, a += kPairBlock)
    for (std::size_t rest : rests)
      for (std::size_t i = 0; i < kPairBlock; ++i) {
        const std::uint32_t x = g[a + i] ^ g[rest - a - i];
        for (std::uint32_t w : wanted)
          if (x == w) return b;
      }
  return blocks;
}

#if defined(__x86_64__)
// A block's pairs: g(a + i) read forwards, g(rest - a - i) read as the same lanes backwards
// (loaded from rest - a - (lanes - 1) up, then reversed in the register). The wanted values are
// padded to P by repeating the first, so that the loop over them has a fixed length.

template <class T>
__m128i reversed_sse2(__m128i v) {
  if constexpr (sizeof(T) == 1)  // swap the bytes of each word, then reverse the words
    v = _mm_or_si128(_mm_slli_epi16(v, 8), _mm_srli_epi16(v, 8));
  v = _mm_shuffle_epi32(v, _MM_SHUFFLE(0, 1, 2, 3));
  v = _mm_shufflelo_epi16(v, _MM_SHUFFLE(2, 3, 0, 1));
  return _mm_shufflehi_epi16(v, _MM_SHUFFLE(2, 3, 0, 1));
}

template <class T>
__m128i equal_sse2(__m128i x, __m128i w) {
  if constexpr (sizeof(T) == 1) return _mm_cmpeq_epi8(x, w);
  return _mm_cmpeq_epi16(x, w);
}

template <class T>
__m128i splat_sse2(std::uint32_t w) {
  if constexpr (sizeof(T) == 1) return _mm_set1_epi8(static_cast<char>(w));
  return _mm_set1_epi16(static_cast<short>(w));
}

template <class T, std::size_t P>
std::size_t scan_sse2(const T* g, std::span<const std::size_t> rests, std::size_t a,
                      std::size_t blocks, std::span<const std::uint32_t> wanted) {
  constexpr std::size_t lanes = sizeof(__m128i) / sizeof(T);
  __m128i w[P];
  for (std::size_t j = 0; j < P; ++j) w[j] = splat_sse2<T>(wanted[j < wanted.size() ? j : 0]);
  for (std::size_t b = 0; b < blocks; ++b, a += kPairBlock) {
    __m128i any = _mm_setzero_si128();
    for (std::size_t rest : rests)
      for (std::size_t h = 0; h < kPairBlock; h += lanes) {
        const __m128i fwd = _mm_loadu_si128(reinterpret_cast<const __m128i*>(g + a + h));
        const __m128i back =
            _mm_loadu_si128(reinterpret_cast<const __m128i*>(g + rest - a - h - (lanes - 1)));
        const __m128i x = _mm_xor_si128(fwd, reversed_sse2<T>(back));
        for (std::size_t j = 0; j < P; ++j) any = _mm_or_si128(any, equal_sse2<T>(x, w[j]));
      }
    if (_mm_movemask_epi8(any)) return b;
  }
  return blocks;
}

// AVX2: a block of 16-bit values is one 256-bit register (bytes stay in 128 bits, reversed
// with one shuffle).
template <std::size_t P>
__attribute__((target("avx2"))) std::size_t scan_avx2(const std::uint16_t* g,
                                                      std::span<const std::size_t> rests,
                                                      std::size_t a, std::size_t blocks,
                                                      std::span<const std::uint32_t> wanted) {
  static_assert(kPairBlock == 16);
  // Reverses the words of each 64-bit quarter (the quarters are reversed by a permute).
  const __m256i words_reversed =
      _mm256_setr_epi8(6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1,
                       14, 15, 12, 13, 10, 11, 8, 9);
  __m256i w[P];
  for (std::size_t j = 0; j < P; ++j)
    w[j] = _mm256_set1_epi16(static_cast<short>(wanted[j < wanted.size() ? j : 0]));
  for (std::size_t b = 0; b < blocks; ++b, a += kPairBlock) {
    __m256i any = _mm256_setzero_si256();
    for (std::size_t rest : rests) {
      const __m256i fwd = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(g + a));
      __m256i back = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(g + rest - a - 15));
      back = _mm256_shuffle_epi8(_mm256_permute4x64_epi64(back, _MM_SHUFFLE(0, 1, 2, 3)),
                                 words_reversed);
      const __m256i x = _mm256_xor_si256(fwd, back);
      for (std::size_t j = 0; j < P; ++j) any = _mm256_or_si256(any, _mm256_cmpeq_epi16(x, w[j]));
    }
    if (!_mm256_testz_si256(any, any)) return b;
  }
  return blocks;
}

template <std::size_t P>
__attribute__((target("avx2"))) std::size_t scan_avx2(const std::uint8_t* g,
                                                      std::span<const std::size_t> rests,
                                                      std::size_t a, std::size_t blocks,
                                                      std::span<const std::uint32_t> wanted) {
  const __m128i bytes_reversed =
      _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  __m128i w[P];
  for (std::size_t j = 0; j < P; ++j)
    w[j] = _mm_set1_epi8(static_cast<char>(wanted[j < wanted.size() ? j : 0]));
  for (std::size_t b = 0; b < blocks; ++b, a += kPairBlock) {
    __m128i any = _mm_setzero_si128();
    for (std::size_t rest : rests) {
      const __m128i fwd = _mm_loadu_si128(reinterpret_cast<const __m128i*>(g + a));
      const __m128i back = _mm_shuffle_epi8(
          _mm_loadu_si128(reinterpret_cast<const __m128i*>(g + rest - a - 15)), bytes_reversed);
      const __m128i x = _mm_xor_si128(fwd, back);
      for (std::size_t j = 0; j < P; ++j) any = _mm_or_si128(any, _mm_cmpeq_epi8(x, w[j]));
    }
    if (!_mm_testz_si128(any, any)) return b;
  }
  return blocks;
}

// Asked in a static initializer, hence the explicit init (the features are read at start-up).
const bool kHasAvx2 = (__builtin_cpu_init(), __builtin_cpu_supports("avx2"));
#endif

// The scan for P = 1, 2, 4, 8 or 16 wanted values (fewer are padded).
template <class T, class Scan>
std::size_t by_count(Scan scan, const T* g, std::span<const std::size_t> rests, std::size_t a,
                     std::size_t blocks, std::span<const std::uint32_t> wanted) {
  static_assert(kMostScannedValues <= 16);
  if (wanted.size() <= 1) return scan.template operator()<1>(g, rests, a, blocks, wanted);
  if (wanted.size() <= 2) return scan.template operator()<2>(g, rests, a, blocks, wanted);
  if (wanted.size() <= 4) return scan.template operator()<4>(g, rests, a, blocks, wanted);
  if (wanted.size() <= 8) return scan.template operator()<8>(g, rests, a, blocks, wanted);
  return scan.template operator()<16>(g, rests, a, blocks, wanted);
}

template <class T>
std::size_t scan_sse2_any(const T* g, std::span<const std::size_t> rests, std::size_t a,
                          std::size_t blocks, std::span<const std::uint32_t> wanted) {
#if defined(__x86_64__)
  auto scan = []<std::size_t P>(auto... args) { return scan_sse2<T, P>(args...); };
  return by_count(scan, g, rests, a, blocks, wanted);
#else
  return scan_portable(g, rests, a, blocks, wanted);
#endif
}

}  // namespace

template <class T>
std::size_t first_block_with(const T* g, std::span<const std::size_t> rests, std::size_t a,
                             std::size_t blocks, std::span<const std::uint32_t> wanted,
                             PairScan how) {
  if (how == PairScan::kPortable) return scan_portable(g, rests, a, blocks, wanted);
#if defined(__x86_64__)
  if (how == PairScan::kBest && kHasAvx2) {
    auto scan = []<std::size_t P>(auto... args) { return scan_avx2<P>(args...); };
    return by_count(scan, g, rests, a, blocks, wanted);
  }
#endif
  return scan_sse2_any(g, rests, a, blocks, wanted);
}

template std::size_t first_block_with(const std::uint8_t*, std::span<const std::size_t>,
                                      std::size_t, std::size_t, std::span<const std::uint32_t>,
                                      PairScan);
template std::size_t first_block_with(const std::uint16_t*, std::span<const std::size_t>,
                                      std::size_t, std::size_t, std::span<const std::uint32_t>,
                                      PairScan);

}  // namespace cgt::games
