// Shifting Grid (HDU 3278 "Puzzle"): a 4x6 grid of cells in three colours, exactly 8 cells each
// of White, Black and Grey. A move shifts one row left or right, or one column up or down,
// cyclically by one cell. Goal: the 8 inner cells (rows 1-2, columns 1-4) all of one colour.
//
// Cells: row 0 on top, column 0 on the left; cell (row, column) has index 6 * row + column, and
// that is also its bit in a Placement (the 24-bit mask of the cells one colour covers).
// Shifts, in the fixed order of moves() (ties between optimal moves break in this order):
//   0..7    rows 0..3, each Left then Right:  R0L R0R R1L R1R R2L R2R R3L R3R
//   8..19   columns 0..5, each Up then Down:  C0U C0D C1U C1D ... C5U C5D
// Row r shifted Left: cell (r, c) takes the colour of (r, c + 1) and (r, 5) that of (r, 0);
// column c shifted Up: cell (r, c) takes (r + 1, c) and (3, c) takes (0, c). Right and Down are
// their inverses, so every move is undone by a move.
// States: 24! / (8!)^3 = C(24,8) * C(16,8) = 9,465,511,770 grids, ranked densely: the colex rank
// of the White placement times 12,870, plus the colex rank of the Black placement among the 16
// cells White leaves free (core/ranking.h rankSubset).
// Text forms: a grid is its 24 letters W/B/G row by row ("WWWWWWBGGGGBWGGGGWBBBBBB"); a move
// is "R<row><L|R>" or "C<column><U|D>"; the one instance is "4x6".
// The solver: every one of the C(24,8) = 735,471 placements of one colour has a distance to the
// goal placement (the inner 8 cells); a grid's distance is the least of its three colours'
// (placement_table.h).
#pragma once

#include "core/ranking.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace minimoves::shifting_grid {

inline constexpr int Rows = 4;
inline constexpr int Columns = 6;
inline constexpr int CellCount = Rows * Columns;
inline constexpr int CellsPerColor = 8;

enum class Color : std::uint8_t { White, Black, Grey };
inline constexpr std::array<Color, 3> colors{Color::White, Color::Black, Color::Grey};

constexpr int cellIndex(int row, int column) { return Columns * row + column; }
// The goal area: the 8 cells that are not on the border.
constexpr bool isInnerCell(int row, int column)
{
    return row >= 1 && row <= Rows - 2 && column >= 1 && column <= Columns - 2;
}

// The cells one colour covers: bit cellIndex(row, column).
using Placement = std::uint32_t;
inline constexpr Placement AllCells = (Placement(1) << CellCount) - 1;
inline constexpr Placement InnerCells = [] {
    Placement mask = 0;
    for (int row = 0; row < Rows; ++row)
        for (int column = 0; column < Columns; ++column)
            if (isInnerCell(row, column))
                mask |= Placement(1) << cellIndex(row, column);
    return mask;
}();
inline constexpr std::uint64_t PlacementCount = ranking::binomial(CellCount, CellsPerColor); // 735,471

enum class Direction : std::uint8_t { Left, Right, Up, Down };

// One move: `line` is the row shifted Left/Right, or the column shifted Up/Down.
struct Shift {
    Direction direction = Direction::Left;
    std::uint8_t line = 0;

    constexpr bool movesRow() const { return direction == Direction::Left || direction == Direction::Right; }
    constexpr Shift reversed() const
    {
        constexpr Direction opposite[] = {Direction::Right, Direction::Left, Direction::Down, Direction::Up};
        return Shift{opposite[int(direction)], line};
    }
    bool operator==(const Shift&) const = default;
};

inline constexpr int ShiftCount = 2 * Rows + 2 * Columns; // 20

// The position of a shift in moves() order.
constexpr int shiftIndex(Shift shift)
{
    const int second = (shift.direction == Direction::Right || shift.direction == Direction::Down) ? 1 : 0;
    return shift.movesRow() ? 2 * shift.line + second : 2 * Rows + 2 * shift.line + second;
}

inline constexpr std::array<Shift, ShiftCount> allShifts = [] {
    std::array<Shift, ShiftCount> shifts{};
    for (int row = 0; row < Rows; ++row) {
        shifts[2 * row] = Shift{Direction::Left, std::uint8_t(row)};
        shifts[2 * row + 1] = Shift{Direction::Right, std::uint8_t(row)};
    }
    for (int column = 0; column < Columns; ++column) {
        shifts[2 * Rows + 2 * column] = Shift{Direction::Up, std::uint8_t(column)};
        shifts[2 * Rows + 2 * column + 1] = Shift{Direction::Down, std::uint8_t(column)};
    }
    return shifts;
}();

// A placement after a shift: the same cell motion as shiftGrid, on one colour's mask.
constexpr Placement shiftPlacement(Placement placement, Shift shift)
{
    const int line = shift.line;
    switch (shift.direction) {
    case Direction::Left:
    case Direction::Right: {
        const int at = Columns * line;
        const Placement row = (placement >> at) & 0x3F;
        const Placement moved = shift.direction == Direction::Left ? (row >> 1) | ((row & 1) << 5)
                                                                   : ((row << 1) | (row >> 5)) & 0x3F;
        return (placement & ~(Placement(0x3F) << at)) | (moved << at);
    }
    case Direction::Up:
    case Direction::Down: {
        const Placement columnMask = Placement(0x041041) << line;
        const Placement column = placement & columnMask;
        const Placement moved = shift.direction == Direction::Up
                                    ? (column >> Columns) | ((column & (Placement(1) << line)) << (Columns * (Rows - 1)))
                                    : ((column << Columns) | (column >> (Columns * (Rows - 1)))) & columnMask;
        return (placement & ~columnMask) | moved;
    }
    }
    return placement;
}

struct Grid {
    std::array<Color, CellCount> cells{};

    constexpr Color at(int row, int column) const { return cells[cellIndex(row, column)]; }
    constexpr Placement placementOf(Color color) const
    {
        Placement mask = 0;
        for (int i = 0; i < CellCount; ++i)
            if (cells[i] == color)
                mask |= Placement(1) << i;
        return mask;
    }
    bool operator==(const Grid&) const = default;
};

// The grid with each colour on its placement; the three must partition the 24 cells.
constexpr Grid gridFromPlacements(Placement white, Placement black)
{
    Grid grid;
    for (int i = 0; i < CellCount; ++i)
        grid.cells[i] = (white >> i & 1) ? Color::White : (black >> i & 1) ? Color::Black : Color::Grey;
    return grid;
}

constexpr Grid shiftGrid(const Grid& grid, Shift shift)
{
    Grid next = grid;
    const int line = shift.line;
    switch (shift.direction) {
    case Direction::Left:
        for (int column = 0; column < Columns; ++column)
            next.cells[cellIndex(line, column)] = grid.at(line, (column + 1) % Columns);
        break;
    case Direction::Right:
        for (int column = 0; column < Columns; ++column)
            next.cells[cellIndex(line, column)] = grid.at(line, (column + Columns - 1) % Columns);
        break;
    case Direction::Up:
        for (int row = 0; row < Rows; ++row)
            next.cells[cellIndex(row, line)] = grid.at((row + 1) % Rows, line);
        break;
    case Direction::Down:
        for (int row = 0; row < Rows; ++row)
            next.cells[cellIndex(row, line)] = grid.at((row + Rows - 1) % Rows, line);
        break;
    }
    return next;
}

// Solved: the inner 8 cells all of one colour.
constexpr bool isSolvedGrid(const Grid& grid)
{
    const Color first = grid.at(1, 1);
    for (int row = 1; row <= Rows - 2; ++row)
        for (int column = 1; column <= Columns - 2; ++column)
            if (grid.at(row, column) != first)
                return false;
    return true;
}

// The Black placement squeezed into the 16 cells White leaves free (bit i = i-th free cell), and
// back: what the dense grid rank is made of.
constexpr std::uint32_t squeezeInto(Placement free, Placement cells)
{
    std::uint32_t packed = 0;
    int bit = 0;
    for (int i = 0; i < CellCount; ++i)
        if (free >> i & 1) {
            if (cells >> i & 1)
                packed |= std::uint32_t(1) << bit;
            ++bit;
        }
    return packed;
}
constexpr Placement spreadInto(Placement free, std::uint32_t packed)
{
    Placement cells = 0;
    int bit = 0;
    for (int i = 0; i < CellCount; ++i)
        if (free >> i & 1) {
            if (packed >> bit & 1)
                cells |= Placement(1) << i;
            ++bit;
        }
    return cells;
}

inline constexpr std::uint64_t BlackPlacementCount = ranking::binomial(CellCount - CellsPerColor, CellsPerColor);
inline constexpr std::uint64_t GridCount = PlacementCount * BlackPlacementCount; // 9,465,511,770

// The grid game's rules for the engines (the Puzzle concept). The solver itself does not search
// grids: it reads the placement table (placement_table.h).
class ShiftingGrid {
public:
    using State = Grid;
    using Move = Shift;

    const std::array<Shift, ShiftCount>& moves() const { return allShifts; }
    Grid apply(const Grid& grid, Shift shift) const { return shiftGrid(grid, shift); }
    Grid undo(const Grid& grid, Shift shift) const { return shiftGrid(grid, shift.reversed()); }
    bool isSolved(const Grid& grid) const { return isSolvedGrid(grid); }
    static constexpr std::uint64_t stateCount() { return GridCount; }
    // Only for grids with 8 cells of each colour.
    static std::uint64_t rank(const Grid& grid)
    {
        const Placement white = grid.placementOf(Color::White);
        const Placement black = grid.placementOf(Color::Black);
        return ranking::rankSubset(white) * BlackPlacementCount +
               ranking::rankSubset(squeezeInto(AllCells & ~white, black));
    }
    static Grid unrank(std::uint64_t rank)
    {
        const auto white = Placement(ranking::unrankSubset(rank / BlackPlacementCount, CellsPerColor));
        const auto packed = std::uint32_t(ranking::unrankSubset(rank % BlackPlacementCount, CellsPerColor));
        return gridFromPlacements(white, spreadInto(AllCells & ~white, packed));
    }
};

char colorLetter(Color color);
std::optional<Color> colorFromLetter(char letter);
// 24 letters, row by row.
std::string gridText(const Grid& grid);
// Reads 24 letters W/B/G with 8 of each; the error says what is wrong and where.
std::optional<Grid> parseGrid(std::string_view text, std::string* error = nullptr);
std::string shiftText(Shift shift);
std::optional<Shift> parseShift(std::string_view text);

} // namespace minimoves::shifting_grid
