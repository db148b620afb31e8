# The rooms of the source tree and the one direction of their dependencies (docs/developing.md,
# "Rooms"). Run at configure time (included with RIDGELINE_ROOMS_SOURCE_DIR set) and as the ctest
# `rooms` (cmake -DRIDGELINE_ROOMS_SOURCE_DIR=... -P CheckRooms.cmake); it fails, naming each file
# and include, when
#   - core/ includes Qt, ui/, app/ or tools/ (the core is C++20, fmt and nlohmann-json only);
#   - a room of core/ includes a room above it in ridgeline_core_rooms, or a core file sits
#     outside the rooms (core/CMakeLists.txt makes one library a room, in this order);
#   - ui/ includes app/ or tools/;
#   - a part of ui/ includes a part above it in ridgeline_ui_rooms (which also rules out include
#     cycles between the parts), or a folder of ui/ is missing from that list.
# Includes inside one room or part are free.

# The core's rooms, lowest first: each folder of core/ is one, and may include the ones before it.
set(ridgeline_core_rooms
    base hardware scenario catalogue physics evaluation serving files plan calibration charts)

# The window's parts, lowest first: each may include the ones before it. "common" is ui/ itself.
set(ridgeline_ui_rooms
    common widgets charts model explain summary export document layout panels plan lessons window)

if(NOT RIDGELINE_ROOMS_SOURCE_DIR)
    message(FATAL_ERROR "CheckRooms.cmake: set RIDGELINE_ROOMS_SOURCE_DIR to the source tree")
endif()
set(root "${RIDGELINE_ROOMS_SOURCE_DIR}")
set(violations "")

function(ridgeline_includes file out)
    file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
    set(paths "")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"].*$" "\\1" path "${line}")
        list(APPEND paths "${path}")
    endforeach()
    set(${out} "${paths}" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE core_files RELATIVE "${root}/core" "${root}/core/*.h" "${root}/core/*.cpp")
foreach(file IN LISTS core_files)
    set(room "")
    set(index -1)
    if(file MATCHES "/")
        string(REGEX REPLACE "/.*$" "" room "${file}")
        list(FIND ridgeline_core_rooms "${room}" index)
    endif()
    if(index EQUAL -1)
        list(APPEND violations "core/${file}: not in a room of CheckRooms.cmake's ridgeline_core_rooms")
        continue()
    endif()
    ridgeline_includes("${root}/core/${file}" paths)
    foreach(path IN LISTS paths)
        if(path MATCHES "^(ui|app|tools)/" OR path MATCHES "^Q[A-Za-z]*(/|$)")
            list(APPEND violations "core/${file} includes ${path}: the core knows no window, no Qt")
        elseif(path MATCHES "^core/")
            string(REGEX REPLACE "^core/([^/]*)/.*$" "\\1" target_room "${path}")
            list(FIND ridgeline_core_rooms "${target_room}" target_index)
            if(target_index GREATER index)
                list(APPEND violations
                     "core/${file} includes ${path}: core/${target_room} is above core/${room}")
            elseif(target_index EQUAL -1)
                list(APPEND violations "core/${file} includes ${path}: not in a room of the core")
            endif()
        endif()
    endforeach()
endforeach()

function(ridgeline_ui_room relative out)
    if(relative MATCHES "/")
        string(REGEX REPLACE "/.*$" "" room "${relative}")
    else()
        set(room common)
    endif()
    list(FIND ridgeline_ui_rooms "${room}" index)
    set(${out} "${room};${index}" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE ui_files RELATIVE "${root}/ui" "${root}/ui/*.h" "${root}/ui/*.cpp")
foreach(file IN LISTS ui_files)
    ridgeline_ui_room("${file}" own)
    list(GET own 0 room)
    list(GET own 1 index)
    if(index EQUAL -1)
        list(APPEND violations "ui/${file}: ui/${room} is not in the rooms' order of CheckRooms.cmake")
        continue()
    endif()
    ridgeline_includes("${root}/ui/${file}" paths)
    foreach(path IN LISTS paths)
        if(path MATCHES "^(app|tools)/")
            list(APPEND violations "ui/${file} includes ${path}: the window's parts know no executable")
        elseif(path MATCHES "^ui/")
            string(REGEX REPLACE "^ui/" "" target "${path}")
            ridgeline_ui_room("${target}" their)
            list(GET their 0 target_room)
            list(GET their 1 target_index)
            if(target_index GREATER index)
                list(APPEND violations
                     "ui/${file} includes ${path}: ui/${target_room} is above ui/${room}")
            endif()
        endif()
    endforeach()
endforeach()

if(violations)
    list(JOIN violations "\n  " text)
    message(FATAL_ERROR "Dependencies against the rooms' order (docs/developing.md, \"Rooms\"):\n  ${text}")
endif()
