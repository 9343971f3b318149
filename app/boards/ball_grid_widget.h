// The Ball Grid board: N x M shaded balls in red, blue and green (each colour also marked by a
// symbol: red a plus, blue a ring, green a triangle) and the target grid beside them. A ball that
// is the bottom-right of a 2x2 block picks that block: left click (or R) turns it clockwise, the
// four balls swinging round its centre; right click (or C) recolours it R -> B -> G -> R. The
// arrow keys move a cursor over those balls.
#pragma once

#include "board_widget.h"

#include "ball_grid/ball_grid.h"

#include <QPoint>

namespace minimoves::ball_grid {
class BallGridPuzzle;
}

namespace minimoves::app {

class BallGridWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit BallGridWidget(QWidget* parent = nullptr);

    QString moveDescription(int move) const override;

    // Balls are QPoint(column, row), 1-based; a null QPoint means none.
    // The bottom-right ball of the block the pointer is over, or none (also over the top row and
    // left column, whose balls pick no block).
    QPoint hoveredBlock() const;
    // The ball under the pointer, whether or not it picks a block.
    QPoint hoveredBall() const { return ballOfItem(hoveredItem()); }
    // The keyboard cursor: always the bottom-right ball of a block (none on a 1-wide board).
    QPoint cursorBall() const { return m_cursor; }
    // Where ball (row, column) is drawn, in widget coordinates (for tests and tooltips).
    QPointF ballCentre(int row, int column) const;
    // The ball under a widget position, or a null QPoint.
    QPoint ballAt(QPointF position) const;

    // The three colours, each with a distinct lightness as well as hue.
    static QColor ballColor(ball_grid::Color color);

protected:
    void paintBoard(QPainter& painter, int move, double progress) override;
    void positionChanged() override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    // Hover items: the balls, row * BallStride + column.
    int hoverItemAt(const QPointF& pos) const override;
    QString hoverToolTip(int item) const override;
    std::optional<Qt::CursorShape> hoverCursor(int item) const override;
    void retranslate() override;

private:
    // Where everything goes for the current size: the board's cells and the side panel (the
    // target, and the recolour cycle under it).
    struct Layout {
        QRectF board;      // the balls' cells, cell x cell each
        double cell = 0;
        QRectF target;     // the target's cells
        double targetCell = 0;
        QPointF legendTop; // top-left of the recolour cycle
        QRectF targetCaption;
        QRectF legendCaption;
    };
    static constexpr int BallStride = 256;
    static QPoint ballOfItem(int item) { return item < 0 ? QPoint() : QPoint(item % BallStride, item / BallStride); }
    Layout layout() const;
    const ball_grid::BallGridPuzzle* ballGrid() const;
    static QPointF ballCentreIn(const Layout& l, int row, int column);
    QRectF blockRect(const Layout& l, int row, int column) const;
    void act(QPoint ball, ball_grid::Op op);
    // The paint phases, in order.
    void paintHoverGlow(QPainter& painter, const Layout& l);
    void paintBalls(QPainter& painter, const Layout& l, int move, double progress);
    void paintPointer(QPainter& painter, const Layout& l);
    void paintCursor(QPainter& painter, const Layout& l);
    void paintHints(QPainter& painter, const Layout& l);
    void paintTarget(QPainter& painter, const Layout& l);
    void paintLegend(QPainter& painter, const Layout& l);

    QPoint m_pressed;
    QPoint m_cursor;
};

} // namespace minimoves::app
