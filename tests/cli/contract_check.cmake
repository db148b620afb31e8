# The one optional test that looks outside the repository: when the maintainers' contract checker
# is present at ../shared/tools/check-contract (beside the repository), `contract_check` runs it
# against ridgeline-cli (see run_contract_check.cmake). Without it, nothing is registered.
# -DRIDGELINE_CONTRACT_CHECKER=/path/to/check-contract points at another copy.
if(NOT RIDGELINE_CONTRACT_CHECKER)
    set(RIDGELINE_CONTRACT_CHECKER "${PROJECT_SOURCE_DIR}/../shared/tools/check-contract")
endif()
find_program(PYTHON3 python3)
if(PYTHON3 AND EXISTS "${RIDGELINE_CONTRACT_CHECKER}")
    add_test(NAME contract_check
        COMMAND ${CMAKE_COMMAND} -DPYTHON=${PYTHON3} -DCHECKER=${RIDGELINE_CONTRACT_CHECKER}
                -DCLI=$<TARGET_FILE:ridgeline-cli>
                -P "${CMAKE_CURRENT_SOURCE_DIR}/run_contract_check.cmake")
    set_tests_properties(contract_check PROPERTIES LABELS cli)
endif()
