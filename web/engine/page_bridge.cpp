#include "web/engine/page_bridge.hpp"

#include <emscripten/emscripten.h>
#include <emscripten/heap.h>

#include <chrono>
#include <string>

#include "cgt/deadline.hpp"
#include "cgt/game_table.hpp"
#include "cgt/interrupt.hpp"

namespace {

// The worker sets Module.stopFlag to an Int32Array over the page's SharedArrayBuffer, when the
// page has one; element 0 is 1 while a stop is requested.
EM_JS(int, page_stop_requested, (), {
  return Module.stopFlag ? Atomics.exchange(Module.stopFlag, 0, 0) : 0;
});

EM_JS(void, page_clear_stop, (), {
  if (Module.stopFlag) Atomics.store(Module.stopFlag, 0, 0);
});

EM_JS(void, page_post_progress,
      (const char* task, double done, double total, double memory, double games), {
  postMessage({type: "progress", task: UTF8ToString(task), done: done, total: total,
               memory: memory, games: games});
});

// Asking JavaScript costs a call out of WebAssembly (and the clock another): the flag is read
// on every 64th poll only. Polls come far more often than 64 a second in every computation
// that polls at all, so a stop is still noticed within a second.
constexpr unsigned kPollsPerCheck = 64;

cgt::InterruptReason page_stop_source() {
  static unsigned countdown = 0;
  if (countdown-- != 0) return cgt::InterruptReason::kNone;
  countdown = kPollsPerCheck - 1;
  if (page_stop_requested()) return cgt::InterruptReason::kUser;
  auto deadline = cgt::active_deadline();
  if (deadline != std::chrono::steady_clock::time_point::max() &&
      std::chrono::steady_clock::now() >= deadline)
    return cgt::InterruptReason::kTimeLimit;
  return cgt::InterruptReason::kNone;
}

}  // namespace

namespace cgt::web {

void install_stop_source() {
  interrupt_source().store(page_stop_source);
}

void clear_stop_request() {
  page_clear_stop();
}

Progress page_progress() {
  return Progress([](std::string_view task, std::uint64_t done, std::uint64_t total) {
    page_post_progress(std::string(task).c_str(), static_cast<double>(done),
                       static_cast<double>(total), static_cast<double>(emscripten_get_heap_size()),
                       static_cast<double>(game_table().size()));
  });
}

}  // namespace cgt::web
