#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "games/verification.hpp"
#include "tests/support/verifier_run.hpp"

using namespace cgt;
using namespace cgt::games;

namespace {

Report run(const std::string& name, std::int64_t upto) { return test::run_named_verifier(name, upto); }

std::uint64_t total_counts(const Report& r) {
  std::uint64_t sum = 0;
  for (const auto& [k, v] : r.counts) sum += v;
  return sum;
}

}  // namespace

TEST_CASE("fib-theorem-9 passes and checks every (n; r)", "[fibonacci_nim]") {
  Report r = run("fib-theorem-9", 300);
  CHECK(r.passed());
  // n = 0 contributes r = 1; each n >= 1 contributes r = 1 .. n.
  CHECK(r.checked == 1 + 300 * 301 / 2);
  CHECK(r.count_of("P-positions") + r.count_of("N-positions") == r.checked);
  CHECK(r.count_of("Whinihan moves checked") == 300);
}

TEST_CASE("fib-grundy-table passes", "[fibonacci_nim]") {
  Report r = run("fib-grundy-table", 120);
  CHECK(r.passed());
  CHECK(r.count_of("paper 002 Table 1 cells") == 217);
  CHECK(r.count_of("cells lost in the paper's text (computed)") == 14);
  CHECK(r.checked == 121 * 122 / 2);
}

TEST_CASE("gfib-theorem-10 passes; its counts cover every (m, k, r)", "[fibonacci_nim]") {
  const std::int64_t n = 50;
  Report r = run("gfib-theorem-10", n);
  CHECK(r.passed());
  std::uint64_t triples = 0;
  for (std::int64_t m = 0; m <= n; ++m)
    for (std::int64_t k = 0; k <= n; ++k) triples += static_cast<std::uint64_t>(2 * (m + k));
  CHECK(r.checked == triples);
  CHECK(total_counts(r) == triples);
  for (const char* c : {"(1)", "(2)", "(3)", "(4a)", "(4b)", "(5a)", "(5b)"})
    CHECK(r.count_of(c) > 0);
}

TEST_CASE("gfib-theorem-14 fails as written, first at (5, 7; 1); the correction passes",
          "[fibonacci_nim]") {
  Report written = run("gfib-theorem-14", 40);
  CHECK_FALSE(written.passed());
  REQUIRE_FALSE(written.failures.empty());
  CHECK(written.failures.front().what.rfind("(5, 7; 1)", 0) == 0);
  // Failures count (m, k, r) triples, as `checked` does: each kept failure stands for the r
  // from "r" to "last r".
  std::uint64_t triples = 0;
  for (const Failure& f : written.failures) {
    std::map<std::string, std::string> fields(f.fields.begin(), f.fields.end());
    triples += std::stoull(fields.at("last r")) - std::stoull(fields.at("r")) + 1;
  }
  REQUIRE(written.failures.size() < Report::kKeptFailures);
  CHECK(written.failure_count == triples);
  Report corrected = run("gfib-theorem-14-corrected", 40);
  CHECK(corrected.passed());
  CHECK(corrected.checked == written.checked);
  CHECK(corrected.count_of("hybrid, special transformation") > 0);
}

TEST_CASE("gfib-table-1 passes with b searched to 350", "[fibonacci_nim]") {
  Report r = run("gfib-table-1", 350);
  CHECK(r.passed());
  CHECK(r.count_of("entries matched") == 254);
  CHECK(r.count_of("boxed infinities: no value <= bound") == 2);
  CHECK(r.count_of("Remark 18 positions in P") == 4);
}

TEST_CASE("gfib-theorem-19 passes; the proof's claims fail only at BB - 3", "[fibonacci_nim]") {
  Report theorem = run("gfib-theorem-19", 500);
  CHECK(theorem.passed());
  CHECK(theorem.checked == 501);
  Report proof = run("gfib-theorem-19-proof", 300);
  CHECK_FALSE(proof.passed());
  for (const Failure& f : proof.failures)
    CHECK_THAT(f.fields.front().second, Catch::Contains("BB - 3"));
  CHECK(proof.failures.front().what == "(0, 1, 2; 6) is N although 2 is in BB - 3");
  CHECK(run("gfib-theorem-19-proof-corrected", 300).passed());
}

TEST_CASE("gfib-question-21 finds only (3, 4) without a value on small pairs", "[fibonacci_nim]") {
  Report r = run("gfib-question-21", 16);
  CHECK(r.passed());
  CHECK(r.count_of("pairs with no complementary value <= 400") == 1);
  CHECK(r.count_of("pairs with a complementary value") == 17 * 18 / 2 - 1);
  CHECK_THAT(r.notes.back(), Catch::Contains("(3, 4)"));
}

TEST_CASE("p2nim-theorem-22 passes", "[fibonacci_nim]") {
  Report r = run("p2nim-theorem-22", 10);
  CHECK(r.passed());
  CHECK(r.checked == 1001);  // multisets of 4 values from 0..10: C(14, 4)
}
