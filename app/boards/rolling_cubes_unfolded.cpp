// The Rolling Cubes board's peek (P held, or the Hidden faces button): every cube unfolded flat in
// its cell, a cross of its six faces lying on the tray — the top in the middle, each side on its
// own side of it (the east face towards the east), the bottom beyond the side nearest the screen's
// bottom — so that the faces a standing cube turns away (its bottom, its far sides) are in sight.
#include "rolling_cubes_look.h"

#include "rolling_cubes/rolling_cubes_type.h"

namespace minimoves::app {

using rolling_cubes::Color;
using namespace cube_scene;
using namespace rolling_cubes_look;

namespace {

constexpr double pitch = 0.235;    // from one face's centre to the next, in cells
constexpr double faceHalf = 0.105; // half a face's edge
constexpr double lying = 0.003;    // just above the tray's floor

Vec3 outward(RollingCubesWidget::Side side)
{
    using Side = RollingCubesWidget::Side;
    switch (side) {
    case Side::East: return {1, 0, 0};
    case Side::West: return {-1, 0, 0};
    case Side::South: return {0, 1, 0};
    case Side::North: return {0, -1, 0};
    case Side::Top:
    case Side::Bottom: break;
    }
    return {};
}

// The centre of a face of the cube unfolded in `cell`, `down` the way on the tray nearest the
// screen's bottom: the cross's four rows along it are centred in the cell.
Vec3 faceCentre(int cell, RollingCubesWidget::Side side, Vec3 down)
{
    const Vec3 top = floorCentre(cell) - down * (pitch / 2) + Vec3{0, 0, lying};
    if (side == RollingCubesWidget::Side::Top)
        return top;
    if (side == RollingCubesWidget::Side::Bottom)
        return top + down * (2 * pitch);
    return top + outward(side) * pitch;
}

Color colorOf(rolling_cubes::Orientation o, RollingCubesWidget::Side side)
{
    using Side = RollingCubesWidget::Side;
    switch (side) {
    case Side::Top:
    case Side::Bottom: return rolling_cubes::topColor(o);
    case Side::East:
    case Side::West: return rolling_cubes::xColor(o);
    case Side::South:
    case Side::North: break;
    }
    return rolling_cubes::yColor(o);
}

constexpr RollingCubesWidget::Side allSides[] = {RollingCubesWidget::Side::Top,   RollingCubesWidget::Side::Bottom,
                                                  RollingCubesWidget::Side::East,  RollingCubesWidget::Side::West,
                                                  RollingCubesWidget::Side::South, RollingCubesWidget::Side::North};

} // namespace

QPointF RollingCubesWidget::unfoldedFaceCentre(int cell, Side side) const
{
    const QPoint down = wayForKey(Qt::Key_Down).value_or(QPoint(0, 1));
    return layout().camera.project(faceCentre(cell, side, {double(down.x()), double(down.y()), 0}));
}

void RollingCubesWidget::paintUnfolded(QPainter& painter, const Layout& l)
{
    const Camera& camera = l.camera;
    const rolling_cubes::Board here = board();
    const QPoint way = wayForKey(Qt::Key_Down).value_or(QPoint(0, 1));
    const Vec3 down{double(way.x()), double(way.y()), 0};
    const Vec3 x{1, 0, 0}, y{0, 1, 0};
    for (int cell = 0; cell < rolling_cubes::cellCount; ++cell) {
        if (cell == here.gap)
            continue;
        // A dark card under the cross sets its white faces off from one another and the tray.
        QPainterPath card;
        card.setFillRule(Qt::WindingFill);
        for (const Side side : allSides)
            card.addPolygon(projectQuad(camera, faceCentre(cell, side, down), x * (faceHalf + 0.02),
                                        y * (faceHalf + 0.02)));
        painter.setPen(Qt::NoPen);
        painter.fillPath(card.simplified(), hole);
        for (const Side side : allSides) {
            const Vec3 centre = faceCentre(cell, side, down);
            const Color color = colorOf(here.cells[std::size_t(cell)], side);
            const QColor fill = faceColor(color);
            painter.setPen(QPen(fill.darker(170), l.pen, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.setBrush(fill);
            painter.drawPolygon(projectQuad(camera, centre, x * faceHalf, y * faceHalf));
            if (symbols() && color != Color::White) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(symbolColor(color));
                painter.drawPath(symbolPath(color, [&](double u, double v) {
                    return camera.project(centre + Vec3{faceHalf * u, faceHalf * v, 0});
                }));
            }
        }
    }
}

} // namespace minimoves::app
