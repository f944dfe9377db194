#pragma once
// The version of cgt: its libraries, the tool and the Python module. CMakeLists.txt reads the
// project's VERSION from here, so that this is the one place it is written.
#define CGT_VERSION "0.1.0"
#define CGT_VERSION_MAJOR 0
#define CGT_VERSION_MINOR 1
#define CGT_VERSION_PATCH 0
