// A plain BFS over sticker strings, for the twisty puzzles' engine tests: the turns given as
// hand-made cycles of sticker places (not the engines' geometry), the states as strings in a hash
// map. It shares nothing with an engine but the text form, so a table that agrees with it on every
// position it reaches was not built wrong.
#pragma once

#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace minimoves::test {

// A turn as cycles: {a, b, c} sends the sticker at place a to b, b's to c and c's to a.
using HandTurn = std::vector<std::vector<int>>;

inline std::string turnedByHand(const std::string& stickers, const HandTurn& turn)
{
    std::string after = stickers;
    for (const auto& cycle : turn)
        for (std::size_t k = 0; k < cycle.size(); ++k)
            after[std::size_t(cycle[(k + 1) % cycle.size()])] = stickers[std::size_t(cycle[k])];
    return after;
}

// Move `move` by hand, in an engine's order of moves (U U' ... or U U2 U' ...): hands[move / powers]
// applied move % powers + 1 times.
inline std::string movedByHand(std::string stickers, std::span<const HandTurn* const> hands, int powers, int move)
{
    for (int power = 0; power <= move % powers; ++power)
        stickers = turnedByHand(stickers, *hands[std::size_t(move / powers)]);
    return stickers;
}

// Every string within maxDepth turns of `solved` (each turn of `turns` applied 1..powers times counts
// one move), with its distance.
inline std::unordered_map<std::string, int> stickerDistances(const std::string& solved, const std::vector<HandTurn>& turns,
                                                             int powers, int maxDepth)
{
    std::unordered_map<std::string, int> distance{{solved, 0}};
    std::vector<std::string> layer{solved};
    for (int d = 1; d <= maxDepth; ++d) {
        std::vector<std::string> next;
        for (const std::string& s : layer)
            for (const HandTurn& turn : turns) {
                std::string t = s;
                for (int p = 0; p < powers; ++p) {
                    t = turnedByHand(t, turn);
                    if (distance.emplace(t, d).second)
                        next.push_back(t);
                }
            }
        layer.swap(next);
    }
    return distance;
}

} // namespace minimoves::test
