// GridCursor: the keyboard's cell on a board of rows and columns (a ball block, a gear, a cell, a
// target's tile). The arrow keys move it one cell; at an edge it stops, or wraps round to the
// other side (a line that shifts round). Boards keep what the cell means and how it is drawn.
#pragma once

#include <QPoint>
#include <QRect>

#include <optional>

namespace minimoves::app {

class GridCursor {
public:
    enum class AtEdge { Stop, Wrap };

    // A cursor on `cells` (columns x, rows y; QRect(left, top, columns, rows)), at its top-left.
    explicit GridCursor(const QRect& cells = QRect(0, 0, 1, 1)) : m_cells(cells), m_at(cells.topLeft()) {}
    // The same, at `at` (brought inside the cells).
    GridCursor(const QRect& cells, const QPoint& at) : m_cells(cells) { setAt(at); }

    // The step an arrow key makes ((-1, 0) for Left, (0, 1) for Down), nullopt for other keys.
    static std::optional<QPoint> arrowStep(int key);

    QRect cells() const { return m_cells; }
    // New cells (another board size): the cursor stays where it is, brought inside them.
    void setCells(const QRect& cells);
    QPoint at() const { return m_at; }
    int column() const { return m_at.x(); }
    int row() const { return m_at.y(); }
    // Puts the cursor on `cell`, brought inside the cells.
    void setAt(const QPoint& cell);
    // The cell in reading order from the top-left (row by row), and back.
    int index() const;
    void setIndex(int index);

    // One step (from arrowStep()); whether the cursor moved.
    bool move(const QPoint& step, AtEdge atEdge = AtEdge::Stop);
    // The arrow key's step; false (and no move) for another key.
    bool moveByKey(int key, AtEdge atEdge = AtEdge::Stop);

private:
    QRect m_cells;
    QPoint m_at;
};

} // namespace minimoves::app
