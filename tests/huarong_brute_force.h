// The brute force tst_huarong_dao checks the Huarong Dao engine against, written apart from it.
#pragma once

#include <deque>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace minimoves::test {

// The brute force: a tray is its 20 letters (the text form without '/'), its blocks found by
// scanning the letters; the search takes single steps of one cell. A run of steps of the same
// block (and, for straight slides, in the same direction) is one move, so every step that starts
// a run costs 1 and every step that goes on with it costs 0: a 0-1 breadth-first search over
// (tray, block in motion, its direction), from every solved tray at once. It shares nothing with
// the engine but the letters.
struct HuarongBruteForce {
    struct Block {
        int row, column, width, height;
    };

    bool straight = false;

    static std::vector<Block> blocksOf(const std::string& tray)
    {
        std::vector<Block> blocks;
        std::vector<bool> taken(20, false);
        for (int i = 0; i < 20; ++i) {
            if (tray[i] == '.' || taken[i])
                continue;
            const char letter = tray[i];
            const int width = letter == 'C' || letter == 'H' ? 2 : 1;
            const int height = letter == 'C' || letter == 'V' ? 2 : 1;
            blocks.push_back({i / 4, i % 4, width, height});
            for (int r = 0; r < height; ++r)
                for (int c = 0; c < width; ++c)
                    taken[(i / 4 + r) * 4 + i % 4 + c] = true;
        }
        return blocks;
    }
    // The tray after `block` steps by (dr, dc), or "" when it cannot.
    static std::string step(const std::string& tray, const Block& block, int dr, int dc)
    {
        const char letter = tray[block.row * 4 + block.column];
        std::string next = tray;
        for (int r = 0; r < block.height; ++r)
            for (int c = 0; c < block.width; ++c)
                next[(block.row + r) * 4 + block.column + c] = '.';
        for (int r = 0; r < block.height; ++r)
            for (int c = 0; c < block.width; ++c) {
                const int row = block.row + r + dr;
                const int column = block.column + c + dc;
                if (row < 0 || row >= 5 || column < 0 || column >= 4 || next[row * 4 + column] != '.')
                    return {};
                next[row * 4 + column] = letter;
            }
        return next;
    }
    static bool solved(const std::string& tray)
    {
        return tray[13] == 'C' && tray[14] == 'C' && tray[17] == 'C' && tray[18] == 'C';
    }

    // Every tray reachable from `start`, with its distance (-1 when no goal is reachable).
    std::map<std::string, int> distances(const std::string& start) const
    {
        static const int dr[4] = {-1, 1, 0, 0};
        static const int dc[4] = {0, 0, -1, 1};
        std::set<std::string> trays{start};
        std::vector<std::string> todo{start};
        while (!todo.empty()) {
            const std::string tray = todo.back();
            todo.pop_back();
            for (const Block& block : blocksOf(tray))
                for (int d = 0; d < 4; ++d) {
                    const std::string next = step(tray, block, dr[d], dc[d]);
                    if (!next.empty() && trays.insert(next).second)
                        todo.push_back(next);
                }
        }
        // The state: the tray, then the top-left cell of the block in motion and its direction
        // ('-' when none moves).
        std::unordered_map<std::string, int> cost;
        std::deque<std::pair<std::string, int>> queue;
        for (const auto& tray : trays)
            if (solved(tray)) {
                cost[tray + "--"] = 0;
                queue.push_back({tray + "--", 0});
            }
        while (!queue.empty()) {
            // Named copies, not a structured binding: clang before 16 does not capture one in a lambda.
            const std::string state = queue.front().first;
            const int c = queue.front().second;
            queue.pop_front();
            if (cost[state] < c)
                continue;
            const std::string tray = state.substr(0, 20);
            const char moving = state[20];
            auto reach = [&](const std::string& next, int weight) {
                const auto found = cost.find(next);
                if (found == cost.end() || found->second > c + weight) {
                    cost[next] = c + weight;
                    if (weight == 0)
                        queue.push_front({next, c});
                    else
                        queue.push_back({next, c + 1});
                }
            };
            if (moving != '-')
                reach(tray + "--", 0);
            for (const Block& block : blocksOf(tray))
                for (int d = 0; d < 4; ++d) {
                    const std::string next = step(tray, block, dr[d], dc[d]);
                    if (next.empty())
                        continue;
                    const char here = char('A' + block.row * 4 + block.column);
                    const char there = char('A' + (block.row + dr[d]) * 4 + block.column + dc[d]);
                    const bool goesOn = moving == here && (!straight || state[21] == char('0' + d));
                    if (goesOn)
                        reach(next + there + char('0' + d), 0);
                    else if (moving == '-')
                        reach(next + there + char('0' + d), 1);
                }
        }
        std::map<std::string, int> result;
        for (const auto& tray : trays) {
            const auto found = cost.find(tray + "--");
            result[tray] = found == cost.end() ? -1 : found->second;
        }
        return result;
    }
};

} // namespace minimoves::test
