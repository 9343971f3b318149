// The Rolling Cubes board: its layout, painting and input, on the 3D scene of rolling_cubes_scene.h.
#include "rolling_cubes_widget.h"

#include "paint_helpers.h"
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

namespace {

// The tray and the target's frame are slate on any window; their rims stand out from the window.
const QColor trayTop(92, 102, 118), traySide(62, 69, 81), recess(78, 87, 101), hole(44, 49, 58);

// The rim of a slate thing on `window`: the slate's dark edge on a light window, lightened on a
// dark one until it stands out (a contrast of 3).
QColor rimAgainst(const QColor& window) { return standingOut(traySide.darker(140), window, 3); }

// The light mark that tells the colours apart without hue: Blue a ring, Red a cross, White none.
QColor symbolColor(Color color)
{
    return color == Color::Blue ? QColor(226, 236, 255) : QColor(255, 232, 226);
}

// The symbol of `colour` on a square spanned by `at(u, v)` for u, v in [-1, 1], as a path.
template <typename At>
QPainterPath symbolPath(Color color, At at)
{
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    if (color == Color::Blue) {
        constexpr int steps = 40;
        QPolygonF outer, inner;
        for (int i = 0; i <= steps; ++i) {
            const double angle = 2 * M_PI * i / steps;
            outer << at(0.52 * std::cos(angle), 0.52 * std::sin(angle));
            inner << at(0.3 * std::cos(-angle), 0.3 * std::sin(-angle));
        }
        path.addPolygon(outer);
        path.addPolygon(inner); // turning the other way: a hole under the winding rule
    } else if (color == Color::Red) {
        constexpr double reach = 0.6, width = 0.13;
        for (double sign : {1.0, -1.0}) {
            // A bar along (1, sign) / sqrt 2, `width` wide on each side.
            const double ux = M_SQRT1_2, uy = sign * M_SQRT1_2, px = -uy, py = ux;
            QPolygonF bar;
            bar << at(-reach * ux - width * px, -reach * uy - width * py)
                << at(reach * ux - width * px, reach * uy - width * py)
                << at(reach * ux + width * px, reach * uy + width * py)
                << at(-reach * ux + width * px, -reach * uy + width * py);
            path.addPolygon(bar);
            path.closeSubpath();
        }
    }
    return path;
}

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

// A flat square of a colour, with its symbol (the target's map, the legend).
void drawSwatch(QPainter& painter, const QRectF& square, Color color, bool symbols)
{
    QPainterPath path;
    path.addRoundedRect(square, square.width() * 0.12, square.width() * 0.12);
    QLinearGradient gradient(square.topLeft(), square.bottomLeft());
    gradient.setColorAt(0, RollingCubesWidget::faceColor(color).lighter(108));
    gradient.setColorAt(1, RollingCubesWidget::faceColor(color).darker(108));
    painter.fillPath(path, gradient);
    painter.setPen(QPen(RollingCubesWidget::faceColor(color).darker(170), std::max(1.0, square.width() * 0.03)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
    if (symbols && color != Color::White) {
        const QPointF c = square.center();
        const double r = square.width() / 2;
        painter.setPen(Qt::NoPen);
        painter.setBrush(symbolColor(color));
        painter.drawPath(symbolPath(color, [&](double u, double v) { return c + QPointF(u * r, v * r); }));
    }
}

} // namespace

struct RollingCubesWidget::Layout {
    Camera camera;
    double unit = 1; // pixels per cell near the tray's centre, for pen widths
    double pen = 1;  // the cubes' and the tray's outlines
    QRectF caption;  // "Target"
    QRectF map;      // the target's 3x3 map of top colours
    QRectF legend;   // the three colours and their symbols
};

// The cubes of the frame drawn: at rest, or `t` of the way through a roll from `before`.
struct RollingCubesWidget::Motion {
    Board before;
    std::optional<Roll> roll;
    double t = 1;
    std::vector<Cube> cubes;
};

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

int RollingCubesWidget::moveForKey(int key)
{
    // The cube moves the arrow's way, so it comes from the opposite side of the gap.
    switch (key) {
    case Qt::Key_Right:
        return int(Roll::FromLeft);
    case Qt::Key_Left:
        return int(Roll::FromRight);
    case Qt::Key_Down:
        return int(Roll::FromAbove);
    case Qt::Key_Up:
        return int(Roll::FromBelow);
    }
    return -1;
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

void RollingCubesWidget::paintTarget(QPainter& painter, const Layout& l)
{
    // The target: a flat map of top colours with its gap.
    const double mapCell = l.map.width() / 3;
    paintCaption(painter, l.caption, tr("Target"), Qt::AlignLeft | Qt::AlignVCenter, std::max(11.0, mapCell * 0.34));
    QPainterPath frame;
    frame.addRoundedRect(l.map.adjusted(-mapCell * 0.08, -mapCell * 0.08, mapCell * 0.08, mapCell * 0.08),
                         mapCell * 0.12, mapCell * 0.12);
    painter.fillPath(frame, trayTop);
    painter.strokePath(frame, QPen(rimAgainst(palette().color(QPalette::Window)), std::max(1.0, mapCell * 0.03)));
    const std::optional<Pattern> goal = target();
    for (int cell = 0; cell < rolling_cubes::cellCount; ++cell) {
        const QRectF square(l.map.left() + (cell % 3) * mapCell + mapCell * 0.06,
                            l.map.top() + (cell / 3) * mapCell + mapCell * 0.06, mapCell * 0.88, mapCell * 0.88);
        if (!goal || cell == goal->gap) {
            QPainterPath path;
            path.addRoundedRect(square, square.width() * 0.12, square.width() * 0.12);
            painter.fillPath(path, hole);
            continue;
        }
        drawSwatch(painter, square, goal->top[cell], symbols());
    }
}

void RollingCubesWidget::paintLegend(QPainter& painter, const Layout& l)
{
    // The three colours, each with its symbol and name.
    const double mapCell = l.map.width() / 3;
    QFont small = painter.font();
    small.setBold(false);
    small.setPixelSize(int(std::max(10.0, mapCell * 0.28)));
    painter.setFont(small);
    const double row = l.legend.height() / 3;
    for (int i = 0; i < 3; ++i) {
        const Color color = Color(i);
        const QRectF square(l.legend.left(), l.legend.top() + i * row + row * 0.1, row * 0.8, row * 0.8);
        drawSwatch(painter, square, color, symbols());
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRectF(square.right() + row * 0.3, square.top(), l.legend.width(), square.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, colorName(color));
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
