// The Shifting Grid board's painting: the slate tray, the cells with their patterns, a line
// sliding round, the goal frame, the cursor, the hovered line and the arrow buttons
// (ShiftingGridWidget's paint functions; its layout and input are in shifting_grid_widget.cpp).
#include "shifting_grid_widget.h"

#include "paint_helpers.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

using shifting_grid::allShifts;
using shifting_grid::Color;
using shifting_grid::Columns;
using shifting_grid::Direction;
using shifting_grid::Grid;
using shifting_grid::Rows;
using shifting_grid::Shift;
using shifting_grid::ShiftingGrid;
using shifting_grid::shiftIndex;

namespace {

// The tray is slate on any window (the three cell colours all read on it); what stands on the
// window itself (the tray's rim, the arrow buttons) takes its colours from the palette.
const QColor PanelColor(0x46, 0x4e, 0x5e);
const QColor GoalColor(0x2e, 0xc4, 0x9c);
const QColor CursorColor(0x1e, 0x88, 0xff);
const QColor HintGlyphColor(0x2b, 0x31, 0x3b); // on the hint colours, which are the same on any window

// What stands on the window is made to stand out from it (paint_helpers' standingOut), lifting
// black to this value first on a dark window.
constexpr int DarkestLifted = 24;

int directionSign(Direction direction)
{
    return direction == Direction::Right || direction == Direction::Down ? 1 : -1;
}

// The inner 2x4 cells, the goal area.
QRectF goalArea(const QRectF& grid, double cell)
{
    return QRectF(grid.left() + cell, grid.top() + cell, cell * (Columns - 2), cell * (Rows - 2));
}

// The pattern: White plain, Black hatched, Grey dotted (the colour-blind palette).
void drawPattern(QPainter& painter, const QRectF& rect, const QPainterPath& path, Color color)
{
    const QColor base = ShiftingGridWidget::cellColor(color);
    const double w = rect.width();
    painter.save();
    painter.setClipPath(path, Qt::IntersectClip);
    if (color == Color::Black) {
        painter.setPen(QPen(QColor(0x4a, 0x50, 0x5c), w * 0.045, Qt::SolidLine, Qt::FlatCap));
        for (double d = -w; d < w; d += w / 5.5)
            painter.drawLine(QPointF(rect.left() + d, rect.bottom()), QPointF(rect.left() + d + w, rect.top()));
    } else if (color == Color::Grey) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(base.darker(135));
        const double step = w / 5;
        for (int i = 0; i < 5; ++i)
            for (int j = 0; j < 5; ++j)
                painter.drawEllipse(QPointF(rect.left() + step * (i + 0.5), rect.top() + step * (j + 0.5)), w * 0.032,
                                    w * 0.032);
    }
    painter.restore();
}

// The symbol: White a ring, Black a light square, Grey a dark triangle.
void drawSymbol(QPainter& painter, const QRectF& rect, Color color)
{
    const double w = rect.width();
    const QPointF c = rect.center();
    painter.save();
    switch (color) {
    case Color::White:
        painter.setPen(QPen(QColor(0x4b, 0x52, 0x60), w * 0.075));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(c, w * 0.19, w * 0.19);
        break;
    case Color::Black: {
        const double s = w * 0.3;
        painter.setPen(QPen(QColor(0x1a, 0x1c, 0x21), w * 0.03));
        painter.setBrush(QColor(0xf2, 0xf2, 0xf0));
        painter.drawRoundedRect(QRectF(c.x() - s / 2, c.y() - s / 2, s, s), w * 0.03, w * 0.03);
        break;
    }
    case Color::Grey: {
        const double r = w * 0.23;
        QPolygonF triangle;
        for (int k = 0; k < 3; ++k) {
            const double angle = -M_PI / 2 + k * 2 * M_PI / 3;
            triangle << QPointF(c.x() + r * std::cos(angle), c.y() + r * 0.08 + r * std::sin(angle));
        }
        painter.setPen(QPen(QColor(0xf0, 0xf2, 0xf5), w * 0.025, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(QColor(0x1f, 0x23, 0x2b));
        painter.drawPolygon(triangle);
        break;
    }
    }
    painter.restore();
}

void drawCell(QPainter& painter, const QRectF& rect, Color color, bool symbols)
{
    const QColor base = ShiftingGridWidget::cellColor(color);
    const double w = rect.width();
    QPainterPath path;
    path.addRoundedRect(rect, w * 0.14, w * 0.14);
    QLinearGradient shade(rect.topLeft(), rect.bottomLeft());
    shade.setColorAt(0, base.lighter(color == Color::Black ? 135 : 106));
    shade.setColorAt(1, base.darker(108));
    painter.fillPath(path, shade);
    if (symbols) {
        drawPattern(painter, rect, path, color);
        drawSymbol(painter, rect, color);
    }
    painter.setPen(QPen(base.darker(color == Color::White ? 150 : 180), std::max(1.0, w * 0.022)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
}

// The glyph of an arrow button: a triangle pointing the way the line goes.
QPolygonF arrowGlyph(QPointF c, double r, Direction direction)
{
    QPolygonF glyph;
    switch (direction) {
    case Direction::Left:
        glyph << QPointF(c.x() - r, c.y()) << QPointF(c.x() + r * 0.7, c.y() - r) << QPointF(c.x() + r * 0.7, c.y() + r);
        break;
    case Direction::Right:
        glyph << QPointF(c.x() + r, c.y()) << QPointF(c.x() - r * 0.7, c.y() - r) << QPointF(c.x() - r * 0.7, c.y() + r);
        break;
    case Direction::Up:
        glyph << QPointF(c.x(), c.y() - r) << QPointF(c.x() - r, c.y() + r * 0.7) << QPointF(c.x() + r, c.y() + r * 0.7);
        break;
    case Direction::Down:
        glyph << QPointF(c.x(), c.y() + r) << QPointF(c.x() - r, c.y() - r * 0.7) << QPointF(c.x() + r, c.y() - r * 0.7);
        break;
    }
    return glyph;
}

} // namespace

// ---- painting ----------------------------------------------------------------------------------

void ShiftingGridWidget::paintBoard(QPainter& painter, int move, double progress)
{
    if (!m_puzzle)
        return;
    const Layout l = layout();
    Grid grid = shownGrid();
    const std::optional<LineOffset> moving = movingLine(move, progress, grid);
    paintTray(painter, l);
    paintCells(painter, l, grid, moving);
    paintGoalFrame(painter, l);
    paintGoalPicture(painter, l);
    paintCursor(painter, l);
    paintHoveredLine(painter, l);
    if (isEditing())
        painter.setOpacity(0.35); // no shifts while setting up a position
    for (int arrow = 0; arrow < ArrowCount; ++arrow)
        paintArrow(painter, arrowRect(arrow), allShifts[arrow].direction, arrow);
}

std::optional<ShiftingGridWidget::LineOffset> ShiftingGridWidget::movingLine(int move, double progress,
                                                                             Grid& grid) const
{
    if (m_drag.cell && m_drag.line) {
        const bool row = *m_drag.line;
        return LineOffset{row, row ? m_drag.cell->y() : m_drag.cell->x(), m_drag.offset};
    }
    if (m_settle.state() == QAbstractAnimation::Running) {
        LineOffset settling = m_settleLine;
        settling.offset = m_settle.currentValue().toDouble();
        return settling;
    }
    const bool shownLive = m_quietTransition && *m_quietTransition == std::make_pair(animFrom(), state());
    if (move >= 0 && move < ArrowCount && !shownLive) {
        // The move's line, from where it was.
        const Shift shift = allShifts[move];
        const int sign = directionSign(shift.direction) * (animReversed() ? -1 : 1);
        grid = ShiftingGrid::unrank(animFrom());
        return LineOffset{shift.movesRow(), shift.line, sign * progress};
    }
    return std::nullopt;
}

void ShiftingGridWidget::paintTray(QPainter& painter, const Layout& l)
{
    const double cell = l.cell;
    QPainterPath tray;
    const QRectF trayRect = l.grid.adjusted(-cell * 0.08, -cell * 0.08, cell * 0.08, cell * 0.08);
    tray.addRoundedRect(trayRect, cell * 0.16, cell * 0.16);
    QLinearGradient trayShade(trayRect.topLeft(), trayRect.bottomLeft());
    trayShade.setColorAt(0, PanelColor.lighter(112));
    trayShade.setColorAt(1, PanelColor.darker(115));
    painter.fillPath(tray, trayShade);
    // The rim sets the tray off from the window: dark on a light window, light on a dark one.
    const QColor rim = standingOut(PanelColor.darker(160), palette().color(QPalette::Window), 3.0, 16, DarkestLifted);
    painter.setPen(QPen(rim, std::max(1.0, cell * 0.025)));
    painter.drawPath(tray);

    // The goal area shows through the gaps, tinted.
    painter.fillRect(goalArea(l.grid, l.cell), QColor(GoalColor.red(), GoalColor.green(), GoalColor.blue(), 70));
}

void ShiftingGridWidget::paintCells(QPainter& painter, const Layout& l, const Grid& grid,
                                    const std::optional<LineOffset>& moving)
{
    const double cell = l.cell;
    for (int row = 0; row < Rows; ++row)
        for (int column = 0; column < Columns; ++column) {
            if (moving && (moving->row ? moving->line == row : moving->line == column))
                continue;
            drawCell(painter, cellSlot(l.grid, cell, row, column), grid.at(row, column), symbols());
        }
    if (!moving)
        return;
    // The moving line, clipped to its strip: what leaves one edge enters at the other.
    const int length = moving->row ? Columns : Rows;
    const QRectF strip = moving->row ? QRectF(l.grid.left(), l.grid.top() + moving->line * cell, l.grid.width(), cell)
                                     : QRectF(l.grid.left() + moving->line * cell, l.grid.top(), cell, l.grid.height());
    painter.save();
    painter.setClipRect(strip);
    for (int i = 0; i < length; ++i) {
        const Color color = moving->row ? grid.at(moving->line, i) : grid.at(i, moving->line);
        double at = std::fmod(i + moving->offset, double(length));
        if (at < 0)
            at += length;
        for (const double place : {at, at - length}) {
            if (place <= -1 || place >= length)
                continue;
            const QRectF slot = moving->row ? cellSlot(l.grid, cell, moving->line, place)
                                            : cellSlot(l.grid, cell, place, moving->line);
            drawCell(painter, slot, color, symbols());
        }
    }
    painter.restore();
}

void ShiftingGridWidget::paintGoalFrame(QPainter& painter, const Layout& l)
{
    // The goal frame, over the cells.
    const double cell = l.cell;
    const double frameWidth = std::max(2.5, cell * 0.06);
    const QRectF goal = goalArea(l.grid, l.cell);
    const QRectF frame = goal.adjusted(-frameWidth * 0.2, -frameWidth * 0.2, frameWidth * 0.2, frameWidth * 0.2);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x10, 0x2a, 0x24), frameWidth + std::max(2.0, cell * 0.03)));
    painter.drawRoundedRect(frame, cell * 0.14, cell * 0.14);
    painter.setPen(QPen(m_puzzle->isSolved(state()) ? GoalColor.lighter(125) : GoalColor, frameWidth));
    painter.drawRoundedRect(frame, cell * 0.14, cell * 0.14);
}

void ShiftingGridWidget::paintGoalPicture(QPainter& painter, const Layout& l)
{
    // What the board must become, always in sight: the grid at half size, its outer cells left
    // empty (they may be anything) and the eight framed ones in one colour, the one nearest now.
    const QRectF panel = l.goalPanel;
    double mini = 0;
    const QRectF grid = goalPictureGrid(panel, &mini);
    const double cell = mini * 2;
    const QRectF caption(panel.left(), panel.top(), panel.width(), cell * 0.5);
    paintCaption(painter, caption, tr("Goal"), Qt::AlignHCenter | Qt::AlignBottom, std::max(11.0, cell * 0.34));
    QPainterPath tray;
    const QRectF trayRect = grid.adjusted(-mini * 0.1, -mini * 0.1, mini * 0.1, mini * 0.1);
    tray.addRoundedRect(trayRect, mini * 0.18, mini * 0.18);
    painter.fillPath(tray, PanelColor);
    const Color color = goalColor();
    for (int row = 0; row < Rows; ++row)
        for (int column = 0; column < Columns; ++column) {
            const QRectF slot = cellSlot(grid, mini, row, column);
            if (row == 0 || row == Rows - 1 || column == 0 || column == Columns - 1) {
                // Any colour: an empty slot.
                painter.setPen(QPen(PanelColor.lighter(135), std::max(1.0, mini * 0.04), Qt::DotLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(slot, mini * 0.14, mini * 0.14);
            } else {
                drawCell(painter, slot, color, symbols());
            }
        }
    paintGoalFrame(painter, Layout{grid, mini, 0, 0, {}});
    // One line under it saying so, fitted to the panel's width.
    const QRectF line(panel.left(), trayRect.bottom() + cell * 0.12, panel.width(), panel.bottom() - trayRect.bottom() - cell * 0.12);
    painter.save();
    QFont font = painter.font();
    const QString text = tr("8 framed cells, one colour");
    fitPixelSize(font, text, line.width(), std::max(9.0, cell * 0.26), 7);
    painter.setFont(font);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    painter.drawText(line, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, text);
    painter.restore();
}

void ShiftingGridWidget::paintCursor(QPainter& painter, const Layout& l)
{
    // The keyboard cursor: a double ring that shows on light and dark cells alike.
    if (!m_cursorShown)
        return;
    const double cell = l.cell;
    const QRectF at = cellSlot(l.grid, cell, m_cursor.row(), m_cursor.column())
                          .adjusted(-cell * 0.02, -cell * 0.02, cell * 0.02, cell * 0.02);
    const double width = std::max(2.0, cell * 0.05);
    painter.setPen(QPen(Qt::white, width + std::max(2.0, cell * 0.03)));
    painter.drawRoundedRect(at, cell * 0.15, cell * 0.15);
    // Dashed while the board does not have the keyboard focus.
    painter.setPen(QPen(CursorColor, width, hasFocus() ? Qt::SolidLine : Qt::DashLine));
    painter.drawRoundedRect(at, cell * 0.15, cell * 0.15);
}

void ShiftingGridWidget::paintHoveredLine(QPainter& painter, const Layout& l)
{
    // The line the hovered arrow would shift.
    const int arrow = hoveredArrow();
    if (arrow < 0 || m_drag.cell)
        return;
    const Shift shift = allShifts[arrow];
    const QRectF strip = shift.movesRow()
                             ? QRectF(l.grid.left(), l.grid.top() + shift.line * l.cell, l.grid.width(), l.cell)
                             : QRectF(l.grid.left() + shift.line * l.cell, l.grid.top(), l.cell, l.grid.height());
    painter.setPen(QPen(CursorColor.lighter(130), std::max(2.0, l.cell * 0.035), Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(strip.adjusted(1, 1, -1, -1), l.cell * 0.1, l.cell * 0.1);
}

void ShiftingGridWidget::paintArrow(QPainter& painter, const QRectF& rect, Direction direction, int move)
{
    const double side = rect.width();
    const int hint = arrowHintLevel(move);
    const bool hovered = move == hoveredArrow();
    const bool pressed = move == m_pressedArrow;

    painter.save();
    if (!isEnabled())
        painter.setOpacity(0.45);
    if (hint == 2) {
        // The best move: a halo around a stronger colour.
        QPainterPath halo;
        const QRectF around = rect.adjusted(-side * 0.13, -side * 0.13, side * 0.13, side * 0.13);
        halo.addRoundedRect(around, side * 0.3, side * 0.3);
        QColor glow = bestHintColor();
        glow.setAlpha(110);
        painter.fillPath(halo, glow);
    }
    // A button of the palette (light on a light window, dark on a dark one), or a hint's colour.
    const QColor window = palette().color(QPalette::Window);
    QColor fill = hint == 2 ? bestHintColor() : hint == 1 ? hintColor() : palette().color(QPalette::Button);
    if (hovered && !pressed)
        fill = fill.lighter(hint ? 112 : 106);
    if (pressed)
        fill = fill.darker(118);
    QPainterPath button;
    button.addRoundedRect(rect, side * 0.22, side * 0.22);
    QLinearGradient shade(rect.topLeft(), rect.bottomLeft());
    shade.setColorAt(0, fill.lighter(108));
    shade.setColorAt(1, fill.darker(108));
    painter.fillPath(button, shade);
    const QColor border = hovered ? CursorColor
                          : hint  ? fill.darker(150)
                                  : standingOut(palette().color(QPalette::Mid), window, 1.8, 16, DarkestLifted);
    painter.setPen(QPen(border, std::max(1.0, side * (hovered || hint == 2 ? 0.07 : 0.04))));
    painter.drawPath(button);

    // The glyph, nudged down while pressed.
    const QPointF c = rect.center() + (pressed ? QPointF(0, side * 0.03) : QPointF());
    const QPolygonF glyph = arrowGlyph(c, side * 0.26, direction);
    const QColor ink = hint ? HintGlyphColor : standingOut(palette().color(QPalette::ButtonText), fill, 4.5, 16, DarkestLifted);
    painter.setPen(QPen(ink, side * 0.04, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(ink);
    painter.drawPolygon(glyph);
    painter.restore();
}

} // namespace minimoves::app
