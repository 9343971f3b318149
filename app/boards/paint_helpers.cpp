#include "paint_helpers.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QString>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

QColor mix(const QColor& a, const QColor& b, double t, MixAlpha alpha)
{
    const auto along = [t](float from, float to) { return float(from + (to - from) * t); };
    return QColor::fromRgbF(along(a.redF(), b.redF()), along(a.greenF(), b.greenF()), along(a.blueF(), b.blueF()),
                            alpha == MixAlpha::Mixed ? along(a.alphaF(), b.alphaF()) : 1.0f);
}

double luminance(const QColor& color)
{
    auto linear = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) + 0.0722 * linear(color.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

QColor standingOut(QColor color, const QColor& background, double ratio, int steps, int floorValue)
{
    const bool lighten = luminance(background) < 0.2;
    for (int step = 0; step < steps && contrast(color, background) < ratio; ++step) {
        if (lighten && color.value() < floorValue)
            color = QColor::fromHsv(color.hue(), color.saturation(), floorValue);
        color = lighten ? color.lighter(115) : color.darker(115);
    }
    return color;
}

void paintHintRing(QPainter& painter, const QRectF& face, double radius, double unit, double edge, int level,
                   const QColor& color, bool symbols, double inset)
{
    const double width = unit * (level == 2 ? 0.08 : 0.05);
    const QRectF ring = face.adjusted(width / 2 + edge, width / 2 + edge, -width / 2 - edge, -width / 2 - edge);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(color.darker(210), width + 2 * edge, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawRoundedRect(ring, radius * 0.8, radius * 0.8);
    painter.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawRoundedRect(ring, radius * 0.8, radius * 0.8);
    if (!symbols)
        return;
    const QPointF corner = face.topRight() + QPointF(-inset, inset);
    painter.setPen(QPen(color.darker(210), edge));
    painter.setBrush(color);
    if (level == 2)
        painter.drawPath(starPath(corner, unit * 0.12));
    else
        painter.drawEllipse(corner, unit * 0.065, unit * 0.065);
}

QPainterPath starPath(QPointF centre, double radius)
{
    QPainterPath path;
    for (int i = 0; i < 10; ++i) {
        const double angle = -M_PI / 2 + i * M_PI / 5;
        const double r = i % 2 == 0 ? radius : radius * 0.45;
        const QPointF p = centre + QPointF(std::cos(angle) * r, std::sin(angle) * r);
        if (i == 0)
            path.moveTo(p);
        else
            path.lineTo(p);
    }
    path.closeSubpath();
    return path;
}

void fitPixelSize(QFont& font, const QString& text, double width, double pixels, double smallest)
{
    font.setPixelSize(int(pixels));
    while (pixels > smallest && QFontMetricsF(font).horizontalAdvance(text) > width)
        font.setPixelSize(int(pixels -= 1));
}

QRectF paintCaptionWhole(QPainter& painter, const QRectF& box, const QString& text, QFont font, double pixels,
                         double readable, double smallest)
{
    fitPixelSize(font, text, box.width(), pixels, readable);
    int flags = Qt::AlignCenter;
    if (QFontMetricsF(font).horizontalAdvance(text) > box.width()) {
        flags |= Qt::TextWordWrap;
        font.setPixelSize(int(pixels)); // two lines may take it at its full size
        const auto fits = [&] {
            const QRectF taken = QFontMetricsF(font).boundingRect(box, flags, text);
            return taken.width() <= box.width() && taken.height() <= box.height();
        };
        while (pixels > smallest && !fits())
            font.setPixelSize(int(pixels -= 1));
    }
    painter.setFont(font);
    painter.drawText(box, flags, text);
    return QFontMetricsF(font).boundingRect(box, flags, text);
}

QSizeF qualityPillSize(const QFont& font, const QString& text)
{
    const QFontMetricsF metrics(font);
    const double h = metrics.height() + 2;
    return {metrics.horizontalAdvance(text) + h * 0.6, h};
}

void paintQualityPill(QPainter& painter, const QRectF& pill, const QColor& color, const QString& text,
                      const QFont& font)
{
    const double h = pill.height();
    painter.setPen(QPen(QColor(255, 255, 255, 220), 1.5));
    painter.setBrush(color);
    painter.drawRoundedRect(pill, h / 2, h / 2);
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(pill, Qt::AlignCenter, text);
}

} // namespace minimoves::app
