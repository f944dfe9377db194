// Long flat chains: 1+1+...+1 parses into a tree as deep as it is long, so evaluating it (and
// freeing it) level by level overflows the stack however few brackets it has. Each case runs on
// a thread with a small stack (1 MiB), where the recursive evaluator crashed at a few
// thousand terms; the chains here are tens of thousands long. The expected values are the
// chains' plain sums.
#include <pthread.h>

#include <catch2/catch.hpp>

#include <exception>
#include <functional>
#include <stdexcept>
#include <string>
#include <variant>

#include "cgt/error.hpp"
#include "cgt/notation/printer.hpp"
#include "lang/dag_reader.hpp"
#include "lang/parser.hpp"
#include "lang/session.hpp"
#include "lang/value.hpp"

using namespace cgt;

namespace {

constexpr std::size_t kSmallStack = std::size_t{1} << 20;

// Runs `work` on a thread with a small stack, rethrowing what it throws.
void on_small_stack(const std::function<void()>& work) {
  struct Job {
    const std::function<void()>* work;
    std::exception_ptr error;
  } job{&work, nullptr};
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kSmallStack);
  pthread_t thread;
  auto run = [](void* p) -> void* {
    auto* j = static_cast<Job*>(p);
    try {
      (*j->work)();
    } catch (...) {
      j->error = std::current_exception();
    }
    return nullptr;
  };
  REQUIRE(pthread_create(&thread, &attr, run, &job) == 0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
  if (job.error) std::rethrow_exception(job.error);
}

std::string chain(const std::string& term, const std::string& op, int n) {
  std::string s = term;
  for (int i = 1; i < n; ++i) s += op + term;
  return s;
}

// The value of one statement in a fresh session, printed.
std::string value_of(const std::string& text) {
  lang::Session session;
  auto parsed = lang::parse_program(text);
  if (parsed.size() != 1) throw std::runtime_error("not one statement");
  if (auto* e = std::get_if<ParseError>(&parsed[0])) throw *e;
  return lang::format_value(*session.run(std::get<lang::Statement>(parsed[0])), Style::kPretty);
}

constexpr int kTerms = 50'000;

}  // namespace

TEST_CASE("a long chain of operators is evaluated and freed without deep recursion",
          "[session][chains]") {
  std::string sum, difference, product, mixed;
  on_small_stack([&] {
    sum = value_of(chain("1", "+", kTerms));
    difference = value_of(chain("1", "-", kTerms));
    product = value_of(chain("1", " * ", kTerms));
    mixed = value_of(chain("^ + v + *", " + ", kTerms));  // each link ^ + v + * = *
  });
  CHECK(sum == std::to_string(kTerms));
  CHECK(difference == std::to_string(2 - kTerms));  // 1 - (kTerms - 1)
  CHECK(product == "1");
  CHECK(mixed == "0");  // kTerms (even) stars
}

TEST_CASE("loaddag's reader takes a long chain too", "[dag][chains]") {
  std::string value;
  on_small_stack([&] {
    value = to_string(lang::read_dag("a = " + chain("1", "+", kTerms) + "\nresult = a + a\n"));
  });
  CHECK(value == std::to_string(2 * kTerms));
}

TEST_CASE("nesting deeper than the stack is an error, not a crash", "[session][chains]") {
  std::string message;
  on_small_stack([&] {
    std::string deep = std::string(100'000, '(') + "1" + std::string(100'000, ')');
    try {
      value_of(deep);
    } catch (const Error& e) {
      message = e.what();
    }
  });
  CHECK_THAT(message, Catch::Contains("too deep"));
}
