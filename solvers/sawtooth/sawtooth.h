// Sawtooth Gears (ZOJ 3814 "Sawtooth Puzzle"): nine square gears in a 3x3 grid, each showing one
// 8x8 piece of a picture and carrying teeth on some of its four sides.
//
// Gears are numbered g = 3*row + col, row 0 on top, col 0 on the left:
//     0 1 2
//     3 4 5
//     6 7 8
// Sides (and the directions a side can face) are numbered 0 left, 1 top, 2 right, 3 bottom.
//
// A move turns ONE gear 90 degrees clockwise. Teeth and picture turn with the gear: after r
// clockwise turns the side facing direction d is the gear's home side (d - r) mod 4, and a pixel
// piece becomes new[i][j] = old[7-j][i]. Two edge-adjacent gears mesh when both facing sides are
// toothed, judged on the positions before the move; every gear meshed to the turned one, directly
// or through others, turns too: clockwise when its (row + col) has the parity of the turned gear's,
// counter-clockwise otherwise (the grid is bipartite, so every chain and cycle agrees).
//
// An instance fixes, for every gear, its teeth in its home orientation (rotation 0) and the set of
// rotations in which it shows its target piece (a 4-bit mask: a symmetric piece allows several).
// In the game, home is the solved picture (rotation 0 is always correct); in the contest, home is
// the initial picture, and the masks come from comparing it, turned, with the target picture.
//
// State: the nine clockwise rotation counts from home, 2 bits per gear, gear g in bits 2g..2g+1;
// the packed 18-bit value is the rank (4^9 = 262,144 states; home is rank 0).
// Text forms: a state is its nine rotation digits 0-3, gear 0 first ("000120003"); a move is
// "g0".."g8" (parseMove also takes the bare digit).
// Moves can not always be undone by moves (the meshing may differ afterwards): search forward
// from a position, or backward through real predecessor sets (buildGearDistanceTable).
#pragma once

#include "core/distance_table.h"
#include "core/search.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace minimoves::sawtooth {

inline constexpr int GearCount = 9;
inline constexpr int SideCount = 4;
inline constexpr std::uint32_t StateCount = 1u << (2 * GearCount);

enum Side : std::uint8_t { Left = 0, Top = 1, Right = 2, Bottom = 3 };

constexpr int gearRow(int gear) { return gear / 3; }
constexpr int gearColumn(int gear) { return gear % 3; }
// Gears of one colour on the chessboard turn the same way in every move.
constexpr bool sameParity(int a, int b) { return (gearRow(a) + gearColumn(a) + gearRow(b) + gearColumn(b)) % 2 == 0; }

// The nine rotation counts, packed as documented above.
struct Rotations {
    std::uint32_t packed = 0;

    constexpr int of(int gear) const { return int(packed >> (2 * gear)) & 3; }
    constexpr Rotations with(int gear, int rotation) const
    {
        const std::uint32_t shift = 2u * std::uint32_t(gear);
        return Rotations{(packed & ~(3u << shift)) | (std::uint32_t(rotation & 3) << shift)};
    }
    bool operator==(const Rotations&) const = default;
};

// A move: the gear the player turns clockwise.
struct Turn {
    std::uint8_t gear = 0;
    bool operator==(const Turn&) const = default;
};

// The 12 pairs of edge-adjacent gears, numbered for meshedPairs(): the horizontal pairs row by row
// (0: 0-1, 1: 1-2, 2: 3-4, 3: 4-5, 4: 6-7, 5: 7-8), then the vertical ones (6+g: g above g+3).
inline constexpr int PairCount = 12;
struct GearPair {
    std::uint8_t first;  // the left or upper gear
    std::uint8_t second; // the right or lower gear
    bool horizontal;
};
inline constexpr std::array<GearPair, PairCount> gearPairs{{
    {0, 1, true}, {1, 2, true}, {3, 4, true}, {4, 5, true}, {6, 7, true}, {7, 8, true},
    {0, 3, false}, {1, 4, false}, {2, 5, false}, {3, 6, false}, {4, 7, false}, {5, 8, false},
}};

// The teeth of a gear after `rotation` clockwise turns, as a mask over the directions they face.
constexpr std::uint8_t turnTeeth(std::uint8_t homeTeeth, int rotation)
{
    const int r = rotation & 3;
    return std::uint8_t(((homeTeeth << r) | (homeTeeth >> (4 - r))) & 0xF);
}

// The gears a move turns: every gear in `turning` turns, clockwise if also in `clockwise`,
// counter-clockwise otherwise. Masks over gears, bit g for gear g.
struct TurningGroup {
    std::uint16_t turning = 0;
    std::uint16_t clockwise = 0;
    bool operator==(const TurningGroup&) const = default;
};

// The rules of one game: teeth and correct rotations of the nine gears.
class GearBoard {
public:
    using State = Rotations;
    using Move = Turn;

    // homeTeeth[g]: bit d set when side d of gear g is toothed at rotation 0.
    // correctRotations[g]: bit r set when gear g shows its target piece after r clockwise turns.
    GearBoard(const std::array<std::uint8_t, GearCount>& homeTeeth,
              const std::array<std::uint8_t, GearCount>& correctRotations);

    std::uint8_t homeTeeth(int gear) const { return m_homeTeeth[gear]; }
    std::uint8_t correctRotations(int gear) const { return m_correct[gear]; }
    const std::array<std::uint8_t, GearCount>& homeTeeth() const { return m_homeTeeth; }
    const std::array<std::uint8_t, GearCount>& correctRotations() const { return m_correct; }

    const std::array<Turn, GearCount>& moves() const { return m_moves; }
    Rotations apply(Rotations state, Turn turn) const
    {
        return Rotations{addRotations(state.packed, m_groupDeltas[meshedPairs(state) * GearCount + turn.gear])};
    }
    bool isSolved(Rotations state) const
    {
        return m_solvedLow[state.packed & 0x3FF] && m_solvedHigh[state.packed >> 10];
    }
    static constexpr std::uint64_t stateCount() { return StateCount; }
    static std::uint64_t rank(Rotations state) { return state.packed; }
    static Rotations unrank(std::uint64_t rank) { return Rotations{std::uint32_t(rank)}; }

    // For drawing: the sides of a gear toothed now (mask over directions), the meshed pairs now
    // (bit p for gearPairs[p]) and the group a turn of `gear` would move, with each one's direction.
    std::uint8_t toothedSides(Rotations state, int gear) const { return turnTeeth(m_homeTeeth[gear], state.of(gear)); }
    std::uint16_t meshedPairs(Rotations state) const
    {
        return std::uint16_t(m_meshUpper[state.packed & 0xFFF] | m_meshLower[state.packed >> 6]);
    }
    TurningGroup turningGroup(Rotations state, int gear) const;

    // The change a turn of `gear` makes when the meshed pairs are `pairs`: per gear, 1 (clockwise)
    // or 3 (counter-clockwise) in its 2-bit field, 0 when it stays. Depends on the grid only.
    std::uint32_t groupDelta(std::uint16_t pairs, int gear) const { return m_groupDeltas[pairs * GearCount + gear]; }
    // The same by one number, pairs * GearCount + gear (below GroupKeys: fits 16 bits).
    static constexpr std::uint32_t GroupKeys = (1u << PairCount) * GearCount;
    std::uint32_t groupDeltaOfKey(std::uint32_t key) const { return m_groupDeltas[key]; }
    // Adds two packed rotation vectors field by field, mod 4.
    static constexpr std::uint32_t addRotations(std::uint32_t a, std::uint32_t b)
    {
        constexpr std::uint32_t low = 0x15555;  // bit 0 of every field
        constexpr std::uint32_t high = 0x2AAAA; // bit 1 of every field
        return ((a & low) + (b & low)) ^ ((a ^ b) & high);
    }
    // The opposite turns, field by field (1 <-> 3): a + delta - delta == a.
    static constexpr std::uint32_t negateRotations(std::uint32_t delta) { return delta ^ ((delta & 0x15555) << 1); }

private:
    std::array<std::uint8_t, GearCount> m_homeTeeth;
    std::array<std::uint8_t, GearCount> m_correct;
    std::array<Turn, GearCount> m_moves{};
    const std::uint32_t* m_groupDeltas; // one table for the process, [pairs * 9 + gear]
    // The meshing splits into two halves that depend on 12 bits each: the pairs within rows 0-1
    // (gears 0-5) and the pairs touching row 2 (gears 3-8).
    std::array<std::uint16_t, 4096> m_meshUpper{};
    std::array<std::uint16_t, 4096> m_meshLower{};
    // isSolved split the same way: gears 0-4 (10 bits) and 5-8 (8 bits).
    std::array<bool, 1024> m_solvedLow{};
    std::array<bool, 256> m_solvedHigh{};
};

// Forward BFS from one position, reusing its buffers between searches (the contest runs one per
// case). Answers the distance, EVERY optimal first move in moves() order and the lexicographically
// smallest optimal path; Unreachable when no solved state is reachable.
class GearSearch {
public:
    enum class Detail { DistanceOnly, Full };

    std::optional<Solution> run(const GearBoard& board, Rotations start, Detail detail = Detail::Full,
                                const SearchControl& control = {});

private:
    template <bool Full>
    std::optional<Solution> search(const GearBoard& board, std::uint32_t first, const SearchControl& control);

    std::vector<std::uint32_t> m_queue;
    std::vector<std::size_t> m_layerStart;
    std::vector<std::uint64_t> m_seen;   // one bit a state
    std::vector<std::uint32_t> m_parent; // Full only: first finder, and its move in bits 24..27
    std::vector<std::uint64_t> m_onPath; // Full only: one bit a state
    std::vector<std::uint64_t> m_marking;
};

// The distance to the goal of every state, by BFS backwards through the real predecessor sets.
// nullopt when stopped.
//
// The early layers are expanded from the predecessor lists (every edge once, the frontier taken in
// rank order, so the lists are read front to back); once the states left unreached are fewer than
// a few times the frontier, each of them instead looks for a successor in the frontier (a bit set
// that stays in the first-level cache) and the lists are no longer read. A predecessor is kept as
// the 16-bit key of its move (pairs * 9 + gear), the state being the target minus that move's
// turns: 4.7 MB of lists instead of 9.4. The stop token is polled every 16,384 states of every
// pass and between layers.
class GearTableBuilder {
public:
    std::optional<DistanceTable> build(const GearBoard& board, const SearchControl& control = {});

private:
    void allocate();

    // Kept from one build to the next (a new game may try several teeth layouts), in one block of
    // 8 MiB allocated by the first build: on Linux in 2 MiB pages where the kernel offers them, so
    // that a fresh process takes 4 page faults for it rather than 1,600 (0.6 ms instead of 3).
    struct FreeBlock {
        void operator()(std::byte* block) const;
    };
    std::unique_ptr<std::byte[], FreeBlock> m_block;
    std::uint16_t* m_keys = nullptr;     // one a move: pairs * 9 + gear of the predecessor
    std::uint32_t* m_start = nullptr;    // predecessors of t: m_keys[m_start[t] .. m_start[t + 1])
    std::uint16_t* m_count = nullptr;    // predecessors of each state
    std::uint64_t* m_reached = nullptr;  // one bit a state
    std::uint64_t* m_frontier = nullptr; // the layer being expanded
    std::uint64_t* m_next = nullptr;     // the layer it reaches
};

std::optional<DistanceTable> buildGearDistanceTable(const GearBoard& board, const SearchControl& control = {});

// 8x8 black-and-white pieces: bit 63 - (8*i + j) is pixel (row i, column j), set for black; as
// text, 16 hex digits, two per row, top row first.
using PixelPiece = std::uint64_t;
constexpr bool pixelAt(PixelPiece piece, int row, int column) { return (piece >> (63 - (8 * row + column))) & 1; }
constexpr PixelPiece withPixel(PixelPiece piece, int row, int column, bool black)
{
    const PixelPiece bit = PixelPiece(1) << (63 - (8 * row + column));
    return black ? (piece | bit) : (piece & ~bit);
}
// One clockwise quarter turn: new[i][j] = old[7-j][i].
constexpr PixelPiece turnPiece(PixelPiece piece)
{
    PixelPiece turned = 0;
    for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 8; ++j)
            turned = withPixel(turned, i, j, pixelAt(piece, 7 - j, i));
    return turned;
}
constexpr PixelPiece turnPiece(PixelPiece piece, int rotation)
{
    for (int r = 0; r < (rotation & 3); ++r)
        piece = turnPiece(piece);
    return piece;
}
// The rotations r for which `piece` turned r times equals `target`.
constexpr std::uint8_t matchingRotations(PixelPiece piece, PixelPiece target)
{
    std::uint8_t mask = 0;
    for (int r = 0; r < 4; ++r, piece = turnPiece(piece))
        if (piece == target)
            mask |= std::uint8_t(1u << r);
    return mask;
}

} // namespace minimoves::sawtooth
