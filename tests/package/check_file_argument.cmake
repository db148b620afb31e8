# `ridgeline FILE` opens FILE as --scenario (the desktop entry's Exec=ridgeline %f); a second file,
# or a file together with --scenario, is refused with exit 2 and a message saying what is allowed.
file(REMOVE_RECURSE "${OUT}")
execute_process(COMMAND "${GUI}" "${SCENARIO}" --export "${OUT}" --format csv
    RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "ridgeline FILE --export failed (exit ${rc}): ${err}")
endif()
file(GLOB csv "${OUT}/*.csv")
list(LENGTH csv count)
if(count LESS 4)
    message(FATAL_ERROR "expected the four charts as CSV in ${OUT}, found ${count}")
endif()

foreach(extra "${SCENARIO};${SCENARIO}" "--scenario;${SCENARIO};${SCENARIO}")
    execute_process(COMMAND "${GUI}" ${extra} --export "${OUT}" --format csv
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 2 OR NOT err MATCHES "unexpected argument: .*allowed: one scenario file")
        message(FATAL_ERROR "`ridgeline ${extra}` gave exit ${rc}, stderr: ${err}")
    endif()
endforeach()
