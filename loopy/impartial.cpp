#include "loopy/impartial.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "cgt/interrupt.hpp"

namespace cgt::loopy {

std::string to_string(const LoopyNimber& g, Style style) {
  if (!g.infinite) {
    if (g.value == 0) return "0";
    const char* star = style == Style::kUnicode ? "⋆" : style == Style::kLatex ? "\\ast" : "*";
    return g.value == 1 ? star : fmt::format("{}{}", star, g.value);
  }
  std::string set = fmt::format("{}", fmt::join(g.escapes, ","));
  if (style == Style::kLatex) return fmt::format("\\infty_{{\\{{{}\\}}}}", set);
  return fmt::format("{}({})", style == Style::kUnicode ? "∞" : "inf", set);
}

std::vector<LoopyNimber> loopy_nimbers(const std::vector<std::vector<std::uint32_t>>& options) {
  auto n = static_cast<std::uint32_t>(options.size());
  std::vector<std::uint32_t> pred_begin(n + 1, 0), preds;
  for (const auto& list : options)
    for (std::uint32_t w : list) ++pred_begin[w + 1];
  for (std::uint32_t i = 0; i < n; ++i) pred_begin[i + 1] += pred_begin[i];
  preds.resize(pred_begin[n]);
  {
    std::vector<std::uint32_t> fill(pred_begin.begin(), pred_begin.end() - 1);
    for (std::uint32_t v = 0; v < n; ++v)
      for (std::uint32_t w : options[v]) preds[fill[w]++] = v;
  }
  enum State : std::uint8_t { kOpen, kFinite, kInfinite };
  std::vector<State> state(n, kOpen);
  std::vector<LoopyNimber> out(n);
  std::vector<std::uint32_t> counter(n);
  std::vector<char> reaches(n);  // has an option of the current value
  std::vector<std::uint32_t> queue;
  std::size_t open = n;
  for (std::uint64_t m = 0; open > 0; ++m) {
    poll_interrupt();
    // Stage m: a position of value m has no option of value m, and each of its options not yet
    // of a smaller value has an option of value m. Options of infinite value count as undecided.
    std::fill(reaches.begin(), reaches.end(), 0);
    queue.clear();
    for (std::uint32_t v = 0; v < n; ++v) {
      if (state[v] != kOpen) continue;
      counter[v] = 0;
      for (std::uint32_t w : options[v]) counter[v] += state[w] != kFinite;
      if (counter[v] == 0) queue.push_back(v);
    }
    std::vector<std::uint32_t> valued;
    for (std::size_t next = 0; next < queue.size(); ++next) {
      std::uint32_t v = queue[next];
      if (reaches[v] || state[v] != kOpen) continue;
      state[v] = kFinite;
      out[v].value = m;
      valued.push_back(v);
      for (std::uint32_t p = pred_begin[v]; p < pred_begin[v + 1]; ++p) {
        std::uint32_t u = preds[p];
        if (state[u] == kFinite || reaches[u]) continue;
        reaches[u] = 1;
        for (std::uint32_t q = pred_begin[u]; q < pred_begin[u + 1]; ++q) {
          std::uint32_t t = preds[q];
          if (state[t] == kOpen && !reaches[t] && --counter[t] == 0) queue.push_back(t);
        }
      }
    }
    open -= valued.size();
    // The rest that cannot reach value m can have no finite value.
    for (std::uint32_t v = 0; v < n; ++v)
      if (state[v] == kOpen && !reaches[v]) {
        state[v] = kInfinite;
        --open;
      }
  }
  for (std::uint32_t v = 0; v < n; ++v) {
    if (state[v] != kInfinite) continue;
    out[v].infinite = true;
    for (std::uint32_t w : options[v])
      if (state[w] == kFinite) out[v].escapes.push_back(out[w].value);
    std::sort(out[v].escapes.begin(), out[v].escapes.end());
    out[v].escapes.erase(std::unique(out[v].escapes.begin(), out[v].escapes.end()),
                         out[v].escapes.end());
  }
  return out;
}

OutcomeClass sum_outcome(std::span<const LoopyNimber> parts) {
  std::uint64_t nim_sum = 0;
  const LoopyNimber* infinite = nullptr;
  for (const LoopyNimber& g : parts) {
    if (!g.infinite) {
      nim_sum ^= g.value;
    } else if (infinite) {
      return OutcomeClass::kD;  // two infinite parts
    } else {
      infinite = &g;
    }
  }
  if (!infinite) return nim_sum ? OutcomeClass::kN : OutcomeClass::kP;
  bool escape = std::binary_search(infinite->escapes.begin(), infinite->escapes.end(), nim_sum);
  return escape ? OutcomeClass::kN : OutcomeClass::kD;
}

}  // namespace cgt::loopy
