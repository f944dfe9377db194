# The header check (CGT_HEADER_CHECK): every header of the project compiles on its own, twice
# in one file (include what you use, and a guard). One syntax-only file per header, never in a
# unity build: a unity build, or a source that includes the right neighbour first, hides a
# header that leans on what its includer happened to include before it.
file(GLOB_RECURSE cgt_checked_headers RELATIVE ${PROJECT_SOURCE_DIR} CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/cgt/*.hpp ${PROJECT_SOURCE_DIR}/reduce/*.hpp ${PROJECT_SOURCE_DIR}/loopy/*.hpp
     ${PROJECT_SOURCE_DIR}/misere/*.hpp
     ${PROJECT_SOURCE_DIR}/games/*.hpp ${PROJECT_SOURCE_DIR}/lang/*.hpp
     ${PROJECT_SOURCE_DIR}/tools/*.hpp ${PROJECT_SOURCE_DIR}/tests/*.hpp
     ${PROJECT_SOURCE_DIR}/web/*.hpp)
if(CGT_PYTHON)
  file(GLOB_RECURSE cgt_python_headers RELATIVE ${PROJECT_SOURCE_DIR} CONFIGURE_DEPENDS
       ${PROJECT_SOURCE_DIR}/python/*.hpp)
  list(APPEND cgt_checked_headers ${cgt_python_headers})
endif()
set(cgt_header_check_sources)
foreach(header IN LISTS cgt_checked_headers)
  string(MAKE_C_IDENTIFIER "${header}" name)
  set(source ${CMAKE_CURRENT_BINARY_DIR}/header_check/${name}.cpp)
  file(CONFIGURE OUTPUT ${source} CONTENT "#include \"${header}\"\n#include \"${header}\"\n")
  list(APPEND cgt_header_check_sources ${source})
endforeach()
add_library(cgt_header_check OBJECT ${cgt_header_check_sources})
# hidden visibility as in the Python module, whose headers declare types with hidden fields
set_target_properties(cgt_header_check PROPERTIES UNITY_BUILD OFF CXX_VISIBILITY_PRESET hidden)
target_compile_options(cgt_header_check PRIVATE -fsyntax-only)
# The libraries' include folders and definitions, without their targets as dependencies: the
# check needs no library built first.
set(cgt_header_check_uses cgt_cli Catch2::Catch2)
if(CGT_PYTHON)
  list(APPEND cgt_header_check_uses pybind11::module)
endif()
target_include_directories(cgt_header_check PRIVATE ${PROJECT_SOURCE_DIR} ${READLINE_INCLUDE_DIR})
foreach(used IN LISTS cgt_header_check_uses)
  target_include_directories(cgt_header_check PRIVATE
                             $<TARGET_PROPERTY:${used},INTERFACE_INCLUDE_DIRECTORIES>)
  target_compile_definitions(cgt_header_check PRIVATE
                             $<TARGET_PROPERTY:${used},INTERFACE_COMPILE_DEFINITIONS>)
endforeach()
