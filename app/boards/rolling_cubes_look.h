// How the Rolling Cubes board is drawn, shared by its painting files (rolling_cubes_painter.cpp:
// the tray and the cubes; rolling_cubes_target.cpp: the target and the legend): the slate
// colours, the colours' symbols, and the layout and motion of a frame.
#pragma once

#include "paint_helpers.h"
#include "rolling_cubes_scene.h"
#include "rolling_cubes_widget.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <optional>
#include <vector>

namespace minimoves::app {

namespace rolling_cubes_look {

using rolling_cubes::Color;

// The tray and the target's frame are slate on any window; their rims stand out from the window.
inline const QColor trayTop(92, 102, 118), traySide(62, 69, 81), recess(78, 87, 101), hole(44, 49, 58);

// The gap's outline, drawn over the cubes.
inline const QColor GapMarkColor(236, 240, 246);

// The rim of a slate thing on `window`: the slate's dark edge on a light window, lightened on a
// dark one until it stands out (a contrast of 3).
inline QColor rimAgainst(const QColor& window) { return standingOut(traySide.darker(140), window, 3); }

// The light mark that tells the colours apart without hue: Blue a ring, Red a cross, White none.
inline QColor symbolColor(Color color)
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

// A flat square of a colour, with its symbol (the target's map, the legend).
inline void drawSwatch(QPainter& painter, const QRectF& square, Color color, bool symbols)
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

} // namespace rolling_cubes_look

struct RollingCubesWidget::Layout {
    cube_scene::Camera camera;
    cube_scene::Camera mapCamera; // the same view of the target, flat, in `map`
    double unit = 1; // pixels per cell near the tray's centre, for pen widths
    double pen = 1;  // the cubes' and the tray's outlines
    QRectF caption;  // "Target"
    QRectF map;      // the target's 3x3 map of top colours
    QRectF legend;   // the three colours and their symbols
};

// The cubes of the frame drawn: at rest, or `t` of the way through a roll from `before`.
struct RollingCubesWidget::Motion {
    rolling_cubes::Board before;
    std::optional<rolling_cubes::Roll> roll;
    double t = 1;
    std::vector<cube_scene::Cube> cubes;
};

} // namespace minimoves::app
