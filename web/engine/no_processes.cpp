// A page cannot start programs: posix_spawnp, which Emscripten's C library declares but does
// not define, fails as on a system without the program. So plot(T, "x.png") and tree(G) report
// that rsvg-convert or Graphviz is missing, as the tool does where they are not installed.
#include <spawn.h>

#include <cerrno>

extern "C" int posix_spawnp(pid_t*, const char*, const posix_spawn_file_actions_t*,
                            const posix_spawnattr_t*, char* const[], char* const[]) {
  return ENOENT;
}
