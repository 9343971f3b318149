// The Rolling Cubes board's target, drawn in the board's own projection so that it reads the way
// the tray does, and the colour legend (RollingCubesWidget's paint functions for them; the tray
// and the cubes are in rolling_cubes_painter.cpp, the input in rolling_cubes_widget.cpp).
#include "rolling_cubes_look.h"

#include "rolling_cubes/rolling_cubes_type.h"

#include <algorithm>

namespace minimoves::app {

using rolling_cubes::Color;
using rolling_cubes::Pattern;
using namespace cube_scene;
using namespace rolling_cubes_look;

void RollingCubesWidget::paintTarget(QPainter& painter, const Layout& l)
{
    // The target: the top colours and the gap on a small tray seen from where the big one is
    // seen, so that it reads the way the board does (no turning it round in one's head).
    const double mapCell = l.map.width() / 3;
    paintCaption(painter, l.caption, tr("Target"), Qt::AlignLeft | Qt::AlignVCenter, std::max(11.0, mapCell * 0.34));
    const Camera& camera = l.mapCamera;
    const double pen = std::max(1.0, mapCell * 0.03);
    const double trayHalf = 1.5 + trayMargin;
    painter.setPen(QPen(rimAgainst(palette().color(QPalette::Window)), pen, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(trayTop);
    painter.drawPolygon(projectQuad(camera, {1.5, 1.5, 0}, {trayHalf, 0, 0}, {0, trayHalf, 0}));
    const std::optional<Pattern> goal = target();
    for (int cell = 0; cell < rolling_cubes::cellCount; ++cell) {
        const Vec3 centre = floorCentre(cell);
        const QPolygonF square = projectQuad(camera, centre, {0.44, 0, 0}, {0, 0.44, 0});
        if (!goal || cell == goal->gap) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(hole);
            painter.drawPolygon(square);
            continue;
        }
        const Color color = goal->top[cell];
        const QColor fill = RollingCubesWidget::faceColor(color);
        painter.setPen(QPen(fill.darker(170), pen, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(fill);
        painter.drawPolygon(square);
        if (symbols() && color != Color::White) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(symbolColor(color));
            painter.drawPath(symbolPath(color, [&](double u, double v) {
                return camera.project(centre + Vec3{0.44 * u, 0.44 * v, 0});
            }));
        }
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

} // namespace minimoves::app
