#include "cgt/recursion_guard.hpp"

#include <pthread.h>

namespace cgt {
namespace {

// Room left for the frames between two checks and for unwinding with an exception.
constexpr std::size_t kStackMargin = std::size_t{256} << 10;

}  // namespace

char* stack_floor() {
  pthread_attr_t attr;
  void* low = nullptr;
  std::size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    pthread_attr_getstack(&attr, &low, &size);
    pthread_attr_destroy(&attr);
  }
  if (!low || size <= 2 * kStackMargin) return nullptr;  // unknown: never refuse
  return static_cast<char*>(low) + kStackMargin;
}

}  // namespace cgt
