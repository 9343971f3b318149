// The longest saved-game history the file tests write and read (tst_files, tst_file_reading): a
// million entries, as issue 28 asks; the sanitizer build (tests/CMakeLists.txt) asks for fewer
// through MINIMOVES_FILES_LONGEST, since it checks memory errors, not scale.
#pragma once

#include <QtGlobal>

inline int longestHistory()
{
    bool ok = false;
    const int wanted = qEnvironmentVariableIntValue("MINIMOVES_FILES_LONGEST", &ok);
    return ok && wanted > 0 ? wanted : 1000000;
}
