#include "magic_board_look.h"

#include "magic_board_widget.h"
#include "paint_helpers.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace minimoves::app::magic_look {

namespace {

QColor grey(const QPalette& palette, double t)
{
    return mix(palette.color(QPalette::Window), palette.color(QPalette::WindowText), t, MixAlpha::Opaque);
}
QColor frameColor(const QPalette& palette) { return grey(palette, 0.10); }
QColor frameLineColor(const QPalette& palette) { return grey(palette, 0.24); }
QColor slotColor(const QPalette& palette) { return grey(palette, 0.17); }

} // namespace

void drawFrame(QPainter& painter, const QRectF& rect, double radius, const QPalette& palette, bool focus)
{
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    painter.fillPath(path, frameColor(palette));
    painter.setPen(QPen(focus ? palette.color(QPalette::Highlight) : frameLineColor(palette), focus ? 1.5 : 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
}

void drawSlot(QPainter& painter, const QRectF& rect, const QPalette& palette)
{
    QPainterPath path;
    const double radius = rect.width() * 0.14;
    path.addRoundedRect(rect, radius, radius);
    painter.fillPath(path, slotColor(palette));
}

// A tile: its own colour (whatever the palette), its number in black or white, whichever reads
// better on that colour.
void drawTile(QPainter& painter, const QRectF& rect, int tile, bool small)
{
    const QColor color = MagicBoardWidget::tileColor(tile);
    QPainterPath path;
    const double radius = rect.width() * 0.14;
    path.addRoundedRect(rect, radius, radius);
    QLinearGradient shade(rect.topLeft(), rect.bottomLeft());
    shade.setColorAt(0, color.lighter(118));
    shade.setColorAt(1, color.darker(112));
    painter.fillPath(path, shade);
    painter.setPen(QPen(color.darker(160), std::max(1.0, rect.width() * 0.03)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(1, int(rect.height() * (small ? 0.6 : 0.55))));
    painter.setFont(font);
    painter.setPen(color.lightness() > 140 ? QColor(20, 20, 20) : QColor(250, 250, 250));
    painter.drawText(rect, Qt::AlignCenter, QString::number(tile));
}

} // namespace minimoves::app::magic_look
