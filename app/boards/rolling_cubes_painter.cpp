// The Rolling Cubes board's painting: the tray, the cubes in perspective (a roll as a quarter
// turn), the gap's outline where a cube's top would be (the cubes in front never hide it, and it
// crosses none of them), and the hover and hint marks on the cubes' tops
// (RollingCubesWidget's paint functions; the target and the legend: rolling_cubes_target.cpp).
#include "rolling_cubes_widget.h"

#include "paint_helpers.h"
#include "rolling_cubes_look.h"
#include "rolling_cubes_scene.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <vector>

namespace minimoves::app {

using rolling_cubes::Board;
using rolling_cubes::Color;
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

} // namespace

void RollingCubesWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const Layout l = layout();
    const Motion rolling = motion(move, progress);
    paintTray(painter, l, rolling);
    if (m_peeking) { // the cubes unfolded in their cells, at rest
        paintUnfolded(painter, l);
        Motion still;
        still.before = board();
        paintGap(painter, l, still);
        paintMarks(painter, l);
    } else {
        paintCubes(painter, l, rolling);
        paintGap(painter, l, rolling); // at the cubes' height: never hidden, over none of them
        if (move < 0)
            paintMarks(painter, l);
    }
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
        painter.setBrush(shaded(traySide, camera.brightnessOf(normal) + 0.15));
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
    // North on the rim, wherever the view has turned it: the tooltips and the screen reader name
    // the cubes' sides east, west, north and south.
    QFont small = painter.font();
    small.setBold(true);
    small.setPixelSize(std::max(9, int(l.unit * 0.12)));
    painter.setFont(small);
    painter.setPen(trayTop.lighter(190));
    const QPointF north = camera.project({1.5, -trayMargin * 0.5, 0});
    const double box = l.unit * 0.3;
    painter.drawText(QRectF(north.x() - box / 2, north.y() - box / 2, box, box), Qt::AlignCenter,
                     tr("N", "north, on the tray's rim"));
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
        const Vec3 light = camera.lightFrom();
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
            const double brightness = camera.brightnessOf(face.normal);
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
    // Where a cube's top would be: the cubes in front never hide it, and it crosses none of them.
    // While a cube rolls, the outline passes from the gap to the cell the cube leaves.
    const auto outline = [&](int cell, double opacity) {
        const QPolygonF gap = gapQuad(l.camera, cell, !m_peeking); // no cube stands while peeking
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

    // While peeking, around the unfolded cube's cell, with no arrow over its faces.
    auto markCube = [&](int cell, const QColor& color, double width, bool arrow) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolygon(m_peeking ? projectQuad(camera, floorCentre(cell) + Vec3{0, 0, 0.004}, {0.49, 0, 0},
                                                    {0, 0.49, 0})
                                      : topFaceAtRest(camera, cell));
        if (arrow && !m_peeking) {
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
        if (!m_peeking) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(glow);
            painter.drawPolygon(arrowOnTop(camera, hovered, stepBetween(hovered, here.gap)));
        }
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

} // namespace minimoves::app
