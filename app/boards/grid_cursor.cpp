#include "grid_cursor.h"

#include <Qt>

#include <algorithm>

namespace minimoves::app {

std::optional<QPoint> GridCursor::arrowStep(int key)
{
    switch (key) {
    case Qt::Key_Left:
        return QPoint(-1, 0);
    case Qt::Key_Right:
        return QPoint(1, 0);
    case Qt::Key_Up:
        return QPoint(0, -1);
    case Qt::Key_Down:
        return QPoint(0, 1);
    default:
        return std::nullopt;
    }
}

void GridCursor::setCells(const QRect& cells)
{
    m_cells = cells;
    setAt(m_at);
}

void GridCursor::setAt(const QPoint& cell)
{
    m_at = QPoint(std::clamp(cell.x(), m_cells.left(), m_cells.right()),
                  std::clamp(cell.y(), m_cells.top(), m_cells.bottom()));
}

int GridCursor::index() const { return (m_at.y() - m_cells.top()) * m_cells.width() + m_at.x() - m_cells.left(); }

void GridCursor::setIndex(int index)
{
    const int columns = std::max(1, m_cells.width());
    setAt(QPoint(m_cells.left() + index % columns, m_cells.top() + index / columns));
}

bool GridCursor::move(const QPoint& step, AtEdge atEdge)
{
    const QPoint before = m_at;
    QPoint next = m_at + step;
    if (atEdge == AtEdge::Wrap) {
        const auto wrap = [](int value, int first, int count) {
            return count > 0 ? first + ((value - first) % count + count) % count : first;
        };
        next = QPoint(wrap(next.x(), m_cells.left(), m_cells.width()), wrap(next.y(), m_cells.top(), m_cells.height()));
    }
    setAt(next);
    return m_at != before;
}

bool GridCursor::moveByKey(int key, AtEdge atEdge)
{
    const auto step = arrowStep(key);
    if (step)
        move(*step, atEdge);
    return step.has_value();
}

} // namespace minimoves::app
