// The contest format the project defines for its own puzzles (docs/RULES.md §8-10): `N`, then N
// positions, one token each; per position one line: `0` when solved, else the distance, a space and
// the lexicographically smallest optimal moves separated by spaces; `unsolvable` for a well-formed
// position the goal cannot be reached from. Malformed input: the answers before it, then one line
// on stderr saying what and where, exit status 2. The sliding blocks answer their positions by the
// same answerLine; core/position_puzzle_type.h makes a puzzle's registry entry of it.
#pragma once

#include "core/any_puzzle.h"
#include "core/contest_input.h"

#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace minimoves {

// A position as read: an error (malformed), nullopt (well-formed but unsolvable) or its rank.
using ReadPosition = Parsed<std::optional<StateRank>>;

// Reads the whole input: onCase(number from 1, position) for each position as it is read; returns
// "" for good input or the one line that says what is wrong and where.
template <class Parse, class OnCase>
std::string readPositions(std::istream& in, Parse&& parse, OnCase&& onCase)
{
    ContestInput input = ContestInput::read(in);
    std::string_view token;
    if (!input.next(token))
        return "the input is empty: it starts with N, the number of positions";
    std::uint64_t count = 0;
    if (token.empty() || token.size() > 9 || token.find_first_not_of("0123456789") != std::string_view::npos)
        return "line " + std::to_string(input.tokenLine()) + ": N '" + std::string(token.substr(0, 20)) +
               "' is not a number of positions (0 to 999999999)";
    for (char c : token)
        count = count * 10 + std::uint64_t(c - '0');
    for (std::uint64_t i = 1; i <= count; ++i) {
        if (!input.next(token))
            return "position " + std::to_string(i) + " is missing: the input ends after " + std::to_string(i - 1) +
                   " of " + std::to_string(count);
        const ReadPosition position = parse(token);
        if (!position)
            return "position " + std::to_string(i) + " (line " + std::to_string(input.tokenLine()) +
                   "): " + position.error();
        onCase(i, *position);
    }
    if (input.next(token))
        return "line " + std::to_string(input.tokenLine()) + ": more than the " + std::to_string(count) +
               " positions N announced ('" + std::string(token.substr(0, 20)) + "')";
    return {};
}

// A sticker parser's answer (Parsed<std::optional<P>>: malformed, unsolvable, or a position) as a
// ReadPosition, the position ranked by `rank`.
template <class P, class Rank>
ReadPosition rankedPosition(const Parsed<std::optional<P>>& parsed, Rank&& rank)
{
    if (!parsed)
        return parseError(parsed.error());
    if (!*parsed)
        return std::optional<StateRank>();
    return std::optional<StateRank>(rank(**parsed));
}

// A position as a game reads it (AnyPuzzle::decodeState): an unsolvable one has no rank, so it is an
// error, `unsolvable` saying why.
inline Parsed<StateRank> solvablePosition(const ReadPosition& position, std::string_view unsolvable)
{
    if (!position)
        return parseError(position.error());
    if (!*position)
        return parseError(std::string(unsolvable));
    return **position;
}

// One answer line (with its newline) for a state: "0", "3 U R2 F'" or "unsolvable".
inline std::string answerLine(const AnyPuzzle& puzzle, StateRank state)
{
    const auto solution = puzzle.solve(state, {});
    if (!solution || !solution->reachable())
        return "unsolvable\n";
    std::string line = std::to_string(solution->distance);
    for (int move : solution->path)
        line += ' ' + puzzle.moveText(move);
    return line + '\n';
}

// The same for a position as read: "unsolvable" for one read as such.
inline std::string positionAnswer(const AnyPuzzle& puzzle, std::optional<StateRank> position)
{
    return position ? answerLine(puzzle, *position) : "unsolvable\n";
}

// runContest and eachContestCase of such a puzzle, over one instance (`puzzle`, shared by every
// case and kept alive by the cases' answers), its positions read by `parse`.
template <class Parse>
int runPositionContest(std::string_view id, const AnyPuzzle& puzzle, Parse&& parse, std::istream& in,
                       std::ostream& out, std::ostream& err)
{
    const std::string error = readPositions(in, parse, [&](std::uint64_t, std::optional<StateRank> position) {
        out << positionAnswer(puzzle, position);
    });
    if (!error.empty()) {
        out.flush();
        err << id << ": " << error << "\n";
        return 2;
    }
    return 0;
}

template <class Parse>
std::string eachPositionCase(std::string_view id, std::shared_ptr<const AnyPuzzle> puzzle, Parse&& parse,
                             std::istream& in, const ContestCaseSink& onCase)
{
    const std::string error = readPositions(in, parse, [&](std::uint64_t number, std::optional<StateRank> position) {
        ContestCase c;
        c.label = "Position " + std::to_string(number);
        if (position) {
            c.instance = puzzle->instanceText();
            c.state = *position;
        } else {
            c.unplayable = "the position cannot be solved";
        }
        c.answer = [puzzle, position] { return positionAnswer(*puzzle, position); };
        onCase(std::move(c));
    });
    return error.empty() ? error : std::string(id) + ": " + error;
}

} // namespace minimoves
