#include "rush_hour_lot.h"

#include <algorithm>
#include <array>

namespace minimoves::app {

RushHourLot::RushHourLot(const QString& text) : m_text(text.size() == CellCount ? text : QString())
{
    std::array<std::vector<int>, 26> cellsOf;
    for (int cell = 0; cell < int(m_text.size()); ++cell) {
        const QChar c = m_text[cell];
        if (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            cellsOf[std::size_t(c.unicode() - 'A')].push_back(cell);
    }
    for (int letter = 0; letter < 26; ++letter) {
        const std::vector<int>& cells = cellsOf[std::size_t(letter)];
        if (cells.empty())
            continue;
        LotVehicle vehicle;
        vehicle.letter = QChar(char16_t('A' + letter));
        vehicle.cells = cells;
        vehicle.across = cells.size() < 2 || row(cells[1]) == row(cells[0]);
        const int step = vehicle.across ? 1 : Side;
        vehicle.straight = cells.size() == 2 || cells.size() == 3;
        for (std::size_t i = 1; i < cells.size() && vehicle.straight; ++i)
            vehicle.straight = cells[i] == cells[0] + int(i) * step && (!vehicle.across || row(cells[i]) == row(cells[0]));
        m_vehicles.push_back(vehicle);
    }
}

int RushHourLot::vehicleAt(int cell) const
{
    for (std::size_t v = 0; v < m_vehicles.size(); ++v)
        if (std::find(m_vehicles[v].cells.begin(), m_vehicles[v].cells.end(), cell) != m_vehicles[v].cells.end())
            return int(v);
    return -1;
}

std::vector<int> RushHourLot::cellsAfter(int vehicle, int distance) const
{
    const LotVehicle& v = m_vehicles[std::size_t(vehicle)];
    std::vector<int> cells = v.cells;
    for (int& cell : cells)
        cell += distance * (v.across ? 1 : Side);
    return cells;
}

int RushHourLot::reach(int vehicle, int sign) const
{
    if (vehicle < 0 || vehicle >= int(m_vehicles.size()) || !m_vehicles[std::size_t(vehicle)].straight)
        return 0;
    const LotVehicle& v = m_vehicles[std::size_t(vehicle)];
    const int lead = sign > 0 ? v.cells.back() : v.cells.front();
    const int step = v.across ? 1 : Side;
    int distance = 0;
    for (int cell = lead + sign * step;; cell += sign * step) {
        const bool inside = v.across ? cell >= 0 && cell < CellCount && row(cell) == row(lead)
                                     : cell >= 0 && cell < CellCount;
        if (!inside || !isFree(cell))
            return distance;
        ++distance;
    }
}

int RushHourLot::slideOnto(int vehicle, int cell) const
{
    if (vehicle < 0 || vehicle >= int(m_vehicles.size()) || !isFree(cell))
        return 0;
    const LotVehicle& v = m_vehicles[std::size_t(vehicle)];
    if (!v.straight)
        return 0;
    const bool inLine = v.across ? row(cell) == row(v.cells[0]) : column(cell) == column(v.cells[0]);
    if (!inLine)
        return 0;
    const int step = v.across ? 1 : Side;
    const int distance = cell > v.cells.back() ? (cell - v.cells.back()) / step : -((v.cells.front() - cell) / step);
    const int sign = distance > 0 ? 1 : -1;
    return std::abs(distance) <= reach(vehicle, sign) ? distance : 0;
}

int RushHourLot::moveIndex(int vehicle, int distance)
{
    if (distance == 0 || distance > 4 || distance < -4)
        return -1;
    return vehicle * 8 + (distance > 0 ? distance - 1 : 3 - distance);
}

} // namespace minimoves::app
