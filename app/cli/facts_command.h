// minimoves-cli facts PUZZLE[:VARIANT]: how many positions lie at each distance from the goal.
#pragma once

#include <iosfwd>
#include <string_view>

namespace minimoves::cli {

// `argument` is PUZZLE or PUZZLE:VARIANT, where VARIANT is one of the puzzle's variants or anything
// its makeInstance() reads (a sliding-block layout). Writes "distance count", one line per distance;
// 0, or 2 with one line on `err` for an unknown puzzle, a bad variant or a puzzle without counts.
int runFacts(std::string_view argument, std::ostream& out, std::ostream& err);

} // namespace minimoves::cli
