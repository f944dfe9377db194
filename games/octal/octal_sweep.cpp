#include "games/octal/octal_sweep.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "games/octal/grundy_sequence.hpp"

namespace cgt::games {

std::string octal_code_of(std::int64_t u, unsigned digits) {
  if (digits < 1 || digits > 10)
    throw DomainError(fmt::format("octal codes: digits must be 1 to 10, not {}", digits));
  const std::int64_t count = std::int64_t{1} << (3 * digits);
  if (u < 1 || u >= count)
    throw DomainError(
        fmt::format("octal codes of up to {} digits are numbered 1 to {}, not {}", digits,
                    count - 1, u));
  std::string text = fmt::format("{:0{}o}", u, digits);
  text.erase(text.find_last_not_of('0') + 1);
  return "0." + text;
}

std::vector<std::string> octal_codes(unsigned digits) {
  std::vector<std::string> codes;
  const std::int64_t count = std::int64_t{1} << (3 * std::min(digits, 10u));
  for (std::int64_t u = 1; u < count; ++u) codes.push_back(octal_code_of(u, digits));
  return codes;
}

SweepResult sweep_code(const std::string& code, std::size_t heaps) {
  GrundySequence s(parse_take_break_code(code, "octal sweep"));
  s.extend_to(heaps);
  return sweep_result(s);
}

SweepResult sweep_result(const GrundySequence& s) {
  SweepResult r;
  r.code = take_break_code_text(s.rules());
  r.heaps = s.size();
  r.max_value = s.max_value();
  r.rare_heaps = s.rare_heaps();
  r.checksum = s.checksum();
  r.period = search_periodicity(s.rules(), s.values()).proven;
  return r;
}

std::vector<SweepResult> sweep_codes(const std::vector<std::string>& codes, std::size_t heaps,
                                     unsigned threads, Progress& progress) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, std::max<std::size_t>(codes.size(), 1)));
  std::vector<SweepResult> results(codes.size());
  std::atomic<std::size_t> next{0}, done{0};
  std::atomic<bool> failed{false};
  std::mutex error_mutex;
  std::exception_ptr error;
  // The first error is kept; the interrupt flag is raised again (a poll lowers it) so that every
  // other thread stops at its next poll.
  auto fail = [&](std::exception_ptr e) {
    {
      std::lock_guard lock(error_mutex);
      if (!error) error = e;
    }
    failed.store(true);
    request_interrupt();
  };
  auto work = [&] {
    try {
      for (std::size_t i; !failed.load() && (i = next.fetch_add(1)) < codes.size();) {
        results[i] = sweep_code(codes[i], heaps);
        done.fetch_add(1);
      }
    } catch (...) {
      fail(std::current_exception());
    }
  };
  progress.start(fmt::format("octal sweep ({} codes, {} heaps, {} thread{})", codes.size(), heaps,
                             threads, threads == 1 ? "" : "s"),
                 codes.size());
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work);
  // This thread only reports progress (one thread runs the codes, also for threads = 1, so that
  // a sweep goes the same way on any number).
  while (done.load() < codes.size() && !failed.load()) {
    try {
      progress.update(done.load());  // polls: Ctrl-C is seen here or by a worker
    } catch (...) {
      fail(std::current_exception());
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  for (std::thread& t : pool) t.join();
  if (error) {
    clear_interrupt();
    std::rethrow_exception(error);
  }
  progress.finish();
  return results;
}

}  // namespace cgt::games
