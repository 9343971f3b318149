// minimoves-cli facts PUZZLE[:VARIANT]: a puzzle's distance counts, one line `distance count` per
// distance, so that anyone can compare them with the published figures.
#pragma once

#include <iosfwd>
#include <string_view>

namespace minimoves::cli {

// VARIANT is one of the puzzle's variants, or for a puzzle with factsOfAnyInstance any instance
// text it reads (a sliding-block start). Exit status 0, or 2 (one line on `err`) for an unknown
// puzzle or variant, or a puzzle whose counts nobody knows.
int runFacts(std::string_view argument, std::ostream& out, std::ostream& err);

} // namespace minimoves::cli
