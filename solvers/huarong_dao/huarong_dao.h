// Huarong Dao (华容道, Klotski; docs/RULES.md, "Huarong Dao"): blocks in a tray 4 cells wide and 5
// tall. One 2x2 block, Cao Cao (曹操); generals 1 wide and 2 tall (vertical) or 2 wide and 1 tall
// (horizontal); 1x1 soldiers; the rest of the cells empty (two in the classic trays; the engine
// takes any number). Goal: Cao Cao at the bottom centre (columns b-c, rows 4-5), over the exit.
//
// Cells are named by column a-d (left to right) and row 1-5 (top to bottom), and numbered in
// reading order, cell = 4 * (row - 1) + column index:
//     a1 b1 c1 d1       0  1  2  3
//     a2 b2 c2 d2       4  5  6  7
//     ...               ...
//     a5 b5 c5 d5      16 17 18 19
// A block stands at its top-left cell.
//
// A move takes one block from its cell to another along any path of single steps (up, down, left,
// right) through empty cells: it may turn corners, and however long the path it counts one move
// (the classic count; 横刀立马 needs 81). MoveRule::Straight counts instead a block slid in one
// straight direction, any distance, as one move. Move grammar: "<from>-<to>", the block's top-left
// cell before and after ("b4-b5"). Move indices run over (from, to) pairs in reading order of from,
// then of to (from != to): 380 moves; that order is the tie-breaking order of answers. A move that
// is not possible in a layout (no block stands at from, or it cannot get to to) leaves it unchanged.
//
// Blocks of the same shape are interchangeable, so a layout is just what kind of block covers each
// cell: 'C' Cao Cao, 'V' a vertical general, 'H' a horizontal general, 'S' a soldier, '.' empty.
// The split into blocks is unique: a run of V cells down a column pairs off from its top, a run of
// H cells along a row from its left. Text form: the 5 rows of 4 characters, top row first, joined
// by '/' in one token ("VCCV/VCCV/VHHV/VSSV/S..S", 横刀立马); the code of a layout (Position) keeps
// 3 bits a cell, cell i at bits 3i..3i+2.
//
// States: the positions reachable from a start (its component, sliding_blocks/component.h). The
// standard piece set (Cao Cao, four vertical generals and one horizontal, four soldiers) has
// 363,480 layouts in all (counted by forEachLayout); 横刀立马's component has 25,955 of them.
#pragma once

#include "core/result.h"
#include "sliding_blocks/component.h"

#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace minimoves::huarong_dao {

using sliding_blocks::Position;

inline constexpr int columnCount = 4;
inline constexpr int rowCount = 5;
inline constexpr int cellCount = columnCount * rowCount;
inline constexpr int moveTotal = cellCount * (cellCount - 1);
// Cao Cao's top-left cell when the puzzle is solved: b4.
inline constexpr int goalCell = 13;

enum class Kind : std::uint8_t { Empty, CaoCao, Vertical, Horizontal, Soldier };
inline constexpr int kindCount = 5;

// How many blocks of each kind a layout holds (Cao Cao: always one) and how many cells are empty.
struct PieceSet {
    int vertical = 0;
    int horizontal = 0;
    int soldiers = 0;
    int empty = 0;
    bool operator==(const PieceSet&) const = default;
};
// Cao Cao, four vertical generals, Guan Yu across, four soldiers, two empty cells.
inline constexpr PieceSet standardPieces{4, 1, 4, 2};

enum class MoveRule : std::uint8_t { AnyPath, Straight };

constexpr Kind kindAt(Position layout, int cell) { return Kind((layout >> (3 * cell)) & 7); }
char kindLetter(Kind kind);

// The layout's text form, rows joined by `separator` ('/' for one token; '\n' for a picture).
std::string layoutText(Position layout, char separator = '/');
// Reads 20 cells, as 5 rows of 4 joined by '/' or as 20 characters in a row: letters C V H S and
// '.', exactly one Cao Cao, every block whole. The error says what and where ("row 2, column c:
// ..."). Any piece set is accepted; HuarongDao::parsePosition also checks its own.
Parsed<Position> parseLayout(std::string_view text);
PieceSet pieceSetOf(Position layout);
// The name of a cell ("b4") and a move ("b4-b5"); the move's index from its cells.
std::string cellName(int cell);
constexpr int moveIndex(int from, int to) { return from * (cellCount - 1) + (to < from ? to : to - 1); }
std::string moveName(int move);

// Calls visit(layout) for every layout of `pieces` (each once).
void forEachLayout(const PieceSet& pieces, const std::function<void(Position)>& visit);

// The rules of one piece set (SlidingRules of sliding_blocks/component.h).
class HuarongDao {
public:
    explicit HuarongDao(PieceSet pieces = standardPieces, MoveRule rule = MoveRule::AnyPath)
        : m_pieces(pieces), m_rule(rule)
    {
    }

    const PieceSet& pieces() const { return m_pieces; }
    MoveRule rule() const { return m_rule; }
    static constexpr int moveCount() { return moveTotal; }
    std::string moveText(int move) const { return moveName(move); }

    // visit(move, next) for every possible move, in increasing move index; with `onlyFrom`, only
    // those of the block standing at that cell (none when no block's top-left cell is there).
    template <class Visit>
    void forEachMove(Position layout, Visit&& visit, int onlyFrom = -1) const;
    // Only the block at the move's `from` cell is searched: most of the 380 moves are blocked in
    // any layout (a saved game's replay, or the game's, meets them at random).
    Position apply(Position layout, int move) const
    {
        if (move < 0 || move >= moveTotal)
            return layout;
        Position result = layout;
        forEachMove(
            layout,
            [&](int m, Position next) {
                if (m == move)
                    result = next;
            },
            move / (cellCount - 1));
        return result;
    }
    static bool isSolved(Position layout)
    {
        return kindAt(layout, goalCell) == Kind::CaoCao && kindAt(layout, goalCell + 1) == Kind::CaoCao &&
               kindAt(layout, goalCell + 4) == Kind::CaoCao && kindAt(layout, goalCell + 5) == Kind::CaoCao;
    }
    std::string positionText(Position layout) const { return layoutText(layout); }
    Parsed<Position> parsePosition(std::string_view text) const;

private:
    PieceSet m_pieces;
    MoveRule m_rule;
};

// What a block of each kind covers when it stands at each cell: its cells as a bit mask (0 when it
// does not fit in the tray there) and as a layout code.
struct Placements {
    std::array<std::array<std::uint32_t, cellCount>, kindCount> cells{};
    std::array<std::array<Position, cellCount>, kindCount> code{};
    // The cells beside the block (one step away, not its own): it can move only if one is empty.
    std::array<std::array<std::uint32_t, cellCount>, kindCount> around{};
    // Which of 5 cells are filled, for each 15 bits of a layout (a row and a quarter): the filled
    // cells of a layout in four look-ups.
    std::array<std::uint8_t, 1 << 15> filled{};
};
const Placements& placements();

template <class Visit>
void HuarongDao::forEachMove(Position layout, Visit&& visit, int onlyFrom) const
{
    const Placements& place = placements();
    const std::uint32_t occupied = std::uint32_t(place.filled[layout & 0x7FFF]) |
                                   std::uint32_t(place.filled[(layout >> 15) & 0x7FFF]) << 5 |
                                   std::uint32_t(place.filled[(layout >> 30) & 0x7FFF]) << 10 |
                                   std::uint32_t(place.filled[(layout >> 45) & 0x7FFF]) << 15;
    std::uint32_t covered = 0;
    for (int from = 0; from < cellCount; ++from) {
        const int kind = int(kindAt(layout, from));
        if (kind == 0 || (covered >> from & 1))
            continue;
        const auto& cells = place.cells[std::size_t(kind)];
        const std::uint32_t own = cells[std::size_t(from)];
        covered |= own;
        if (onlyFrom >= 0 && from != onlyFrom) {
            if (from > onlyFrom)
                return; // the cell asked for is part of a block standing before it, or empty
            continue;
        }
        if ((place.around[std::size_t(kind)][std::size_t(from)] & ~occupied) == 0)
            continue; // hemmed in: most blocks of a tray with two empty cells are
        const std::uint32_t blocked = occupied & ~own;
        auto fits = [&](int at) { return cells[std::size_t(at)] != 0 && (cells[std::size_t(at)] & blocked) == 0; };
        // Top-left cells the block can stand at, as a bit mask.
        std::uint32_t reached = 1u << from;
        if (m_rule == MoveRule::AnyPath) {
            std::uint32_t frontier = reached;
            while (frontier) {
                const int at = std::countr_zero(frontier);
                frontier &= frontier - 1;
                const int steps[4] = {at >= columnCount ? at - columnCount : -1,
                                      at % columnCount != 0 ? at - 1 : -1,
                                      at % columnCount != columnCount - 1 ? at + 1 : -1,
                                      at + columnCount < cellCount ? at + columnCount : -1};
                for (int next : steps)
                    if (next >= 0 && !(reached >> next & 1) && fits(next)) {
                        reached |= 1u << next;
                        frontier |= 1u << next;
                    }
            }
        } else {
            const int rowStep[4] = {-1, 0, 0, 1};
            const int columnStep[4] = {0, -1, 1, 0};
            for (int direction = 0; direction < 4; ++direction) {
                int row = from / columnCount + rowStep[direction];
                int column = from % columnCount + columnStep[direction];
                while (row >= 0 && row < rowCount && column >= 0 && column < columnCount &&
                       fits(row * columnCount + column)) {
                    reached |= 1u << (row * columnCount + column);
                    row += rowStep[direction];
                    column += columnStep[direction];
                }
            }
        }
        reached &= ~(1u << from);
        const Position lifted = layout - place.code[std::size_t(kind)][std::size_t(from)];
        while (reached) {
            const int to = std::countr_zero(reached);
            reached &= reached - 1;
            visit(moveIndex(from, to), lifted + place.code[std::size_t(kind)][std::size_t(to)]);
        }
        if (from == onlyFrom)
            return;
    }
}

} // namespace minimoves::huarong_dao
