// RushHourLot: the Rush Hour board's 6x6 lot as the board draws, names and edits it, read from the
// engine's 36-character text form (docs/RULES.md §12: row by row, 'o' empty, 'x' a wall, 'A' the
// red car, other letters the other vehicles) whatever it holds: a draft in the position editor may
// be broken (a letter on one cell, a bent vehicle), so each letter's cells are kept as they are and
// the board draws a broken vehicle cell by cell. A value, no widget; cells in reading order from 0.
//
// For a valid lot the vehicles are in letter order, the engine's order: vehicle v's slide by d
// cells (right or down for d > 0) is the engine's move 8v + d - 1, by -d move 8v + 3 + d.
#pragma once

#include <QChar>
#include <QString>

#include <vector>

namespace minimoves::app {

struct LotVehicle {
    QChar letter;
    std::vector<int> cells; // in reading order
    bool across = true;     // lies along a row (also a broken one's guess)
    bool straight = false;  // 2 or 3 cells in one unbroken line: drawn as one vehicle
    bool isRed() const { return letter == QLatin1Char('A'); }
    bool isTruck() const { return cells.size() == 3; }
};

class RushHourLot {
public:
    static constexpr int Side = 6;
    static constexpr int CellCount = Side * Side;
    static constexpr int ExitRow = 2; // the third row, 0-based

    // An empty lot for a text that is not 36 characters.
    explicit RushHourLot(const QString& text = {});

    bool isValidSize() const { return m_text.size() == CellCount; }
    const QString& text() const { return m_text; }
    QChar at(int cell) const { return isValidSize() && cell >= 0 && cell < CellCount ? m_text[cell] : QChar(); }
    bool isWall(int cell) const { return at(cell) == QLatin1Char('x'); }
    bool isFree(int cell) const { return at(cell) == QLatin1Char('o'); }
    const std::vector<LotVehicle>& vehicles() const { return m_vehicles; }
    // The vehicle on `cell` (an index into vehicles()), -1 for none.
    int vehicleAt(int cell) const;

    // How far a straight vehicle can slide through free cells: `sign` +1 right/down, -1 left/up.
    int reach(int vehicle, int sign) const;
    // The cells vehicle `v` covers slid by `distance`.
    std::vector<int> cellsAfter(int vehicle, int distance) const;
    // The slide that brings the vehicle onto `cell` (a free cell in its line within reach), 0 for none.
    int slideOnto(int vehicle, int cell) const;
    // The engine's move index of a slide, and back (the vehicle and the signed distance).
    static int moveIndex(int vehicle, int distance);
    static int vehicleOfMove(int move) { return move / 8; }
    static int distanceOfMove(int move) { return move % 8 < 4 ? move % 8 + 1 : -(move % 8 - 3); }

    static int row(int cell) { return cell / Side; }
    static int column(int cell) { return cell % Side; }

private:
    QString m_text;
    std::vector<LotVehicle> m_vehicles;
};

} // namespace minimoves::app
