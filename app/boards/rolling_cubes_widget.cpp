// The Rolling Cubes board: its layout and input, on the 3D scene of rolling_cubes_scene.h (its
// painting: rolling_cubes_painter.cpp and rolling_cubes_target.cpp; the pointer's items:
// rolling_cubes_hover.cpp).
#include "rolling_cubes_widget.h"

#include "board_placement.h"
#include "paint_helpers.h"
#include "rolling_cubes_look.h"
#include "rolling_cubes_scene.h"
#include "rolling_cubes_view.h"

#include "rolling_cubes/rolling_cubes_type.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace minimoves::app {

using rolling_cubes::Board;
using rolling_cubes::Color;
using rolling_cubes::Orientation;
using rolling_cubes::Pattern;
using rolling_cubes::Roll;
using namespace cube_scene;
using namespace rolling_cubes_look;

namespace {

// The way a cube travels on the tray when it rolls into the gap by `roll` (it comes from the
// opposite side).
QPoint rollWay(Roll roll)
{
    switch (roll) {
    case Roll::FromLeft: return {1, 0};
    case Roll::FromRight: return {-1, 0};
    case Roll::FromAbove: return {0, 1};
    case Roll::FromBelow: break;
    }
    return {0, -1};
}

} // namespace

RollingCubesWidget::RollingCubesWidget(QWidget* parent) : BoardWidget(parent, rollingCubesMoveNames())
{
    setParts({.speech = &m_speechPart, .hover = &m_hoverPart, .editor = &m_editorPart});
    setObjectName(QStringLiteral("rollingCubesBoard"));
    createViewButtons();
    retranslate();
}

void RollingCubesWidget::retranslate()
{
    setAccessibleName(tr("Rolling Cubes"));
    setAccessibleDescription(tr("Eight cubes and one gap on a three by three tray. Click a cube beside the gap, "
                                "or press an arrow key: the cube rolls in the arrow's direction into the gap."));
    retranslateViewButtons();
}

QString RollingCubesWidget::helpText() const
{
    return tr("Click a cube beside the gap to roll it into the gap, or press an arrow key: a cube rolls in the "
              "arrow's direction (Right rolls the cube left of the gap rightwards).\n"
              "Goal: the target's pattern of top colours, with the gap where the target has it.\n"
              "White is plain, Blue shows a ring, Red a cross.\n"
              "[ and ] (or a drag with the right button) turn the tray; hold P to see every face.");
}

QColor RollingCubesWidget::faceColor(Color color)
{
    switch (color) {
    case Color::White:
        return QColor(246, 244, 238);
    case Color::Blue:
        return QColor(38, 102, 214);
    case Color::Red:
        return QColor(216, 58, 50);
    }
    return {};
}

QString RollingCubesWidget::colorName(Color color)
{
    switch (color) {
    case Color::White:
        return tr("White");
    case Color::Blue:
        return tr("Blue");
    case Color::Red:
        return tr("Red");
    }
    return {};
}

std::optional<QPoint> RollingCubesWidget::wayForKey(int key) const
{
    QPointF arrow;
    switch (key) {
    case Qt::Key_Right: arrow = {1, 0}; break;
    case Qt::Key_Left: arrow = {-1, 0}; break;
    case Qt::Key_Down: arrow = {0, 1}; break;
    case Qt::Key_Up: arrow = {0, -1}; break;
    default: return std::nullopt;
    }
    // Each way on the screen, at the gap, with the view where it comes to rest: the one nearest
    // the arrow's (the tray is drawn turned, so the screen's up is not quite the grid's).
    const Layout l = layoutAt(RollingCubesView::shared().quarterTurns());
    const Vec3 gap = floorCentre(board().gap);
    QPoint best;
    double nearest = -2;
    for (const QPoint way : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
        const QPointF screen =
            l.camera.project(gap + Vec3{double(way.x()), double(way.y()), 0} * 0.5) - l.camera.project(gap);
        const double along = QPointF::dotProduct(screen, arrow) / std::max(1e-9, std::hypot(screen.x(), screen.y()));
        if (along > nearest) {
            nearest = along;
            best = way;
        }
    }
    return best;
}

int RollingCubesWidget::moveForKey(int key) const
{
    const std::optional<QPoint> way = wayForKey(key);
    if (!way)
        return -1;
    for (const Roll roll : rolling_cubes::allRolls)
        if (rollWay(roll) == *way)
            return int(roll);
    return -1;
}

int RollingCubesWidget::gapCell() const { return board().gap; }

QPolygonF RollingCubesWidget::gapOutline(bool raised) const
{
    return gapQuad(layout().camera, board().gap, raised);
}

Board RollingCubesWidget::board() const
{
    return m_puzzle ? rolling_cubes::unrankBoard(state()) : rolling_cubes::standardStart(4);
}

std::optional<Pattern> RollingCubesWidget::target() const
{
    if (const auto* puzzle = puzzleAs<rolling_cubes::RollingCubesPuzzle>())
        return puzzle->rules().target();
    return std::nullopt;
}

RollingCubesWidget::Layout RollingCubesWidget::layout() const { return layoutAt(m_shownTurn); }

RollingCubesWidget::Layout RollingCubesWidget::layoutAt(double turn) const
{
    Layout l;
    l.camera = Camera(turn);
    l.mapCamera = Camera(turn);
    const QRectF area = m_buttonRow.areaAbove(8, 60);
    // The scene as it is at rest (the same at every quarter turn): the tray does not grow or
    // shrink as the view turns, nor the target move; between two quarter turns it fits inside.
    const QSizeF scene = Camera().extent().size();
    const QSizeF now = l.camera.extent().size();
    const double fit = std::min({1.0, scene.width() / now.width(), scene.height() / now.height()});
    // Only the tray scales; the pair stands three quarters of the way along the room left over.
    const PanelScaling onlyTheTray{.fixedPanel = true, .slackBefore = 0.75};
    if (area.width() >= area.height()) {
        // The target panel (caption, map, legend in a column) right of the tray; both centred.
        const double mapCell = std::clamp(std::min(area.width() * 0.075, area.height() / 7.0), 14.0, 96.0);
        const QSizeF panel(mapCell * 3.6, mapCell * (0.7 + 3 + 0.4 + 3 * 0.62));
        const double spacing = std::max(16.0, area.width() * 0.04);
        const BoardAndPanel pair = placeBoardAndPanel(area, scene, panel, spacing, PanelSide::Beside, onlyTheTray);
        l.camera.place(pair.board, pair.scale * fit);
        l.caption = QRectF(pair.panel.topLeft(), QSizeF(panel.width(), mapCell * 0.7));
        l.map = QRectF(pair.panel.left(), l.caption.bottom(), 3 * mapCell, 3 * mapCell);
        l.legend = QRectF(pair.panel.left(), l.map.bottom() + mapCell * 0.4, panel.width(), mapCell * 3 * 0.62);
    } else {
        // A tall widget: the panel (map, and the legend beside it) below the tray.
        const double mapCell = std::clamp(std::min(area.width() / 7.5, area.height() * 0.075), 14.0, 96.0);
        const QSizeF panel(mapCell * (3 + 0.6 + 3.4), mapCell * 3.7);
        const double spacing = std::max(16.0, area.height() * 0.04);
        const BoardAndPanel pair = placeBoardAndPanel(area, scene, panel, spacing, PanelSide::Under, onlyTheTray);
        l.camera.place(pair.board, pair.scale * fit);
        l.caption = QRectF(pair.panel.topLeft(), QSizeF(3 * mapCell, mapCell * 0.7));
        l.map = QRectF(pair.panel.left(), l.caption.bottom(), 3 * mapCell, 3 * mapCell);
        l.legend =
            QRectF(l.map.right() + mapCell * 0.6, l.map.top() + mapCell * 0.5, mapCell * 3.4, mapCell * 3 * 0.62);
    }
    l.mapCamera.placeFlat(l.map);
    l.unit = QLineF(l.camera.project({1, 1.5, 0}), l.camera.project({2, 1.5, 0})).length();
    l.pen = std::max(1.0, l.unit * 0.008);
    return l;
}

RollingCubesWidget::Motion RollingCubesWidget::motion(int move, double progress) const
{
    Motion m;
    m.before = board();
    if (move >= 0 && move < int(rolling_cubes::allRolls.size())) {
        // Undo plays the move backwards: from the position before it (state()) towards animFrom().
        m.before = rolling_cubes::unrankBoard(animReversed() ? state() : animFrom());
        m.roll = Roll(move);
        m.t = animReversed() ? 1 - progress : progress;
        if (!rolling_cubes::canRoll(m.before, *m.roll)) {
            m.before = board();
            m.roll.reset();
        }
    }
    m.cubes = buildCubes(m.before, m.roll, m.t);
    return m;
}

int RollingCubesWidget::cellAt(QPointF point) const
{
    if (!m_puzzle)
        return -1;
    const Layout l = layout();
    if (m_peeking) { // the cubes lie unfolded in their cells
        for (int cell = 0; cell < rolling_cubes::cellCount; ++cell)
            if (cell != board().gap &&
                projectQuad(l.camera, floorCentre(cell), {0.5, 0, 0}, {0, 0.5, 0}).containsPoint(point, Qt::OddEvenFill))
                return cell;
        return -1;
    }
    std::vector<Cube> cubes = buildCubes(board(), std::nullopt, 1);
    std::sort(cubes.begin(), cubes.end(), [&](const Cube& a, const Cube& b) {
        return l.camera.distance(a.centre) < l.camera.distance(b.centre);
    });
    for (const Cube& cube : cubes)
        for (const Face& face : cube.faces)
            if (l.camera.sees(face.centre, face.normal) &&
                projectQuad(l.camera, face.centre, face.a, face.b).containsPoint(point, Qt::OddEvenFill))
                return cube.cell;
    return -1;
}

QRectF RollingCubesWidget::captionRect() const { return layout().caption; }

QRectF RollingCubesWidget::legendRect() const { return layout().legend; }

QRectF RollingCubesWidget::targetMapRect() const { return layout().map; }

QPolygonF RollingCubesWidget::targetCellQuad(int cell) const
{
    return projectQuad(layout().mapCamera, floorCentre(cell), {0.46, 0, 0}, {0, 0.46, 0});
}

int RollingCubesWidget::targetCellAt(QPointF point) const
{
    const Layout l = layout();
    for (int cell = 0; cell < rolling_cubes::cellCount; ++cell)
        if (projectQuad(l.mapCamera, floorCentre(cell), {0.5, 0, 0}, {0, 0.5, 0}).containsPoint(point, Qt::OddEvenFill))
            return cell;
    return -1;
}

QPointF RollingCubesWidget::topCentre(int cell) const
{
    return layout().camera.project(floorCentre(cell) + Vec3{0, 0, cubeSize});
}

void RollingCubesWidget::keyPressEvent(QKeyEvent* event)
{
    if (viewKey(event, true))
        return;
    const int move = moveForKey(event->key());
    if (move >= 0 && m_puzzle && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
        if (rolling_cubes::canRoll(board(), Roll(move)))
            emit moveRequested(move);
        event->accept();
        return;
    }
    BoardWidget::keyPressEvent(event);
}

void RollingCubesWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::RightButton) {
        beginDrag(event->position());
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton && m_puzzle) {
        const int cell = cellAt(event->position());
        if (cell >= 0)
            if (const auto roll = rolling_cubes::rollOfCell(board(), cell))
                emit moveRequested(int(*roll));
        event->accept();
        return;
    }
    BoardWidget::mousePressEvent(event);
}

std::optional<QPointF> RollingCubesWidget::moveBadgeCentre(int move) const
{
    if (!m_puzzle || move < 0 || move >= m_puzzle->moveCount())
        return std::nullopt;
    const int cell = rolling_cubes::sourceCell(board().gap, Roll(move));
    if (cell < 0)
        return std::nullopt;
    // Over the back of its top face: the hint's arrow keeps the face's middle.
    return topCentre(cell) - QPointF(0, layout().unit * 0.40);
}

void RollingCubesWidget::positionChanged()
{
    // The cube under a resting mouse may have rolled away, or another may have come beside the gap.
    refreshHover();
}

} // namespace minimoves::app
