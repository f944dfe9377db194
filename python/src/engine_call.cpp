#include "python/src/engine_call.hpp"

#include <pythread.h>

#include <csignal>
#include <mutex>

#include "cgt/interrupt.hpp"

namespace cgt::python {
namespace {

std::recursive_mutex engine_lock;
int depth = 0;  // nested calls (a Python ruleset's callbacks call cgt again); under the lock
unsigned long main_thread = 0;
struct sigaction python_sigint;
volatile std::sig_atomic_t in_python_callback = 0;

extern "C" void on_sigint(int signal) {
  if (in_python_callback && python_sigint.sa_handler != SIG_DFL &&
      python_sigint.sa_handler != SIG_IGN)
    python_sigint.sa_handler(signal);
  else
    request_interrupt(InterruptReason::kUser);
}

}  // namespace

std::chrono::milliseconds& time_limit() {
  static std::chrono::milliseconds limit{0};
  return limit;
}

void note_main_thread() { main_thread = PyThread_get_thread_ident(); }

EngineCall::EngineCall() {
  bool on_main_thread = PyThread_get_thread_ident() == main_thread;
  release_.emplace();  // waiting for the lock without the GIL lets its holder's callbacks run
  engine_lock.lock();
  saved_callback_flag_ = in_python_callback;
  in_python_callback = 0;
  outermost_ = depth++ == 0;
  if (!outermost_) return;
  clear_interrupt();
  if (time_limit().count() > 0) deadline_.emplace(time_limit());
  // Python's own handler only sets a flag that the interpreter checks between bytecodes, and it
  // runs none while the engine works: the engine's flag takes Ctrl-C for the call. A handler
  // the program set to ignore Ctrl-C stays.
  struct sigaction current {};
  if (on_main_thread && sigaction(SIGINT, nullptr, &current) == 0 && current.sa_handler != SIG_IGN) {
    struct sigaction ours {};
    ours.sa_handler = on_sigint;
    sigemptyset(&ours.sa_mask);
    handles_sigint_ = sigaction(SIGINT, &ours, &python_sigint) == 0;
  }
}

EngineCall::~EngineCall() {
  deadline_.reset();
  if (handles_sigint_) sigaction(SIGINT, &python_sigint, nullptr);
  in_python_callback = saved_callback_flag_;
  --depth;
  engine_lock.unlock();
}

void EngineCall::finish() {
  if (outermost_) poll_interrupt();
}

PythonCallback::PythonCallback() : saved_(in_python_callback) { in_python_callback = 1; }
PythonCallback::~PythonCallback() { in_python_callback = saved_; }

}  // namespace cgt::python
