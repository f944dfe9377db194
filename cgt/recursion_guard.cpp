#include "cgt/recursion_guard.hpp"

#include <pthread.h>

#ifdef __EMSCRIPTEN__
#include <emscripten/stack.h>
#endif

namespace cgt {
namespace {

// Room left for the frames between two checks and for unwinding with an exception.
constexpr std::size_t kStackMargin = std::size_t{256} << 10;

}  // namespace

char* stack_floor() {
#ifdef __EMSCRIPTEN__
  // WebAssembly: the stack is one region of linear memory, which pthread_getattr_np (a stub
  // without threads) does not describe.
  return reinterpret_cast<char*>(emscripten_stack_get_end()) + kStackMargin;
#else
  pthread_attr_t attr;
  void* low = nullptr;
  std::size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    pthread_attr_getstack(&attr, &low, &size);
    pthread_attr_destroy(&attr);
  }
  if (!low || size <= 2 * kStackMargin) return nullptr;  // unknown: never refuse
  return static_cast<char*>(low) + kStackMargin;
#endif
}

}  // namespace cgt
