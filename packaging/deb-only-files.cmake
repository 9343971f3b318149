# CPACK_PRE_BUILD_SCRIPTS (CMakeLists.txt): adds to the staged .deb what only the Debian package
# holds, not a plain `cmake --install`: the Debian changelog (gzipped at build time) and the
# lintian overrides. CPack runs it after installing into the staging folder, before packing it.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
    return()
endif()
foreach(file "${CPACK_MINIMOVES_DEBIAN_CHANGELOG}" "${CPACK_MINIMOVES_LINTIAN_OVERRIDES}")
    if(NOT EXISTS "${file}")
        message(FATAL_ERROR "deb-only-files: ${file} is missing (build the project before cpack)")
    endif()
endforeach()
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
# CPack runs this inside its own process, where DESTDIR names the staging folder: file(INSTALL)
# would prepend it again, so it is cleared here, with the staging folder spelled out, and restored.
set(destdir "$ENV{DESTDIR}")
set(ENV{DESTDIR} "")
set(root "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
file(INSTALL "${CPACK_MINIMOVES_DEBIAN_CHANGELOG}" DESTINATION "${root}/share/doc/minimoves"
     FILE_PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
file(INSTALL "${CPACK_MINIMOVES_LINTIAN_OVERRIDES}" DESTINATION "${root}/share/lintian/overrides"
     RENAME minimoves FILE_PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
set(ENV{DESTDIR} "${destdir}")
