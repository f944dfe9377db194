// How Python calls into the engine. The engine has one game table per process and is not
// thread-safe, so every call holds one (recursive) lock: calls from several Python threads run
// one after the other, and a ruleset written in Python may call cgt again from its callbacks.
// The interpreter lock is released while the engine works (other Python threads go on), and a
// Ctrl-C during the call stops the engine at its next poll and raises KeyboardInterrupt.
#pragma once

#include <pybind11/pybind11.h>

#include "cgt/deadline.hpp"

#include <chrono>
#include <optional>
#include <type_traits>
#include <utility>

namespace cgt::python {

// Runs `work` (which must not touch Python objects but through the GIL-safe handles of
// python_object.hpp) under the engine's lock, without the interpreter lock.
class EngineCall {
 public:
  EngineCall();
  ~EngineCall();
  EngineCall(const EngineCall&) = delete;
  EngineCall& operator=(const EngineCall&) = delete;

  // Throws InterruptedError (KeyboardInterrupt in Python) when Ctrl-C was pressed after the
  // engine's last poll, so that a stop is never lost.
  void finish();

 private:
  std::optional<pybind11::gil_scoped_release> release_;
  std::optional<Deadline> deadline_;
  bool outermost_ = false;
  bool handles_sigint_ = false;
  int saved_callback_flag_ = 0;
};

// Marks Python code running inside an engine call (a callback of a ruleset written in Python):
// a Ctrl-C then goes to the interpreter, which raises KeyboardInterrupt in that code.
class PythonCallback {
 public:
  PythonCallback();
  ~PythonCallback();
  PythonCallback(const PythonCallback&) = delete;
  PythonCallback& operator=(const PythonCallback&) = delete;

 private:
  int saved_;
};

// The time each call from Python may take (zero: no limit).
std::chrono::milliseconds& time_limit();

// Remembers the interpreter's main thread, the only one that receives signals (at import).
void note_main_thread();

template <class Work>
auto engine_call(Work&& work) {
  EngineCall call;
  if constexpr (std::is_void_v<decltype(work())>) {
    std::forward<Work>(work)();
    call.finish();
  } else {
    auto result = std::forward<Work>(work)();
    call.finish();
    return result;
  }
}

}  // namespace cgt::python
