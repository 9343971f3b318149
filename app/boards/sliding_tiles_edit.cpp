// The sliding tiles' position editor gestures (the board's BoardEditor): any two cells, the
// blank's too, swap their contents, so that any of the 9! (16!) boards can be set up (the editor's
// line says when the goal cannot be reached from one, and Apply refuses it).
#include "sliding_tiles_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <utility>

namespace minimoves::app {

QString SlidingTilesWidget::Editor::help() const
{
    return tr("Drag a tile (or the blank) onto another, or click one and then the other, to swap them.");
}

void SlidingTilesWidget::Editor::press(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        swapCells(m_board.swapGesture(true, m_board.cellAt(event->position())));
}

void SlidingTilesWidget::Editor::release(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        swapCells(m_board.swapGesture(false, m_board.cellAt(event->position())));
}

void SlidingTilesWidget::Editor::swapCells(std::optional<std::pair<int, int>> swap)
{
    QString text = m_board.draftState();
    if (!swap || swap->first >= text.size() || swap->second >= text.size())
        return;
    std::swap(text[swap->first], text[swap->second]);
    m_board.setDraft(m_board.draftInstance(), text);
}

bool SlidingTilesWidget::Editor::key(QKeyEvent* event)
{
    // The arrows would slide a tile: not while editing.
    const int key = event->key();
    return key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
}

} // namespace minimoves::app
