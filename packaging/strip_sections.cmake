# CPack pre-build script: after CPack has stripped the staged binaries, also drop the .comment and
# .note sections that plain `strip` keeps (what dh_strip does for Debian's own packages).
file(GLOB_RECURSE binaries "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*/bin/*")
foreach(binary ${binaries})
    execute_process(COMMAND "${CPACK_RIDGELINE_STRIP}" --remove-section=.comment
                            --remove-section=.note "${binary}"
        RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "strip of ${binary} failed (exit ${rc})")
    endif()
endforeach()
