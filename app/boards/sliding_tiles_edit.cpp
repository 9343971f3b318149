// The sliding tiles' position editor gestures (BoardWidget's position editor): any two cells, the
// blank's too, swap their contents, so that any of the 9! (16!) boards can be set up (the editor's
// line says when the goal cannot be reached from one, and Apply refuses it).
#include "sliding_tiles_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <utility>

namespace minimoves::app {

QString SlidingTilesWidget::editHelp() const
{
    return tr("Drag a tile (or the blank) onto another, or click one and then the other, to swap them.");
}

void SlidingTilesWidget::editPress(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        swapCells(swapGesture(true, cellAt(event->position())));
}

void SlidingTilesWidget::editRelease(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        swapCells(swapGesture(false, cellAt(event->position())));
}

void SlidingTilesWidget::swapCells(std::optional<std::pair<int, int>> swap)
{
    QString text = draftState();
    if (!swap || swap->first >= text.size() || swap->second >= text.size())
        return;
    std::swap(text[swap->first], text[swap->second]);
    setDraft(draftInstance(), text);
}

bool SlidingTilesWidget::editKey(QKeyEvent* event)
{
    // The arrows would slide a tile: not while editing.
    const int key = event->key();
    return key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
}

} // namespace minimoves::app
