# The ctest package_lintian_clean (tests/CMakeLists.txt): builds the .deb with CPack into WORK_DIR
# (inside the build directory), checks that it holds what Debian policy wants of a game, and runs
# lintian on it; any error or warning fails the test, and every tag is printed.
#   cmake -DCPACK=... -DCPACK_CONFIG=<build>/CPackConfig.cmake -DLINTIAN=... -DDPKG_DEB=...
#         -DWORK_DIR=<build>/package-lintian -P lintian-check.cmake
foreach(var CPACK CPACK_CONFIG LINTIAN DPKG_DEB WORK_DIR)
    if(NOT ${var})
        message(FATAL_ERROR "lintian-check: -D${var}= is missing")
    endif()
endforeach()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/tmp")

execute_process(COMMAND "${CPACK}" -G DEB --config "${CPACK_CONFIG}" -B "${WORK_DIR}"
                RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT status EQUAL 0)
    message("${output}")
    message(FATAL_ERROR "cpack failed (exit status ${status})")
endif()
file(GLOB debs "${WORK_DIR}/*.deb")
list(LENGTH debs count)
if(NOT count EQUAL 1)
    message("${output}")
    message(FATAL_ERROR "cpack made ${count} .deb files in ${WORK_DIR}, not one")
endif()
message(STATUS "package: ${debs}")

# --no-cfg: no lintianrc of the machine or the user changes the verdict. Info (I:) and pedantic
# (P:) tags are shown but do not fail; lintian exits non-zero on an error or a warning. The tags
# that packaging/lintian-overrides overrides are not shown: with --show-overrides, lintian 2.116
# would fail on an overridden warning too.
set(problems)
execute_process(COMMAND "${CMAKE_COMMAND}" -E env "TMPDIR=${WORK_DIR}/tmp"
                        "${LINTIAN}" --no-cfg --fail-on error,warning --display-info --pedantic --color never "${debs}"
                RESULT_VARIABLE status OUTPUT_VARIABLE tags ERROR_VARIABLE errors)
string(STRIP "${tags}" tags)
if(tags)
    message("lintian tags:\n${tags}")
else()
    message("lintian tags: none")
endif()
string(REGEX MATCHALL "(^|\n)[EW]: " failing "${tags}")
list(LENGTH failing failing)
if(NOT status EQUAL 0 OR failing GREATER 0)
    message("lintian (exit status ${status}) said on standard error:\n${errors}")
    list(APPEND problems "lintian: ${failing} errors and warnings, exit status ${status}")
endif()

# What lintian alone would not insist on: the programs in /usr/games and each one's manual page.
execute_process(COMMAND "${DPKG_DEB}" --contents "${debs}" RESULT_VARIABLE status OUTPUT_VARIABLE contents)
if(NOT status EQUAL 0)
    list(APPEND problems "dpkg-deb --contents: exit status ${status}")
endif()
foreach(path usr/games/minimoves usr/games/minimoves-cli
             usr/share/man/man6/minimoves.6.gz usr/share/man/man6/minimoves-cli.6.gz
             usr/share/doc/minimoves/copyright usr/share/doc/minimoves/changelog.Debian.gz)
    string(REPLACE "." "\\." pattern "${path}")
    if(NOT contents MATCHES " \\./${pattern}\n")
        list(APPEND problems "the package lacks /${path}")
    endif()
endforeach()

if(problems)
    message("the package holds:\n${contents}")
    list(JOIN problems "\n" problems)
    message(FATAL_ERROR "${problems}")
endif()
