// Shifting Grid's position editor gestures (the board's BoardEditor): a click on a cell
// turns its colour; the draft may have any number of cells of each colour (the editor's line
// says what is wrong), so the board draws the draft's letters as they are.
#include "shifting_grid_widget.h"

#include "shifting_grid/shifting_grid.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace minimoves::app {

using namespace shifting_grid;

Grid ShiftingGridWidget::shownGrid() const
{
    if (!isEditing() || draftError().isEmpty())
        return ShiftingGrid::unrank(state());
    Grid grid;
    const QString letters = draftState();
    for (int i = 0; i < CellCount && i < letters.size(); ++i)
        grid.cells[i] = colorFromLetter(char(letters[i].toLatin1())).value_or(Color::White);
    return grid;
}

QString ShiftingGridWidget::Editor::help() const
{
    return tr("Click a cell to change its colour (white, black, grey; right click: the other way round). "
              "The arrow keys move the cursor, Space or Enter changes its cell.");
}

void ShiftingGridWidget::Editor::cycleCell(int row, int column, int step)
{
    QString letters = m_board.draftState();
    const int index = row * Columns + column;
    if (index < 0 || index >= letters.size())
        return;
    const auto color = colorFromLetter(char(letters[index].toLatin1())).value_or(Color::White);
    letters[index] = QLatin1Char(colorLetter(Color((int(color) + step + 3) % 3)));
    m_board.setDraft(m_board.draftInstance(), letters);
}

void ShiftingGridWidget::Editor::press(QMouseEvent* event)
{
    const auto cell = m_board.cellAt(event->position());
    if (!cell || (event->button() != Qt::LeftButton && event->button() != Qt::RightButton))
        return;
    m_board.m_cursor.setAt(*cell);
    cycleCell(cell->y(), cell->x(), event->button() == Qt::LeftButton ? 1 : -1);
}

bool ShiftingGridWidget::Editor::key(QKeyEvent* event)
{
    const auto modifiers = event->modifiers() & ~Qt::KeypadModifier;
    switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        m_board.m_cursorShown = true;
        cycleCell(m_board.m_cursor.row(), m_board.m_cursor.column(), modifiers & Qt::ShiftModifier ? -1 : 1);
        return true;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        return modifiers != Qt::NoModifier; // plain arrows move the cursor; no shifts while editing
    default:
        return false;
    }
}

} // namespace minimoves::app
