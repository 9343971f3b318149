// Pyraminx: a tetrahedron whose vertices U, L, R and B each carry a tip and, under it, an axial
// piece; six edges lie between them. A move turns a tip, or a vertex's layer (its tip, its axial
// piece and the three edges next to it), a third of a turn.
//
// Held with the D face down, the F face towards you and the U vertex up: L at the front left, R
// at the front right, B at the back. F holds U, L and R; L holds U, L and B; R holds U, R and B;
// D holds L, R and B.
// Stickers (docs/RULES.md §9): 36 letters, the faces in the order F L R D, each face's nine in
// reading order (rows from the top, each from the left) as the unfolded Pyraminx shows them: F
// pointing up in the middle, L and R pointing down at its sides, D pointing down under it (the
// letters at the corners are the vertices; every corner of the outline is B):
//     B-----------------U-----------------B
//      \ 9    11    13 / \18    20    22 /
//       \  10    12   / 0 \  19    21   /
//        \     L     /  F  \     R     /
//         \14    16 /   2   \23    25 /
//          \  15   / 1     3 \  24   /
//           \     /           \     /
//            \17 /   5     7   \26 /
//             \ / 4     6     8 \ /
//              L-----------------R
//               \27    29    31 /
//                \  28    30   /
//                 \     D     /
//                  \32    34 /
//                   \  33   /
//                    \     /
//                     \35 /
//                      \ /
//                       B
// A letter names a colour by the face it is on when solved: FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD.
// Moves: U L R B turn a vertex's layer, u l r b its tip alone, each a third of a turn clockwise
// as seen looking at that vertex; ' turns it back. Order (the tie-break of "lexicographically
// smallest"): U U' L L' R R' B B' u u' l l' r r' b b'.
// Frame: no move carries an axial piece off its vertex, so the four axial pieces fix how the
// puzzle is held; whole-puzzle rotations (which do move them) are not moves, and a text held
// otherwise is first turned whole to bring every axial piece to its own vertex.
// States: the edges' arrangements the moves reach (their even permutations with an even number
// flipped: 360 x 32 = 11,520, numbered in order of a key, enumerated once by a search from the
// solved edges) times the axial pieces' twists (3^4 = 81): the core, 933,120 states; times the
// tips' twists against their axial pieces (3^4 = 81): 75,582,720. No layer turn changes a tip
// against its axial piece and a tip turn changes nothing else, so a position's distance is its
// core's plus the number of tips out of line. core rank = edges * 81 + axials; rank = core * 81 +
// tips; the solved Pyraminx is 0.
#pragma once

#include "core/result.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace minimoves::pyraminx {

inline constexpr int StickerCount = 36;
inline constexpr int VertexCount = 4; // U L R B: tips and axial pieces
inline constexpr int EdgeCount = 6;
inline constexpr int EdgeArrangements = 11520;
inline constexpr int TwistArrangements = 81;
inline constexpr std::uint64_t CoreStates = std::uint64_t(EdgeArrangements) * TwistArrangements; // 933,120
inline constexpr std::string_view SolvedText = "FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD";
inline constexpr std::string_view Colours = "FLRD";
inline constexpr std::array<std::string_view, VertexCount> vertexNames{"U", "L", "R", "B"};
// Edges are named by the two faces they lie between.
inline constexpr std::array<std::string_view, EdgeCount> edgeNames{"F-L", "F-R", "F-D", "L-R", "L-D", "R-D"};

// Each vertex's tip and axial stickers, clockwise (seen looking at the vertex) from the one on the
// first of its faces in the order F L R D. A twist is where the piece's own first colour sits.
inline constexpr std::array<std::array<std::uint8_t, 3>, VertexCount> tipStickers{{
    {0, 13, 18}, // U: F L R
    {4, 27, 17}, // L: F D L
    {8, 26, 31}, // R: F R D
    {9, 35, 22}, // B: L D R
}};
inline constexpr std::array<std::array<std::uint8_t, 3>, VertexCount> axialStickers{{
    {2, 12, 19},
    {5, 28, 15},
    {7, 24, 30},
    {10, 33, 21},
}};
// Each edge's stickers, on its first face then its second; flipped when the piece's first colour
// is on the second.
inline constexpr std::array<std::array<std::uint8_t, 2>, EdgeCount> edgeStickers{{
    {1, 16},  // F-L
    {3, 23},  // F-R
    {6, 29},  // F-D
    {11, 20}, // L-R
    {14, 32}, // L-D
    {25, 34}, // R-D
}};

// Which edge is at each place and whether it is flipped; each axial piece's and tip's twist (the
// axial pieces and the tips never leave their vertices).
struct Pieces {
    std::array<std::uint8_t, EdgeCount> edge{0, 1, 2, 3, 4, 5};
    std::array<std::uint8_t, EdgeCount> flip{};
    std::array<std::uint8_t, VertexCount> axial{};
    std::array<std::uint8_t, VertexCount> tip{};
    bool operator==(const Pieces&) const = default;
};

// A state: the coordinates of the header comment.
struct Pyraminx {
    std::uint16_t edges = 0; // < 11520
    std::uint8_t axials = 0; // < 81, base 3, U first
    std::uint8_t tips = 0;   // < 81, base 3, U first: each tip's twist less its axial piece's
    bool operator==(const Pyraminx&) const = default;
};

enum class Turn : std::uint8_t { U, UPrime, L, LPrime, R, RPrime, B, BPrime, u, uPrime, l, lPrime, r, rPrime, b, bPrime };
inline constexpr int TurnCount = 16;
inline constexpr int LayerTurnCount = 8; // the first eight: U U' L L' R R' B B'

std::string_view turnText(Turn turn);
inline Turn inverse(Turn turn) { return Turn(int(turn) ^ 1); }
inline bool isTipTurn(Turn turn) { return int(turn) >= LayerTurnCount; }

// The core's rank (the state without its tips) and how many tips are out of line.
inline std::uint32_t coreRank(const Pyraminx& p) { return std::uint32_t(p.edges) * TwistArrangements + p.axials; }
int misalignedTips(const Pyraminx& p);

// The coordinates of pieces the moves reach (nullopt for others), and back.
std::optional<Pyraminx> pyraminxOf(const Pieces& pieces);
Pieces piecesOf(const Pyraminx& p);
Pieces applyTurn(const Pieces& pieces, Turn turn);
std::string applyTurn(std::string_view stickers, Turn turn);

std::string stickerText(const Pyraminx& p);
// Reads 36 letters. An error (what and where) for a malformed text: a wrong length, a letter that
// is no colour, a colour not on exactly nine stickers, a tip, axial piece or edge whose colours no
// such piece has, a piece twice. nullopt for a well-formed Pyraminx the moves cannot solve (two
// axial pieces swapped, a tip on another's axial piece, the edges in an odd permutation or an odd
// number of them flipped). A Pyraminx held otherwise is first turned whole (rotations are not moves).
Parsed<std::optional<Pyraminx>> parseStickers(std::string_view text);

class PyraminxRules {
public:
    using State = Pyraminx;
    using Move = Turn;

    PyraminxRules();

    std::span<const Turn> moves() const;
    Pyraminx apply(const Pyraminx& p, Turn turn) const;
    Pyraminx undo(const Pyraminx& p, Turn turn) const { return apply(p, inverse(turn)); }
    bool isSolved(const Pyraminx& p) const { return p == Pyraminx{}; }
    static constexpr std::uint64_t stateCount() { return CoreStates * TwistArrangements; }
    static std::uint64_t rank(const Pyraminx& p) { return std::uint64_t(coreRank(p)) * TwistArrangements + p.tips; }
    static Pyraminx unrank(std::uint64_t rank)
    {
        const std::uint64_t core = rank / TwistArrangements;
        return {std::uint16_t(core / TwistArrangements), std::uint8_t(core % TwistArrangements),
                std::uint8_t(rank % TwistArrangements)};
    }
    // The core's neighbour by one of the eight layer turns (move < LayerTurnCount): the table's BFS.
    std::uint32_t applyToCore(std::uint32_t core, int move) const;
};

} // namespace minimoves::pyraminx
