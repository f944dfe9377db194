#include "cgt/large_stack.hpp"

#include <pthread.h>

#include <exception>

#include "cgt/error.hpp"
#include "cgt/recursion_guard.hpp"

namespace cgt {
namespace {

struct Job {
  const std::function<void()>* work;
  std::size_t stack_bytes;
  std::exception_ptr error;
};

void* run_job(void* arg) {
  auto* job = static_cast<Job*>(arg);
  // About 1 KiB of stack per level of the deepest recursion (canonicalise inside sum).
  recursion_limit = job->stack_bytes / 1024;
  try {
    (*job->work)();
  } catch (...) {
    job->error = std::current_exception();
  }
  return nullptr;
}

}  // namespace

void run_with_large_stack(const std::function<void()>& work, std::size_t stack_bytes) {
  Job job{&work, stack_bytes, nullptr};
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, stack_bytes);
  pthread_t thread;
  int rc = pthread_create(&thread, &attr, run_job, &job);
  pthread_attr_destroy(&attr);
  if (rc != 0) {  // no thread to be had: run here, with the default limit
    work();
    return;
  }
  pthread_join(thread, nullptr);
  if (job.error) std::rethrow_exception(job.error);
}

}  // namespace cgt
