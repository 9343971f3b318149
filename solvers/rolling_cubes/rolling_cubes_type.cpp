#include "rolling_cubes/rolling_cubes_type.h"
#include "core/draw.h"

#include "rolling_cubes/answer_table.h"
#include "rolling_cubes/rolling_cubes_search.h"

#include <charconv>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace minimoves::rolling_cubes {

RollingCubesPuzzle::RollingCubesPuzzle(Pattern target) : TablePuzzle(RollingCubes(target)) {}

std::string RollingCubesPuzzle::moveText(int move) const { return std::string(1, rollLetter(Roll(move))); }

std::string RollingCubesPuzzle::encodeState(StateRank state) const { return boardText(unrankBoard(state)); }

Parsed<StateRank> RollingCubesPuzzle::decodeState(std::string_view text) const
{
    std::string error;
    const auto board = parseBoard(text, &error);
    if (!board)
        return parseError(error);
    return rankBoard(*board);
}

StateRank RollingCubesPuzzle::initialState() const
{
    const std::uint32_t pattern = rankPattern(m_rules.target());
    int farthest = 0;
    for (int gap = 1; gap < cellCount; ++gap)
        if (standardStartDistance(gap, pattern) > standardStartDistance(farthest, pattern))
            farthest = gap;
    return rankBoard(standardStart(farthest));
}

std::optional<DistanceTable> RollingCubesPuzzle::buildTable(const SearchControl& control) const
{
    return buildPatternTable(m_rules.target(), control);
}

std::optional<StateRank> RollingCubesPuzzle::randomState(int distance, std::mt19937_64& random,
                                                         const SearchControl& control) const
{
    const DistanceTable* t = table(control);
    if (!t || distance < 0 || distance > t->maxDepth())
        return std::nullopt;
    // The contest's setting first: a standard start with its gap at the right distance.
    std::vector<StateRank> starts;
    for (int gap = 0; gap < cellCount; ++gap) {
        const StateRank start = rankBoard(standardStart(gap));
        if (t->at(start) == distance)
            starts.push_back(start);
    }
    if (!starts.empty())
        return starts[drawBelow(random, starts.size())];
    return TablePuzzle::randomState(distance, random, control);
}

int contestDistance(int startGap, const Pattern& target)
{
    const std::uint8_t d = standardStartDistance(startGap, rankPattern(target));
    return d == NoAnswer ? Solution::Unreachable : int(d);
}

namespace {

constexpr int contestCutOff = 30;

std::optional<int> parseCoordinate(const std::string& token)
{
    int value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || end != token.data() + token.size())
        return std::nullopt;
    return value;
}

std::string shown(const std::string& token)
{
    // Appended piece by piece: g++ 12 warns (-Wrestrict, falsely) on "'" + std::string.
    std::string text(1, '\'');
    text.append(token, 0, 20);
    text += '\'';
    return text;
}

} // namespace

namespace {

// The contest format's one parser: calls onCase(dataset, startGap, pattern) for every dataset up
// to "0 0" (or the end of the input) and returns "" for good input, or the one line that says what
// is wrong and where (with its "dataset N: ").
template <class OnCase>
std::string readContest(std::istream& in, OnCase&& onCase)
{
    auto failAt = [](int dataset, const std::string& message) {
        return "dataset " + std::to_string(dataset) + ": " + message;
    };
    std::string xToken;
    std::string yToken;
    for (int dataset = 1;; ++dataset) {
        if (!(in >> xToken))
            break; // a missing "0 0" terminator is forgiven
        if (!(in >> yToken))
            return failAt(dataset, "input ends after the start column " + shown(xToken));
        const auto x = parseCoordinate(xToken);
        const auto y = parseCoordinate(yToken);
        if (x == 0 && y == 0)
            break;
        if (!x || !y || *x < 1 || *x > 3 || *y < 1 || *y > 3)
            return failAt(dataset, "start cell " + shown(xToken) + " " + shown(yToken) +
                                       " is not a column and a row from 1 to 3");
        std::string letters;
        char letter = 0;
        while (letters.size() < cellCount && in >> letter) {
            if (letter != 'W' && letter != 'B' && letter != 'R' && letter != 'E')
                return failAt(dataset, "pattern letter " + std::to_string(letters.size() + 1) + " '" +
                                           std::string(1, letter) + "' is not W, B, R or E");
            letters += letter;
        }
        if (letters.size() < cellCount)
            return failAt(dataset, "input ends after " + std::to_string(letters.size()) + " of the 9 pattern letters");
        std::string error;
        const auto pattern = parsePattern(letters, &error);
        if (!pattern)
            return failAt(dataset, error);
        onCase(dataset, 3 * (*y - 1) + (*x - 1), *pattern);
    }
    return {};
}

// The contest's line for one dataset: the distance, or -1 beyond the cut-off.
std::string answerLine(int startGap, const Pattern& pattern)
{
    const int distance = contestDistance(startGap, pattern);
    return std::to_string(distance >= 0 && distance <= contestCutOff ? distance : -1) + '\n';
}

} // namespace

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    std::string answers; // written before any error line, so the valid answers always come first
    const std::string error = readContest(in, [&](int, int startGap, const Pattern& pattern) {
        answers += answerLine(startGap, pattern);
    });
    out << answers;
    if (!error.empty()) {
        out.flush();
        err << "rolling-cubes: " << error << "\n";
        return 2;
    }
    return 0;
}

std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
{
    const std::string error = readContest(in, [&](int dataset, int startGap, const Pattern& pattern) {
        ContestCase c;
        c.label = "Dataset " + std::to_string(dataset);
        c.instance = patternText(pattern);
        c.state = rankBoard(standardStart(startGap));
        c.answer = [startGap, pattern] { return answerLine(startGap, pattern); };
        onCase(std::move(c));
    });
    return error.empty() ? error : "rolling-cubes: " + error;
}

namespace {

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view, std::mt19937_64& random)
{
    // Every pattern is reachable from every board class the table covers, so any draw will do.
    return std::make_unique<RollingCubesPuzzle>(unrankPattern(std::uint32_t(drawBelow(random, patternCount))));
}

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    std::string error;
    const auto target = parsePattern(text, &error);
    if (!target)
        return parseError("target pattern: " + error);
    return std::unique_ptr<AnyPuzzle>(std::make_unique<RollingCubesPuzzle>(*target));
}

std::vector<std::string> noVariants() { return {}; }

} // namespace

PuzzleType puzzleType()
{
    return PuzzleType{
        .id = "rolling-cubes",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &noVariants,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
    };
}

} // namespace minimoves::rolling_cubes
