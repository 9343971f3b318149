// minimoves-cli's level commands: `levels` prints a ladder, `daily` a day's puzzle, `make-levels`
// makes the ladders' files from their seed (for the repository's maintainers). Each returns the
// exit status: 0, or 2 after one line on `err` for bad input.
#pragma once

#include <iosfwd>

namespace minimoves::cli {

int runLevels(int argc, char** argv, std::ostream& out, std::ostream& err);
int runDaily(int argc, char** argv, std::ostream& out, std::ostream& err);
int runMakeLevels(int argc, char** argv, std::ostream& out, std::ostream& err);

} // namespace minimoves::cli
