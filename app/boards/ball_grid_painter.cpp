// The Ball Grid board's painting: the tray, the shaded balls with their symbols, a turn's swing
// and a recolour's flip, the hint marks, the cursor and the pointer's block, the target and the
// recolour cycle (BallGridWidget's paint functions; its layout and input are in
// ball_grid_widget.cpp).
#include "ball_grid_widget.h"

#include "paint_helpers.h"

#include "ball_grid/ball_grid_type.h"

#include <QHash>
#include <QImage>
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

void drawBall(QPainter& painter, QPointF centre, double radius, Color color, bool symbols)
{
    if (!drawBallFromImage(painter, centre, radius, color, symbols))
        paintBall(painter, centre, radius, color, symbols);
}

// The tray's colours, from the palette: a dark slate whatever the theme (the balls read best on
// it), its rim darker than a light window and lighter than a dark one, so that it always stands
// out from the window around it.
struct TrayColors {
    QColor top, bottom, edge, well;
};

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

// A tray of rows x columns wells, `cell` apart, its cells filling `cells`.
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

// A ball seen turning about its vertical axis, `squash` its width (1 flat on, 0 edge on): the
// recolour shows each ball flipping over to its new colour, never a colour in between.
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
