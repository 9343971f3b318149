#include "levels/ladder.h"

#include "core/any_puzzle.h"
#include "levels/own_ladders.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <memory>

namespace minimoves::levels {

namespace {

// ASCII white space: a line's carriage returns past the one a CRLF ending leaves are white space too
// (kept in a game ID, they were written back and read with one fewer: no round trip).
bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// One whitespace-separated token off the front of `line`.
std::string_view takeToken(std::string_view& line)
{
    while (!line.empty() && blank(line.front()))
        line.remove_prefix(1);
    std::size_t end = 0;
    while (end < line.size() && !blank(line[end]))
        ++end;
    const std::string_view token = line.substr(0, end);
    line.remove_prefix(end);
    return token;
}

bool readNumber(std::string_view token, int lowest, int highest, int* value)
{
    const auto [end, code] = std::from_chars(token.data(), token.data() + token.size(), *value);
    return code == std::errc() && end == token.data() + token.size() && *value >= lowest && *value <= highest;
}

// Why `line`, the first, is not FormatLine.
std::string versionError(std::string_view line)
{
    return line.starts_with("minimoves-levels ")
               ? "a levels file of another version ('" + std::string(line.substr(0, 40)) + "'), this one reads '" +
                     std::string(FormatLine) + "'"
               : "not a levels file (the first line is not '" + std::string(FormatLine) + "')";
}

// The instances a file's levels are of, read once each (a sliding-block instance searches its
// component to read a position other than its start: once for all the levels of one instance).
using Instances = std::map<std::string, std::unique_ptr<AnyPuzzle>, std::less<>>;

// The game of a game ID, its instance read once per file; parseGameId's errors.
Parsed<std::pair<const AnyPuzzle*, StateRank>> readGame(std::string_view gameId, Instances& instances)
{
    const auto last = gameId.rfind(':');
    const std::string_view instance = gameId.substr(0, last == std::string_view::npos ? 0 : last);
    auto known = instances.find(instance);
    if (known == instances.end() || last == std::string_view::npos) {
        auto game = parseGameId(gameId);
        if (!game)
            return parseError(game.error());
        const StateRank state = game->state;
        const AnyPuzzle* puzzle = game->puzzle.get();
        instances.emplace(std::string(instance), std::move(game.value().puzzle));
        return std::pair{puzzle, state};
    }
    auto state = known->second->decodeState(gameId.substr(last + 1));
    if (!state)
        return parseError("game ID position: " + state.error());
    return std::pair<const AnyPuzzle*, StateRank>{known->second.get(), *state};
}

// A level's line (its number `first`, then `rest`: its par and game ID) onto `ladder`; what is
// wrong with it, "" when nothing is.
std::string readLevel(std::string_view first, std::string_view rest, std::string_view puzzle, Ladder& ladder,
                      Instances& instances)
{
    Level level;
    if (!readNumber(first, 1, 100000, &level.number) || level.number != int(ladder.levels.size()) + 1)
        return "level number '" + std::string(first.substr(0, 12)) + "' where " +
               std::to_string(ladder.levels.size() + 1) + " comes next";
    if (!readNumber(takeToken(rest), 0, MaxPar, &level.par))
        return "level " + std::to_string(level.number) + ": the par is not a number from 0 to " + std::to_string(MaxPar);
    if (!ladder.levels.empty() && level.par < ladder.levels.back().par)
        return "level " + std::to_string(level.number) + ": its par falls below the level before";
    level.gameId = std::string(takeToken(rest));
    if (!takeToken(rest).empty())
        return "level " + std::to_string(level.number) + ": more than a number, a par and a game ID";
    const auto game = readGame(level.gameId, instances);
    if (!game)
        return "level " + std::to_string(level.number) + ": " + game.error();
    const AnyPuzzle& played = *game->first;
    const bool own = findOwnLadder(puzzle, ladder.variant) != nullptr;
    if (played.id() != puzzle || (!own && played.variant() != ladder.variant))
        return "level " + std::to_string(level.number) + ": its game ID is not of " + std::string(puzzle) +
               (ladder.variant.empty() ? std::string() : " " + ladder.variant);
    if (own)
        level.name = played.variant();
    ladder.levels.push_back(std::move(level));
    return {};
}

} // namespace

std::string levelName(std::string_view gameId)
{
    const auto first = gameId.find(':');
    const auto last = gameId.rfind(':');
    const PuzzleType* type = findPuzzleType(gameId.substr(0, first));
    if (!type || first == std::string_view::npos || first == last)
        return {};
    const auto puzzle = type->makeInstance(gameId.substr(first + 1, last - first - 1));
    return puzzle ? puzzle.value()->variant() : std::string();
}

Parsed<std::vector<Ladder>> readLadders(std::string_view text, std::string_view puzzle, std::string_view fileName)
{
    std::vector<Ladder> ladders;
    int lineNumber = 0;
    auto fail = [&](const std::string& what) {
        return parseError(std::string(fileName) + ":" + std::to_string(lineNumber) + ": " + what);
    };
    const PuzzleType* type = findPuzzleType(puzzle);
    if (!type)
        return fail("no puzzle '" + std::string(puzzle) + "' to read levels of");
    const std::vector<std::string> variants = type->variants();
    Instances instances;
    bool versionSeen = false;
    int ladderLine = 0; // where the last ladder began, for a ladder without levels
    auto emptyLadder = [&] {
        lineNumber = ladderLine;
        return fail("the ladder of '" + (ladders.back().variant.empty() ? std::string("-") : ladders.back().variant) +
                    "' has no level");
    };
    while (!text.empty() || !versionSeen) {
        ++lineNumber;
        const std::size_t newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (!versionSeen) {
            if (line != FormatLine)
                return fail(versionError(line));
            versionSeen = true;
            continue;
        }
        std::string_view rest = line;
        const std::string_view first = takeToken(rest);
        if (first.empty() || first.front() == '#')
            continue;
        if (first == "ladder") {
            const std::string_view variantToken = takeToken(rest);
            if (variantToken.empty() || !takeToken(rest).empty())
                return fail("a ladder line is 'ladder <variant>' ('-' when the puzzle has none)");
            const std::string variant = variantToken == "-" ? std::string() : std::string(variantToken);
            const bool own = findOwnLadder(puzzle, variant) != nullptr;
            if (own != !ownLadders(puzzle).empty() || (!own && variant.empty() != variants.empty()) ||
                (!own && !variant.empty() && std::find(variants.begin(), variants.end(), variant) == variants.end())) {
                if (ownLadders(puzzle).empty())
                    return fail(std::string(puzzle) + " has no variant '" + std::string(variantToken.substr(0, 40)) + "'");
                std::string names;
                for (const OwnLadder& ladder : ownLadders(puzzle))
                    names += (names.empty() ? "" : ", ") + std::string(ladder.key);
                return fail(std::string(puzzle) + " has no ladder '" + std::string(variantToken.substr(0, 40)) +
                            "' (its ladders: " + names + ")");
            }
            if (!ladders.empty() && ladders.back().levels.empty())
                return emptyLadder();
            for (const Ladder& ladder : ladders)
                if (ladder.variant == variant)
                    return fail("a second ladder of variant '" + std::string(variantToken) + "'");
            ladders.push_back(Ladder{std::string(puzzle), variant, {}});
            ladderLine = lineNumber;
            continue;
        }
        if (ladders.empty())
            return fail("a level before any 'ladder' line");
        if (const std::string error = readLevel(first, rest, puzzle, ladders.back(), instances); !error.empty())
            return fail(error);
    }
    if (!ladders.empty() && ladders.back().levels.empty())
        return emptyLadder();
    return ladders;
}

std::string writeLadders(std::string_view puzzle, const std::vector<Ladder>& ladders, std::string_view comment)
{
    std::string text(FormatLine);
    text += "\n# " + std::string(puzzle) + ": " + std::string(comment) + "\n";
    for (const Ladder& ladder : ladders) {
        text += "ladder " + (ladder.variant.empty() ? std::string("-") : ladder.variant) + "\n";
        for (const Level& level : ladder.levels)
            text += std::to_string(level.number) + " " + std::to_string(level.par) + " " + level.gameId + "\n";
    }
    return text;
}

} // namespace minimoves::levels
