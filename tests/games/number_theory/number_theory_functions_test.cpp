#include <catch2/catch.hpp>
#include <sstream>

#include "tools/cgt/batch.hpp"
#include "tools/lang/session.hpp"

using namespace cgt;

namespace {

std::string run(const std::string& text, bool* ok = nullptr) {
  lang::Session session;
  std::ostringstream out, err;
  bool good = tool::run_text(session, text, "test", tool::OutputOptions{}, out, err) ==
              tool::RunStatus::kOk;
  if (ok) *ok = good;
  return out.str() + err.str();
}

}  // namespace

TEST_CASE("the number theory functions of the tool", "[number_theory]") {
  // Paper 001's 12 = 1 + 3 + 8; phi = 1.6180339887498948482045... and phi^2 = phi + 1, so
  // floor(10^18 phi) and floor(10^18 phi^2) are read off the decimal expansion of phi.
  CHECK(run("zeckendorf(12)\nzeckendorf(0)\nwythoff_a(1000000000000000000)\n"
            "wythoff_b(1000000000000000000)\nfibonacci(100)\n") ==
        "[1, 3, 8]\n[]\n1618033988749894848\n2618033988749894848\n354224848179261915075\n");
}

TEST_CASE("the number theory functions reject bad arguments", "[number_theory]") {
  bool ok = true;
  std::string out = run("wythoff_a(-1)\n", &ok);
  CHECK_FALSE(ok);
  CHECK_THAT(out, Catch::Contains("wythoff_a(n): n must be an integer between 0 and"));
  CHECK_THAT(run("zeckendorf(1/2)\n"), Catch::Contains("zeckendorf(n): n must be an integer"));
}
