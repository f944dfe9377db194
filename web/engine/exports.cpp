// The functions the page's worker calls (web/page/worker.js, through ccall). Each returns JSON
// text, valid until the next call. One worksheet lives as long as the worker: its variables
// and the game table are kept between calls.
#include <emscripten/emscripten.h>
#include <emscripten/heap.h>

#include <fmt/format.h>

#include <memory>
#include <string>

#include "cgt/game_table.hpp"
#include "cgt/memory_budget.hpp"
#include "cgt/version.hpp"
#include "web/engine/explorer.hpp"
#include "web/engine/page_bridge.hpp"
#include "web/engine/worksheet.hpp"

namespace {

// The tables (the game table and the rulesets' transposition tables) may hold half of what the
// module can address: room is left for the worksheet and the computations' own memory.
std::size_t page_memory_budget() { return emscripten_get_heap_max() / 2; }

cgt::web::Worksheet& worksheet() {
  static auto sheet = [] {
    cgt::web::install_stop_source();
    cgt::memory_limits().max_bytes = page_memory_budget();
    return std::make_unique<cgt::web::Worksheet>();
  }();
  return *sheet;
}

std::string& reply() {
  static std::string text;
  return text;
}

}  // namespace

extern "C" {

// Runs a worksheet cell: {"status", "events"} (web/engine/worksheet.hpp).
EMSCRIPTEN_KEEPALIVE const char* cgt_run(const char* text) {
  cgt::web::clear_stop_request();
  reply() = worksheet().run(text);
  return reply().c_str();
}

// The explorer's facts about a position or game written as the REPL writes it
// (web/engine/explorer.hpp).
EMSCRIPTEN_KEEPALIVE const char* cgt_explore(const char* expression) {
  cgt::web::clear_stop_request();
  cgt::web::Worksheet& sheet = worksheet();
  reply() = cgt::web::explore_json(sheet.session(), expression, sheet.settings().output.max_chars);
  return reply().c_str();
}

// The engine's version and what its memory holds against its budget.
EMSCRIPTEN_KEEPALIVE const char* cgt_status() {
  worksheet();  // the limits are set with it
  cgt::GameTable& table = cgt::game_table();
  reply() = fmt::format(
      "{{\"version\": \"{}\", \"memory\": {}, \"memory_max\": {}, \"games\": {}, "
      "\"games_max\": {}, \"tables\": {}, \"tables_max\": {}}}",
      CGT_VERSION, emscripten_get_heap_size(), emscripten_get_heap_max(), table.size(),
      table.limits().max_games, cgt::tables_bytes(), cgt::memory_limits().max_bytes);
  return reply().c_str();
}

}  // extern "C"
