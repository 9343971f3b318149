// The Rolling Cubes board: its layout, painting and input, on the 3D scene of rolling_cubes_scene.h.
#include "rolling_cubes_widget.h"

#include "paint_helpers.h"
#include "rolling_cubes_look.h"
#include "rolling_cubes_scene.h"

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

// An arrow lying on a cube's top face (at rest on `cell`), pointing along `direction`.
QPolygonF arrowOnTop(const Camera& camera, int cell, Vec3 direction)
{
    const Vec3 across{-direction.y, direction.x, 0};
    const Vec3 centre = floorCentre(cell) + Vec3{0, 0, cubeSize + 0.002};
    const std::array<std::pair<double, double>, 7> shape{
        {{-0.5, -0.13}, {0.08, -0.13}, {0.08, -0.34}, {0.58, 0}, {0.08, 0.34}, {0.08, 0.13}, {-0.5, 0.13}}};
    QPolygonF arrow;
    for (const auto& [along, side] : shape)
        arrow << camera.project(centre + direction * (along * half) + across * (side * half));
    return arrow;
}

QPolygonF topFaceAtRest(const Camera& camera, int cell)
{
    return projectQuad(camera, floorCentre(cell) + Vec3{0, 0, cubeSize}, {half, 0, 0}, {0, half, 0});
}

// The outline of the gap at `cell`, just above the tray's floor.
QPolygonF gapQuad(const Camera& camera, int cell)
{
    return projectQuad(camera, floorCentre(cell) + Vec3{0, 0, 0.001}, {0.46, 0, 0}, {0, 0.46, 0});
}

// The way a cube travels on the tray when it rolls into the gap by `roll` (it comes from the
// opposite side).
Vec3 rollWay(Roll roll)
{
    switch (roll) {
    case Roll::FromLeft: return {1, 0, 0};
    case Roll::FromRight: return {-1, 0, 0};
    case Roll::FromAbove: return {0, 1, 0};
    case Roll::FromBelow: break;
    }
    return {0, -1, 0};
}

} // namespace

RollingCubesWidget::RollingCubesWidget(QWidget* parent) : BoardWidget(parent)
{
    setObjectName(QStringLiteral("rollingCubesBoard"));
    retranslate();
}

void RollingCubesWidget::retranslate()
{
    setAccessibleName(tr("Rolling Cubes"));
    setAccessibleDescription(tr("Eight cubes and one gap on a three by three tray. Click a cube beside the gap, "
                                "or press an arrow key: the cube rolls in the arrow's direction into the gap."));
}

QString RollingCubesWidget::helpText() const
{
    return tr("Click a cube beside the gap to roll it into the gap, or press an arrow key: a cube rolls in the "
              "arrow's direction (Right rolls the cube left of the gap rightwards).\n"
              "Goal: the target's pattern of top colours, with the gap where the target has it.\n"
              "White is plain, Blue shows a ring, Red a cross.");
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

QString RollingCubesWidget::moveDescription(int move) const
{
    // The way the cube travels, as the player sees it roll (a move names the side of the gap the
    // cube comes from: L, the cube left of the gap, rolls right). Only one cube can roll each way,
    // so the way alone says which; it does not depend on the position, so "Undo: Roll right" is
    // right whichever position the menu is read in.
    switch (move) {
    case int(Roll::FromLeft):
        return tr("Roll right");
    case int(Roll::FromRight):
        return tr("Roll left");
    case int(Roll::FromAbove):
        return tr("Roll down");
    case int(Roll::FromBelow):
        return tr("Roll up");
    }
    return {};
}

int RollingCubesWidget::moveForKey(int key) const
{
    QPointF arrow;
    switch (key) {
    case Qt::Key_Right: arrow = {1, 0}; break;
    case Qt::Key_Left: arrow = {-1, 0}; break;
    case Qt::Key_Down: arrow = {0, 1}; break;
    case Qt::Key_Up: arrow = {0, -1}; break;
    default: return -1;
    }
    // Each roll's way on the screen, at the gap: the one nearest the arrow's (the tray is drawn
    // turned, so the screen's up is not quite the grid's).
    const Layout l = layout();
    const Vec3 gap = floorCentre(board().gap);
    int best = -1;
    double nearest = -2;
    for (const Roll roll : rolling_cubes::allRolls) {
        const QPointF screen = l.camera.project(gap + rollWay(roll) * 0.5) - l.camera.project(gap);
        const double along = QPointF::dotProduct(screen, arrow) / std::max(1e-9, std::hypot(screen.x(), screen.y()));
        if (along > nearest) {
            nearest = along;
            best = int(roll);
        }
    }
    return best;
}

int RollingCubesWidget::gapCell() const { return board().gap; }

QPolygonF RollingCubesWidget::gapOutline() const
{
    return gapQuad(layout().camera, board().gap);
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

RollingCubesWidget::Layout RollingCubesWidget::layout() const
{
    Layout l;
    const QRectF area = QRectF(rect()).adjusted(12, 12, -12, -12);
    const QSizeF scene = l.camera.extent().size();
    // Only the tray scales; the pair stands three quarters of the way along the room left over.
    const Scaling onlyTheTray{.fixedPanel = true, .slackBefore = 0.75};
    if (area.width() >= area.height()) {
        // The target panel (caption, map, legend in a column) right of the tray; both centred.
        const double mapCell = std::clamp(std::min(area.width() * 0.075, area.height() / 7.0), 14.0, 96.0);
        const QSizeF panel(mapCell * 3.6, mapCell * (0.7 + 3 + 0.4 + 3 * 0.62));
        const double spacing = std::max(16.0, area.width() * 0.04);
        const BoardAndPanel pair = placeBoardAndPanel(area, scene, panel, spacing, PanelSide::Beside, onlyTheTray);
        l.camera.place(pair.board, pair.scale);
        l.caption = QRectF(pair.panel.topLeft(), QSizeF(panel.width(), mapCell * 0.7));
        l.map = QRectF(pair.panel.left(), l.caption.bottom(), 3 * mapCell, 3 * mapCell);
        l.legend = QRectF(pair.panel.left(), l.map.bottom() + mapCell * 0.4, panel.width(), mapCell * 3 * 0.62);
    } else {
        // A tall widget: the panel (map, and the legend beside it) below the tray.
        const double mapCell = std::clamp(std::min(area.width() / 7.5, area.height() * 0.075), 14.0, 96.0);
        const QSizeF panel(mapCell * (3 + 0.6 + 3.4), mapCell * 3.7);
        const double spacing = std::max(16.0, area.height() * 0.04);
        const BoardAndPanel pair = placeBoardAndPanel(area, scene, panel, spacing, PanelSide::Under, onlyTheTray);
        l.camera.place(pair.board, pair.scale);
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

void RollingCubesWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const Layout l = layout();
    const Motion rolling = motion(move, progress);
    paintTray(painter, l, rolling);
    paintCubes(painter, l, rolling);
    paintGap(painter, l, rolling);
    if (move < 0)
        paintMarks(painter, l);
    paintTarget(painter, l);
    paintLegend(painter, l);
}

void RollingCubesWidget::paintTray(QPainter& painter, const Layout& l, const Motion& motion)
{
    // The tray: its sides that face the camera, then its top with a recess per cell.
    const Camera& camera = l.camera;
    const Vec3 trayCentre{1.5, 1.5, -trayDepth / 2};
    const double trayHalf = 1.5 + trayMargin;
    QPainterPath silhouette;
    silhouette.setFillRule(Qt::WindingFill);
    painter.setPen(QPen(traySide.darker(140), l.pen));
    for (const Vec3 normal : {Vec3{1, 0, 0}, Vec3{-1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, -1, 0}}) {
        const Vec3 centre = trayCentre + normal * trayHalf;
        if (!camera.sees(centre, normal))
            continue;
        const Vec3 along = normal.x != 0 ? Vec3{0, trayHalf, 0} : Vec3{trayHalf, 0, 0};
        painter.setBrush(shaded(traySide, brightnessOf(normal) + 0.15));
        const QPolygonF side = projectQuad(camera, centre, along, {0, 0, trayDepth / 2});
        painter.drawPolygon(side);
        silhouette.addPolygon(side);
    }
    painter.setBrush(trayTop);
    const QPolygonF top = projectQuad(camera, {1.5, 1.5, 0}, {trayHalf, 0, 0}, {0, trayHalf, 0});
    painter.drawPolygon(top);
    silhouette.addPolygon(top);
    // Its outline sets it off from the window: dark on a light window, light on a dark one.
    painter.strokePath(silhouette.simplified(),
                       QPen(rimAgainst(palette().color(QPalette::Window)), l.pen * 1.5, Qt::SolidLine, Qt::FlatCap,
                            Qt::RoundJoin));
    // How empty each cell looks: the gap is a dark hole; while a cube rolls, its cell darkens
    // as the gap lightens.
    std::array<double, rolling_cubes::cellCount> emptiness{};
    emptiness[motion.before.gap] = 1;
    if (motion.roll) {
        emptiness[motion.before.gap] = 1 - motion.t;
        emptiness[rolling_cubes::sourceCell(motion.before.gap, *motion.roll)] = motion.t;
    }
    painter.setPen(Qt::NoPen);
    for (int cell = 0; cell < rolling_cubes::cellCount; ++cell) {
        const double e = emptiness[cell];
        painter.setBrush(QColor::fromRgbF(float(recess.redF() * (1 - e) + hole.redF() * e),
                                          float(recess.greenF() * (1 - e) + hole.greenF() * e),
                                          float(recess.blueF() * (1 - e) + hole.blueF() * e)));
        painter.drawPolygon(projectQuad(camera, floorCentre(cell) + Vec3{0, 0, 0.001}, {0.46, 0, 0}, {0, 0.46, 0}));
    }
}

void RollingCubesWidget::paintCubes(QPainter& painter, const Layout& l, const Motion& motion)
{
    const Camera& camera = l.camera;
    // Soft shadows under the cubes, thrown away from the light.
    for (const Cube& cube : motion.cubes) {
        const double height = cube.centre.z - half; // how far a rolling cube has risen
        const Vec3 foot{cube.centre.x - light.x * 0.12, cube.centre.y - light.y * 0.12, 0.002};
        painter.setBrush(QColor(0, 0, 0, std::clamp(int(70 - 60 * height), 10, 70)));
        painter.drawPolygon(projectQuad(camera, foot, {half * 1.06, 0, 0}, {0, half * 1.06, 0}));
    }

    // The cubes, farthest first; each shows only its faces that turn towards the camera, which
    // never overlap one another on a convex body.
    std::vector<const Cube*> order;
    for (const Cube& cube : motion.cubes)
        order.push_back(&cube);
    std::sort(order.begin(), order.end(), [&](const Cube* a, const Cube* b) {
        return camera.distance(a->centre) > camera.distance(b->centre);
    });
    for (const Cube* cube : order) {
        for (const Face& face : cube->faces) {
            if (!camera.sees(face.centre, face.normal))
                continue;
            const double brightness = brightnessOf(face.normal);
            const QColor fill = shaded(faceColor(face.color), brightness);
            painter.setPen(QPen(fill.darker(175), l.pen, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.setBrush(fill);
            painter.drawPolygon(projectQuad(camera, face.centre, face.a, face.b));
            if (symbols() && face.color != Color::White) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(shaded(symbolColor(face.color), brightness));
                painter.drawPath(symbolPath(face.color, [&](double u, double v) {
                    return camera.project(face.at(u, v) + face.normal * 0.001);
                }));
            }
        }
    }
}

void RollingCubesWidget::paintGap(QPainter& painter, const Layout& l, const Motion& motion)
{
    // The gap's outline over everything: a cube in front of it never hides where the gap is.
    // While a cube rolls, the outline passes from the gap to the cell the cube leaves.
    const auto outline = [&](int cell, double opacity) {
        const QPolygonF gap = gapQuad(l.camera, cell);
        painter.save();
        painter.setOpacity(opacity);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0, 0, 0, 110), l.unit * 0.045, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolygon(gap);
        painter.setPen(QPen(GapMarkColor, l.unit * 0.022, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolygon(gap);
        painter.restore();
    };
    if (!motion.roll) {
        outline(motion.before.gap, 1);
        return;
    }
    if (motion.t < 1)
        outline(motion.before.gap, 1 - motion.t);
    if (motion.t > 0)
        outline(rolling_cubes::sourceCell(motion.before.gap, *motion.roll), motion.t);
}

void RollingCubesWidget::paintMarks(QPainter& painter, const Layout& l)
{
    // Hover and hint marks lie on the top faces of cubes at rest, which nothing hides.
    const Camera& camera = l.camera;
    const Board here = board();

    auto markCube = [&](int cell, const QColor& color, double width, bool arrow) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolygon(topFaceAtRest(camera, cell));
        if (arrow) {
            painter.setPen(QPen(color.darker(220), l.pen));
            painter.setBrush(color);
            painter.drawPolygon(arrowOnTop(camera, cell, stepBetween(cell, here.gap)));
        }
    };
    const int hovered = hoveredItem();
    if (hovered >= 0 && rolling_cubes::rollOfCell(here, hovered)) {
        QColor glow = palette().color(QPalette::Highlight);
        markCube(hovered, glow, l.unit * 0.03, false);
        glow.setAlpha(150);
        painter.setPen(Qt::NoPen);
        painter.setBrush(glow);
        painter.drawPolygon(arrowOnTop(camera, hovered, stepBetween(hovered, here.gap)));
    }
    for (int m : hintMoves()) {
        const int cell = rolling_cubes::sourceCell(here.gap, Roll(m));
        if (cell < 0 || m == hintBest())
            continue;
        markCube(cell, hintColor(), l.unit * 0.035, true);
    }
    if (hintBest() >= 0) {
        const int cell = rolling_cubes::sourceCell(here.gap, Roll(hintBest()));
        if (cell >= 0)
            markCube(cell, bestHintColor(), l.unit * 0.06, true);
    }
}

int RollingCubesWidget::cellAt(QPointF point) const
{
    if (!m_puzzle)
        return -1;
    const Layout l = layout();
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

int RollingCubesWidget::hoverItemAt(const QPointF& pos) const
{
    const int cell = cellAt(pos);
    return cell >= 0 && (isEditing() || rolling_cubes::rollOfCell(board(), cell)) ? cell : -1;
}

std::vector<int> RollingCubesWidget::movesOfItem(int cell) const
{
    if (cell < 0 || !m_puzzle)
        return {};
    if (const auto roll = rolling_cubes::rollOfCell(board(), cell))
        return {int(*roll)};
    return {};
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

std::optional<Qt::CursorShape> RollingCubesWidget::hoverCursor(int cell) const
{
    return cell >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor;
}

void RollingCubesWidget::positionChanged()
{
    // The cube under a resting mouse may have rolled away, or another may have come beside the gap.
    refreshHover();
}

QString RollingCubesWidget::toolTipAt(const QPointF& pos) const
{
    const int cell = cellAt(pos);
    if (cell < 0)
        return helpText();
    const Orientation o = board().cells[cell];
    QString text = tr("%1 on top, %2 facing east and west, %3 facing north and south")
                       .arg(colorName(rolling_cubes::topColor(o)), colorName(rolling_cubes::xColor(o)),
                            colorName(rolling_cubes::yColor(o)));
    if (const auto roll = rolling_cubes::rollOfCell(board(), cell))
        text += QLatin1Char('\n') + tr("Click to roll it into the gap (%1)").arg(moveDescription(int(*roll)));
    else
        text += QLatin1Char('\n') + tr("Not beside the gap: it cannot roll now");
    return text;
}

} // namespace minimoves::app
