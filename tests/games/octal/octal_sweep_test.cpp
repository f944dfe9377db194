#include "games/octal/octal_sweep.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "cgt/error.hpp"
#include "cgt/interrupt.hpp"
#include "games/octal/octal_jobs.hpp"
#include "tests/games/octal/code_digits.hpp"
#include "tests/games/octal/definition_sequence.hpp"

using namespace cgt;
using games::octal_code_of;
using games::sweep_codes;

namespace {

// Fletcher-64 written out again (two sums modulo 2^32 - 1), of the definition's values.
std::uint64_t definition_checksum(const std::string& code, std::size_t heaps) {
  const std::uint64_t m = 0xffffffffULL;
  std::uint64_t low = 0, high = 0;
  for (std::uint32_t v : test::definition_sequence(test::code_digits(code), heaps)) {
    low = (low + v) % m;
    high = (high + low) % m;
  }
  return high << 32 | low;
}

}  // namespace

TEST_CASE("octal codes are numbered by their digits, trailing zeros dropped") {
  CHECK(octal_code_of(1, 1) == "0.1");
  CHECK(octal_code_of(07, 2) == "0.07");
  CHECK(octal_code_of(0700, 4) == "0.07");  // Dawson's Kayles
  CHECK(octal_code_of(07700, 4) == "0.77");  // Kayles
  CHECK(octal_code_of(01, 4) == "0.0001");
  CHECK_THROWS_AS(octal_code_of(0, 2), DomainError);
  CHECK_THROWS_AS(octal_code_of(64, 2), DomainError);
  // Every code of up to 3 digits once: 8^3 - 1 of them, all different.
  std::vector<std::string> codes = games::octal_codes(3);
  CHECK(codes.size() == 511);
  std::sort(codes.begin(), codes.end());
  CHECK(std::adjacent_find(codes.begin(), codes.end()) == codes.end());
}

TEST_CASE("a sweep's checksums are the definition's, its periods the published ones") {
  // 1500 heaps: past the first sparse-space mask (chosen at 1024 heaps).
  const std::vector<std::string> codes = {"0.07", "0.77", "0.137", "0.4", "0.6", "0.165"};
  Progress quiet;
  const auto results = sweep_codes(codes, 1500, 2, quiet);
  REQUIRE(results.size() == codes.size());
  for (std::size_t i = 0; i < codes.size(); ++i) {
    INFO(codes[i]);
    CHECK(results[i].code == codes[i]);
    CHECK(results[i].heaps == 1500);
    CHECK(results[i].checksum == definition_checksum(codes[i], 1500));
  }
  // Winning Ways, ch. 4: Dawson's chess (.137) has period 34, last exception at 51, and
  // Dawson's Kayles (.07) is the same sequence one heap on (g.07(n + 1) = g.137(n)); Kayles
  // (.77) has period 12, last exception at 70.
  CHECK(results[2].period == games::Periodicity{52, 34});
  CHECK(results[0].period == games::Periodicity{53, 34});
  CHECK(results[1].period == games::Periodicity{71, 12});
  CHECK(!results[4].period);  // Officers (.6): open
}

TEST_CASE("a sweep on threads gives what one thread gives") {
  std::vector<std::string> codes = games::octal_codes(2);
  for (std::string c : {"0.106", "0.356", "0.644", "0.16"}) codes.push_back(c);
  Progress quiet;
  const auto one = sweep_codes(codes, 3000, 1, quiet);
  for (unsigned threads : {2u, 3u, 8u}) {
    INFO(threads << " threads");
    CHECK(sweep_codes(codes, 3000, threads, quiet) == one);
  }
}

TEST_CASE("an error or Ctrl-C in a sweep stops every thread, with no results") {
  Progress quiet;
  // A bad code among good ones: its DomainError, once every thread has stopped.
  std::vector<std::string> codes(20, "0.6");
  codes[3] = "0.9x";
  CHECK_THROWS_AS(sweep_codes(codes, 20'000, 2, quiet), DomainError);
  CHECK(!interrupt_pending());
  // Ctrl-C (the flag raised once, as the signal handler does) during long sequences: every thread
  // stops within a second.
  std::vector<std::string> long_codes(8, "0.6");
  std::thread stopper([] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    request_interrupt();
  });
  auto start = std::chrono::steady_clock::now();
  CHECK_THROWS_AS(sweep_codes(long_codes, 1'000'000, 3, quiet), InterruptedError);
  stopper.join();
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
  CHECK(!interrupt_pending());
}
