// Sawtooth Gears' position editor gestures (BoardWidget's position editor): single gears turn
// without meshing, so that any of the 4^9 positions can be set up.
#include "sawtooth_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace minimoves::app {

using namespace sawtooth;

QString SawtoothWidget::editHelp() const
{
    return tr("Click a gear to turn it alone a quarter clockwise (right click: anticlockwise). "
              "Space or Enter turns the cursor's gear, 1-9 the gear with that number.");
}

void SawtoothWidget::turnAlone(int gear, int quarters)
{
    if (gear < 0 || gear >= GearCount || !gearPuzzle())
        return;
    const Rotations now = GearBoard::unrank(state());
    setDraftState(GearBoard::rank(now.with(gear, (now.of(gear) + quarters + 4) % 4)));
}

void SawtoothWidget::editPress(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)
        return;
    const int gear = gearAt(event->position());
    if (gear < 0)
        return;
    m_cursor.setIndex(gear);
    turnAlone(gear, event->button() == Qt::LeftButton ? 1 : -1);
}

bool SawtoothWidget::editKey(QKeyEvent* event)
{
    const int key = event->key();
    if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) {
        m_keyboardActive = true;
        turnAlone(m_cursor.index(), event->modifiers() & Qt::ShiftModifier ? -1 : 1);
        return true;
    }
    if (key >= Qt::Key_1 && key <= Qt::Key_9 && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        m_cursor.setIndex(key - Qt::Key_1);
        m_keyboardActive = true;
        turnAlone(m_cursor.index(), 1);
        return true;
    }
    return false; // the arrows move the cursor
}

} // namespace minimoves::app
