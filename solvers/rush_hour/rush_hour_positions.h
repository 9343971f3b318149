// Named Rush Hour positions, for the benchmark and as the puzzle's variants, each with its par: the
// exact minimum our engine computes (tst_rush_hour checks it). The first, the default, is the
// hardest position of Michael Fogleman's public database of generated Rush Hour puzzles (with one
// wall), 60 moves; the others are ours.
#pragma once

#include <array>
#include <string_view>

namespace minimoves::rush_hour {

struct NamedPosition {
    std::string_view id;
    std::string_view position;
    int par;
};

inline constexpr std::array namedPositions{
    NamedPosition{"hardest-known", "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", 60},
    // Found by a random search of ours (random grids of 10-13 vehicles, each one's component
    // searched, a farthest position kept): 41 moves in a component of 23,979 positions.
    NamedPosition{"deep-jam", "oHHHJECCoNJEAAoNFKMoGGFKMoIDLLBBIDoo", 41},
};

} // namespace minimoves::rush_hour
