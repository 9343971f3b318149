// Magic Board's position editor gestures (the board's BoardEditor): two tiles swap places,
// on the board (the position) or on the small target (the goal), by dragging one onto the other
// or by clicking one and then the other.
#include "magic_board_widget.h"

#include "magic_board_look.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <utility>

namespace minimoves::app {

namespace {

constexpr int TargetItems = 8; // items 8-15: the target's cells

QRectF cellIn(const QRectF& cells, int cell)
{
    const double side = cells.width() / 4;
    const QPoint p = magic_look::cellPosition(cell);
    return QRectF(cells.left() + p.x() * side, cells.top() + p.y() * side, side, side);
}

int cellOf(const QRectF& cells, const QPointF& pos)
{
    if (!cells.contains(pos) || cells.width() <= 0)
        return -1;
    const double side = cells.width() / 4;
    const int column = std::clamp(int((pos.x() - cells.left()) / side), 0, 3);
    const int row = std::clamp(int((pos.y() - cells.top()) / side), 0, 1);
    return magic_look::cellIndex(column, row);
}

} // namespace

QString MagicBoardWidget::Editor::help() const
{
    return tr("Drag a tile onto another (or click one, then the other) to swap them: on the board for the "
              "position, on the small target for the goal.");
}

int MagicBoardWidget::editItemAt(const QPointF& pos) const
{
    if (const int cell = cellOf(m_layout.board, pos); cell >= 0)
        return cell;
    if (const int cell = cellOf(m_layout.target, pos); cell >= 0)
        return TargetItems + cell;
    return -1;
}

QRectF MagicBoardWidget::Editor::pickedRect(int item) const
{
    const Layout& l = m_board.m_layout;
    return item < TargetItems ? cellIn(l.board, item) : cellIn(l.target, item - TargetItems);
}

void MagicBoardWidget::Editor::press(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        swapTiles(m_board.swapGesture(true, m_board.editItemAt(event->position())));
}

void MagicBoardWidget::Editor::release(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        swapTiles(m_board.swapGesture(false, m_board.editItemAt(event->position())));
}

void MagicBoardWidget::Editor::swapTiles(std::optional<std::pair<int, int>> swap)
{
    if (!swap)
        return;
    auto [a, b] = *swap;
    const bool target = a >= TargetItems;
    if (target != (b >= TargetItems)) // a board tile onto the target: nothing to swap
        return;
    QString instance = m_board.draftInstance();
    QString position = m_board.draftState();
    QString& text = target ? instance : position;
    if (target) {
        a -= TargetItems;
        b -= TargetItems;
    }
    if (a >= text.size() || b >= text.size())
        return;
    std::swap(text[a], text[b]);
    m_board.setDraft(instance, position);
}

bool MagicBoardWidget::Editor::key(QKeyEvent* event)
{
    // A, B, C and T would play or open the target's editor: not while editing.
    const int key = event->key();
    return (key >= Qt::Key_A && key <= Qt::Key_C) || key == Qt::Key_T;
}

} // namespace minimoves::app
