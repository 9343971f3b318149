// Rolling Cubes: the eight cubes drawn in perspective on a 3x3 tray, seen from the south-east so
// that every cube shows its top, its south face (the y colour) and its east face (the x colour);
// the target pattern of top colours beside it. A click on a cube beside the gap, or an arrow key,
// rolls a cube into the gap over its bottom edge; the roll is animated as a quarter turn.
//
// Arrow keys move a cube in the arrow's direction, as in sliding puzzles: Right rolls the cube on
// the gap's left rightwards (the engine's move L, "from the left"), Up rolls the cube below the
// gap upwards (D), and so on.
#pragma once

#include "board_widget.h"

#include "rolling_cubes/rolling_cubes.h"

#include <optional>

namespace minimoves::app {

class RollingCubesWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit RollingCubesWidget(QWidget* parent = nullptr);

    // "Roll right": the way the cube travels (move L, the cube left of the gap, rolls right).
    QString moveDescription(int move) const override;

    // The cell (0..8, reading order) whose cube is drawn under `point`, or -1 (the gap, the tray,
    // outside). Uses the position at rest, front faces first, as a click does.
    int cellAt(QPointF point) const;
    // Where the target's caption ("Target") and the colour legend are drawn, in widget coordinates.
    QRectF captionRect() const;
    QRectF legendRect() const;
    // The centre of the top face of the cube standing on `cell`, in widget coordinates.
    QPointF topCentre(int cell) const;
    // The move an arrow key plays: the cube beside the gap that rolls the way the arrow points on
    // the screen, as the tray is drawn (Up rolls a cube towards the top of the screen); -1 for keys
    // that are not arrows.
    int moveForKey(int key) const;
    // The gap's outline on the tray, drawn over the cubes (a cube in front never hides it).
    QPolygonF gapOutline() const;
    // The cell of the gap in the position shown.
    int gapCell() const;
    // The cell under the mouse that would roll when clicked, or -1.
    int hoverCell() const { return hoveredItem(); }
    // Over a cube: its colours and whether it can roll; elsewhere, how to play.
    QString toolTipAt(const QPointF& pos) const override;

    // Position editor (rolling_cubes_edit.cpp): a click on a cube turns it to its next of six
    // orientations (right click: the one before); a Shift+click on a cube, or an arrow key, moves
    // the gap there without rolling (the cube takes the gap's place as it stands). On the target,
    // a click turns a cell's colour white -> blue -> red, a Shift+click moves its gap there.
    QString editHelp() const override;
    // The target's 3x3 map, in widget coordinates: drawn in the tray's own projection (seen from
    // where the tray is seen), each cell a quadrilateral.
    QRectF targetMapRect() const;
    QPolygonF targetCellQuad(int cell) const;
    int targetCellAt(QPointF point) const; // -1 off the map's cells
    QPointF targetCellCentre(int cell) const { return targetCellQuad(cell).boundingRect().center(); }

    static QColor faceColor(rolling_cubes::Color color);
    static QString colorName(rolling_cubes::Color color);

protected:
    void editPress(QMouseEvent* event) override;
    bool editKey(QKeyEvent* event) override;
    void moveGapTo(int cell);
    void paintBoard(QPainter& painter, int move, double progress) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void positionChanged() override;
    // Hover items: the cells whose cube can roll.
    int hoverItemAt(const QPointF& pos) const override;
    // Move quality: a cube beside the gap stands for its roll; the badge floats over its top.
    std::vector<int> movesOfItem(int cell) const override;
    std::optional<QPointF> moveBadgeCentre(int move) const override;
    std::optional<Qt::CursorShape> hoverCursor(int cell) const override;
    void retranslate() override;

private:
    struct Layout;
    struct Motion;
    Layout layout() const;
    Motion motion(int move, double progress) const;
    rolling_cubes::Board board() const;
    std::optional<rolling_cubes::Pattern> target() const;
    QString helpText() const;
    // The paint phases, in order.
    void paintTray(QPainter& painter, const Layout& l, const Motion& motion);
    void paintCubes(QPainter& painter, const Layout& l, const Motion& motion);
    void paintGap(QPainter& painter, const Layout& l, const Motion& motion);
    void paintMarks(QPainter& painter, const Layout& l);
    void paintTarget(QPainter& painter, const Layout& l);
    void paintLegend(QPainter& painter, const Layout& l);
};

} // namespace minimoves::app
