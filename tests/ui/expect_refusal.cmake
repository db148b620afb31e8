# A refusal that passes only on both signs: the program exits with status EXIT and what it
# prints matches REGEX (ctest's PASS_REGULAR_EXPRESSION alone would ignore the exit status).
#   cmake -DPROGRAM=path -DARGS="args, shell-quoted" -DEXIT=2 -DREGEX=... -P expect_refusal.cmake
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND "${PROGRAM}" ${args}
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status STREQUAL "${EXIT}")
    message(FATAL_ERROR "exit status ${status}, expected ${EXIT}\n${out}${err}")
endif()
if(NOT "${out}${err}" MATCHES "${REGEX}")
    message(FATAL_ERROR "the message does not match \"${REGEX}\":\n${out}${err}")
endif()
message(STATUS "refused as expected: ${err}")
