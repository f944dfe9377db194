#include "games/octal/sequence_checkpoint.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <string>

#include "cgt/interrupt.hpp"
#include "games/octal/take_break_rules.hpp"
#include "tests/games/octal/sequence_runs.hpp"
#include "tests/support/temp_folder.hpp"

using namespace cgt;
using games::HeapGrundyValues;

namespace {

// 0.127: last exception 46577, period 4 (Gangolli and Plambeck 1989); its search takes the
// mask choices, the doublings and a jump to the heaps a likely period needs.
constexpr const char* kCode = "0.127";
constexpr std::size_t kMostHeaps = 200'000;

// The test hook: every poll of the interrupt flag runs `stop_when_reached`, which stops the
// run once its sequence has `stop_at` heaps (a heap count, not a timer).
const HeapGrundyValues* watched = nullptr;
std::size_t stop_at = 0;

void stop_when_reached() {
  request_check();
  if (watched->sequence().size() >= stop_at) throw InterruptedError();
}

struct StopHook {
  PollHook saved = poll_hook();
  StopHook(const HeapGrundyValues& values, std::size_t heaps) {
    watched = &values;
    stop_at = heaps;
    poll_hook() = stop_when_reached;
    request_check();
  }
  ~StopHook() {
    poll_hook() = saved;
    clear_interrupt();
  }
};

// Runs the period search of a fresh sequence (resumed from `file` if it exists, else streamed
// to run.values beside it when `streamed`), stopped at `heaps` and saved to `file`; whether it
// was stopped.
bool run_until(const std::filesystem::path& file, std::size_t heaps, bool streamed = false) {
  HeapGrundyValues values = test::fresh_sequence(kCode);
  if (std::filesystem::exists(file))
    games::load_sequence_checkpoint(file, values, test::kSmallStreamLayout);
  else if (streamed)
    values.stream_to((file.parent_path() / "run.values").string(), test::kSmallStreamLayout);
  StopHook hook(values, heaps);
  try {
    values.periodicity(kMostHeaps);
  } catch (const InterruptedError&) {
    games::save_sequence_checkpoint(file, values);
    return true;
  }
  return false;
}

void write_bytes(const std::filesystem::path& file, const std::string& bytes) {
  std::ofstream(file, std::ios::binary) << bytes;
}

}  // namespace

TEST_CASE("A run stopped at any heap and resumed ends as an uninterrupted one", "[octal]") {
  HeapGrundyValues whole = test::fresh_sequence(kCode);
  const std::optional<games::Periodicity> period = whole.periodicity(kMostHeaps);
  REQUIRE(period == games::Periodicity{46578, 4});

  // Just after the first mask choice, in the jump to the proof's heaps, and one after another
  // in the same checkpoint: before the first mask choice, after it, in a doubling, in the jump.
  // The same streamed (the values file then holds the values, not the checkpoint).
  const std::vector<std::vector<std::size_t>> stops = {
      {1025}, {80'000}, {100, 1025, 1026, 20'000, 80'000}};
  for (bool streamed : {false, true})
    for (const std::vector<std::size_t>& at : stops) {
      INFO((streamed ? "streamed" : "in memory"));
      test::TempFolder folder("cgt_octal_checkpoint_test");
      std::filesystem::create_directories(folder.path);
      const std::filesystem::path file = folder.path / "run.checkpoint";
      for (std::size_t heaps : at) REQUIRE(run_until(file, heaps, streamed));
      HeapGrundyValues resumed = test::fresh_sequence(kCode);
      games::load_sequence_checkpoint(file, resumed, test::kSmallStreamLayout);
      CHECK(resumed.sequence().values().streamed() == streamed);
      CHECK(resumed.sequence().size() == at.back());
      CHECK(resumed.periodicity(kMostHeaps) == period);
      CHECK(resumed.sequence().size() == whole.sequence().size());
      CHECK(resumed.sequence().checksum() == whole.sequence().checksum());
      CHECK(resumed.sequence().values().to_vector() == whole.sequence().values().to_vector());
      CHECK(resumed.sequence().sparse_choice() == whole.sequence().sparse_choice());
    }
}

TEST_CASE("A finished run's checkpoint gives its period again", "[octal]") {
  test::TempFolder folder("cgt_octal_checkpoint_finished_test");
  std::filesystem::create_directories(folder.path);
  const std::filesystem::path file = folder.path / "run.checkpoint";
  HeapGrundyValues whole = test::fresh_sequence(kCode);
  const std::optional<games::Periodicity> period = whole.periodicity(kMostHeaps);
  games::save_sequence_checkpoint(file, whole);
  HeapGrundyValues resumed = test::fresh_sequence(kCode);
  games::load_sequence_checkpoint(file, resumed);
  CHECK(resumed.periodicity(kMostHeaps) == period);
  CHECK(resumed.sequence().size() == whole.sequence().size());
}

TEST_CASE("Damaged or foreign checkpoints are refused", "[octal]") {
  test::TempFolder folder("cgt_octal_checkpoint_refused_test");
  std::filesystem::create_directories(folder.path);
  const std::filesystem::path file = folder.path / "run.checkpoint";
  HeapGrundyValues values = test::fresh_sequence(kCode);
  values.periodicity(5000);
  games::save_sequence_checkpoint(file, values);
  const std::string good = test::file_bytes(file);

  auto refused = [&](const std::string& bytes, const std::string& code) {
    write_bytes(file, bytes);
    HeapGrundyValues target = test::fresh_sequence(code);
    REQUIRE_THROWS_AS(games::load_sequence_checkpoint(file, target), DomainError);
    CHECK(target.sequence().size() == 0);  // left as it was
    try {
      games::load_sequence_checkpoint(file, target);
    } catch (const DomainError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK_THAT(refused(good, "0.16"), Catch::Contains("a run of 0.127, not of 0.16"));

  std::string other_version = good;
  other_version.replace(other_version.find(" 1\n"), 3, " 9\n");
  CHECK_THAT(refused(other_version, kCode), Catch::Contains("not a checkpoint of this version"));

  std::string flipped = good;
  flipped[good.find("values\n") + 100] ^= 1;
  CHECK_THAT(refused(flipped, kCode), Catch::Contains("file checksum does not match"));

  CHECK_THAT(refused(good.substr(0, good.size() - 40), kCode), Catch::Contains("cut short"));
  CHECK_THAT(refused("", kCode), Catch::Contains("no format line"));

  HeapGrundyValues target = test::fresh_sequence(kCode);
  std::filesystem::remove(file);
  CHECK_THROWS_AS(games::load_sequence_checkpoint(file, target), DomainError);
}

TEST_CASE("Damaged or missing values files of streamed runs are refused", "[octal]") {
  test::TempFolder folder("cgt_octal_checkpoint_stream_refused_test");
  std::filesystem::create_directories(folder.path);
  const std::filesystem::path file = folder.path / "run.checkpoint";
  const std::filesystem::path stream = folder.path / "run.values";
  HeapGrundyValues values = test::fresh_sequence(kCode);
  values.stream_to(stream.string(), test::kSmallStreamLayout);
  values.periodicity(30'000);
  games::save_sequence_checkpoint(file, values);
  const std::string good = test::file_bytes(stream);
  REQUIRE(good.size() == values.sequence().size());

  auto refused = [&](const std::string& bytes) {
    write_bytes(stream, bytes);
    HeapGrundyValues target = test::fresh_sequence(kCode);
    try {
      games::load_sequence_checkpoint(file, target, test::kSmallStreamLayout);
    } catch (const DomainError& e) {
      CHECK(target.sequence().size() == 0);  // left as it was
      return std::string(e.what());
    }
    return std::string("not refused");
  };
  std::string flipped = good;
  flipped[20'000] ^= 1;
  CHECK_THAT(refused(flipped), Catch::Contains("run.values do not give its checksum"));
  CHECK_THAT(refused(good.substr(0, good.size() - 1)), Catch::Contains("it is cut short"));
  std::filesystem::remove(stream);
  HeapGrundyValues target = test::fresh_sequence(kCode);
  CHECK_THROWS_WITH(games::load_sequence_checkpoint(file, target, test::kSmallStreamLayout),
                    Catch::Contains("run.values is missing"));

  // Values past the checkpoint's (a run stopped after its last save wrote them) are cut off.
  write_bytes(stream, good + std::string(5000, '\x07'));
  HeapGrundyValues resumed = test::fresh_sequence(kCode);
  games::load_sequence_checkpoint(file, resumed, test::kSmallStreamLayout);
  CHECK(std::filesystem::file_size(stream) == good.size());
  CHECK(resumed.sequence().checksum() == values.sequence().checksum());
  CHECK(resumed.periodicity(kMostHeaps) == games::Periodicity{46578, 4});
}
