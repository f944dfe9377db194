#include "python/src/engine_call.hpp"

#include <pthread.h>
#include <pythread.h>

#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "cgt/interrupt.hpp"
#include "cgt/memory_budget.hpp"

namespace py = pybind11;

namespace cgt::python {
namespace {

constexpr auto kSignalCheckInterval = std::chrono::milliseconds(50);

std::recursive_mutex engine_lock;
int depth = 0;  // nested calls (a Python ruleset's callbacks call cgt again); under the lock
unsigned long main_thread = 0;
thread_local bool in_signal_handlers = false;

// While an outermost call from the main thread runs, asks the engine every
// kSignalCheckInterval to run the poll hook. One thread, made on first use and kept for the
// process's life; its state is never destroyed, since a detached thread may still wait on it at
// exit. A forked child (multiprocessing) has no such thread, and its copy of the mutex and the
// condition variable may be caught mid-use by the parent's: it starts over with new ones.
class SignalTicker {
 public:
  void start() {
    std::lock_guard lock(mutex_);
    if (!running_) {
      running_ = true;
      std::thread([this] { tick(); }).detach();
    }
    active_ = true;
    changed_.notify_one();
  }
  void stop() {
    std::lock_guard lock(mutex_);
    active_ = false;
    changed_.notify_one();
  }

 private:
  void tick() {
    std::unique_lock lock(mutex_);
    for (;;) {
      changed_.wait(lock, [this] { return active_; });
      while (!changed_.wait_for(lock, kSignalCheckInterval, [this] { return !active_; }))
        request_check();
    }
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  bool active_ = false;
  bool running_ = false;  // the thread was made
};

SignalTicker* current_ticker = nullptr;

SignalTicker& ticker() {
  if (!current_ticker) {
    current_ticker = new SignalTicker;  // never destroyed (see SignalTicker)
    ::pthread_atfork(nullptr, nullptr, [] { current_ticker = new SignalTicker; });
  }
  return *current_ticker;
}

// The poll hook: on the main thread, runs the interpreter's signal handlers; an exception one
// raises (KeyboardInterrupt, a timeout of the program's own) is thrown into the engine, which
// unwinds to the call, where pybind11 raises it again in Python.
void check_signals() {
  if (in_signal_handlers || PyThread_get_thread_ident() != main_thread) return;
  py::gil_scoped_acquire gil;
  in_signal_handlers = true;
  int raised = PyErr_CheckSignals();
  in_signal_handlers = false;
  if (raised != 0) throw PythonSignalError();
}

}  // namespace

std::chrono::milliseconds& time_limit() {
  static std::chrono::milliseconds limit{0};
  return limit;
}

void note_main_thread() {
  main_thread = PyThread_get_thread_ident();
  poll_hook() = check_signals;
}

EngineCall::EngineCall() {
  if (in_signal_handlers)
    throw std::runtime_error(
        "cgt cannot be called from a signal handler that runs during a cgt computation (the "
        "engine is not re-entrant); set a flag in the handler and call cgt after");
  bool on_main_thread = PyThread_get_thread_ident() == main_thread;
  release_.emplace();  // waiting for the lock without the GIL lets its holder's callbacks run
  engine_lock.lock();
  outermost_ = depth++ == 0;
  if (!outermost_) return;
  epoch_ = current_epoch();
  clear_interrupt();
  if (time_limit().count() > 0) deadline_.emplace(time_limit());
  if (on_main_thread) {
    ticker().start();
    ticking_ = true;
  }
}

EngineCall::~EngineCall() {
  if (ticking_) {
    ticker().stop();
    InterruptReason check = InterruptReason::kCheck;  // a tick the engine never polled
    interrupt_flag().compare_exchange_strong(check, InterruptReason::kNone);
  }
  deadline_.reset();
  --depth;
  engine_lock.unlock();
}

void EngineCall::release_memory() {
  if (outermost_) drop_entries_since(epoch_);
}

void EngineCall::finish() {
  if (outermost_) poll_interrupt();
}

}  // namespace cgt::python
