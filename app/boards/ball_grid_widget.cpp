#include "ball_grid_widget.h"

#include "ball_grid/ball_grid_type.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

namespace minimoves::app {

using ball_grid::BallGrid;
using ball_grid::BallGridPuzzle;
using ball_grid::Color;
using ball_grid::Grid;
using ball_grid::Op;

namespace {

// The board's proportions, in cells of the board.
constexpr double TargetScale = 0.45; // a target ball's cell
constexpr double LegendUnit = 0.32;  // a recolour-cycle ball's cell
constexpr double LegendWidth = 5.3;  // the cycle's width, in its balls' cells
constexpr double Caption = 0.42;     // a caption line above the target and the cycle
constexpr double TrayMargin = 0.16;  // the tray's rim around the balls
constexpr double BallRadius = 0.42;  // a ball's radius
constexpr double MaxCell = 150;      // balls stop growing there (a 2x2 at full screen)

const QColor TrayTop(0x3b, 0x43, 0x52);
const QColor TrayBottom(0x2a, 0x30, 0x3b);
const QColor TrayEdge(0x1c, 0x20, 0x27);
const QColor Well(0x23, 0x28, 0x31);
const QColor CursorColor(0x7f, 0xd6, 0xff);

QColor mix(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t),
                            float(a.alphaF() + (b.alphaF() - a.alphaF()) * t));
}

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

void drawBall(QPainter& painter, QPointF centre, double radius, Color color, bool symbols)
{
    drawBallBody(painter, centre, radius, BallGridWidget::ballColor(color));
    if (symbols)
        drawSymbol(painter, centre, radius, color, 1.0);
}

// A tray of rows x columns wells, `cell` apart, its cells filling `cells`.
void drawTray(QPainter& painter, const QRectF& cells, double cell, int rows, int columns)
{
    const double margin = TrayMargin * cell;
    QPainterPath tray;
    tray.addRoundedRect(cells.adjusted(-margin, -margin, margin, margin), cell * 0.3, cell * 0.3);
    QLinearGradient shade(cells.topLeft(), cells.bottomLeft());
    shade.setColorAt(0, TrayTop);
    shade.setColorAt(1, TrayBottom);
    painter.fillPath(tray, shade);
    painter.strokePath(tray, QPen(TrayEdge, std::max(1.0, cell * 0.03)));
    painter.setPen(Qt::NoPen);
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column) {
            const QPointF centre(cells.left() + (column + 0.5) * cell, cells.top() + (row + 0.5) * cell);
            QRadialGradient well(centre + QPointF(0, -0.12 * cell), 0.46 * cell);
            well.setColorAt(0, Well.darker(130));
            well.setColorAt(1, Well.lighter(115));
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

BallGridWidget::BallGridWidget(QWidget* parent) : BoardWidget(parent)
{
    setAttribute(Qt::WA_Hover);
    retranslate();
}

void BallGridWidget::retranslate()
{
    setAccessibleName(tr("Ball Grid"));
    setAccessibleDescription(tr("Red, blue and green balls to bring to the target grid. A ball picks the two by two "
                                "block whose bottom-right ball it is: left click or R turns the block clockwise, right "
                                "click or C recolours it (red to blue, blue to green, green to red). The arrow keys "
                                "move the cursor."));
}

const BallGridPuzzle* BallGridWidget::ballGrid() const { return puzzleAs<BallGridPuzzle>(); }

QString BallGridWidget::moveDescription(int move) const
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle || move < 0 || move >= puzzle->moveCount())
        return {};
    const ball_grid::Move m = puzzle->move(move);
    return m.op == Op::Turn ? tr("Turn at row %1, column %2").arg(m.row).arg(m.column)
                            : tr("Recolour at row %1, column %2").arg(m.row).arg(m.column);
}

void BallGridWidget::positionChanged()
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle || puzzle->rows() < 2 || puzzle->columns() < 2) {
        m_cursor = QPoint();
        return;
    }
    if (m_cursor.isNull())
        m_cursor = QPoint(2, 2);
    m_cursor = QPoint(std::clamp(m_cursor.x(), 2, puzzle->columns()), std::clamp(m_cursor.y(), 2, puzzle->rows()));
    if (hoveredBall().x() > puzzle->columns() || hoveredBall().y() > puzzle->rows())
        clearHover(); // a smaller board: that ball is gone
}

BallGridWidget::Layout BallGridWidget::layout() const
{
    Layout l;
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle)
        return l;
    const int rows = puzzle->rows();
    const int columns = puzzle->columns();
    const QRectF area = QRectF(rect()).adjusted(16, 16, -16, -16);
    // The panel: "Target" over the target (in its tray), and "Recolour" over the cycle
    // R -> B -> G -> R; beside the board the two are stacked, under it they stand side by side.
    const double targetWidth = TargetScale * (columns + 2 * TrayMargin);
    const double targetHeight = TargetScale * (rows + 2 * TrayMargin);
    const double legendWidth = LegendUnit * LegendWidth;
    const double stackWidth = std::max(targetWidth, legendWidth);
    const QSizeF board(columns + 2 * TrayMargin, rows + 2 * TrayMargin);
    const QSizeF stack(stackWidth, Caption + targetHeight + 0.3 + Caption + LegendUnit);
    const QSizeF row(targetWidth + 0.7 + legendWidth, Caption + std::max(targetHeight, LegendUnit));
    // Beside the board or under it, whichever lets the balls be bigger.
    const Scaling limits{.minScale = 4.0, .maxScale = MaxCell};
    const BoardAndPanel besidePair = placeBoardAndPanel(area, board, stack, 0.8, PanelSide::Beside, limits);
    const BoardAndPanel underPair = placeBoardAndPanel(area, board, row, 0.5, PanelSide::Under, limits);
    const bool beside = besidePair.fit >= underPair.fit;
    const BoardAndPanel& pair = beside ? besidePair : underPair;
    const QPointF panel = pair.panel.topLeft();

    const double cell = pair.scale;
    l.cell = cell;
    l.targetCell = TargetScale * cell;
    const double targetMargin = TrayMargin * l.targetCell;
    const QSizeF targetCells(columns * l.targetCell, rows * l.targetCell);
    if (beside) {
        l.board = QRectF(pair.board.left() + TrayMargin * cell, area.center().y() - rows * cell / 2, columns * cell,
                         rows * cell);
        l.target = QRectF(QPointF(panel.x() + (stackWidth - targetWidth) * cell / 2 + targetMargin,
                                  panel.y() + Caption * cell + targetMargin),
                          targetCells);
        l.legendTop = QPointF(panel.x() + (stackWidth - legendWidth) * cell / 2,
                              l.target.bottom() + targetMargin + (0.3 + Caption) * cell);
        l.targetCaption = QRectF(panel.x() + (stackWidth - targetWidth) * cell / 2, panel.y(),
                                 stackWidth * cell, Caption * cell * 0.9);
        l.legendCaption = QRectF(l.legendTop.x(), l.legendTop.y() - Caption * cell, stackWidth * cell,
                                 Caption * cell * 0.9);
    } else {
        l.board = QRectF(area.center().x() - columns * cell / 2, pair.board.top() + TrayMargin * cell, columns * cell,
                         rows * cell);
        l.target = QRectF(QPointF(panel.x() + targetMargin, panel.y() + Caption * cell + targetMargin), targetCells);
        l.legendTop = QPointF(panel.x() + (targetWidth + 0.7) * cell,
                              panel.y() + Caption * cell + (targetHeight - LegendUnit) * cell / 2);
        l.targetCaption = QRectF(panel.x(), panel.y(), targetWidth * cell, Caption * cell * 0.9);
        l.legendCaption = QRectF(l.legendTop.x(), panel.y(), legendWidth * cell * 1.5, Caption * cell * 0.9);
    }
    return l;
}

QPointF BallGridWidget::ballCentre(int row, int column) const { return ballCentreIn(layout(), row, column); }

QPointF BallGridWidget::ballCentreIn(const Layout& l, int row, int column)
{
    return {l.board.left() + (column - 0.5) * l.cell, l.board.top() + (row - 0.5) * l.cell};
}

QPoint BallGridWidget::ballAt(QPointF position) const
{
    const Layout l = layout();
    if (l.cell <= 0 || !l.board.contains(position))
        return {};
    const int column = std::clamp(int((position.x() - l.board.left()) / l.cell) + 1, 1, ballGrid()->columns());
    const int row = std::clamp(int((position.y() - l.board.top()) / l.cell) + 1, 1, ballGrid()->rows());
    return {column, row};
}

QPoint BallGridWidget::hoveredBlock() const
{
    const QPoint ball = hoveredBall();
    return ball.x() >= 2 && ball.y() >= 2 ? ball : QPoint();
}

QRectF BallGridWidget::blockRect(const Layout& l, int row, int column) const
{
    const double inset = l.cell * 0.02;
    return QRectF(l.board.left() + (column - 2) * l.cell + inset, l.board.top() + (row - 2) * l.cell + inset,
                  2 * l.cell - 2 * inset, 2 * l.cell - 2 * inset);
}

int BallGridWidget::hoverItemAt(const QPointF& pos) const
{
    const QPoint ball = ballAt(pos);
    return ball.isNull() ? -1 : ball.y() * BallStride + ball.x();
}

QString BallGridWidget::hoverToolTip(int item) const
{
    const QPoint ball = ballOfItem(item);
    if (ball.x() >= 2 && ball.y() >= 2)
        return tr("The block up to row %1, column %2: left click (R) turns it clockwise, right click (C) "
                  "recolours it")
            .arg(ball.y())
            .arg(ball.x());
    return tr("A ball in the top row or the left column picks no block: point at a block's bottom-right "
              "ball");
}

std::optional<Qt::CursorShape> BallGridWidget::hoverCursor(int item) const
{
    const QPoint ball = ballOfItem(item);
    return ball.x() >= 2 && ball.y() >= 2 ? Qt::PointingHandCursor : Qt::ArrowCursor;
}

void BallGridWidget::act(QPoint ball, Op op)
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle || ball.isNull())
        return;
    const int move = puzzle->moveIndex(ball.y(), ball.x(), op);
    if (move < 0)
        return; // the top row and the left column pick no block
    if (m_cursor != ball) {
        m_cursor = ball; // the keyboard carries on from the block last played
        update();
    }
    emit moveRequested(move);
}

void BallGridWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton || event->button() == Qt::RightButton) {
        m_pressed = ballAt(event->position());
        event->accept();
        return;
    }
    BoardWidget::mousePressEvent(event);
}

void BallGridWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const QPoint ball = ballAt(event->position());
    const QPoint pressed = m_pressed;
    m_pressed = QPoint();
    if (ball.isNull() || ball != pressed) {
        BoardWidget::mouseReleaseEvent(event);
        return;
    }
    if (event->button() == Qt::LeftButton)
        act(ball, Op::Turn);
    else if (event->button() == Qt::RightButton)
        act(ball, Op::Recolor);
    event->accept();
}

void BallGridWidget::contextMenuEvent(QContextMenuEvent* event)
{
    event->accept(); // a right click recolours: no menu (the main window's would list toolbars)
}

void BallGridWidget::keyPressEvent(QKeyEvent* event)
{
    const BallGridPuzzle* puzzle = ballGrid();
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (!puzzle || m_cursor.isNull() || modifiers != Qt::NoModifier) {
        BoardWidget::keyPressEvent(event);
        return;
    }
    QPoint step;
    switch (event->key()) {
    case Qt::Key_Left:
        step = QPoint(-1, 0);
        break;
    case Qt::Key_Right:
        step = QPoint(1, 0);
        break;
    case Qt::Key_Up:
        step = QPoint(0, -1);
        break;
    case Qt::Key_Down:
        step = QPoint(0, 1);
        break;
    case Qt::Key_R:
        act(m_cursor, Op::Turn);
        return;
    case Qt::Key_C:
        act(m_cursor, Op::Recolor);
        return;
    default:
        BoardWidget::keyPressEvent(event);
        return;
    }
    const QPoint moved(std::clamp(m_cursor.x() + step.x(), 2, puzzle->columns()),
                       std::clamp(m_cursor.y() + step.y(), 2, puzzle->rows()));
    if (moved != m_cursor) {
        m_cursor = moved;
        update();
    }
}

void BallGridWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle)
        return;
    const Layout l = layout();
    drawTray(painter, l.board, l.cell, puzzle->rows(), puzzle->columns());
    paintHoverGlow(painter, l);
    paintBalls(painter, l, move, progress);
    paintPointer(painter, l);
    if (move < 0) {
        paintCursor(painter, l);
        paintHints(painter, l);
    }
    paintTarget(painter, l);
    paintLegend(painter, l);
}

void BallGridWidget::paintHoverGlow(QPainter& painter, const Layout& l)
{
    // The block the pointer is over, lit under its balls.
    const QPoint hovered = hoveredBlock();
    if (hovered.isNull() || !isEnabled())
        return;
    QPainterPath glow;
    glow.addRoundedRect(blockRect(l, hovered.y(), hovered.x()), l.cell * 0.48, l.cell * 0.48);
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
    const QPointF pivot =
        move >= 0 ? ballCentreIn(l, played.row, played.column) - QPointF(cell / 2, cell / 2) : QPointF();
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
                const Color is = rules.color(now, row, column);
                const double pulse = 1 + 0.12 * std::sin(M_PI * progress);
                drawBallBody(painter, centre, radius * pulse, mix(ballColor(was), ballColor(is), progress));
                if (symbols()) {
                    drawSymbol(painter, centre, radius * pulse, was, 1 - progress);
                    drawSymbol(painter, centre, radius * pulse, is, progress);
                }
            }
        }
}

void BallGridWidget::paintPointer(QPainter& painter, const Layout& l)
{
    // Pointer feedback: the block's outline, or a faint "no move" ring on the top row / left column.
    const QPoint ball = hoveredBall();
    if (ball.isNull() || !isEnabled())
        return;
    const double cell = l.cell;
    const QPoint hovered = hoveredBlock();
    painter.save();
    painter.setBrush(Qt::NoBrush);
    if (!hovered.isNull()) {
        painter.setPen(QPen(QColor(255, 255, 255, 210), std::max(1.5, cell * 0.04)));
        painter.drawRoundedRect(blockRect(l, hovered.y(), hovered.x()), cell * 0.48, cell * 0.48);
    } else {
        painter.setPen(QPen(QColor(255, 255, 255, 90), std::max(1.0, cell * 0.025), Qt::DashLine));
        painter.drawEllipse(ballCentreIn(l, ball.y(), ball.x()), 0.47 * cell, 0.47 * cell);
    }
    painter.restore();
}

void BallGridWidget::paintCursor(QPainter& painter, const Layout& l)
{
    // The keyboard cursor: its block dashed, its ball ringed.
    if (!hasFocus() || m_cursor.isNull() || !isEnabled())
        return;
    const double cell = l.cell;
    painter.save();
    painter.setBrush(Qt::NoBrush);
    QPen dashed(CursorColor, std::max(1.5, cell * 0.035), Qt::DashLine, Qt::RoundCap);
    dashed.setDashPattern({3, 2.5});
    painter.setPen(dashed);
    painter.drawRoundedRect(
        blockRect(l, m_cursor.y(), m_cursor.x()).adjusted(cell * 0.04, cell * 0.04, -cell * 0.04, -cell * 0.04),
        cell * 0.44, cell * 0.44);
    painter.setPen(QPen(CursorColor, std::max(2.0, cell * 0.05)));
    painter.drawEllipse(ballCentreIn(l, m_cursor.y(), m_cursor.x()), 0.47 * cell, 0.47 * cell);
    painter.restore();
}

void BallGridWidget::paintHints(QPainter& painter, const Layout& l)
{
    // Every optimal (block, op); the best one bigger and in the stronger colour. Outlines first,
    // the best block's last and strongest; then every badge over them, so that overlapping blocks
    // never hide a badge.
    const std::vector<HintMark> marks = hintMarks(*ballGrid(), hintMoves(), hintBest());
    const double cell = l.cell;
    for (const HintMark& mark : marks) {
        const QRectF block = blockRect(l, mark.ball.y(), mark.ball.x());
        painter.save();
        painter.setBrush(Qt::NoBrush);
        if (mark.best) {
            painter.setPen(QPen(QColor(0, 0, 0, 110), std::max(3.0, cell * 0.12)));
            painter.drawRoundedRect(block, cell * 0.48, cell * 0.48);
            painter.setPen(QPen(bestHintColor(), std::max(2.0, cell * 0.075)));
        } else {
            QColor color = hintColor();
            color.setAlpha(200);
            painter.setPen(QPen(color, std::max(1.5, cell * 0.035)));
        }
        painter.drawRoundedRect(block, cell * 0.48, cell * 0.48);
        painter.restore();
    }
    for (const HintMark& mark : marks) {
        const QPointF centre = blockRect(l, mark.ball.y(), mark.ball.x()).center();
        const bool both = mark.op[0] && mark.op[1];
        for (int op = 0; op < 2; ++op) {
            if (!mark.op[op])
                continue;
            const bool bestBadge = mark.best && int(mark.bestOp) == op;
            const double badge = cell * (bestBadge ? 0.24 : 0.19);
            const QPointF at = both ? centre + QPointF((op == 0 ? -1 : 1) * cell * 0.22, 0) : centre;
            drawBadge(painter, at, badge, bestBadge ? bestHintColor() : hintColor(), Op(op));
        }
    }
}

void BallGridWidget::paintTarget(QPainter& painter, const Layout& l)
{
    // The side panel: the target, smaller...
    const BallGridPuzzle* puzzle = ballGrid();
    const BallGrid& rules = puzzle->rules();
    QFont caption = painter.font();
    caption.setPixelSize(int(std::clamp(l.cell * 0.2, 11.0, 19.0)));
    painter.setFont(caption);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(l.targetCaption, Qt::AlignLeft | Qt::AlignBottom, tr("Target"));
    drawTray(painter, l.target, l.targetCell, puzzle->rows(), puzzle->columns());
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
    const double unit = LegendUnit * l.cell;
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(l.legendCaption, Qt::AlignLeft | Qt::AlignBottom, tr("Recolour"));
    const Color cycle[] = {Color::Red, Color::Blue, Color::Green, Color::Red};
    for (int i = 0; i < 4; ++i) {
        const QPointF centre(l.legendTop.x() + (0.5 + 1.43 * i) * unit, l.legendTop.y() + 0.5 * unit);
        painter.save();
        if (i == 3)
            painter.setOpacity(0.55); // back to the start
        drawBall(painter, centre, 0.46 * unit, cycle[i], symbols());
        painter.restore();
        if (i < 3)
            drawCycleArrow(painter, centre, unit, palette().color(QPalette::WindowText));
    }
}

} // namespace minimoves::app
