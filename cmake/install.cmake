# `cmake --install`: the libraries with their headers (under include/cgt, so that the folder
# names cgt/, reduce/, loopy/, misere/, games/ and lang/ stay out of the prefix's include/), the cgt tool, and
# the CMake package, so that another project does find_package(cgt) and links cgt::cgt,
# cgt::reduce, cgt::loopy, cgt::misere, cgt::games or cgt::lang.
include(CMakePackageConfigHelpers)

install(TARGETS cgt cgt_reduce cgt_loopy cgt_misere cgt_games cgt_lang EXPORT cgtTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS cgt_tool RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY cgt reduce loopy misere games lang DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/cgt
        FILES_MATCHING PATTERN "*.hpp")

set(cgt_package_dir ${CMAKE_INSTALL_LIBDIR}/cmake/cgt)
install(EXPORT cgtTargets NAMESPACE cgt:: DESTINATION ${cgt_package_dir})
configure_package_config_file(cmake/cgtConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/cgtConfig.cmake
                              INSTALL_DESTINATION ${cgt_package_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cgtConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cgtConfig.cmake ${PROJECT_BINARY_DIR}/cgtConfigVersion.cmake
        DESTINATION ${cgt_package_dir})
