// The Fifteen Puzzle's brute force for tst_fifteen_puzzle: boards as strings of one character a
// cell ('0' the blank, then '1'-'9', 'a'-'f'), moves written again from docs/RULES.md §7 with row
// and column arithmetic, sharing no code with the engine (solvers/fifteen_puzzle).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace fifteen_reference {

inline const std::string letters = "DLRU"; // the contest's tie-breaking order

inline std::string goal(int width, int height)
{
    const std::string tiles = "123456789abcdef";
    return tiles.substr(0, std::size_t(width * height - 1)) + "0";
}

// The board after the blank swaps with its neighbour on side `letter`, or "" when there is none.
inline std::string move(const std::string& board, int width, char letter)
{
    const int height = int(board.size()) / width;
    const int blank = int(board.find('0'));
    int row = blank / width;
    int column = blank % width;
    switch (letter) {
    case 'D': ++row; break;
    case 'U': --row; break;
    case 'L': --column; break;
    case 'R': ++column; break;
    }
    if (row < 0 || row >= height || column < 0 || column >= width)
        return {};
    std::string next = board;
    std::swap(next[std::size_t(blank)], next[std::size_t(row * width + column)]);
    return next;
}

// Every reachable board's distance to the goal: a plain BFS from the goal.
inline std::unordered_map<std::string, int> distances(int width, int height)
{
    const std::string start = goal(width, height);
    std::unordered_map<std::string, int> d{{start, 0}};
    std::deque<std::string> queue{start};
    while (!queue.empty()) {
        const std::string here = queue.front();
        queue.pop_front();
        for (char letter : letters) {
            const std::string next = move(here, width, letter);
            if (!next.empty() && d.emplace(next, d[here] + 1).second)
                queue.push_back(next);
        }
    }
    return d;
}

inline std::uint64_t key(const std::string& board)
{
    std::uint64_t k = 0;
    for (char c : board)
        k = k << 4 | std::uint64_t(c <= '9' ? c - '0' : c - 'a' + 10);
    return k;
}

// A forward BFS from `start`, moves in letter order: the first path to reach the goal is the
// lexicographically smallest shortest one. nullopt when the goal is not reached.
inline std::optional<std::string> shortestPath(const std::string& start, int width)
{
    const std::string target = goal(width, int(start.size()) / width);
    if (start == target)
        return std::string();
    std::vector<std::string> found{start};
    std::vector<std::pair<std::size_t, char>> from{{0, '\0'}};
    std::unordered_map<std::uint64_t, std::size_t> index{{key(start), 0}};
    for (std::size_t head = 0; head < found.size(); ++head) {
        for (char letter : letters) {
            std::string next = move(found[head], width, letter);
            if (next.empty() || !index.emplace(key(next), found.size()).second)
                continue;
            found.push_back(next);
            from.emplace_back(head, letter);
            if (next == target) {
                std::string path;
                for (std::size_t at = found.size() - 1; at != 0; at = from[at].first)
                    path.insert(path.begin(), from[at].second);
                return path;
            }
        }
    }
    return std::nullopt;
}

// The pattern's abstraction searched plainly: a state is the pattern tiles' cells and the blank's
// cell (a std::map key), a move of a pattern tile costs 1 and any other 0 (a deque: 0-cost states
// to the front). Returns how many placements have each cost, the cheapest over the blank's cells.
inline std::vector<std::uint64_t> abstractionCounts(int width, int height, const std::vector<int>& tiles)
{
    const int n = width * height;
    using State = std::vector<int>; // tiles' cells, then the blank's
    State start;
    for (int t : tiles)
        start.push_back(t - 1);
    start.push_back(n - 1);
    std::map<State, int> cost{{start, 0}};
    std::deque<State> queue{start};
    while (!queue.empty()) {
        const State here = queue.front();
        queue.pop_front();
        const int blank = here.back();
        const int row = blank / width, column = blank % width;
        const int steps[4][2] = {{1, 0}, {0, -1}, {0, 1}, {-1, 0}};
        for (const auto& step : steps) {
            const int r = row + step[0], c = column + step[1];
            if (r < 0 || r >= height || c < 0 || c >= width)
                continue;
            const int cell = r * width + c;
            State next = here;
            next.back() = cell;
            int price = 0;
            for (std::size_t i = 0; i + 1 < next.size(); ++i)
                if (next[i] == cell) {
                    next[i] = blank;
                    price = 1;
                }
            const int through = cost[here] + price;
            const auto found = cost.find(next);
            if (found != cost.end() && found->second <= through)
                continue;
            cost[next] = through;
            if (price == 0)
                queue.push_front(next);
            else
                queue.push_back(next);
        }
    }
    std::map<State, int> cheapest;
    for (const auto& [state, c] : cost) {
        const State placement(state.begin(), state.end() - 1);
        const auto found = cheapest.find(placement);
        if (found == cheapest.end() || found->second > c)
            cheapest[placement] = c;
    }
    std::vector<std::uint64_t> counts;
    for (const auto& [placement, c] : cheapest) {
        if (counts.size() <= std::size_t(c))
            counts.resize(std::size_t(c) + 1, 0);
        ++counts[std::size_t(c)];
    }
    return counts;
}

inline std::string contestLine(const std::string& board)
{
    std::string line;
    for (char c : board) {
        if (!line.empty())
            line += ' ';
        line += std::to_string(c <= '9' ? c - '0' : c - 'a' + 10);
    }
    return line;
}

// A walk of `steps` real moves from the goal, never straight back.
inline std::string scramble(int width, int height, int steps, std::mt19937_64& random)
{
    std::string board = goal(width, height);
    char last = 0;
    const std::map<char, char> back{{'D', 'U'}, {'U', 'D'}, {'L', 'R'}, {'R', 'L'}};
    for (int i = 0; i < steps;) {
        const char letter = letters[random() % 4];
        const std::string next = move(board, width, letter);
        if (next.empty() || (last && back.at(last) == letter))
            continue;
        board = next;
        last = letter;
        ++i;
    }
    return board;
}

} // namespace fifteen_reference
