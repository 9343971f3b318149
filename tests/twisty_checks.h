// The checks the twisty puzzles' engine tests share (tst_pocket_cube, tst_pyraminx, tst_skewb), each
// given the puzzle's own hand-made turns, published counts and texts: the table against a plain BFS
// over sticker strings, every hint and path against brute force, whole-puzzle turns, sticker texts
// judged, and the CLI (its contest in process, its cases, its bad input, its facts through
// minimoves-cli). A check stops at its first failure, and does nothing once the test has failed, so a
// test calls them one after the other.
#pragma once

#include "core/any_puzzle.h"

#include "cli_process.h"
#include "sticker_reference.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace minimoves::test {

// A sticker text's distance through the puzzle's own text form; -2 when decodeState refuses it.
inline int stickerDistance(const AnyPuzzle& puzzle, const std::string& stickers)
{
    const auto rank = puzzle.decodeState(stickers);
    return rank ? puzzle.solve(*rank, {})->distance : -2;
}

// Every position the plain BFS reached (`reference`, within `depth` moves) has the table's
// distance, and the BFS's layers have the published sizes.
inline void checkTableAgainstBfs(const AnyPuzzle& puzzle, const std::unordered_map<std::string, int>& reference,
                                 int depth, const std::vector<std::uint64_t>& published)
{
    if (QTest::currentTestFailed())
        return;
    std::vector<std::uint64_t> counts(std::size_t(depth) + 1, 0);
    for (const auto& [stickers, d] : reference) {
        ++counts[std::size_t(d)];
        if (stickerDistance(puzzle, stickers) != d)
            QFAIL(qPrintable(QStringLiteral("%1: table %2, BFS %3")
                                 .arg(QString::fromStdString(stickers)).arg(stickerDistance(puzzle, stickers)).arg(d)));
    }
    QCOMPARE(counts, std::vector<std::uint64_t>(published.begin(), published.begin() + depth + 1));
}

// `trials` positions drawn from `seed`: every move changes the distance by at most one (each move's
// inverse is a move), the hint's moves are exactly those that lower it, and the path is as long as
// the distance and solves. `alsoCheck` holds each solution to the puzzle's own rule.
inline void checkHints(const AnyPuzzle& puzzle, std::uint64_t seed, int trials,
                       const std::function<void(const Solution&)>& alsoCheck = {})
{
    if (QTest::currentTestFailed())
        return;
    std::mt19937_64 random(seed);
    for (int trial = 0; trial < trials; ++trial) {
        const StateRank s = random() % puzzle.stateCount();
        const auto solution = puzzle.solve(s, {});
        QVERIFY(solution && solution->reachable());
        const int d = solution->distance;
        for (int m = 0; m < puzzle.moveCount(); ++m) {
            const int after = puzzle.solve(puzzle.apply(s, m), {})->distance;
            QVERIFY(std::abs(after - d) <= 1);
            const bool hinted = std::find(solution->optimalMoves.begin(), solution->optimalMoves.end(), m) !=
                                solution->optimalMoves.end();
            QCOMPARE(hinted, after == d - 1);
        }
        QCOMPARE(int(solution->path.size()), d);
        StateRank walked = s;
        for (int m : solution->path)
            walked = puzzle.apply(walked, m);
        QVERIFY(puzzle.isSolved(walked));
        if (alsoCheck) {
            alsoCheck(*solution);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

// Brute force: for `trials` positions drawn from `seed` at 1 + trial % `distances` moves, the first
// sequence of that length in moves() order that solves the stickers by the hand-made turns (move m:
// hands[m / powers], m % powers + 1 times) is solve()'s path.
inline void checkPathsBruteForce(const AnyPuzzle& puzzle, std::string_view solved, std::span<const HandTurn* const> hands,
                                 int powers, std::uint64_t seed, int trials, int distances)
{
    if (QTest::currentTestFailed())
        return;
    const int moves = int(hands.size()) * powers;
    QCOMPARE(puzzle.moveCount(), moves);
    std::mt19937_64 random(seed);
    int checked = 0;
    for (int trial = 0; trial < trials; ++trial) {
        const int distance = 1 + trial % distances;
        const StateRank s = *puzzle.randomState(distance, random, {});
        const std::string start = puzzle.encodeState(s);
        std::vector<int> sequence(std::size_t(distance), 0);
        std::vector<int> found;
        for (bool more = true; more && found.empty();) {
            std::string stickers = start;
            for (int move : sequence)
                stickers = movedByHand(stickers, hands, powers, move);
            if (stickers == solved)
                found = sequence;
            int i = distance - 1;
            while (i >= 0 && sequence[std::size_t(i)] == moves - 1)
                sequence[std::size_t(i--)] = 0;
            more = i >= 0;
            if (more)
                ++sequence[std::size_t(i)];
        }
        QCOMPARE(puzzle.solve(s, {})->path, found);
        ++checked;
    }
    QCOMPARE(checked, trials);
}

// Whole-puzzle turns are not moves: 200 positions drawn from `seed` keep their distance through
// each of `wholeTurns`, applied one after the other.
inline void checkWholeTurns(const AnyPuzzle& puzzle, std::uint64_t seed, const std::vector<HandTurn>& wholeTurns)
{
    if (QTest::currentTestFailed())
        return;
    std::mt19937_64 random(seed);
    for (int trial = 0; trial < 200; ++trial) {
        const StateRank s = random() % puzzle.stateCount();
        std::string stickers = puzzle.encodeState(s);
        const int d = puzzle.solve(s, {})->distance;
        for (const HandTurn& turn : wholeTurns) {
            stickers = turnedByHand(stickers, turn);
            QCOMPARE(stickerDistance(puzzle, stickers), d);
        }
    }
}

// One row of textsAreJudged: the engine's parseStickers answer for `text`. A malformed text's error
// says `error`, on one line; a well-formed one is solvable or not as the row says (the solvable rows
// are the solved puzzle, `solvedValue`), and decodeState takes exactly the solvable ones.
template <class P>
void checkTextJudged(const AnyPuzzle& puzzle, const Parsed<std::optional<P>>& parsed, const QString& text,
                     const QString& error, bool solvable, const P& solvedValue)
{
    if (QTest::currentTestFailed())
        return;
    if (!error.isEmpty()) {
        QVERIFY(!parsed);
        QVERIFY2(QString::fromStdString(parsed.error()).contains(error), parsed.error().c_str());
        QVERIFY(parsed.error().find('\n') == std::string::npos);
        return;
    }
    QVERIFY2(parsed, parsed ? "" : parsed.error().c_str());
    QCOMPARE(parsed->has_value(), solvable);
    if (solvable)
        QCOMPARE(**parsed, solvedValue);
    QCOMPARE(puzzle.decodeState(text.toStdString()).ok(), solvable);
}

// The puzzle's contest in process (runContest, or runVariantContest for a variant): what it writes
// on out, with its status and what it writes on err.
inline std::string runInProcess(const PuzzleType& type, std::string_view variant, const std::string& input, int* status,
                                std::string* errors)
{
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    *status = variant.empty() ? type.runContest(in, out, err) : type.runVariantContest(variant, in, out, err);
    *errors = err.str();
    return out.str();
}

// One contest run in process: exactly these answers, this status and these error lines.
inline void checkContest(const PuzzleType& type, std::string_view variant, const std::string& input,
                         const std::string& answers, int status, const std::string& errors)
{
    if (QTest::currentTestFailed())
        return;
    int gotStatus = -1;
    std::string gotErrors;
    QCOMPARE(runInProcess(type, variant, input, &gotStatus, &gotErrors), answers);
    QCOMPARE(gotStatus, status);
    QCOMPARE(gotErrors, errors);
}

// Input bad from its start (nothing, no number, a negative one, a position short, one too many):
// at most one short answer, status 2, one error line.
inline void checkBadInputs(const PuzzleType& type, const std::string& solved)
{
    if (QTest::currentTestFailed())
        return;
    int status = -1;
    std::string errors;
    for (const std::string& bad : {std::string(), std::string("x"), std::string("-1"), "2\n" + solved,
                                   "1 " + solved + " " + solved}) {
        QVERIFY(runInProcess(type, "", bad, &status, &errors).size() <= 2);
        QCOMPARE(status, 2);
        QCOMPARE(int(std::count(errors.begin(), errors.end(), '\n')), 1);
    }
}

// The cases of `input` as the game opens them (eachContestCase): one for each of `answers`, a game
// unless its answer is "unsolvable", each answering its line.
inline void checkContestCases(const PuzzleType& type, const std::string& input, const std::vector<std::string>& answers)
{
    if (QTest::currentTestFailed())
        return;
    std::istringstream in(input);
    const auto cases = type.contestCases(in);
    QVERIFY2(cases, cases ? "" : cases.error().c_str());
    QCOMPARE(cases->size(), answers.size());
    for (std::size_t i = 0; i < answers.size(); ++i) {
        QCOMPARE((*cases)[i].playable(), answers[i] != "unsolvable\n");
        QCOMPARE((*cases)[i].answer(), answers[i]);
    }
}

// `minimoves-cli facts ARGUMENT` prints `counts`, one `distance count` line each.
inline void checkFactsThroughCli(const char* argument, const std::vector<std::uint64_t>& counts)
{
    if (QTest::currentTestFailed())
        return;
    int code = -1;
    const QByteArray out = runCliCommand({QStringLiteral("facts"), QString::fromLatin1(argument)}, &code);
    QCOMPARE(code, 0);
    QCOMPARE(out.count('\n'), qsizetype(counts.size()));
    QByteArray expected;
    for (std::size_t d = 0; d < counts.size(); ++d)
        expected += QByteArray::number(qulonglong(d)) + ' ' + QByteArray::number(qulonglong(counts[d])) + '\n';
    QCOMPARE(out, expected);
}

} // namespace minimoves::test
