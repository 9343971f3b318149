// LinePuzzle: a small stand-in for a searched puzzle (the Fifteen Puzzle to come, IDA* over pattern
// databases), for the contract test and the solver service's test. n tokens on a line (3 to 9), a
// move swaps two neighbours, the goal is the tokens in order. It has no table: solve() is IDA*
// with an admissible heuristic (half the tokens' total displacement: a swap moves two tokens by
// one place each) and reports each iteration's threshold as a proven lower bound. Its figures are
// published ones: its distance is the line's number of inversions, so its distance counts are the
// Mahonian numbers and its hardest distance is n(n-1)/2, the reversed line.
#pragma once

#include "core/any_puzzle.h"

#include <array>
#include <atomic>
#include <chrono>
#include <charconv>
#include <cstdlib>
#include <string>
#include <thread>

namespace minimoves::testing {

class LinePuzzle : public AnyPuzzle {
public:
    static constexpr int MinTokens = 3;
    static constexpr int MaxTokens = 9;
    using Line = std::array<std::uint8_t, MaxTokens>;

    explicit LinePuzzle(int tokens) : m_n(tokens) {}

    int tokens() const { return m_n; }
    // How many positions the searches have expanded so far (tests: a stopped search stops).
    std::uint64_t expanded() const { return m_expanded; }

    std::string_view id() const override { return "line-puzzle"; }
    std::string instanceText() const override { return std::string(1, 'n').append(std::to_string(m_n)); }
    std::string variant() const override { return std::to_string(m_n); }
    int moveCount() const override { return m_n - 1; }
    // "s3" swaps the tokens in places 3 and 4.
    std::string moveText(int move) const override { return std::string(1, 's').append(std::to_string(move + 1)); }
    std::optional<int> parseMove(std::string_view text) const override
    {
        for (int m = 0; m < moveCount(); ++m)
            if (moveText(m) == text)
                return m;
        return std::nullopt;
    }
    std::uint64_t stateCount() const override { return factorial(m_n); }
    StateRank apply(StateRank state, int move) const override
    {
        Line line = unrank(state);
        std::swap(line[std::size_t(move)], line[std::size_t(move) + 1]);
        return rank(line);
    }
    bool isSolved(StateRank state) const override { return state == 0; } // rank 0: the tokens in order
    std::string encodeState(StateRank state) const override
    {
        const Line line = unrank(state);
        std::string text;
        for (int i = 0; i < m_n; ++i)
            text += char('a' + line[std::size_t(i)]);
        return text;
    }
    Parsed<StateRank> decodeState(std::string_view text) const override
    {
        if (int(text.size()) != m_n)
            return parseError(std::string("a line of ").append(std::to_string(m_n)).append(" letters is wanted"));
        Line line{};
        unsigned seen = 0;
        for (int i = 0; i < m_n; ++i) {
            const int token = text[std::size_t(i)] - 'a';
            if (token < 0 || token >= m_n || (seen & (1u << token)))
                return parseError(std::string("each of the letters a to ").append(1, char('a' + m_n - 1)).append(" once"));
            seen |= 1u << token;
            line[std::size_t(i)] = std::uint8_t(token);
        }
        return rank(line);
    }
    StateRank initialState() const override { return 0; }

    PuzzleAbilities abilities() const override
    {
        PuzzleAbilities a;
        a.distance = DistanceBy::Search;
        a.hardest = FigureFrom::Published;
        a.counts = FigureFrom::Published;
        a.source = "Mahonian numbers, OEIS A008302 (permutations by inversions)";
        a.movesChangeDistanceByOne = true; // a swap makes or undoes one inversion
        return a;
    }
    bool prepare(const SearchControl& control) const override { return !control.stopRequested(); }

    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override
    {
        const Line line = unrank(state);
        const auto distance = deepen(line, control);
        if (!distance)
            return std::nullopt;
        Solution solution;
        solution.distance = *distance;
        if (*distance == 0)
            return solution;
        // Every optimal first move: its position is one move nearer (a search bounded by d - 1).
        for (int m = 0; m < moveCount(); ++m) {
            const auto within = reaches(swapped(line, m), *distance - 1, control);
            if (!within)
                return std::nullopt;
            if (*within)
                solution.optimalMoves.push_back(m);
        }
        // One optimal path: the first optimal move, again and again.
        Line walk = line;
        for (int left = *distance; left > 0; --left) {
            for (int m = 0; m < moveCount(); ++m) {
                const auto within = reaches(swapped(walk, m), left - 1, control);
                if (!within)
                    return std::nullopt;
                if (*within) {
                    solution.path.push_back(m);
                    walk = swapped(walk, m);
                    break;
                }
            }
        }
        return solution;
    }
    std::optional<int> hardestDistance(const SearchControl& control) const override
    {
        if (control.stopRequested())
            return std::nullopt;
        return m_n * (m_n - 1) / 2;
    }
    // Uniform: a Lehmer code (one count of smaller tokens after each place) with the wanted sum.
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random, const SearchControl& control) const override
    {
        if (control.stopRequested() || distance < 0 || distance > m_n * (m_n - 1) / 2)
            return std::nullopt;
        // ways[i][s]: the codes of places i.. that sum to s.
        std::array<std::array<std::uint64_t, 40>, MaxTokens + 1> ways{};
        ways[std::size_t(m_n)][0] = 1;
        for (int i = m_n - 1; i >= 0; --i)
            for (int s = 0; s < 40; ++s)
                for (int c = 0; c <= m_n - 1 - i && c <= s; ++c)
                    ways[std::size_t(i)][std::size_t(s)] += ways[std::size_t(i) + 1][std::size_t(s - c)];
        std::array<int, MaxTokens> code{};
        int left = distance;
        for (int i = 0; i < m_n; ++i) {
            std::uint64_t pick = std::uniform_int_distribution<std::uint64_t>(0, ways[std::size_t(i)][std::size_t(left)] - 1)(random);
            for (int c = 0; c <= m_n - 1 - i; ++c) {
                const std::uint64_t here = c <= left ? ways[std::size_t(i) + 1][std::size_t(left - c)] : 0;
                if (pick < here) {
                    code[std::size_t(i)] = c;
                    left -= c;
                    break;
                }
                pick -= here;
            }
        }
        StateRank rank = 0;
        for (int i = 0; i < m_n; ++i)
            rank += StateRank(code[std::size_t(i)]) * factorial(m_n - 1 - i);
        return rank;
    }
    // The Mahonian numbers: permutations of n by their number of inversions.
    std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl& control) const override
    {
        if (control.stopRequested())
            return std::nullopt;
        std::vector<std::uint64_t> counts{1};
        for (int k = 2; k <= m_n; ++k) {
            std::vector<std::uint64_t> next(counts.size() + std::size_t(k - 1), 0);
            for (std::size_t s = 0; s < counts.size(); ++s)
                for (int c = 0; c < k; ++c)
                    next[s + std::size_t(c)] += counts[s];
            counts = std::move(next);
        }
        return counts;
    }

    static std::uint64_t factorial(int n)
    {
        std::uint64_t f = 1;
        for (int i = 2; i <= n; ++i)
            f *= std::uint64_t(i);
        return f;
    }
    Line unrank(StateRank rank) const
    {
        Line line{};
        unsigned used = 0;
        for (int i = 0; i < m_n; ++i) {
            const std::uint64_t f = factorial(m_n - 1 - i);
            int smaller = int(rank / f);
            rank %= f;
            for (int token = 0; token < m_n; ++token) {
                if (used & (1u << token))
                    continue;
                if (smaller-- == 0) {
                    line[std::size_t(i)] = std::uint8_t(token);
                    used |= 1u << token;
                    break;
                }
            }
        }
        return line;
    }
    StateRank rank(const Line& line) const
    {
        StateRank rank = 0;
        for (int i = 0; i < m_n; ++i) {
            int smaller = 0;
            for (int j = i + 1; j < m_n; ++j)
                smaller += line[std::size_t(j)] < line[std::size_t(i)];
            rank += StateRank(smaller) * factorial(m_n - 1 - i);
        }
        return rank;
    }

private:
    static Line swapped(Line line, int move)
    {
        std::swap(line[std::size_t(move)], line[std::size_t(move) + 1]);
        return line;
    }
    int heuristic(const Line& line) const
    {
        int displaced = 0;
        for (int i = 0; i < m_n; ++i)
            displaced += std::abs(int(line[std::size_t(i)]) - i);
        return displaced / 2;
    }
    // IDA*: thresholds from the heuristic up, each one reported as a lower bound once reached.
    std::optional<int> deepen(const Line& line, const SearchControl& control) const
    {
        int threshold = heuristic(line);
        for (;;) {
            control.reportBound(threshold);
            int next = Unbounded;
            const auto found = search(line, 0, threshold, -1, next, control);
            if (!found)
                return std::nullopt;
            if (*found)
                return threshold;
            threshold = next;
        }
    }
    // A path of at most `limit` moves to the goal from `line`, or nullopt when stopped.
    std::optional<bool> reaches(const Line& line, int limit, const SearchControl& control) const
    {
        int next = Unbounded;
        return search(line, 0, limit, -1, next, control);
    }
    // One depth-first pass bounded by `threshold`; `next` gets the least cost beyond it. Swaps of
    // places that do not touch commute: they are tried in one order only (ascending), and a swap
    // is never undone at once; every shortest path keeps a form that passes both rules.
    std::optional<bool> search(const Line& line, int cost, int threshold, int previous, int& next,
                               const SearchControl& control) const
    {
        if ((++m_expanded & 0xFFF) == 0 && control.stopRequested())
            return std::nullopt;
        const int f = cost + heuristic(line);
        if (f > threshold) {
            next = std::min(next, f);
            return false;
        }
        if (f == cost) // the heuristic is 0 only at the goal
            return true;
        for (int m = 0; m < m_n - 1; ++m) {
            if (m == previous || (previous >= 0 && std::abs(m - previous) >= 2 && m < previous))
                continue;
            const auto found = search(swapped(line, m), cost + 1, threshold, m, next, control);
            if (!found || *found)
                return found;
        }
        return false;
    }

    static constexpr int Unbounded = 1 << 20;
    int m_n;
    mutable std::atomic<std::uint64_t> m_expanded{0};
};

// A line puzzle whose answers wait until released (or stopped): a question of it holds the solver
// service's pool it runs on (solve: the quick pool; distance counts: the long pool) for as long as
// a test wants, so that what is asked after it waits behind it, without a fixed wait.
class HeldPuzzle : public LinePuzzle {
public:
    HeldPuzzle() : LinePuzzle(4) {}
    mutable std::atomic<bool> released{false};
    mutable std::atomic<bool> entered{false}; // a question of it holds its pool

    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override
    {
        if (!hold(control))
            return std::nullopt;
        return LinePuzzle::solve(state, control);
    }
    std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl& control) const override
    {
        if (!hold(control))
            return std::nullopt;
        return LinePuzzle::distanceCounts(control);
    }

private:
    bool hold(const SearchControl& control) const
    {
        entered = true;
        while (!released && !control.stopRequested())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return !control.stopRequested();
    }
};

// The stand-in as a puzzle kind, as the registry would list it (no contest format, no board).
inline const PuzzleType& linePuzzleType()
{
    static const PuzzleType type{
        "line-puzzle",
        [](std::string_view variant, std::mt19937_64&) -> std::unique_ptr<AnyPuzzle> {
            return std::make_unique<LinePuzzle>(variant.empty() ? 6 : std::atoi(std::string(variant).c_str()));
        },
        [](std::string_view text) -> Parsed<std::unique_ptr<AnyPuzzle>> {
            int n = 0;
            if (text.size() != 2 || text[0] != 'n' || std::from_chars(text.data() + 1, text.data() + 2, n).ec != std::errc() ||
                n < LinePuzzle::MinTokens || n > LinePuzzle::MaxTokens)
                return parseError("a line puzzle is n3 to n9");
            return std::unique_ptr<AnyPuzzle>(std::make_unique<LinePuzzle>(n));
        },
        [] { return std::vector<std::string>{"4", "5", "6"}; },
        nullptr,
        nullptr, // no contest input
        "6",
        false,
    };
    return type;
}

} // namespace minimoves::testing
