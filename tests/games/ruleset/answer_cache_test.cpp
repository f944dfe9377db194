#include "games/ruleset/answer_cache.hpp"

#include <catch2/catch.hpp>
#include <string>

using cgt::games::AnswerCache;

TEST_CASE("An answer cache answers only the exact key stored, whatever the hash",
          "[ruleset][threads]") {
  AnswerCache<std::string, int> cache(4);
  CHECK(cache.find("a", 7) == nullptr);  // nothing stored yet
  cache.store("a", 7, 1);
  REQUIRE(cache.find("a", 7) != nullptr);
  CHECK(*cache.find("a", 7) == 1);
  CHECK(cache.find("b", 7) == nullptr);  // same hash, same slot, another key: no answer
  cache.store("b", 7, 2);                // takes the slot
  CHECK(cache.find("a", 7) == nullptr);
  REQUIRE(cache.find("b", 7) != nullptr);
  CHECK(*cache.find("b", 7) == 2);
  cache.clear();
  CHECK(cache.find("b", 7) == nullptr);
}
