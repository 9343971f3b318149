// Checks of AnyPuzzle::distanceCounts against an independent brute force that knows only the
// facade's apply() and isSolved(): every state's distance to the goal, found either by a BFS from
// the solved states (for puzzles whose moves undo each other) or, for any puzzle, by scanning every
// state once a layer (a state is d+1 away when a move takes it to a state d away).
#pragma once

#include "core/any_puzzle.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace minimoves::test {

inline constexpr std::uint8_t FarAway = 0xFF;

// Every state's distance (FarAway: cannot reach the goal). `movesUndo`: each move's inverse is a
// move, so the BFS from the solved states may follow apply() itself.
inline std::vector<std::uint8_t> bruteForceDistances(const AnyPuzzle& puzzle, bool movesUndo)
{
    const std::uint64_t n = puzzle.stateCount();
    std::vector<std::uint8_t> distance(n, FarAway);
    std::vector<StateRank> layer;
    for (StateRank s = 0; s < n; ++s)
        if (puzzle.isSolved(s)) {
            distance[s] = 0;
            layer.push_back(s);
        }
    for (std::uint8_t d = 0; !layer.empty(); ++d) {
        std::vector<StateRank> next;
        if (movesUndo) {
            for (StateRank s : layer)
                for (int m = 0; m < puzzle.moveCount(); ++m) {
                    const StateRank t = puzzle.apply(s, m);
                    if (distance[t] == FarAway) {
                        distance[t] = std::uint8_t(d + 1);
                        next.push_back(t);
                    }
                }
        } else {
            for (StateRank s = 0; s < n; ++s) {
                if (distance[s] != FarAway)
                    continue;
                for (int m = 0; m < puzzle.moveCount(); ++m)
                    if (distance[puzzle.apply(s, m)] == d) {
                        next.push_back(s);
                        break;
                    }
            }
            for (StateRank s : next)
                distance[s] = std::uint8_t(d + 1);
        }
        layer.swap(next);
    }
    return distance;
}

inline std::vector<std::uint64_t> histogram(const std::vector<std::uint8_t>& distances)
{
    std::vector<std::uint64_t> counts;
    for (std::uint8_t d : distances)
        if (d != FarAway) {
            if (counts.size() <= d)
                counts.resize(std::size_t(d) + 1, 0);
            ++counts[d];
        }
    return counts;
}

// What every puzzle's counts keep: no empty layer inside, the last one is hardestDistance(), and
// they do not exceed stateCount(). Returns the number of positions that can reach the goal.
inline std::uint64_t checkCountsShape(const AnyPuzzle& puzzle, const std::vector<std::uint64_t>& counts)
{
    std::uint64_t reachable = 0;
    [&] {
        QVERIFY(!counts.empty());
        QCOMPARE(counts[0] > 0, true);
        for (std::uint64_t c : counts) {
            QVERIFY(c > 0);
            reachable += c;
        }
        QVERIFY(reachable <= puzzle.stateCount());
        const auto hardest = puzzle.hardestDistance({});
        QVERIFY(hardest);
        QCOMPARE(int(counts.size()) - 1, *hardest);
    }();
    return reachable;
}

// Small puzzles: the counts equal the brute force's, and the engine's solve() of every state
// lands in the layer the brute force puts it in.
inline void checkCountsExhaustively(const AnyPuzzle& puzzle, bool movesUndo)
{
    const auto counts = puzzle.distanceCounts({});
    QVERIFY(counts);
    const std::uint64_t reachable = checkCountsShape(puzzle, *counts);
    if (QTest::currentTestFailed())
        return;
    const auto reference = bruteForceDistances(puzzle, movesUndo);
    QCOMPARE(*counts, histogram(reference));
    std::vector<std::uint64_t> solved(counts->size(), 0);
    std::uint64_t unreachable = 0;
    for (StateRank s = 0; s < puzzle.stateCount(); ++s) {
        const auto solution = puzzle.solve(s, {});
        QVERIFY(solution);
        if (solution->distance == Solution::Unreachable) {
            QCOMPARE(reference[s], FarAway);
            ++unreachable;
            continue;
        }
        QCOMPARE(solution->distance, int(reference[s]));
        ++solved[std::size_t(solution->distance)];
    }
    QCOMPARE(solved, *counts);
    QCOMPARE(reachable + unreachable, puzzle.stateCount());
}

// Large puzzles: `samples` uniformly drawn states, solved by the engine, fall into the layers in
// proportion to the counts (within six standard deviations and a little, so a seeded run cannot
// flake yet a wrong layer of any weight fails), and unreachable ones only as often as the counts
// leave room for.
inline void checkCountsBySampling(const AnyPuzzle& puzzle, int samples, std::uint64_t seed)
{
    const auto counts = puzzle.distanceCounts({});
    QVERIFY(counts);
    const std::uint64_t reachable = checkCountsShape(puzzle, *counts);
    if (QTest::currentTestFailed())
        return;
    std::mt19937_64 random(seed);
    std::vector<int> seen(counts->size() + 1, 0); // the last: unreachable
    for (int i = 0; i < samples; ++i) {
        const StateRank s = std::uniform_int_distribution<StateRank>(0, puzzle.stateCount() - 1)(random);
        const auto solution = puzzle.solve(s, {});
        QVERIFY(solution);
        const int d = solution->distance == Solution::Unreachable ? int(counts->size()) : solution->distance;
        QVERIFY2(d <= int(counts->size()), "a state lies past the last counted layer");
        ++seen[std::size_t(d)];
    }
    for (std::size_t d = 0; d < seen.size(); ++d) {
        const double p = d < counts->size() ? double((*counts)[d]) / double(puzzle.stateCount())
                                            : double(puzzle.stateCount() - reachable) / double(puzzle.stateCount());
        const double expected = p * samples;
        const double sigma = std::sqrt(samples * p * (1 - p));
        QVERIFY2(std::abs(seen[d] - expected) <= 6 * sigma + 3,
                 qPrintable(QStringLiteral("distance %1: %2 of %3 samples, %4 expected")
                                .arg(d).arg(seen[d]).arg(samples).arg(expected)));
    }
}

} // namespace minimoves::test
