// BoardWidget's pointer side: the hovered item, its tooltip (placed clear of what the board keeps
// in view) and the move-quality badges and lines it shows. board_widget.cpp has the rest: the
// position and its animation, the events, the layout, the painting and the position editor.
#include "board_widget.h"

#include "game/move_quality.h"
#include "paint_helpers.h"

#include <QCursor>
#include <QFontMetrics>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace minimoves::app {

QPoint BoardWidget::toolTipPlace(QPoint pointer, const QString& tip) const
{
    // Qt puts a tooltip below and right of the pointer; where it would cover what the board keeps
    // clear (the target's caption), it goes to the pointer's left instead.
    const QRectF clear = toolTipClear();
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

QString BoardWidget::toolTipAt(const QPointF& pos) const
{
    const int item = hoverItemAt(pos);
    return item >= 0 ? hoverToolTip(item) : QString();
}

void BoardWidget::updateHover(const QPointF& pos) { setHovered(hoverItemAt(pos)); }

void BoardWidget::clearHover() { setHovered(-1); }

void BoardWidget::refreshHover()
{
    const QPoint local = mapFromGlobal(QCursor::pos());
    setHovered(underMouse() && rect().contains(local) ? hoverItemAt(QPointF(local)) : -1);
}

void BoardWidget::setHovered(int item)
{
    if (const auto shape = hoverCursor(item))
        setCursor(*shape);
    if (item == m_hovered)
        return;
    m_hovered = item;
    setToolTip(hoveredToolTip());
    hoverChanged();
    update();
}

QString BoardWidget::hoveredToolTip() const
{
    if (m_hovered < 0)
        return {};
    const QString tip = hoverToolTip(m_hovered);
    const QString quality = qualityToolTip(movesOfItem(m_hovered));
    return quality.isEmpty() ? tip : tip.isEmpty() ? quality : tip + QLatin1Char('\n') + quality;
}

// ---- move quality ------------------------------------------------------------------------------

void BoardWidget::setMoveDistances(std::optional<int> here, const std::vector<std::optional<int>>& after)
{
    if (here == m_hereDistance && after == m_afterDistances)
        return;
    m_hereDistance = here;
    m_afterDistances = after;
    if (m_hovered >= 0)
        setToolTip(hoveredToolTip());
    qualityChanged();
    if (!badgedMoves().empty()) // the distances show only in badges: none drawn, nothing to repaint
        update();
}

std::optional<int> BoardWidget::moveChange(int move) const
{
    if (move < 0 || move >= int(m_afterDistances.size()))
        return std::nullopt;
    return quality::change(m_hereDistance, m_afterDistances[std::size_t(move)]);
}

void BoardWidget::setQualityShown(bool on)
{
    if (on == m_qualityShown)
        return;
    m_qualityShown = on;
    qualityChanged();
    update();
}

void BoardWidget::setQualityMoves(const std::vector<int>& moves)
{
    if (moves == m_qualityMoves)
        return;
    m_qualityMoves = moves;
    if (m_hovered >= 0)
        setToolTip(hoveredToolTip());
    qualityChanged();
    update();
}

void BoardWidget::setHoverQuality(bool on)
{
    if (on == m_hoverQuality)
        return;
    m_hoverQuality = on;
    if (m_hovered >= 0)
        setToolTip(hoveredToolTip());
    qualityChanged();
    update();
}

bool BoardWidget::qualityGiven(int move) const
{
    return m_qualityShown || m_hoverQuality ||
           std::find(m_qualityMoves.begin(), m_qualityMoves.end(), move) != m_qualityMoves.end();
}

std::vector<int> BoardWidget::movesOfItem(int item) const
{
    if (item >= 0 && m_puzzle && item < m_puzzle->moveCount())
        return {item};
    return {};
}

std::vector<int> BoardWidget::badgedMoves() const
{
    std::vector<int> moves;
    if (!m_puzzle || isEditing())
        return moves;
    if (m_qualityShown) {
        for (int m = 0; m < m_puzzle->moveCount(); ++m)
            moves.push_back(m);
        return moves;
    }
    moves = m_qualityMoves;
    if (!m_hoverQuality)
        return moves;
    for (int m : movesOfItem(m_hovered))
        if (std::find(moves.begin(), moves.end(), m) == moves.end())
            moves.push_back(m);
    return moves;
}

QString BoardWidget::badgeText(int move) const
{
    const auto change = moveChange(move);
    if (!change || !qualityGiven(move))
        return {};
    const QString prefix = badgePrefix(move);
    const QString label = quality::label(*change, m_symbols);
    return prefix.isEmpty() ? label : prefix + QLatin1Char(' ') + label;
}

QString BoardWidget::qualityToolTip(const std::vector<int>& moves) const
{
    QStringList lines;
    for (int move : moves) {
        if (move < 0 || move >= int(m_afterDistances.size()) || !qualityGiven(move))
            continue;
        const auto after = m_afterDistances[std::size_t(move)];
        const auto change = moveChange(move);
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

double BoardWidget::badgeHeight() const { return std::clamp(std::min(width(), height()) / 36.0, 10.0, 16.0); }

// A pill in the change's colour, white text: "✓ −1" (the symbol with the colour-blind palette).
void BoardWidget::paintBadge(QPainter& painter, const QPointF& centre, int move) const
{
    const auto change = moveChange(move);
    if (!change)
        return;
    const QString text = badgeText(move);
    painter.save();
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(8, int(badgeHeight())));
    const QSizeF size = qualityPillSize(font, text);
    const QRectF pill(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height());
    paintQualityPill(painter, pill, quality::color(*change), text, font);
    painter.restore();
}

} // namespace minimoves::app
