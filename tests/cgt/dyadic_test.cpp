#include <catch2/catch.hpp>

#include "cgt/big_int.hpp"
#include "cgt/dyadic.hpp"
#include "cgt/error.hpp"

using cgt::BigInt;
using cgt::Dyadic;

static Dyadic D(const char* s) { return Dyadic::parse(s); }

TEST_CASE("dyadics parse, normalise and print", "[dyadic]") {
  CHECK(D("6/4").to_string() == "3/2");
  CHECK(D("-10/8").to_string() == "-5/4");
  CHECK(D("0/16").to_string() == "0");
  CHECK(D("12").to_string() == "12");
  CHECK(D("-3/1").to_string() == "-3");
  CHECK(D("4/4") == Dyadic(1));
  CHECK(D("010/08") == D("5/4"));  // leading zeros are decimal, not octal
  CHECK(D("123456789012345678901234567890").to_string() == "123456789012345678901234567890");
  CHECK(D("1/1267650600228229401496703205376").exponent() == 100);
}

TEST_CASE("non-dyadic fractions and malformed numbers are refused", "[dyadic]") {
  CHECK_THROWS_AS(D("1/3"), cgt::DomainError);
  CHECK_THROWS_WITH(D("1/3"), Catch::Contains("not a dyadic rational"));
  CHECK_THROWS_AS(D("1/0"), cgt::DomainError);
  CHECK_THROWS_AS(D("1/"), cgt::ParseError);
  CHECK_THROWS_AS(D("x"), cgt::ParseError);
}

TEST_CASE("arithmetic is exact across the machine-word boundary", "[dyadic]") {
  Dyadic big = Dyadic(INT64_MAX);
  Dyadic sum = big + Dyadic(1);
  CHECK(sum.to_string() == "9223372036854775808");
  CHECK(sum - Dyadic(1) == big);
  CHECK((Dyadic(INT64_MIN) - Dyadic(1)).to_string() == "-9223372036854775809");
  CHECK((-Dyadic(INT64_MIN)).to_string() == "9223372036854775808");
  Dyadic product = big * big;
  CHECK(numerator_of(product) == BigInt(INT64_MAX) * BigInt(INT64_MAX));
  // Exponents beyond the machine word: 2^-70 + 2^-70 = 2^-69.
  Dyadic tiny = Dyadic(1).times_power_of_two(-70);
  CHECK((tiny + tiny).exponent() == 69);
  CHECK(tiny.times_power_of_two(140) == Dyadic(1).times_power_of_two(70));
  CHECK(Dyadic(1).times_power_of_two(70).to_string() == "1180591620717411303424");
  CHECK(D("3/4") * D("5/2") == D("15/8"));
  // Halving keeps the representation normalised: 8 / 4 is the integer 2.
  CHECK(Dyadic(8).times_power_of_two(-2) == Dyadic(2));
  CHECK(Dyadic(8).times_power_of_two(-2).is_integer());
  CHECK(Dyadic(12).times_power_of_two(-3) == D("3/2"));
  CHECK(Dyadic(1).times_power_of_two(80).times_power_of_two(-78) == Dyadic(4));
}

TEST_CASE("dyadics are totally ordered", "[dyadic]") {
  CHECK(D("1/2") < D("3/4"));
  CHECK(D("-1/2") > Dyadic(-1));
  CHECK(Dyadic(1).times_power_of_two(80) > Dyadic(INT64_MAX));
  CHECK(Dyadic(-1).times_power_of_two(-80) < Dyadic(0));
  CHECK(Dyadic(-1).times_power_of_two(-80) > Dyadic(-1).times_power_of_two(-79));
  CHECK(floor_of(D("5/8")) == 0);
  CHECK(floor_of(D("-5/8")) == -1);
  CHECK(ceil_of(D("-5/8")) == 0);
  CHECK(floor_of(D("-16/8")) == -2);
}

TEST_CASE("the simplest number between two numbers follows the simplicity rule", "[dyadic]") {
  // Textbook examples (Winning Ways ch. 2; Siegel, CGT, II.3).
  CHECK(Dyadic::simplest_between(Dyadic(0), Dyadic(1)) == D("1/2"));
  CHECK(Dyadic::simplest_between(D("1/2"), Dyadic(1)) == D("3/4"));
  CHECK(Dyadic::simplest_between(D("-1/2"), Dyadic(5)) == Dyadic(0));
  CHECK(Dyadic::simplest_between(Dyadic(2), Dyadic(7)) == Dyadic(3));
  CHECK(Dyadic::simplest_between(Dyadic(-7), Dyadic(-2)) == Dyadic(-3));
  CHECK(Dyadic::simplest_between(D("1/8"), D("1/4")) == D("3/16"));
  CHECK(Dyadic::simplest_between(D("5/8"), D("11/16")) == D("21/32"));
  CHECK(Dyadic::simplest_between(Dyadic(-1), D("-1/2")) == D("-3/4"));
  CHECK(Dyadic::simplest_between(D("3/2"), Dyadic(3)) == Dyadic(2));
  CHECK(Dyadic::simplest_above(D("5/2")) == Dyadic(3));
  CHECK(Dyadic::simplest_above(D("-5/2")) == Dyadic(0));
  CHECK(Dyadic::simplest_below(Dyadic(0)) == Dyadic(-1));
  CHECK_THROWS_AS(Dyadic::simplest_between(Dyadic(1), Dyadic(1)), cgt::DomainError);
}

TEST_CASE("birthdays of numbers", "[dyadic]") {
  // n is born on day |n|; 1/2 on day 2, 3/4 and 3/2 on day 3 (Siegel, CGT, II.3).
  CHECK(birthday_of(Dyadic(5)) == 5);
  CHECK(birthday_of(Dyadic(-5)) == 5);
  CHECK(birthday_of(D("1/2")) == 2);
  CHECK(birthday_of(D("3/4")) == 3);
  CHECK(birthday_of(D("3/2")) == 3);
  CHECK(birthday_of(D("-5/8")) == 4);
}
