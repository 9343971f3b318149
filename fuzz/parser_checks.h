// What the fuzzers (and tests/tst_fuzz_regressions.cpp, which replays what they found) check on
// any bytes given to a parser: it returns a value or an error, never crashes, and whatever it
// accepts survives the round trip through its text form. Each check returns "" when all is well,
// or what went wrong.
// The saved-game format, which needs Qt, has its check in saved_game_check.h.
#pragma once

#include "core/any_puzzle.h"

#include <ostream>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>

namespace minimoves::fuzz {

// An ostream that drops everything: the contest answers are not what is checked.
class NullBuffer : public std::streambuf {
protected:
    int overflow(int c) override { return traits_type::not_eof(c); }
    std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

// One case as the contest's parser hands it over: labelled, answerable, and where playable a game
// of the puzzle whose state lies within it (and, with `textForm`, survives its text form).
inline std::string checkCase(const PuzzleType& type, const ContestCase& c, bool textForm)
{
    if (c.label.empty() || !c.answer)
        return "a case without its label or answer";
    if (!c.playable())
        return {};
    const auto made = type.makeInstance(c.instance);
    if (!made)
        return c.label + ": its instance '" + c.instance + "' does not make: " + made.error();
    if (c.state >= made.value()->stateCount())
        return c.label + ": its state lies beyond stateCount";
    if (!textForm)
        return {};
    const std::string text = made.value()->encodeState(c.state);
    const auto back = made.value()->decodeState(text);
    if (!back || *back != c.state)
        return c.label + ": its state's text '" + text + "' does not decode to it";
    return {};
}

// A contest's input: runContest answers with status 0 or 2 (bad input, one line on err).
inline std::string checkContest(const PuzzleType& type, std::string_view bytes)
{
    std::istringstream in{std::string(bytes)};
    NullBuffer sink;
    std::ostream out(&sink);
    std::ostringstream err;
    const int status = type.runContest(in, out, err);
    if (status != 0 && status != 2)
        return "runContest returned " + std::to_string(status);
    if (status == 2 && err.str().empty())
        return "bad input without a message";
    // The same input as games (PuzzleType::contestCases, the same parser): refused with the very
    // line runContest wrote, or every case a game of the puzzle or listed with why.
    std::istringstream again{std::string(bytes)};
    const auto cases = type.contestCases(again);
    if (cases.ok() != (status == 0))
        return std::string("contestCases ") + (cases.ok() ? "reads" : "refuses") + " what runContest " +
               (status == 0 ? "reads" : "refuses");
    if (!cases.ok())
        return cases.error() + "\n" == err.str() ? std::string() : "contestCases says '" + cases.error() +
                                                                   "', runContest '" + err.str() + "'";
    for (const ContestCase& c : cases.value())
        if (std::string problem = checkCase(type, c, false); !problem.empty())
            return problem;
    return {};
}

// A searched puzzle's contest input, read only (its answers are searches, seconds a board: the
// fuzzer must not wait for them): eachContestCase refuses with one line, or hands over each case,
// whose game makes, whose state lies within the puzzle and survives its text form. The same bytes
// read twice give the same cases or the same error.
inline std::string checkContestParse(const PuzzleType& type, std::string_view bytes)
{
    std::istringstream in{std::string(bytes)};
    const auto cases = type.contestCases(in);
    std::istringstream again{std::string(bytes)};
    const auto second = type.contestCases(again);
    if (cases.ok() != second.ok() || (!cases.ok() && cases.error() != second.error()) ||
        (cases.ok() && cases.value().size() != second.value().size()))
        return "the same input reads differently twice";
    if (!cases.ok())
        return cases.error().empty() || cases.error().find('\n') != std::string::npos ? "an error that is not one line" : "";
    for (const ContestCase& c : cases.value())
        if (std::string problem = checkCase(type, c, true); !problem.empty())
            return problem;
    return {};
}

// The instance, then the state: "<instance>\n<state>" (the first line break splits them).
inline std::string checkInstance(const PuzzleType& type, std::string_view bytes)
{
    const auto lineBreak = bytes.find('\n');
    const std::string_view instanceText = bytes.substr(0, lineBreak);
    const std::string_view stateText = lineBreak == std::string_view::npos ? std::string_view() : bytes.substr(lineBreak + 1);
    auto made = type.makeInstance(instanceText);
    if (!made)
        return made.error().empty() ? "makeInstance refused without a message" : "";
    const AnyPuzzle& puzzle = *made.value();
    auto again = type.makeInstance(puzzle.instanceText());
    if (!again)
        return "makeInstance refuses its own instanceText '" + puzzle.instanceText() + "': " + again.error();
    if (again.value()->instanceText() != puzzle.instanceText())
        return "instanceText does not round-trip";
    const auto state = puzzle.decodeState(stateText);
    if (!state)
        return state.error().empty() ? "decodeState refused without a message" : "";
    if (*state >= puzzle.stateCount())
        return "decodeState gave rank " + std::to_string(*state) + " beyond stateCount";
    const std::string text = puzzle.encodeState(*state);
    const auto back = puzzle.decodeState(text);
    if (!back || *back != *state)
        return "encodeState '" + text + "' does not decode to the same state";
    for (int move = 0; move < puzzle.moveCount(); ++move)
        if (puzzle.apply(*state, move) >= puzzle.stateCount())
            return "move " + std::to_string(move) + " leaves the state space";
    return {};
}

// A game ID: parseGameId accepts or refuses with a message; what it accepts round-trips.
inline std::string checkGameId(std::string_view bytes)
{
    auto parsed = parseGameId(bytes);
    if (!parsed)
        return parsed.error().empty() ? "parseGameId refused without a message" : "";
    const GameId& id = parsed.value();
    const std::string text = formatGameId(*id.puzzle, id.state);
    auto again = parseGameId(text);
    if (!again)
        return "parseGameId refuses its own formatGameId '" + text + "': " + again.error();
    if (again.value().state != id.state || formatGameId(*again.value().puzzle, again.value().state) != text)
        return "game ID '" + text + "' does not round-trip";
    return {};
}

} // namespace minimoves::fuzz
