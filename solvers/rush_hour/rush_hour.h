// Rush Hour (docs/RULES.md, "Rush Hour"): vehicles on a 6x6 grid. Cars are 2 cells long, trucks
// 3; each stands across (horizontal) or upright (vertical) and slides only along its own line.
// Walls are single fixed cells. Goal: the red car A, across on the third row, at the exit in the
// right edge of that row (its right end in column f).
//
// Cells are numbered in reading order, row 1 (top) to 6, column a (left) to f:
//     0  1  2  3  4  5        a1 ... f1
//     6  7  8  9 10 11        a2 ... f2
//    ...                      ...
//    30 31 32 33 34 35        a6 ... f6
//
// A move slides one vehicle any distance along its line through empty cells; it counts one.
// Move grammar: the vehicle's letter, a sign and the distance: "B+2" slides B two cells right
// (across) or down (upright), "B-1" one cell left or up. Moves are indexed per vehicle in letter
// order, each vehicle's in the order +1 +2 +3 +4 -1 -2 -3 -4: the order of their texts, so the
// smallest sequence of move indices is the alphabetically smallest sequence of texts. A move that
// is not possible (off the grid, or through another vehicle or a wall) leaves the position unchanged.
//
// Text form of a position (the public Rush Hour databases'): 36 characters row by row, 'o' empty,
// 'x' a wall, 'A' the red car, 'B'..'Z' the other vehicles; a letter's cells give its length and
// direction. What is fixed for one game (the instance) is the vehicles (letter, length,
// direction, line) and the walls; a position is every vehicle's offset along its line, 3 bits a
// vehicle in letter order (Position). States: the positions reachable from a start (its component).
#pragma once

#include "core/result.h"
#include "sliding_blocks/component.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace minimoves::rush_hour {

using sliding_blocks::Position;

inline constexpr int sideLength = 6;
inline constexpr int cellCount = sideLength * sideLength;
inline constexpr int exitRow = 2; // the third row

struct Vehicle {
    char letter = 'A';
    int length = 2;        // 2 a car, 3 a truck
    bool across = true;    // horizontal: slides left and right along row `line`
    int line = exitRow;    // its row (across) or column (upright), 0-based
    bool operator==(const Vehicle&) const = default;
};

// A position read from its text: the vehicles and walls (the instance) and the offsets.
struct Layout {
    std::vector<Vehicle> vehicles; // in letter order; A first
    std::uint64_t walls = 0;       // bit per cell
    Position offsets = 0;          // 3 bits a vehicle
};

// Reads the 36-character form; the error says what and where ("vehicle C is 4 cells long ...").
Parsed<Layout> parseLayout(std::string_view text);

// The rules of one set of vehicles and walls (SlidingRules of sliding_blocks/component.h).
class RushHour {
public:
    RushHour(std::vector<Vehicle> vehicles, std::uint64_t walls);

    const std::vector<Vehicle>& vehicles() const { return m_vehicles; }
    std::uint64_t walls() const { return m_walls; }
    int moveCount() const { return int(m_vehicles.size()) * 8; }
    std::string moveText(int move) const;

    template <class Visit>
    void forEachMove(Position position, Visit&& visit) const;
    Position apply(Position position, int move) const;
    bool isSolved(Position position) const { return (position & 7) == Position(sideLength - m_vehicles[0].length); }
    std::string positionText(Position position) const;
    Parsed<Position> parsePosition(std::string_view text) const;

    static int offsetOf(Position position, std::size_t vehicle) { return int((position >> (3 * vehicle)) & 7); }
    // The cells of a vehicle at an offset, as a bit mask.
    std::uint64_t cellsAt(std::size_t vehicle, int offset) const { return m_cells[vehicle][std::size_t(offset)]; }

private:
    std::vector<Vehicle> m_vehicles;
    std::uint64_t m_walls;
    std::vector<std::array<std::uint64_t, 5>> m_cells; // per vehicle and offset (0..6-length)
};

template <class Visit>
void RushHour::forEachMove(Position position, Visit&& visit) const
{
    std::uint64_t occupied = m_walls;
    for (std::size_t v = 0; v < m_vehicles.size(); ++v)
        occupied |= m_cells[v][std::size_t(offsetOf(position, v))];
    for (std::size_t v = 0; v < m_vehicles.size(); ++v) {
        const int offset = offsetOf(position, v);
        const int last = sideLength - m_vehicles[v].length;
        const std::uint64_t others = occupied & ~m_cells[v][std::size_t(offset)];
        const int first = int(v) * 8;
        for (int d = 1; offset + d <= last && (m_cells[v][std::size_t(offset + d)] & others) == 0; ++d)
            visit(first + d - 1, position + (Position(d) << (3 * v)));
        for (int d = 1; offset - d >= 0 && (m_cells[v][std::size_t(offset - d)] & others) == 0; ++d)
            visit(first + 3 + d, position - (Position(d) << (3 * v)));
    }
}

} // namespace minimoves::rush_hour
