// Rush Hour behind the AnyPuzzle facade, and its command-line format (docs/RULES.md).
//
// One game: the vehicles and walls of a start position and that position's component
// (sliding_blocks/component_puzzle.h); its instance text is the start's 36 characters. The
// variants are the named positions below (rush_hour_positions.h), the first by default.
#pragma once

#include "rush_hour/rush_hour.h"
#include "sliding_blocks/component_puzzle.h"

#include <iosfwd>

namespace minimoves::rush_hour {

class RushHourGame final : public sliding_blocks::ComponentPuzzle<RushHour> {
public:
    // The game of a layout parseLayout read.
    explicit RushHourGame(const Layout& start);

    std::string_view id() const override { return "rush-hour"; }
};

PuzzleType puzzleType();
// N, then N positions of one 36-character token each.
int runContest(std::istream& in, std::ostream& out, std::ostream& err);
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase);

} // namespace minimoves::rush_hour
