// The command-line format the sliding-block puzzles share (docs/RULES.md): N, then N positions,
// each a fixed number of whitespace-separated tokens; per position one line: "0" when solved, the
// distance and the lexicographically smallest optimal move sequence ("3 b4-b5 a1-a2 c3-d3"), or
// "unsolvable" (core/position_contest.h's answerLine of the position's game). Bad input: the answers
// before it, one line on stderr (what and where), exit 2.
#pragma once

#include "core/any_puzzle.h"

#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace minimoves::sliding_blocks {

struct ContestFormat {
    std::string_view id;   // "huarong-dao": the first word of every error line
    int tokensPerPosition; // Huarong Dao: its 5 rows; Rush Hour: its one 36-character token
    std::string_view tokenName; // what one token is, for "the input ends after 3 of its 5 rows"
    // The position's tokens as one instance text, or what is wrong with them (without "position k: ").
    Parsed<std::string> (*positionText)(const std::vector<std::string>& tokens);
    // The game of a position: its piece set and its component (PuzzleType::makeInstance).
    Parsed<std::unique_ptr<AnyPuzzle>> (*makeGame)(std::string_view instanceText);
};

int runContest(const ContestFormat& format, std::istream& in, std::ostream& out, std::ostream& err);
std::string eachContestCase(const ContestFormat& format, std::istream& in, const ContestCaseSink& onCase);

} // namespace minimoves::sliding_blocks
