// Skewb: a cube cut by four planes through its centre, each square to a body diagonal; a move turns
// the half of the puzzle on one side of a plane a third of a turn about that diagonal, which moves
// four corners (the one on the axis turns in place) and three face centres.
//
// Stickers (docs/RULES.md §10): 30 letters, the faces in the order U R F D L B (seen as for the
// Pocket Cube: U from above with B at its top edge; R, F, L and B with U at their top edge; D from
// below with F at its top edge), each face's five in reading order: top-left corner, top-right
// corner, centre, bottom-left corner, bottom-right corner:
//     U: 0 . 1    R: 5 . 6    F: 10 . 11   D: 15 . 16   L: 20 . 21   B: 25 . 26
//        . 2 .       . 7 .       .  12 .      .  17 .      .  22 .      .  27 .
//        3 . 4       8 . 9       13 . 14      18 . 19      23 . 24      28 . 29
// Corner positions are numbered as the cube's (core/cube_corners.h); centre f is face f's.
// Moves, in the WCA's notation, keep the U-F-R corner in place (whole-puzzle rotations are not
// moves): R turns the half around the D-R-B corner, U around U-L-B, L around D-L-F and B around
// D-L-B, each a third of a turn clockwise as seen looking at that corner; ' turns it back. Order:
// R R' U U' L L' B B' (the tie-break of "lexicographically smallest").
// States: the corners' arrangements the moves reach (8,748 of them, numbered in order of a key:
// enumerated once by a search from the solved corners) times the centres' even permutations (360:
// Lehmer code halved): 3,149,280. rank = corners * 360 + centres; the solved Skewb is 0.
#pragma once

#include "core/cube_corners.h"
#include "core/result.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace minimoves::skewb {

inline constexpr int StickerCount = 30;
inline constexpr int CentreCount = 6;
inline constexpr int CornerArrangements = 8748;
inline constexpr int CentreArrangements = 360;
inline constexpr std::string_view SolvedText = "UUUUURRRRRFFFFFDDDDDLLLLLBBBBB";

// The stickers of each corner position, clockwise from its U or D sticker.
inline constexpr CornerStickers cornerStickers{{
    {4, 5, 11},   // URF
    {3, 10, 21},  // UFL
    {0, 20, 26},  // ULB
    {1, 25, 6},   // UBR
    {16, 14, 8},  // DFR
    {15, 24, 13}, // DLF
    {18, 29, 23}, // DBL
    {19, 9, 28},  // DRB
}};

// Which piece is at each position and how it is twisted; which face's centre is on each face.
struct Pieces {
    CubeCorners corners;
    std::array<std::uint8_t, CentreCount> centre{0, 1, 2, 3, 4, 5};
    bool operator==(const Pieces&) const = default;
};

// A state: the two coordinates of the header comment.
struct Skewb {
    std::uint16_t corners = 0; // < 8748
    std::uint16_t centres = 0; // < 360
    bool operator==(const Skewb&) const = default;
};

enum class Turn : std::uint8_t { R, RPrime, U, UPrime, L, LPrime, B, BPrime };
inline constexpr int TurnCount = 8;

std::string_view turnText(Turn turn);
inline Turn inverse(Turn turn) { return Turn(int(turn) ^ 1); }

// The coordinates of pieces the moves reach (nullopt for others), and back.
std::optional<Skewb> skewbOf(const Pieces& pieces);
Pieces piecesOf(const Skewb& skewb);
Pieces applyTurn(const Pieces& pieces, Turn turn);
std::string applyTurn(std::string_view stickers, Turn turn);

std::string stickerText(const Skewb& skewb);
// Reads 30 letters. An error (what and where) for a malformed text: a wrong length, a letter that
// is no colour, a colour not on exactly five stickers, a corner whose colours no corner has, a
// corner or a centre twice. nullopt for a well-formed Skewb the moves cannot solve (an odd
// permutation of the centres, a corner arrangement they do not reach). A Skewb held with its U-F-R
// piece elsewhere is first turned whole to bring that piece home (rotations are not moves).
Parsed<std::optional<Skewb>> parseStickers(std::string_view text);

class SkewbRules {
public:
    using State = Skewb;
    using Move = Turn;

    SkewbRules();

    std::span<const Turn> moves() const;
    Skewb apply(const Skewb& skewb, Turn turn) const;
    Skewb undo(const Skewb& skewb, Turn turn) const { return apply(skewb, inverse(turn)); }
    bool isSolved(const Skewb& skewb) const { return skewb == Skewb{}; }
    static constexpr std::uint64_t stateCount() { return std::uint64_t(CornerArrangements) * CentreArrangements; }
    static std::uint64_t rank(const Skewb& skewb) { return std::uint64_t(skewb.corners) * CentreArrangements + skewb.centres; }
    static Skewb unrank(std::uint64_t rank)
    {
        return {std::uint16_t(rank / CentreArrangements), std::uint16_t(rank % CentreArrangements)};
    }
};

} // namespace minimoves::skewb
