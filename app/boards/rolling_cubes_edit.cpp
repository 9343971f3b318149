// Rolling Cubes' position editor gestures (BoardWidget's position editor): cubes turn in place to
// any of their six orientations, and the gap moves anywhere without rolling.
#include "rolling_cubes_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace minimoves::app {

using namespace rolling_cubes;

QString RollingCubesWidget::editHelp() const
{
    return tr("Click a cube to turn it to its next orientation (right click: the one before). "
              "Shift+click a cube, or press an arrow key, to move the gap there without rolling.");
}

void RollingCubesWidget::moveGapTo(int cell)
{
    Board b = board();
    if (cell < 0 || cell >= cellCount || cell == b.gap)
        return;
    b.cells[b.gap] = b.cells[cell];
    b.cells[cell] = Orientation::WhiteBlueRed; // the gap's placeholder
    b.gap = std::uint8_t(cell);
    setDraftState(rankBoard(b));
}

void RollingCubesWidget::editPress(QMouseEvent* event)
{
    const int cell = cellAt(event->position());
    if (cell < 0 || (event->button() != Qt::LeftButton && event->button() != Qt::RightButton))
        return;
    if (event->modifiers() & Qt::ShiftModifier) {
        moveGapTo(cell);
        return;
    }
    Board b = board();
    const int step = event->button() == Qt::LeftButton ? 1 : orientationCount - 1;
    b.cells[cell] = Orientation((int(b.cells[cell]) + step) % orientationCount);
    setDraftState(rankBoard(b));
}

bool RollingCubesWidget::editKey(QKeyEvent* event)
{
    const int gap = board().gap;
    switch (event->key()) {
    case Qt::Key_Left:
        if (gap % 3 != 0)
            moveGapTo(gap - 1);
        return true;
    case Qt::Key_Right:
        if (gap % 3 != 2)
            moveGapTo(gap + 1);
        return true;
    case Qt::Key_Up:
        if (gap >= 3)
            moveGapTo(gap - 3);
        return true;
    case Qt::Key_Down:
        if (gap <= 5)
            moveGapTo(gap + 3);
        return true;
    default:
        return false;
    }
}

} // namespace minimoves::app
