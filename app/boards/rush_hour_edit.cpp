// The Rush Hour board's position editor gestures (its BoardEditor). The draft is the lot's
// 36-character text, as instance and position both (a set-up lot is a game of its own: its start).
// A press on a free cell and a release two or three cells along its row or column parks a new
// vehicle over them (the red car A when there is none and the cells are two on the exit's row,
// else the first free letter; while the button is held, an outline shows the cells it would take); a click on a free cell builds a wall there, on a wall or a vehicle
// clears it. From the keyboard (the arrow keys move the cursor): a letter key puts that vehicle's
// letter on the cursor's cell, Space or Enter is the click there, Delete clears it. The editor's
// line says what is wrong with a broken lot in the engine's words, and when the red car can never
// get out.
#include "rush_hour_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>

namespace minimoves::app {

QString RushHourWidget::Editor::help() const
{
    return tr("Drag over two or three free cells to park a car or a truck; click a free cell for a wall, a wall or "
              "a vehicle to clear it. Keys: a letter puts that vehicle on the cursor's cell, Space clears it or "
              "builds a wall.");
}

void RushHourWidget::Editor::setText(const QString& text) { m_board.setDraft(text, text); }

void RushHourWidget::Editor::press(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        m_pressed = m_board.cellAt(event->position());
}

void RushHourWidget::Editor::release(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const int from = m_pressed, to = m_board.cellAt(event->position());
    m_pressed = -1;
    if (from < 0 || to < 0)
        return;
    m_board.m_cursor.setIndex(to); // the keys go on from the cell last clicked
    m_board.m_cursorShown = true;
    if (from == to)
        clickCell(to);
    else
        park(from, to);
}

void RushHourWidget::Editor::clickCell(int cell)
{
    QString text = m_board.draftState();
    if (text.size() != RushHourLot::CellCount)
        return;
    const QChar c = text[cell];
    if (c == QLatin1Char('o')) {
        text[cell] = QLatin1Char('x');
    } else if (c == QLatin1Char('x')) {
        text[cell] = QLatin1Char('o');
    } else {
        for (QChar& other : text)
            if (other == c)
                other = QLatin1Char('o');
    }
    setText(text);
}

std::vector<int> RushHourWidget::Editor::lineToPark(int from, int to) const
{
    const QString text = m_board.draftState();
    if (from < 0 || to < 0 || from == to || text.size() != RushHourLot::CellCount)
        return {};
    const bool across = RushHourLot::row(from) == RushHourLot::row(to);
    if (!across && RushHourLot::column(from) != RushHourLot::column(to))
        return {};
    const int step = across ? 1 : RushHourLot::Side;
    const int first = std::min(from, to), last = std::max(from, to);
    const int length = (last - first) / step + 1;
    if (length < 2 || length > 3)
        return {};
    std::vector<int> cells;
    for (int cell = first; cell <= last; cell += step) {
        if (text[cell] != QLatin1Char('o'))
            return {};
        cells.push_back(cell);
    }
    return cells;
}

void RushHourWidget::Editor::park(int from, int to)
{
    const std::vector<int> cells = lineToPark(from, to);
    QString text = m_board.draftState();
    if (cells.empty())
        return;
    const bool across = RushHourLot::row(from) == RushHourLot::row(to);
    QChar letter;
    if (!text.contains(QLatin1Char('A')) && across && cells.size() == 2 && RushHourLot::row(from) == RushHourLot::ExitRow)
        letter = QLatin1Char('A');
    // The first letter not on the lot (not O or X, which read like an empty cell and a wall).
    for (char16_t l = 'B'; letter.isNull() && l <= 'Z'; ++l)
        if (l != 'O' && l != 'X' && !text.contains(QChar(l)))
            letter = QChar(l);
    if (letter.isNull())
        return;
    for (int cell : cells)
        text[cell] = letter;
    setText(text);
}

bool RushHourWidget::Editor::key(QKeyEvent* event)
{
    const int key = event->key();
    if ((event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)) != Qt::NoModifier)
        return false;
    const int cell = m_board.cursorCell();
    QString text = m_board.draftState();
    if (text.size() != RushHourLot::CellCount)
        return false;
    if (key >= Qt::Key_A && key <= Qt::Key_Z) {
        m_board.m_cursorShown = true;
        text[cell] = QChar(char16_t('A' + (key - Qt::Key_A)));
        setText(text);
        return true;
    }
    if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) {
        m_board.m_cursorShown = true;
        clickCell(cell);
        return true;
    }
    if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
        m_board.m_cursorShown = true;
        text[cell] = QLatin1Char('o');
        setText(text);
        return true;
    }
    return false;
}

} // namespace minimoves::app
