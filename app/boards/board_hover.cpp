// BoardWidget's pointer side: the hovered item (from the board's BoardHover part, whose defaults
// are here too), its tooltip (placed clear of what the board keeps in view) and the move-quality
// badges and lines it shows. board_widget.cpp has the rest: the position and its animation, the
// events, the layout, the painting and the position editor.
#include "board_widget.h"

#include "board_hover.h"
#include "move_names.h"

#include "game/session/move_quality.h"
#include "paint_helpers.h"

#include <QCursor>
#include <QFontMetrics>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace minimoves::app {

// ---- BoardHover's defaults: nothing under the pointer ------------------------------------------

int BoardHover::itemAt(const QPointF& pos) const
{
    Q_UNUSED(pos);
    return -1;
}

QString BoardHover::toolTip(int item) const
{
    Q_UNUSED(item);
    return {};
}

std::optional<Qt::CursorShape> BoardHover::cursorShape(int item) const
{
    Q_UNUSED(item);
    return std::nullopt;
}

std::vector<int> BoardHover::movesOf(int item) const
{
    return item >= 0 ? std::vector<int>{item} : std::vector<int>{};
}

QString BoardHover::toolTipAt(const QPointF& pos) const
{
    const int item = itemAt(pos);
    return item >= 0 ? toolTip(item) : QString();
}

// ---- the tooltip's place -----------------------------------------------------------------------

QPoint BoardWidget::toolTipPlace(QPoint pointer, const QString& tip) const
{
    // Qt puts a tooltip below and right of the pointer; where it would cover what the board keeps
    // clear (the target's caption), it goes to the pointer's left instead.
    const QRectF clear = m_hover->toolTipClear();
    if (clear.isEmpty())
        return pointer;
    const QSize size = QFontMetrics(QToolTip::font()).boundingRect(QRect(0, 0, 800, 2000), 0, tip).size() + QSize(16, 10);
    const QRect placed(pointer + QPoint(2, 16), size);
    const QRect keep(mapToGlobal(clear.topLeft().toPoint()), clear.size().toSize());
    return placed.intersects(keep) ? pointer - QPoint(size.width() + 8, 0) : pointer;
}

// ---- hover -------------------------------------------------------------------------------------

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    updateHover(event->position());
    QWidget::mouseMoveEvent(event);
}

void BoardWidget::leaveEvent(QEvent* event)
{
    setHovered(-1);
    QWidget::leaveEvent(event);
}

void BoardWidget::updateHover(const QPointF& pos) { setHovered(m_hover->itemAt(pos)); }

void BoardWidget::clearHover() { setHovered(-1); }

void BoardWidget::refreshHover()
{
    const QPoint local = mapFromGlobal(QCursor::pos());
    setHovered(underMouse() && rect().contains(local) ? m_hover->itemAt(QPointF(local)) : -1);
}

void BoardWidget::setHovered(int item)
{
    if (const auto shape = m_hover->cursorShape(item))
        setCursor(*shape);
    if (item == m_hovered)
        return;
    m_hovered = item;
    setToolTip(hoveredToolTip());
    emit hoveredItemChanged(item);
    update();
}

QString BoardWidget::hoveredToolTip() const
{
    if (m_hovered < 0)
        return {};
    const QString tip = m_hover->toolTip(m_hovered);
    const QString quality = qualityToolTip(movesOfItem(m_hovered));
    return quality.isEmpty() ? tip : tip.isEmpty() ? quality : tip + QLatin1Char('\n') + quality;
}

// ---- move quality ------------------------------------------------------------------------------

void BoardWidget::setMoveDistances(std::optional<int> here, const std::vector<std::optional<int>>& after)
{
    if (!m_marks.setDistances(here, after))
        return;
    if (m_hovered >= 0)
        setToolTip(hoveredToolTip());
    emit qualityChanged();
    if (!badgedMoves().empty()) // the distances show only in badges: none drawn, nothing to repaint
        update();
}

void BoardWidget::setQualityShown(bool on)
{
    if (!m_marks.setEveryShown(on))
        return;
    emit qualityChanged();
    update();
}

void BoardWidget::setQualityMoves(const std::vector<int>& moves)
{
    if (!m_marks.setQualityMoves(moves))
        return;
    if (m_hovered >= 0)
        setToolTip(hoveredToolTip());
    emit qualityChanged();
    update();
}

void BoardWidget::setHoverQuality(bool on)
{
    if (!m_marks.setHoverShown(on))
        return;
    if (m_hovered >= 0)
        setToolTip(hoveredToolTip());
    emit qualityChanged();
    update();
}

std::vector<int> BoardWidget::movesOfItem(int item) const
{
    if (item < 0 || !m_puzzle)
        return {};
    std::vector<int> moves = m_hover->movesOf(item);
    const int count = m_puzzle->moveCount();
    moves.erase(std::remove_if(moves.begin(), moves.end(), [count](int m) { return m < 0 || m >= count; }),
                moves.end());
    return moves;
}

std::vector<int> BoardWidget::badgedMoves() const
{
    if (!m_puzzle || isEditing())
        return {};
    return m_marks.badged(m_puzzle->moveCount(), movesOfItem(m_hovered));
}

QString BoardWidget::badgeText(int move) const
{
    const auto change = m_marks.change(move);
    if (!change || !m_marks.given(move))
        return {};
    const QString prefix = m_puzzle ? m_names->badgePrefix(*m_puzzle, move) : QString();
    const QString label = quality::label(*change, m_symbols);
    return prefix.isEmpty() ? label : prefix + QLatin1Char(' ') + label;
}

QString BoardWidget::qualityToolTip(const std::vector<int>& moves) const
{
    QStringList lines;
    for (int move : moves) {
        if (move < 0 || move >= m_marks.distanceCount() || !m_marks.given(move))
            continue;
        const auto after = m_marks.after(move);
        const auto change = m_marks.change(move);
        QString line;
        if (!after || !change)
            line = tr("%1: the solver is working out where it leads…").arg(moveDescription(move));
        else if (*after < 0)
            line = tr("%1: the goal can no longer be reached after it").arg(moveDescription(move));
        else {
            const QString word = *change < 0    ? tr("good")
                                 : *change == 0 ? tr("sideways")
                                                : tr("back");
            line = tr("%1: distance %2 after it (%3, %4)").arg(moveDescription(move)).arg(*after).arg(quality::text(*change), word);
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

std::optional<QPointF> BoardWidget::moveBadgeCentre(int move) const
{
    Q_UNUSED(move);
    return std::nullopt;
}

double BoardWidget::badgeHeight() const { return std::clamp(std::min(width(), height()) / 36.0, 10.0, 16.0); }

// A pill in the change's colour, white text: "✓ −1" (the symbol with the colour-blind palette).
namespace {
QFont badgeFont(QFont font, double height)
{
    font.setBold(true);
    font.setPixelSize(std::max(8, int(height)));
    return font;
}
} // namespace

QRectF BoardWidget::badgeRect(int move) const
{
    const auto centre = moveBadgeCentre(move);
    if (!centre || !m_marks.change(move))
        return {};
    const QSizeF size = qualityPillSize(badgeFont(font(), badgeHeight()), badgeText(move));
    QRectF pill(centre->x() - size.width() / 2, centre->y() - size.height() / 2, size.width(), size.height());
    const QRectF inside = QRectF(rect()).adjusted(1, 1, -1, -1);
    pill.moveLeft(std::clamp(pill.left(), inside.left(), std::max(inside.left(), inside.right() - pill.width())));
    pill.moveTop(std::clamp(pill.top(), inside.top(), std::max(inside.top(), inside.bottom() - pill.height())));
    return pill;
}

void BoardWidget::paintBadge(QPainter& painter, int move) const
{
    const auto change = m_marks.change(move);
    const QRectF pill = badgeRect(move);
    if (!change || pill.isEmpty())
        return;
    painter.save();
    paintQualityPill(painter, pill, quality::color(*change), badgeText(move), badgeFont(font(), badgeHeight()));
    painter.restore();
}

} // namespace minimoves::app
