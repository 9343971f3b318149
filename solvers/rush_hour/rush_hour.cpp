#include "rush_hour/rush_hour.h"

#include <algorithm>

namespace minimoves::rush_hour {

namespace {

std::string cellName(int cell)
{
    return std::string{char('a' + cell % sideLength), char('1' + cell / sideLength)};
}

int cellOf(const Vehicle& vehicle, int offset, int step)
{
    return vehicle.across ? vehicle.line * sideLength + offset + step : (offset + step) * sideLength + vehicle.line;
}

} // namespace

Parsed<Layout> parseLayout(std::string_view text)
{
    if (text.size() != std::size_t(cellCount))
        return parseError("a position is 36 characters (6 rows of 6), got " + std::to_string(text.size()));
    std::array<std::vector<int>, 26> cellsOf;
    Layout layout;
    for (int cell = 0; cell < cellCount; ++cell) {
        const char c = text[std::size_t(cell)];
        if (c == 'x')
            layout.walls |= std::uint64_t(1) << cell;
        else if (c >= 'A' && c <= 'Z')
            cellsOf[std::size_t(c - 'A')].push_back(cell);
        else if (c != 'o')
            return parseError("cell " + cellName(cell) + " (character " + std::to_string(cell + 1) + "): '" +
                              std::string(1, c) + "' is not o, x or a letter A-Z");
    }
    if (cellsOf[0].empty())
        return parseError("the red car A is missing");
    std::vector<int> offsets;
    for (int letter = 0; letter < 26; ++letter) {
        const std::vector<int>& cells = cellsOf[std::size_t(letter)];
        if (cells.empty())
            continue;
        const std::string name = std::string("vehicle ") + char('A' + letter);
        const std::string where = " (at " + cellName(cells.front()) + ")";
        if (cells.size() == 1 || cells.size() > 3)
            return parseError(name + " is " + std::to_string(cells.size()) + (cells.size() == 1 ? " cell" : " cells") +
                              " long" + where + "; a car is 2, a truck 3");
        const int first = cells.front();
        const bool across = cells[1] == first + 1 && first / sideLength == cells[1] / sideLength;
        const int step = across ? 1 : sideLength;
        for (std::size_t i = 1; i < cells.size(); ++i)
            if (cells[i] != first + int(i) * step || (across && cells[i] / sideLength != first / sideLength))
                return parseError(name + "'s cells" + where + " are not one straight unbroken line");
        Vehicle vehicle{char('A' + letter), int(cells.size()), across, across ? first / sideLength : first % sideLength};
        if (letter == 0 && !across)
            return parseError("the red car A" + where + " stands upright; it must lie across the third row");
        if (letter == 0 && vehicle.length != 2)
            return parseError("the red car A" + where + " is 3 cells long; it is a car, 2 cells");
        if (letter == 0 && vehicle.line != exitRow)
            return parseError("the red car A" + where + " is on row " + std::to_string(vehicle.line + 1) +
                              "; it must be on the third row, the exit's");
        if (layout.vehicles.size() == 21)
            return parseError("more than 21 vehicles");
        offsets.push_back(across ? first % sideLength : first / sideLength);
        layout.vehicles.push_back(vehicle);
    }
    for (std::size_t v = 0; v < offsets.size(); ++v)
        layout.offsets |= Position(offsets[v]) << (3 * v);
    return layout;
}

RushHour::RushHour(std::vector<Vehicle> vehicles, std::uint64_t walls)
    : m_vehicles(std::move(vehicles)), m_walls(walls), m_cells(m_vehicles.size())
{
    for (std::size_t v = 0; v < m_vehicles.size(); ++v)
        for (int offset = 0; offset + m_vehicles[v].length <= sideLength; ++offset)
            for (int step = 0; step < m_vehicles[v].length; ++step)
                m_cells[v][std::size_t(offset)] |= std::uint64_t(1) << cellOf(m_vehicles[v], offset, step);
}

std::string RushHour::moveText(int move) const
{
    const int slot = move % 8;
    return std::string(1, m_vehicles[std::size_t(move / 8)].letter) + (slot < 4 ? "+" : "-") +
           char('1' + slot % 4);
}

Position RushHour::apply(Position position, int move) const
{
    Position result = position;
    forEachMove(position, [&](int m, Position next) {
        if (m == move)
            result = next;
    });
    return result;
}

std::string RushHour::positionText(Position position) const
{
    std::string text(std::size_t(cellCount), 'o');
    for (int cell = 0; cell < cellCount; ++cell)
        if (m_walls >> cell & 1)
            text[std::size_t(cell)] = 'x';
    for (std::size_t v = 0; v < m_vehicles.size(); ++v)
        for (int step = 0; step < m_vehicles[v].length; ++step)
            text[std::size_t(cellOf(m_vehicles[v], offsetOf(position, v), step))] = m_vehicles[v].letter;
    return text;
}

Parsed<Position> RushHour::parsePosition(std::string_view text) const
{
    auto layout = parseLayout(text);
    if (!layout)
        return parseError(layout.error());
    if (layout->vehicles != m_vehicles || layout->walls != m_walls)
        return parseError("the position's vehicles or walls are not this game's");
    return layout->offsets;
}

} // namespace minimoves::rush_hour
