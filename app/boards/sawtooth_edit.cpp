// Sawtooth Gears' position editor gestures (the board's BoardEditor): single gears turn
// without meshing, so that any of the 4^9 positions can be set up.
#include "sawtooth_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace minimoves::app {

using namespace sawtooth;

QString SawtoothWidget::Editor::help() const
{
    return tr("Click a gear to turn it alone a quarter clockwise (right click: anticlockwise). "
              "Space or Enter turns the cursor's gear, 1-9 the gear with that number.");
}

void SawtoothWidget::Editor::turnAlone(int gear, int quarters)
{
    if (gear < 0 || gear >= GearCount || !m_board.gearPuzzle())
        return;
    const Rotations now = GearBoard::unrank(m_board.state());
    m_board.setDraftState(GearBoard::rank(now.with(gear, (now.of(gear) + quarters + 4) % 4)));
}

void SawtoothWidget::Editor::press(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)
        return;
    const int gear = m_board.gearAt(event->position());
    if (gear < 0)
        return;
    m_board.m_cursor.setIndex(gear);
    turnAlone(gear, event->button() == Qt::LeftButton ? 1 : -1);
}

bool SawtoothWidget::Editor::key(QKeyEvent* event)
{
    const int key = event->key();
    if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) {
        m_board.m_keyboardActive = true;
        turnAlone(m_board.m_cursor.index(), event->modifiers() & Qt::ShiftModifier ? -1 : 1);
        return true;
    }
    if (key >= Qt::Key_1 && key <= Qt::Key_9 && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        m_board.m_cursor.setIndex(key - Qt::Key_1);
        m_board.m_keyboardActive = true;
        turnAlone(m_board.m_cursor.index(), 1);
        return true;
    }
    return false; // the arrows move the cursor
}

} // namespace minimoves::app
