// The Ball Grid board's painting: the tray, the shaded balls with their symbols, a turn's swing
// and a recolour's flip, the cursor and the pointer's block, the target and the recolour cycle
// (BallGridWidget's paint functions; how a ball and a tray are drawn: ball_grid_look.cpp; the
// hint's marks: ball_grid_hints.cpp; the layout and input: ball_grid_widget.cpp).
#include "ball_grid_widget.h"

#include "ball_grid_look.h"
#include "paint_helpers.h"

#include "ball_grid/ball_grid_type.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

using ball_grid::BallGrid;
using ball_grid::BallGridPuzzle;
using ball_grid::Color;
using ball_grid::Grid;
using ball_grid::Op;
using namespace ball_grid_look;

namespace {

const QColor CursorColor(0x7f, 0xd6, 0xff); // on the tray, which is dark in every theme

// The block of a turn, turning like a little turntable under its balls.
void drawTurntable(QPainter& painter, QPointF pivot, double cell, double angle)
{
    painter.save();
    painter.translate(pivot);
    painter.rotate(angle * 180 / M_PI);
    QPainterPath table;
    table.addRoundedRect(QRectF(-cell, -cell, 2 * cell, 2 * cell), cell * 0.48, cell * 0.48);
    painter.fillPath(table, QColor(255, 255, 255, 30));
    painter.strokePath(table, QPen(QColor(255, 255, 255, 70), std::max(1.0, cell * 0.025)));
    painter.restore();
}

// The arrow from one ball of the recolour cycle to the next.
void drawCycleArrow(QPainter& painter, QPointF centre, double unit, const QColor& ink)
{
    const QPointF from = centre + QPointF(0.55 * unit, 0);
    const QPointF to = centre + QPointF(0.93 * unit, 0);
    painter.setPen(QPen(ink, std::max(1.0, unit * 0.07), Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(from, to);
    QPainterPath head;
    head.moveTo(to + QPointF(0.06 * unit, 0));
    head.lineTo(to + QPointF(-0.14 * unit, -0.13 * unit));
    head.lineTo(to + QPointF(-0.14 * unit, 0.13 * unit));
    head.closeSubpath();
    painter.fillPath(head, ink);
}

} // namespace

QColor BallGridWidget::ballColor(Color color)
{
    switch (color) {
    case Color::Red:
        return QColor(0xd8, 0x3a, 0x32);
    case Color::Blue:
        return QColor(0x27, 0x56, 0xc9); // the darkest of the three
    case Color::Green:
        return QColor(0x3d, 0xb3, 0x5a); // the lightest
    }
    return Qt::gray;
}
// ---- painting ----------------------------------------------------------------------------------

void BallGridWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle)
        return;
    const Layout l = layout();
    drawTray(painter, l.board, l.cell, puzzle->rows(), puzzle->columns(), trayColors(palette()));
    paintGlow(painter, l, move);
    paintBalls(painter, l, move, progress);
    if (move < 0) {
        paintHints(painter, l);
        paintHintCaption(painter, l);
        paintCursor(painter, l);
    }
    paintPointer(painter, l);
    paintTarget(painter, l);
    paintLegend(painter, l);
}

void BallGridWidget::paintGlow(QPainter& painter, const Layout& l, int move)
{
    // Under the balls (never over them, which would tint them): the best hint's block washed in
    // its colour, the block the pointer is over lit.
    const BallGridPuzzle* puzzle = ballGrid();
    if (move < 0 && hintBest() >= 0 && hintBest() < puzzle->moveCount()) {
        const ball_grid::Move best = puzzle->move(hintBest());
        QPainterPath wash;
        wash.addRoundedRect(blockRect(l, QPoint(best.column, best.row)), l.cell * 0.48, l.cell * 0.48);
        QColor color = bestHintColor();
        color.setAlpha(70);
        painter.fillPath(wash, color);
    }
    const QPoint hovered = hoveredBlock();
    if (hovered.isNull() || !isEnabled())
        return;
    QPainterPath glow;
    glow.addRoundedRect(blockRect(l, hovered), l.cell * 0.48, l.cell * 0.48);
    painter.fillPath(glow, QColor(255, 255, 255, 38));
}

void BallGridWidget::paintBalls(QPainter& painter, const Layout& l, int move, double progress)
{
    const BallGridPuzzle* puzzle = ballGrid();
    const double cell = l.cell;
    const double radius = BallRadius * cell;
    const Grid now = BallGrid::unrank(state());
    const Grid before = move >= 0 ? BallGrid::unrank(animFrom()) : now;
    const BallGrid& rules = puzzle->rules();
    ball_grid::Move played;
    if (move >= 0)
        played = puzzle->move(move);
    auto inPlayedBlock = [&](int row, int column) {
        return move >= 0 && (row == played.row || row == played.row - 1) &&
               (column == played.column || column == played.column - 1);
    };
    const QPointF pivot = move >= 0 ? blockCentreIn(l, QPoint(played.column, played.row)) : QPointF();
    // A turn swings the four balls round the block's centre (backwards when it is undone).
    const double angle = (animReversed() ? -90.0 : 90.0) * progress * M_PI / 180;
    if (move >= 0 && played.op == Op::Turn)
        drawTurntable(painter, pivot, cell, angle);

    for (int row = 1; row <= puzzle->rows(); ++row)
        for (int column = 1; column <= puzzle->columns(); ++column) {
            const QPointF centre = ballCentreIn(l, row, column);
            if (!inPlayedBlock(row, column)) {
                drawBall(painter, centre, radius, rules.color(now, row, column), symbols());
                continue;
            }
            const Color was = rules.color(before, row, column);
            if (played.op == Op::Turn) {
                const QPointF offset = centre - pivot;
                const QPointF turned(offset.x() * std::cos(angle) - offset.y() * std::sin(angle),
                                     offset.x() * std::sin(angle) + offset.y() * std::cos(angle));
                drawBall(painter, pivot + turned, radius, was, symbols());
            } else {
                // A recolour flips each ball over: the old colour turns edge on, the new one
                // turns back face on. Only the game's colours are ever drawn.
                const Color is = rules.color(now, row, column);
                const double squash = std::abs(std::cos(M_PI * progress));
                drawFlippingBall(painter, centre, radius, progress < 0.5 ? was : is, symbols(), squash);
            }
        }
}

void BallGridWidget::paintPointer(QPainter& painter, const Layout& l)
{
    // The block a click would play, outlined.
    const QPoint hovered = hoveredBlock();
    if (hovered.isNull() || !isEnabled())
        return;
    const double cell = l.cell;
    const QRectF block = blockRect(l, hovered);
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 90), std::max(3.5, cell * 0.085)));
    painter.drawRoundedRect(block, cell * 0.48, cell * 0.48);
    painter.setPen(QPen(QColor(255, 255, 255, 230), std::max(2.0, cell * 0.045)));
    painter.drawRoundedRect(block, cell * 0.48, cell * 0.48);
    painter.restore();
}

void BallGridWidget::paintCursor(QPainter& painter, const Layout& l)
{
    // The keyboard cursor: its block, dashed; under the pointer, the pointer's outline is it.
    if (!hasFocus() || !m_cursor || !isEnabled() || !hoveredBlock().isNull())
        return;
    const double cell = l.cell;
    painter.save();
    painter.setBrush(Qt::NoBrush);
    QPen dashed(CursorColor, std::max(2.0, cell * 0.04), Qt::DashLine, Qt::RoundCap);
    dashed.setDashPattern({3, 2.5});
    painter.setPen(dashed);
    painter.drawRoundedRect(blockRect(l, m_cursor->at()).adjusted(cell * 0.05, cell * 0.05, -cell * 0.05, -cell * 0.05),
                            cell * 0.43, cell * 0.43);
    painter.restore();
}

void BallGridWidget::paintTarget(QPainter& painter, const Layout& l)
{
    // The side panel: the target, smaller...
    const BallGridPuzzle* puzzle = ballGrid();
    const BallGrid& rules = puzzle->rules();
    paintCaption(painter, l.targetCaption, tr("Target"), Qt::AlignLeft | Qt::AlignBottom, l.captionSize);
    drawTray(painter, l.target, l.targetCell, puzzle->rows(), puzzle->columns(), trayColors(palette()));
    const Grid goal = rules.target();
    for (int row = 1; row <= puzzle->rows(); ++row)
        for (int column = 1; column <= puzzle->columns(); ++column)
            drawBall(painter,
                     QPointF(l.target.left() + (column - 0.5) * l.targetCell, l.target.top() + (row - 0.5) * l.targetCell),
                     BallRadius * l.targetCell, rules.color(goal, row, column), symbols());
}

void BallGridWidget::paintLegend(QPainter& painter, const Layout& l)
{
    // ... and the recolour cycle.
    const double unit = l.legendUnit;
    paintCaption(painter, l.legendCaption, tr("Recolour"), Qt::AlignLeft | Qt::AlignBottom, l.captionSize);
    const QColor ink = palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText);
    const Color cycle[] = {Color::Red, Color::Blue, Color::Green, Color::Red};
    for (int i = 0; i < 4; ++i) {
        const QPointF centre(l.legendTop.x() + (0.5 + 1.43 * i) * unit, l.legendTop.y() + 0.5 * unit);
        painter.save();
        if (i == 3)
            painter.setOpacity(0.55); // back to the start
        drawBall(painter, centre, 0.46 * unit, cycle[i], symbols());
        painter.restore();
        if (i < 3)
            drawCycleArrow(painter, centre, unit, ink);
    }
}

} // namespace minimoves::app
