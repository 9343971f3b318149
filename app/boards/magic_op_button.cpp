#include "magic_op_button.h"

#include "paint_helpers.h"

#include <QPainterPath>
#include <QStyleOptionButton>
#include <QStylePainter>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

void MagicOpButton::setSubtitle(const QString& subtitle)
{
    m_subtitle = subtitle;
    update();
}

void MagicOpButton::setMark(Mark mark, const QColor& color)
{
    m_mark = mark;
    m_markColor = color;
    update();
}

void MagicOpButton::setQuality(const QString& text, const QColor& color, bool always)
{
    m_quality = text;
    m_qualityColor = color;
    m_qualityAlways = always;
    update();
}

QFont MagicOpButton::qualityFont(double h) const
{
    QFont badgeFont = font();
    badgeFont.setBold(true);
    badgeFont.setPixelSize(std::clamp(int(h * 0.2), 10, 14));
    return badgeFont;
}

QRectF MagicOpButton::qualityPill(const QRectF& inner, double ring, double h) const
{
    return QRectF(QPointF(inner.left() + ring + 2, inner.top() + ring + 2), qualityPillSize(qualityFont(h), m_quality));
}

void MagicOpButton::enterEvent(QEnterEvent* event)
{
    update();
    QPushButton::enterEvent(event);
}

void MagicOpButton::leaveEvent(QEvent* event)
{
    update();
    QPushButton::leaveEvent(event);
}

void MagicOpButton::paintEvent(QPaintEvent*)
{
    QStylePainter painter(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text.clear();
    option.icon = QIcon();
    painter.drawControl(QStyle::CE_PushButtonBevel, option);
    painter.setRenderHint(QPainter::Antialiasing);

    const double h = height();
    const QRectF inner = QRectF(rect()).adjusted(3, 3, -3, -3);
    const double radius = std::min(6.0, h * 0.12);
    double ring = 0;
    if (m_mark != None) {
        ring = m_mark == Best ? std::clamp(h * 0.075, 2.5, 4.5) : std::clamp(h * 0.05, 2.0, 3.0);
        QColor tint = m_markColor;
        tint.setAlpha(m_mark == Best ? 80 : 50);
        QPainterPath path;
        path.addRoundedRect(inner, radius, radius);
        painter.fillPath(path, tint);
        painter.setPen(QPen(m_markColor, ring));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(inner.adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2), radius, radius);
        const double badge = std::clamp(h * 0.12, 4.0, 8.0);
        const QPointF centre(inner.right() - ring - badge * 1.2 - 2, inner.top() + ring + badge * 1.2 + 2);
        const QColor outline =
            palette().color(QPalette::Button).lightness() < 128 ? QColor(20, 20, 20) : m_markColor.darker(170);
        painter.setPen(QPen(outline, 1));
        painter.setBrush(m_markColor);
        if (m_mark == Best)
            painter.drawPath(starPath(centre, badge * 1.15));
        else
            painter.drawEllipse(centre, badge * 0.6, badge * 0.6);
    }

    QPointF shift;
    if (isDown())
        shift = QPointF(style()->pixelMetric(QStyle::PM_ButtonShiftHorizontal, &option, this),
                        style()->pixelMetric(QStyle::PM_ButtonShiftVertical, &option, this));
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
    QFont letterFont = font();
    letterFont.setBold(true);
    const QFontMetricsF letterMetrics(letterFont);
    QFont subFont = font();
    subFont.setBold(false);
    subFont.setPixelSize(std::max(10, int(std::lround(h * 0.2))));
    const QFontMetricsF subMetrics(subFont);
    const double textWidth = width() - 2 * (ring + 6);
    const bool withSubtitle = !m_subtitle.isEmpty() && h >= 46 && subMetrics.horizontalAdvance(m_subtitle) <= textWidth;
    const double letterHeight = letterMetrics.ascent() + letterMetrics.descent() * 0.3;
    const double total = letterHeight + (withSubtitle ? subMetrics.height() : 0);
    const double top = (h - total) / 2;
    // A quality badge in the corner: the letter keeps clear of it (centred in the room to its
    // right when the badge would reach it).
    const QRectF pill = qualityPill(inner, ring, h);
    QRectF letterRect(0, top, width(), letterHeight);
    if (qualityVisible() && pill.right() + 2 > (width() - letterMetrics.horizontalAdvance(text())) / 2 &&
        letterRect.top() < pill.bottom())
        letterRect.setLeft(pill.right() + 2);
    painter.setFont(letterFont);
    painter.drawText(letterRect.translated(shift), Qt::AlignHCenter | Qt::AlignTop, text());
    if (withSubtitle) {
        painter.setFont(subFont);
        painter.drawText(QRectF(0, top + letterHeight, width(), subMetrics.height()).translated(shift),
                         Qt::AlignHCenter | Qt::AlignTop, m_subtitle);
    }
    if (qualityVisible())
        paintQualityPill(painter, pill, m_qualityColor, m_quality, qualityFont(h));
}

} // namespace minimoves::app
