// Rush Hour for screen readers: the lot as a 6x6 table of named cells ("Row 3, column 2: red car,
// back"), each cell of a vehicle with the vehicle's slides as its actions; the position row by row;
// the goal. The keyboard's cursor is the table's focus (a picked vehicle's outline carries it).
#include "rush_hour_widget.h"

#include "move_names.h"

namespace minimoves::app {

QSize RushHourWidget::Speech::tableSize() const
{
    return m_board.lot().isValidSize() ? QSize(RushHourLot::Side, RushHourLot::Side) : QSize();
}

BoardSpeech::Item RushHourWidget::Speech::item(int cell) const
{
    Item it;
    const RushHourLot shown = m_board.lot();
    if (!shown.isValidSize() || cell < 0 || cell >= RushHourLot::CellCount)
        return it;
    it.name = tr("Row %1, column %2: %3")
                  .arg(RushHourLot::row(cell) + 1)
                  .arg(RushHourLot::column(cell) + 1)
                  .arg(cellWord(shown, cell));
    it.rect = m_board.cellRect(cell);
    if (cell == RushHourLot::ExitRow * RushHourLot::Side + RushHourLot::Side - 1)
        it.description = tr("Beside the exit.");
    const int vehicle = shown.vehicleAt(cell);
    if (vehicle >= 0 && m_board.puzzle() && !m_board.isEditing()) {
        for (int move : m_board.movesOfVehicle(vehicle))
            it.actions.emplace_back(m_board.moveDescription(move), move);
        if (vehicle == m_board.selectedVehicle())
            it.description = tr("Picked up: the arrow keys along its line choose where it goes, Space slides it.");
    } else if (m_board.selectedVehicle() >= 0) {
        if (const int slide = shown.slideOnto(m_board.selectedVehicle(), cell); slide != 0)
            it.description = m_board.moveDescription(m_board.moveFor(m_board.selectedVehicle(), slide));
    }
    return it;
}

// The cursor's cell, drawn or not yet: the screen reader is on a cell from the start.
int RushHourWidget::Speech::cursorItem() const { return m_board.puzzle() ? m_board.cursorCell() : -1; }

QString RushHourWidget::Speech::positionSpeech() const
{
    const RushHourLot shown = m_board.lot();
    if (!shown.isValidSize())
        return {};
    return rowsSpeech(RushHourLot::Side, RushHourLot::Side,
                      [&](int row, int column) { return cellWord(shown, row * RushHourLot::Side + column); }) +
           QLatin1Char('.');
}

QString RushHourWidget::Speech::targetSpeech() const
{
    if (!m_board.puzzle())
        return {};
    return tr("Goal: the red car out through the exit at the right end of row 3.");
}

} // namespace minimoves::app
