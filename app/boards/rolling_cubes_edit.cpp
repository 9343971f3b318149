// Rolling Cubes' position editor gestures (the board's BoardEditor): cubes turn in place to
// any of their six orientations, and the gap moves anywhere without rolling.
#include "rolling_cubes_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>

namespace minimoves::app {

using namespace rolling_cubes;

QString RollingCubesWidget::Editor::help() const
{
    return tr("Click a cube to turn it to its next orientation (right click: the one before). "
              "Shift+click a cube, or press an arrow key, to move the gap there without rolling. "
              "On the target, a click changes a colour and a Shift+click moves the gap.");
}

namespace {

// The target's text: 9 letters W, B, R and one E (the gap), in reading order.
QString editedTarget(QString pattern, int cell, bool moveGap, int step)
{
    static const QString colours = QStringLiteral("WBR");
    if (cell < 0 || cell >= pattern.size() || pattern[cell] == QLatin1Char('E'))
        return pattern;
    if (moveGap) {
        const auto gap = pattern.indexOf(QLatin1Char('E'));
        if (gap >= 0)
            pattern[gap] = pattern[cell];
        pattern[cell] = QLatin1Char('E');
        return pattern;
    }
    const auto at = colours.indexOf(pattern[cell]);
    pattern[cell] = colours[(std::max<qsizetype>(at, 0) + step + 3) % 3];
    return pattern;
}

} // namespace

void RollingCubesWidget::Editor::moveGapTo(int cell)
{
    Board b = m_board.board();
    if (cell < 0 || cell >= cellCount || cell == b.gap)
        return;
    b.cells[b.gap] = b.cells[cell];
    b.cells[cell] = Orientation::WhiteBlueRed; // the gap's placeholder
    b.gap = std::uint8_t(cell);
    m_board.setDraftState(rankBoard(b));
}

void RollingCubesWidget::Editor::press(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)
        return;
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    if (const int mapCell = m_board.targetCellAt(event->position()); mapCell >= 0) {
        const int step = event->button() == Qt::LeftButton ? 1 : -1;
        m_board.setDraft(editedTarget(m_board.draftInstance(), mapCell, shift, step), m_board.draftState());
        return;
    }
    const int cell = m_board.cellAt(event->position());
    if (cell < 0)
        return;
    if (shift) {
        moveGapTo(cell);
        return;
    }
    Board b = m_board.board();
    const int step = event->button() == Qt::LeftButton ? 1 : orientationCount - 1;
    b.cells[cell] = Orientation((int(b.cells[cell]) + step) % orientationCount);
    m_board.setDraftState(rankBoard(b));
}

bool RollingCubesWidget::Editor::key(QKeyEvent* event)
{
    // The arrows move the gap one cell the arrow's way on the screen (the view may be turned),
    // within the tray (a cube takes its place, unrolled).
    const std::optional<QPoint> way = m_board.wayForKey(event->key());
    if (!way)
        return false;
    const int gap = m_board.board().gap;
    const QPoint to = QPoint(gap % 3, gap / 3) + *way;
    if (QRect(0, 0, 3, 3).contains(to))
        moveGapTo(to.y() * 3 + to.x());
    return true;
}

} // namespace minimoves::app
