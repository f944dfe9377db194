// How Python calls into the engine. The engine has one game table per process and is not
// thread-safe, so every call holds one (recursive) lock: calls from several Python threads run
// one after the other, and a ruleset written in Python may call cgt again from its callbacks.
// The interpreter lock is released while the engine works (other Python threads go on).
//
// Signals: Python's C-level handlers only note a signal, and its Python-level handlers run when
// the interpreter next runs Python code, which it does not while the engine works. So during a
// call from the main thread (the one that handles signals) the engine is asked about every
// 50 ms to run PyErr_CheckSignals at its next poll: Ctrl-C's KeyboardInterrupt, a signal.alarm
// handler's exception or a SIGTERM handler run within a poll of the signal, and an exception a
// handler raises stops the call (the engine stays usable). A handler may not call cgt while it
// interrupts a computation (RuntimeError): the engine is not re-entrant.
#pragma once

#include <pybind11/pybind11.h>

#include "cgt/deadline.hpp"
#include "cgt/error.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <new>
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

  // Polls once more, so that a signal or a time limit that came after the engine's last poll
  // is never lost.
  void finish();
  // After the call ran out of memory (a LimitError or std::bad_alloc): frees the table entries
  // the call made, so that the next call has room.
  void release_memory();

 private:
  std::optional<pybind11::gil_scoped_release> release_;
  std::optional<Deadline> deadline_;
  bool outermost_ = false;
  bool ticking_ = false;
  std::uint32_t epoch_ = 0;  // the tables' epoch when the call began
};

// What a signal handler raised during a call (KeyboardInterrupt, a program's own exception),
// carried through the engine as an interrupt, so that the engine stops as at Ctrl-C (saving a
// checkpoint where it does), and raised again in Python by the exception translator.
class PythonSignalError : public InterruptedError {
 public:
  PythonSignalError() : raised_(std::make_shared<pybind11::error_already_set>()) {}
  // Sets the Python error to what the handler raised (with the GIL held).
  void restore() const { raised_->restore(); }

 private:
  std::shared_ptr<pybind11::error_already_set> raised_;  // exceptions are copied
};

// The time each call from Python may take (zero: no limit).
std::chrono::milliseconds& time_limit();

// Remembers the interpreter's main thread, the only one that handles signals, and installs the
// engine's poll hook (at import).
void note_main_thread();

template <class Work>
auto engine_call(Work&& work) {
  EngineCall call;
  try {
    if constexpr (std::is_void_v<decltype(work())>) {
      std::forward<Work>(work)();
      call.finish();
    } else {
      auto result = std::forward<Work>(work)();
      call.finish();
      return result;
    }
  } catch (const TimeLimitError&) {
    throw;
  } catch (const LimitError&) {
    call.release_memory();
    throw;
  } catch (const std::bad_alloc&) {
    call.release_memory();
    throw;
  }
}

}  // namespace cgt::python
