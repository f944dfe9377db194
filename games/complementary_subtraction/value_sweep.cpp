#include "games/complementary_subtraction/value_sweep.hpp"

#include <fmt/format.h>

#include <sstream>

#include "cgt/canonical.hpp"
#include "cgt/compare.hpp"
#include "cgt/error.hpp"
#include "cgt/notation/json.hpp"
#include "cgt/notation/json_reader.hpp"
#include "cgt/values.hpp"

namespace cgt::games {
namespace {

constexpr std::int64_t kMaxHeap = 0xfffffff0;  // heaps are stored as 32-bit indices

void require_bound(std::int64_t upto, const char* what) {
  if (upto < 0 || upto > kMaxHeap)
    throw DomainError(
        fmt::format("{}: the heap bound must lie between 0 and {}, not {}", what, kMaxHeap, upto));
}

// Room for one more element, so that a push_back after it cannot fail: doubling, as reserving
// one more at a time copies the whole vector at every heap.
template <class T>
void reserve_one_more(std::vector<T>& v) {
  if (v.size() == v.capacity()) v.reserve(2 * v.size() + 1);
}

}  // namespace

ValueSweep::ValueSweep(SubtractionSet set) : set_(std::move(set)) {}

Game ValueSweep::value(std::int64_t h) const {
  if (h < 0 || h >= size())
    throw DomainError(fmt::format("val({}) has not been computed (heaps 0..{})", h, size() - 1));
  return values_[static_cast<std::size_t>(h)];
}

void ValueSweep::extend_to(std::int64_t upto) {
  Progress quiet;
  extend_to(upto, quiet);
}

void ValueSweep::extend_to(std::int64_t upto, Progress& progress) {
  extend_to(upto, progress, SweepHooks{});
}

void ValueSweep::extend_to(std::int64_t upto, Progress& progress, const SweepHooks& hooks) {
  require_bound(upto, "value sweep");
  if (hooks.resume && size() == 0)
    read_saved_state(hooks, [&] { restore(*hooks.resume, upto); });
  if (upto < size()) return;
  in_set_ = set_.membership(upto);
  const std::uint8_t* in = in_set_.data();
  const auto first = static_cast<std::uint32_t>(size());
  auto save_if_due = [&](std::int64_t h, bool stopping) {
    if (hooks.due && hooks.due(h, stopping))
      hooks.save(h, [&](std::ostream& out) { write_new(out); });
  };
  for (auto h = first; h <= upto; ++h) {
    std::vector<Game> left, right;
    for (const auto& chain : chains_) {
      // The largest element of the chain that Left reaches (h - x in S), the smallest that
      // Right reaches (h - x not in S; x < h so h - x >= 1).
      std::size_t i = chain.size();
      while (i > 0 && !in[h - chain[i - 1]]) --i;
      std::size_t j = 0;
      while (j < chain.size() && in[h - chain[j]]) ++j;
      stats_.scan_steps += (chain.size() - i + 1) + (j + 1);
      if (i > 0) left.push_back(values_[chain[i - 1]]);
      if (j < chain.size()) right.push_back(values_[chain[j]]);
    }
    // An interrupt may strike in canonicalise() or in the comparisons that place the value;
    // both come before anything is stored, so the sweep stays whole and can be extended again
    // (or saved, as it was after the last heap stored: here the interrupt flag is down again,
    // so that the writing, which polls it too, is not stopped).
    bool stored = false;
    try {
      Game value = canonicalise(std::move(left), std::move(right));
      place_in_chain(value);
      stored = true;
      save_if_due(h, false);
      progress.update(h);
    } catch (const InterruptedError&) {
      if (std::int64_t last = stored ? h : std::int64_t{h} - 1; last >= first)
        save_if_due(last, true);
      throw;
    }
  }
  stats_.chains = chains_.size();
}

void ValueSweep::write_new(std::ostream& out) {
  std::string forms, heaps;
  const std::size_t forms_before = saved_forms_.size();
  for (std::int64_t h = saved_heaps_; h < size(); ++h) {
    auto [chain, position] = places_[static_cast<std::size_t>(h)];
    heaps +=
        fmt::format("{} {} {}\n", saved_forms_.name(values_[static_cast<std::size_t>(h)], forms),
                    chain, position);
  }
  out << fmt::format(R"({{"sweep": "values", "set": {}, "from": {}, "heaps": {}, "forms": {}}})",
                     json_quote(set_.name()), saved_heaps_, size(),
                     saved_forms_.size() - forms_before)
      << '\n'
      << forms << heaps;
  saved_heaps_ = size();
}

void ValueSweep::restore(std::istream& in, std::int64_t upto) {
  for (std::string line; std::getline(in, line);) {
    JsonValue header = parse_json(line);
    if (header.at("sweep").as_string() != "values" || header.at("set").as_string() != set_.name())
      throw DomainError(fmt::format(
          "value sweep: the saved state is of the set {}, not of {}: use another folder",
          header.at("set").as_string(), set_.name()));
    std::int64_t from = header.at("from").as_int(), heaps = header.at("heaps").as_int();
    if (from != size() || heaps < from)
      throw DomainError(fmt::format(
          "value sweep: a part of the saved state covers the heaps {}..{} after the heaps 0..{}",
          from, heaps - 1, size() - 1));
    if (heaps > upto + 1)
      throw DomainError(fmt::format(
          "value sweep: the saved state holds the heaps 0..{}, beyond this run's bound {}",
          heaps - 1, upto));
    for (std::uint64_t k = header.at("forms").as_uint(); k > 0; --k) {
      if (!std::getline(in, line)) throw DomainError("value sweep: the saved forms end early");
      saved_forms_.read_line(line);
    }
    for (std::int64_t h = from; h < heaps; ++h) {
      if (!std::getline(in, line)) line.clear();
      std::istringstream heap(line);
      std::string form;
      std::uint32_t chain = 0, position = 0;
      if (!(heap >> form >> chain >> position) || chain > chains_.size() ||
          position > (chain < chains_.size() ? chains_[chain].size() : 0))
        throw DomainError(fmt::format("value sweep: '{}' is no saved heap {}", line, h));
      store(saved_forms_.game(form), {chain, position});
    }
    saved_heaps_ = heaps;
  }
  if (in.bad()) throw Error(ErrorCode::kIo, "value sweep: cannot read the saved state");
}

void ValueSweep::place_in_chain(Game x) {
  for (std::uint32_t c = 0; c < chains_.size(); ++c) {
    const auto& chain = chains_[c];
    // Find p with chain[p-1] <= x <= chain[p]; stop at the first incomparable element met.
    std::size_t lo = 0, hi = chain.size();
    bool fits = true;
    while (lo < hi && fits) {
      std::size_t mid = (lo + hi) / 2;
      Game m = values_[chain[mid]];
      ++stats_.comparisons;
      if (leq(x, m)) {
        hi = mid;
      } else if (++stats_.comparisons, leq(m, x)) {
        lo = mid + 1;
      } else {
        fits = false;
      }
    }
    if (!fits) continue;
    // The search compared x with both neighbours of the gap it found (or the gap is at an end),
    // so chain[lo-1] <= x <= chain[lo] holds, and the chain stays totally ordered.
    store(x, {c, static_cast<std::uint32_t>(lo)});
    return;
  }
  store(x, {static_cast<std::uint32_t>(chains_.size()), 0});
}

void ValueSweep::store(Game x, std::pair<std::uint32_t, std::uint32_t> place) {
  // Room first, so that nothing fails between the stores.
  reserve_one_more(values_);
  reserve_one_more(places_);
  if (place.first == chains_.size()) chains_.emplace_back();
  auto& chain = chains_[place.first];
  chain.insert(chain.begin() + static_cast<std::ptrdiff_t>(place.second),
               static_cast<std::uint32_t>(values_.size()));
  values_.push_back(x);
  places_.push_back(place);
}

std::vector<Game> values_by_definition(const SubtractionSet& set, std::int64_t upto) {
  require_bound(upto, "values by definition");
  std::vector<std::uint8_t> in = set.membership(upto);
  std::vector<Game> values;
  for (std::int64_t h = 0; h <= upto; ++h) {
    std::vector<Game> left, right;
    for (std::int64_t s = 1; s <= h; ++s) (in[s] ? left : right).push_back(values[h - s]);
    values.push_back(canonicalise(std::move(left), std::move(right)));
  }
  return values;
}

}  // namespace cgt::games
