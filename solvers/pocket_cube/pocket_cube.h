// Pocket Cube (the 2x2x2): eight corner pieces; a move turns one face a quarter either way or a half.
//
// Stickers (docs/RULES.md §8): 24 letters, the faces in the order U R F D L B, each face's four in
// reading order (top-left, top-right, bottom-left, bottom-right) as Kociemba's solvers lay them out:
// U seen from above with B at its top edge; R, F, L and B with U at their top edge; D seen from
// below with F at its top edge. A letter names a colour by the face it belongs to when solved:
//     U: 0 1        R: 4 5     F: 8 9     D: 12 13    L: 16 17    B: 20 21
//        2 3           6 7        10 11      14 15       18 19       22 23
// Corner positions, numbered as Kociemba's: 0 URF, 1 UFL, 2 ULB, 3 UBR, 4 DFR, 5 DLF, 6 DBL,
// 7 DRB. A corner's stickers are listed clockwise from its U or D sticker; its twist is where the
// piece's own U or D colour sits in that list (0 at home).
// Moves keep the D-B-L corner in place (whole-cube rotations are not moves): U U2 U' R R2 R' F F2
// F', in this order (the tie-break of "lexicographically smallest"); a quarter turn is clockwise
// looking at the face. Half-turn metric: each of the nine counts one. Quarter-turn metric: only
// U U' R R' F F' are moves (a half turn is two).
// States: the other seven corners' places (7! = 5040, Lehmer code) times their twists (3^6 = 729:
// the first six in position order, base 3; the seventh makes the sum 0 mod 3): 3,674,160, every one
// reachable. rank = permutation * 729 + twist; the solved cube is 0.
#pragma once

#include "core/cube_corners.h"
#include "core/result.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace minimoves::pocket_cube {

inline constexpr int StickerCount = 24;
inline constexpr int CornerCount = 8;
inline constexpr int FixedCorner = 6; // D-B-L
inline constexpr std::string_view SolvedText = "UUUURRRRFFFFDDDDLLLLBBBB";

// The stickers of each corner position, clockwise from its U or D sticker.
inline constexpr CornerStickers cornerStickers{{
    {3, 4, 9},    // URF
    {2, 8, 17},   // UFL
    {0, 16, 21},  // ULB
    {1, 20, 5},   // UBR
    {13, 11, 6},  // DFR
    {12, 19, 10}, // DLF
    {14, 23, 18}, // DBL
    {15, 7, 22},  // DRB
}};

// Every corner: which piece is at each position and how it is twisted.
using Corners = CubeCorners;

// A state: the two coordinates of the header comment.
struct Cube {
    std::uint16_t permutation = 0; // < 5040
    std::uint16_t twist = 0;       // < 729
    bool operator==(const Cube&) const = default;
};

enum class Turn : std::uint8_t { U, U2, UPrime, R, R2, RPrime, F, F2, FPrime };
inline constexpr int TurnCount = 9;

enum class Metric { HalfTurn, QuarterTurn };

std::string_view turnText(Turn turn);
Turn inverse(Turn turn);

Cube cubeOf(const Corners& corners);
Corners cornersOf(const Cube& cube);
// A turn on the corners, and on the stickers (the turn's geometry: docs/RULES.md §8).
Corners applyTurn(const Corners& corners, Turn turn);
std::string applyTurn(std::string_view stickers, Turn turn);

// The 24 letters of a cube.
std::string stickerText(const Cube& cube);
// Reads 24 letters. An error (what and where) for a malformed text: a wrong length, a letter that
// is no colour, a colour not on exactly four stickers, a corner whose colours no corner has, a
// corner twice. nullopt for a well-formed cube that cannot be solved (its twists do not add up to
// 0 mod 3). A cube held with its D-B-L piece elsewhere is first turned whole to bring that piece
// home (whole-cube rotations are not moves); the answer's moves are named as it is then held.
Parsed<std::optional<Cube>> parseStickers(std::string_view text);

// The rules of one metric.
class PocketCube {
public:
    using State = Cube;
    using Move = Turn;

    explicit PocketCube(Metric metric = Metric::HalfTurn);

    Metric metric() const { return m_metric; }
    std::span<const Turn> moves() const;
    Cube apply(const Cube& cube, Turn turn) const;
    Cube undo(const Cube& cube, Turn turn) const { return apply(cube, inverse(turn)); }
    bool isSolved(const Cube& cube) const { return cube == Cube{}; }
    static constexpr std::uint64_t stateCount() { return 5040u * 729u; }
    static std::uint64_t rank(const Cube& cube) { return std::uint64_t(cube.permutation) * 729u + cube.twist; }
    static Cube unrank(std::uint64_t rank) { return {std::uint16_t(rank / 729u), std::uint16_t(rank % 729u)}; }

private:
    Metric m_metric;
};

} // namespace minimoves::pocket_cube
