// The Ball Grid board's hint marks: the best move's block outlined with a badge that tells a turn
// (an arrow) from a recolour (the three colours), small badges on the other optimal moves, and the
// caption under the board that counts them when most moves are optimal (BallGridWidget's paint
// functions for them; the balls themselves: ball_grid_painter.cpp).
#include "ball_grid_widget.h"

#include "ball_grid_look.h"
#include "paint_helpers.h"

#include "ball_grid/ball_grid_type.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <vector>

namespace minimoves::app {

using ball_grid::BallGridPuzzle;
using ball_grid::Color;
using ball_grid::Op;
using namespace ball_grid_look;

namespace {

// The hint badge of a turn: a clockwise arrow.
void drawTurnIcon(QPainter& painter, QPointF centre, double badge)
{
    const double r = 0.52 * badge;
    const double start = 60;  // degrees, counter-clockwise from three o'clock
    const double sweep = -285; // clockwise
    QPainterPath arc;
    const QRectF box(centre.x() - r, centre.y() - r, 2 * r, 2 * r);
    arc.arcMoveTo(box, start);
    arc.arcTo(box, start, sweep);
    const QColor ink(40, 30, 10);
    painter.strokePath(arc, QPen(ink, std::max(1.2, 0.17 * badge), Qt::SolidLine, Qt::FlatCap));
    const double end = (start + sweep) * M_PI / 180;
    const QPointF tip(centre.x() + r * std::cos(end), centre.y() - r * std::sin(end));
    const QPointF along(std::sin(end), std::cos(end)); // the clockwise tangent on screen
    const QPointF across(-along.y(), along.x());
    QPainterPath head;
    head.moveTo(tip + along * (0.36 * badge));
    head.lineTo(tip + across * (0.3 * badge) - along * (0.06 * badge));
    head.lineTo(tip - across * (0.3 * badge) - along * (0.06 * badge));
    head.closeSubpath();
    painter.fillPath(head, ink);
}

// The hint badge of a recolour: a palette of the three colours.
void drawRecolorIcon(QPainter& painter, QPointF centre, double badge)
{
    const Color colors[] = {Color::Red, Color::Blue, Color::Green};
    painter.save();
    painter.setPen(QPen(QColor(40, 30, 10), std::max(0.8, 0.06 * badge)));
    for (int i = 0; i < 3; ++i) {
        const double angle = (90 + 120 * i) * M_PI / 180;
        const QPointF dot(centre.x() + 0.4 * badge * std::cos(angle), centre.y() - 0.4 * badge * std::sin(angle));
        painter.setBrush(BallGridWidget::ballColor(colors[i]));
        painter.drawEllipse(dot, 0.27 * badge, 0.27 * badge);
    }
    painter.restore();
}

void drawBadge(QPainter& painter, QPointF centre, double radius, const QColor& color, Op op)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 80));
    painter.drawEllipse(centre + QPointF(0, radius * 0.12), radius * 1.05, radius * 1.05);
    QRadialGradient fill(centre, radius, centre - QPointF(radius * 0.3, radius * 0.4));
    fill.setColorAt(0, color.lighter(130));
    fill.setColorAt(1, color);
    painter.setBrush(fill);
    painter.setPen(QPen(color.darker(190), std::max(1.0, radius * 0.1)));
    painter.drawEllipse(centre, radius, radius);
    painter.restore();
    if (op == Op::Turn)
        drawTurnIcon(painter, centre, radius);
    else
        drawRecolorIcon(painter, centre, radius);
}

// The hint marks of one block: which of its ops are optimal, and whether it holds the best move.
struct HintMark {
    QPoint ball;
    bool op[2] = {false, false};
    bool best = false;
    Op bestOp = Op::Turn;
};

// One mark per hinted block, the best block's last.
std::vector<HintMark> hintMarks(const BallGridPuzzle& puzzle, const std::vector<int>& hints, int best)
{
    std::vector<HintMark> marks;
    for (int hinted : hints) {
        if (hinted < 0 || hinted >= puzzle.moveCount())
            continue;
        const ball_grid::Move m = puzzle.move(hinted);
        const QPoint ball(m.column, m.row);
        auto it = std::find_if(marks.begin(), marks.end(), [&](const HintMark& k) { return k.ball == ball; });
        if (it == marks.end()) {
            marks.push_back({ball});
            it = marks.end() - 1;
        }
        it->op[int(m.op)] = true;
        if (hinted == best) {
            it->best = true;
            it->bestOp = m.op;
        }
    }
    std::stable_partition(marks.begin(), marks.end(), [](const HintMark& k) { return !k.best; });
    return marks;
}

} // namespace

QString BallGridWidget::hintCaption() const
{
    const BallGridPuzzle* puzzle = ballGrid();
    const std::size_t optimal = hintMoves().size();
    if (!puzzle || optimal < 2 || hintBest() < 0)
        return {};
    const int others = int(optimal) - 1;
    // When most moves are optimal only the best one is marked, the others counted here.
    if (2 * int(optimal) > puzzle->moveCount())
        return others == 1 ? tr("+1 other optimal move") : tr("+%1 other optimal moves").arg(others);
    return others == 1 ? tr("+1 other optimal move (the small mark)")
                       : tr("+%1 other optimal moves (the small marks)").arg(others);
}

void BallGridWidget::paintHints(QPainter& painter, const Layout& l)
{
    // The best move stands out: its block outlined in the strong colour, a badge at its centre
    // that tells a turn (an arrow) from a recolour (the three colours). The other optimal moves
    // are small badges where their blocks' balls meet, no outline; when more than half of all
    // moves are optimal they are only counted, in the caption under the board.
    const BallGridPuzzle* puzzle = ballGrid();
    const std::vector<HintMark> marks = hintMarks(*puzzle, hintMoves(), hintBest());
    if (marks.empty())
        return;
    const double cell = l.cell;
    const bool crowded = 2 * int(hintMoves().size()) > puzzle->moveCount();
    const double quiet = std::max(5.0, cell * 0.11);
    const double strong = std::max(9.0, cell * 0.25);
    const auto badgeAt = [&](const HintMark& mark, int op) {
        const QPointF centre = blockCentreIn(l, mark.ball);
        if (!(mark.op[0] && mark.op[1]))
            return centre;
        // Both ops of one block: side by side, the best one's badge where the pair's would be.
        const double apart = mark.best ? strong + quiet + 3 : 2 * quiet + 2;
        const bool first = mark.best ? int(mark.bestOp) == op : op == 0;
        if (mark.best)
            return first ? centre : centre + QPointF(apart, 0);
        return centre + QPointF((first ? -0.5 : 0.5) * apart, 0);
    };
    const HintMark& last = marks.back(); // the best one's, when there is one
    if (last.best) {
        QPainterPath outline;
        outline.addRoundedRect(blockRect(l, last.ball), cell * 0.48, cell * 0.48);
        painter.save();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0, 0, 0, 120), std::max(4.0, cell * 0.12)));
        painter.drawPath(outline);
        painter.setPen(QPen(bestHintColor(), std::max(2.5, cell * 0.075)));
        painter.drawPath(outline);
        painter.restore();
    }
    // The quiet marks over that outline (a neighbour's centre may lie on it), the best badge over
    // everything.
    if (!crowded)
        for (const HintMark& mark : marks)
            for (int op = 0; op < 2; ++op)
                if (mark.op[op] && !(mark.best && int(mark.bestOp) == op))
                    drawBadge(painter, badgeAt(mark, op), quiet, hintColor(), Op(op));
    if (last.best)
        drawBadge(painter, badgeAt(last, int(last.bestOp)), strong, bestHintColor(), last.bestOp);
}

void BallGridWidget::paintHintCaption(QPainter& painter, const Layout& l)
{
    // The count of the other optimal moves, in small print under the board; else the two moves.
    const QString hint = hintCaption().isEmpty() ? movesCaption() : hintCaption();
    if (hint.isEmpty())
        return;
    painter.save();
    QFont font = painter.font();
    font.setBold(false);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    // Whole at any width: on two lines where the layout kept them (a help picture, a narrow window).
    paintCaptionWhole(painter, l.hintCaption, hint, font, std::max(CaptionReadable, l.captionSize * 0.9), 11, 8);
    painter.restore();
}

} // namespace minimoves::app
