// How many threads one computation may use (`--threads N` in the tool, `:threads N` in a
// script): the outcome search shares its work among them. By default one; `all` asks for every
// core this process may run on.
#pragma once

namespace cgt {

// The most threads a setting may ask for.
inline constexpr unsigned kMaxThreads = 1024;

// The cores this process may run on (its CPU affinity), at least 1.
unsigned available_cores();

// The process's setting (global, like the memory limits); at least 1, 1 by default.
unsigned& thread_count();

}  // namespace cgt
