#include "ball_grid_look.h"

#include "ball_grid_widget.h"
#include "paint_helpers.h"

#include <QHash>
#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace minimoves::app::ball_grid_look {

using ball_grid::Color;

namespace {

// The symbol that tells a colour without its hue: a plus for red, a ring for blue, a triangle for
// green — white with a dark halo, so it reads on all three and in greyscale.
void drawSymbol(QPainter& painter, QPointF centre, double radius, Color color, double opacity)
{
    if (opacity <= 0.01)
        return;
    QPainterPath path;
    const double r = radius;
    switch (color) {
    case Color::Red: {
        const double a = 0.36 * r; // arm
        const double h = 0.1 * r;  // half the bar's thickness
        const QPointF outline[] = {{-h, -a}, {h, -a}, {h, -h}, {a, -h}, {a, h},   {h, h},
                                   {h, a},   {-h, a}, {-h, h}, {-a, h}, {-a, -h}, {-h, -h}};
        path.addPolygon(QPolygonF(std::begin(outline), std::end(outline)));
        path.closeSubpath();
        break;
    }
    case Color::Blue:
        path.setFillRule(Qt::OddEvenFill);
        path.addEllipse(QPointF(0, 0), 0.34 * r, 0.34 * r);
        path.addEllipse(QPointF(0, 0), 0.19 * r, 0.19 * r);
        break;
    case Color::Green:
        path.moveTo(0, -0.38 * r);
        path.lineTo(0.36 * r, 0.26 * r);
        path.lineTo(-0.36 * r, 0.26 * r);
        path.closeSubpath();
        break;
    }
    painter.save();
    painter.setOpacity(painter.opacity() * opacity);
    painter.translate(centre);
    painter.setBrush(Qt::NoBrush);
    painter.strokePath(path, QPen(QColor(10, 10, 20, 150), std::max(1.0, 0.12 * r), Qt::SolidLine, Qt::RoundCap,
                                  Qt::RoundJoin));
    painter.fillPath(path, QColor(255, 255, 255, 240));
    painter.restore();
}

// A shaded ball lit from the upper left: drop shadow, radial gradient, rim and highlight.
void drawBallBody(QPainter& painter, QPointF centre, double radius, const QColor& color)
{
    const double r = radius;
    painter.save();
    painter.setPen(Qt::NoPen);
    QRadialGradient shadow(centre + QPointF(0.1 * r, 0.16 * r), r * 1.05);
    shadow.setColorAt(0.75, QColor(0, 0, 0, 90));
    shadow.setColorAt(1, QColor(0, 0, 0, 0));
    painter.setBrush(shadow);
    painter.drawEllipse(centre + QPointF(0.1 * r, 0.16 * r), r * 1.05, r * 1.05);

    QRadialGradient body(centre, r, centre + QPointF(-0.38 * r, -0.42 * r));
    body.setColorAt(0, color.lighter(170));
    body.setColorAt(0.3, color.lighter(120));
    body.setColorAt(0.75, color);
    body.setColorAt(1, color.darker(175));
    painter.setBrush(body);
    painter.setPen(QPen(color.darker(230), std::max(0.8, 0.04 * r)));
    painter.drawEllipse(centre, r, r);

    const QPointF shine = centre + QPointF(-0.36 * r, -0.44 * r);
    QRadialGradient highlight(shine, 0.34 * r);
    highlight.setColorAt(0, QColor(255, 255, 255, 210));
    highlight.setColorAt(1, QColor(255, 255, 255, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(highlight);
    painter.drawEllipse(shine, 0.34 * r, 0.24 * r);
    painter.restore();
}

void paintBall(QPainter& painter, QPointF centre, double radius, Color color, bool symbols)
{
    drawBallBody(painter, centre, radius, BallGridWidget::ballColor(color));
    if (symbols)
        drawSymbol(painter, centre, radius, color, 1.0);
}

// A ball's three gradients cost about half a millisecond at the board's size, and a board shows up
// to 16 balls, its target as many again: each ball is drawn once into an image at device pixels,
// its centre on the same quarter of a device pixel as on the board, and copied pixel for pixel from
// then on. Keyed by all that makes its pixels: colour, symbol, radius, device pixels per pixel and
// that quarter. The images are the GUI thread's (boards and help pictures paint there).
bool drawBallFromImage(QPainter& painter, QPointF centre, double radius, Color color, bool symbols)
{
    const QTransform device = painter.deviceTransform();
    if (device.type() > QTransform::TxScale || device.m11() != device.m22() || device.m11() <= 0 ||
        painter.opacity() < 1.0)
        return false; // squashed (a recolour's flip), or see-through: drawn from the gradients
    const double ratio = device.m11();
    const QPointF at = device.map(centre);
    const qint64 quarterX = std::llround(at.x() * 4), quarterY = std::llround(at.y() * 4);
    const QPoint whole(int(quarterX >> 2), int(quarterY >> 2)); // floor, for negatives too
    const int fractionX = int(quarterX & 3), fractionY = int(quarterY & 3);
    const quint64 key = quint64(color) | quint64(symbols) << 2 | quint64(fractionX) << 3 | quint64(fractionY) << 5 |
                        quint64(std::llround(radius * 64) & 0xFFFFFF) << 7 | quint64(std::llround(ratio * 64) & 0xFFFF) << 31;
    static QHash<quint64, QImage> images;
    auto found = images.constFind(key);
    const int half = int(std::ceil(1.3 * radius * ratio)) + 3; // the shadow reaches 1.21 radii out
    if (found == images.cend()) {
        if (images.size() >= 256)
            images.clear(); // sizes and places of the past
        QImage image(2 * half, 2 * half, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setRenderHints(painter.renderHints());
        p.translate(half + fractionX / 4.0, half + fractionY / 4.0);
        p.scale(ratio, ratio);
        paintBall(p, QPointF(0, 0), radius, color, symbols);
        p.end();
        found = images.insert(key, image);
    }
    painter.save();
    painter.setWorldTransform(device.inverted() * painter.worldTransform()); // device pixels, one for one
    painter.drawImage(QPoint(whole.x() - half, whole.y() - half), *found);
    painter.restore();
    return true;
}

} // namespace

void drawBall(QPainter& painter, QPointF centre, double radius, Color color, bool symbols)
{
    if (!drawBallFromImage(painter, centre, radius, color, symbols))
        paintBall(painter, centre, radius, color, symbols);
}

void drawFlippingBall(QPainter& painter, QPointF centre, double radius, Color color, bool symbols, double squash)
{
    if (squash <= 0.02)
        return;
    painter.save();
    painter.translate(centre);
    painter.scale(squash, 1);
    drawBall(painter, QPointF(0, 0), radius, color, symbols);
    painter.restore();
}

TrayColors trayColors(const QPalette& palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor text = palette.color(QPalette::WindowText);
    const bool dark = window.lightnessF() < text.lightnessF();
    const QColor base = mix(mix(window, text, dark ? 0.1 : 0.78), QColor(60, 80, 120), 0.14);
    TrayColors colors;
    colors.top = base.lighter(112);
    colors.bottom = base.darker(112);
    colors.edge = dark ? mix(window, text, 0.34) : mix(window, text, 0.88);
    colors.well = base.darker(125);
    return colors;
}

void drawTray(QPainter& painter, const QRectF& cells, double cell, int rows, int columns, const TrayColors& colors)
{
    const double margin = TrayMargin * cell;
    QPainterPath tray;
    tray.addRoundedRect(cells.adjusted(-margin, -margin, margin, margin), cell * 0.3, cell * 0.3);
    QLinearGradient shade(cells.topLeft(), cells.bottomLeft());
    shade.setColorAt(0, colors.top);
    shade.setColorAt(1, colors.bottom);
    painter.fillPath(tray, shade);
    painter.strokePath(tray, QPen(colors.edge, std::max(1.0, cell * 0.03)));
    painter.setPen(Qt::NoPen);
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column) {
            const QPointF centre(cells.left() + (column + 0.5) * cell, cells.top() + (row + 0.5) * cell);
            QRadialGradient well(centre + QPointF(0, -0.12 * cell), 0.46 * cell);
            well.setColorAt(0, colors.well.darker(130));
            well.setColorAt(1, colors.well.lighter(115));
            painter.setBrush(well);
            painter.drawEllipse(centre, 0.45 * cell, 0.45 * cell);
        }
}

} // namespace minimoves::app::ball_grid_look
