# Installs the build into ROOT/usr with `cmake --install`, as the Debian package does, and checks
# the tree: stripped-able binaries that run, manual pages, the desktop entry and icons, AppStream
# metadata, translations, example scenarios (and lessons when the sources have them), copyright
# and changelog. desktop-file-validate and appstreamcli, when installed, must report nothing.
file(REMOVE_RECURSE "${ROOT}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${ROOT}/usr"
    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (exit ${rc}): ${err}")
endif()
set(usr "${ROOT}/usr")
set(problems "")
macro(expect path)
    if(NOT EXISTS "${usr}/${path}")
        string(APPEND problems "missing: /usr/${path}\n")
    endif()
endmacro()
macro(expect_text path pattern)
    if(EXISTS "${usr}/${path}")
        file(READ "${usr}/${path}" text)
        if(NOT text MATCHES "${pattern}")
            string(APPEND problems "/usr/${path} does not match \"${pattern}\"\n")
        endif()
    else()
        string(APPEND problems "missing: /usr/${path}\n")
    endif()
endmacro()

foreach(program ridgeline ridgeline-cli)
    expect(bin/${program})
    expect(share/man/man1/${program}.1.gz)
endforeach()
execute_process(COMMAND "${usr}/bin/ridgeline-cli" --version OUTPUT_VARIABLE version
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT version MATCHES "^ridgeline-cli [0-9]+\\.[0-9]+\\.[0-9]+")
    string(APPEND problems "installed ridgeline-cli --version: exit ${rc}, \"${version}\"\n")
endif()

# Manual pages: gzip files whose text names the program.
foreach(program ridgeline ridgeline-cli)
    set(gz "${usr}/share/man/man1/${program}.1.gz")
    if(EXISTS "${gz}")
        file(READ "${gz}" head LIMIT 2 HEX)
        if(NOT head STREQUAL "1f8b")
            string(APPEND problems "${gz} is not gzip\n")
        endif()
    endif()
endforeach()

# The menu entry runs the program from the PATH, so it works whatever the prefix.
expect_text(share/applications/ridgeline.desktop "\nExec=ridgeline %f\n")
expect_text(share/applications/ridgeline.desktop "\nIcon=ridgeline\n")
expect(share/icons/hicolor/scalable/apps/ridgeline.svg)
foreach(px 16 24 32 48 64 128 256)
    set(png "${usr}/share/icons/hicolor/${px}x${px}/apps/ridgeline.png")
    if(EXISTS "${png}")
        # PNG header: width and height are big-endian words at bytes 16 and 20.
        file(READ "${png}" ihdr OFFSET 16 LIMIT 8 HEX)
        math(EXPR expected "${px}" OUTPUT_FORMAT HEXADECIMAL)
        string(SUBSTRING "${expected}" 2 -1 hex)
        string(LENGTH "${hex}" n)
        math(EXPR pad "8 - ${n}")
        string(REPEAT "0" ${pad} zeros)
        if(NOT ihdr STREQUAL "${zeros}${hex}${zeros}${hex}")
            string(APPEND problems "${png} is not ${px}x${px} (IHDR ${ihdr})\n")
        endif()
    else()
        string(APPEND problems "missing: ${png}\n")
    endif()
endforeach()
expect(share/mime/packages/ridgeline.xml)
expect_text(share/metainfo/io.ridgeline.Ridgeline.metainfo.xml
    "<project_license>GPL-3.0-or-later</project_license>")
expect_text(share/metainfo/io.ridgeline.Ridgeline.metainfo.xml "<content_rating type=\"oars-1.1\"")
expect_text(share/doc/ridgeline/copyright "License: GPL-3.0\\+")
expect(share/doc/ridgeline/changelog.Debian.gz)

file(GLOB qm "${usr}/share/ridgeline/translations/*.qm")
if(NOT qm MATCHES "ridgeline_zh_CN\\.qm")
    string(APPEND problems "no translations in /usr/share/ridgeline/translations\n")
endif()
foreach(folder scenarios lessons)
    file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}/resources/${folder}"
        "${SOURCE_DIR}/resources/${folder}/*")
    file(GLOB_RECURSE installed RELATIVE "${usr}/share/ridgeline/${folder}"
        "${usr}/share/ridgeline/${folder}/*")
    if(NOT "${sources}" STREQUAL "${installed}")
        string(APPEND problems "/usr/share/ridgeline/${folder} holds [${installed}], "
                              "the sources [${sources}]\n")
    endif()
endforeach()
file(GLOB examples "${usr}/share/ridgeline/scenarios/*.ridgeline.json")
if(NOT examples)
    string(APPEND problems "no example scenarios installed\n")
endif()

find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
if(DESKTOP_FILE_VALIDATE)
    execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} "${usr}/share/applications/ridgeline.desktop"
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
        string(APPEND problems "desktop-file-validate (exit ${rc}): ${out}\n")
    endif()
endif()
find_program(APPSTREAMCLI appstreamcli)
if(APPSTREAMCLI)
    # --no-net: the homepage and screenshot URLs are checked by hand, not by every test run.
    execute_process(COMMAND ${APPSTREAMCLI} validate --no-net --no-color
        "${usr}/share/metainfo/io.ridgeline.Ridgeline.metainfo.xml"
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0 OR out MATCHES "(^|\n)[EW]: ")
        string(APPEND problems "appstreamcli validate (exit ${rc}): ${out}\n")
    endif()
endif()

if(problems)
    message(FATAL_ERROR "installed tree under ${ROOT}:\n${problems}")
endif()
message("installed tree under ${ROOT} is complete")
