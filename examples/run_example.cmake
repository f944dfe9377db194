# Runs one example script (-DCGT=tool -DSCRIPT=NAME.cgt -DEXPECTED=NAME.expected
# -DACTUAL=where to keep the output) and fails unless the output is the expected one.
get_filename_component(dir ${SCRIPT} DIRECTORY)
get_filename_component(file ${SCRIPT} NAME)
execute_process(COMMAND ${CGT} ${file} WORKING_DIRECTORY ${dir}
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
# Verification reports say how long they took: the only part of an output that may vary.
string(REGEX REPLACE " in [0-9]+\\.[0-9]+ s\n" " in (time) s\n" out "${out}")
file(WRITE ${ACTUAL} "${out}")
if(NOT status EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "${file} failed (exit status ${status}):\n${err}")
endif()
if(NOT EXISTS ${EXPECTED})
  message(FATAL_ERROR "no ${EXPECTED}: run scripts/update-examples.sh and review its output")
endif()
file(READ ${EXPECTED} expected)
if(NOT out STREQUAL expected)
  execute_process(COMMAND diff -u ${EXPECTED} ${ACTUAL} OUTPUT_VARIABLE difference)
  message(FATAL_ERROR "${file}: the output differs from ${EXPECTED}:\n${difference}")
endif()
