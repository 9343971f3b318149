#include "ball_grid_widget.h"

#include "ball_grid/ball_grid_type.h"

#include <QContextMenuEvent>
#include <QHash>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
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
constexpr double TrayMargin = 0.16;  // the tray's rim around the balls
constexpr double BallRadius = 0.42;  // a ball's radius
constexpr double MaxCell = 150;      // balls stop growing there (a 2x2 at full screen)

const QColor CursorColor(0x7f, 0xd6, 0xff); // on the tray, which is dark in every theme

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

BallGridWidget::BallGridWidget(QWidget* parent) : BoardWidget(parent)
{
    setAttribute(Qt::WA_Hover);
    retranslate();
}

void BallGridWidget::retranslate()
{
    setAccessibleName(tr("Ball Grid"));
    setAccessibleDescription(tr("Red, blue and green balls to bring to the target grid. A move acts on a two by two "
                                "block of balls, the one whose centre is nearest the pointer: left click or R turns "
                                "the block clockwise, right click or C recolours it (red to blue, blue to green, green "
                                "to red). The arrow keys move the block cursor."));
}

const BallGridPuzzle* BallGridWidget::ballGrid() const { return puzzleAs<BallGridPuzzle>(); }

QString BallGridWidget::moveDescription(int move) const
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle || move < 0 || move >= puzzle->moveCount())
        return {};
    const ball_grid::Move m = puzzle->move(move);
    const QString text =
        m.op == Op::Turn ? tr("Turn at rows %1–%2, columns %3–%4") : tr("Recolour at rows %1–%2, columns %3–%4");
    return text.arg(m.row - 1).arg(m.row).arg(m.column - 1).arg(m.column);
}

void BallGridWidget::positionChanged()
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle || puzzle->rows() < 2 || puzzle->columns() < 2) {
        m_cursor = QPoint();
        clearHover();
        return;
    }
    if (m_cursor.isNull())
        m_cursor = QPoint(2, 2);
    m_cursor = QPoint(std::clamp(m_cursor.x(), 2, puzzle->columns()), std::clamp(m_cursor.y(), 2, puzzle->rows()));
    if (hoveredBlock().x() > puzzle->columns() || hoveredBlock().y() > puzzle->rows())
        clearHover(); // a smaller board: that block is gone
}

// ---- layout ------------------------------------------------------------------------------------

BallGridWidget::Layout BallGridWidget::layout() const
{
    Layout l;
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle)
        return l;
    const int rows = puzzle->rows();
    const int columns = puzzle->columns();
    const QRectF area = QRectF(rect()).adjusted(16, 16, -16, -16);
    const QSizeF board(columns + 2 * TrayMargin, rows + 2 * TrayMargin);

    // The panel at a given board cell, in pixels: "Target" over the target (in its tray), and
    // "Recolour" over the cycle R -> B -> G -> R; beside the board the two are stacked, under it
    // they stand side by side. Captions and gaps follow the text's size, not the balls', so that
    // a big board leaves no wide gaps.
    struct Panel {
        QSizeF size;
        double gap = 0;     // between the board's tray and the panel
        double caption = 0; // the captions' pixel size
        double line = 0;    // a caption's line, its room under it included
        double targetCell = 0;
        QSizeF targetTray;
        double legendUnit = 0;
        double legendWidth = 0;
        double spacing = 0; // between the target and the "Recolour" caption, or beside the target
    };
    const auto panelAt = [&](double cell, bool beside) {
        Panel p;
        p.caption = std::clamp(0.16 * cell, 12.0, 18.0);
        p.line = std::ceil(p.caption * 1.5);
        p.spacing = beside ? std::ceil(p.line * 0.8) : std::clamp(0.5 * cell, 24.0, 64.0);
        p.legendUnit = std::clamp(LegendUnit * cell, 14.0, 42.0);
        p.legendWidth = LegendWidth * p.legendUnit;
        p.targetCell = TargetScale * cell;
        if (beside) {
            // A tall board's target stays readable (up to 30-pixel balls) where the board's height
            // leaves it the room.
            const double room = board.height() * cell - (2 * p.line + p.spacing + p.legendUnit);
            p.targetCell = std::max(p.targetCell, std::min({room / board.height(), 0.7 * cell, 30.0}));
        }
        p.targetTray = QSizeF(columns + 2 * TrayMargin, rows + 2 * TrayMargin) * p.targetCell;
        if (beside) {
            p.size = QSizeF(std::max(p.targetTray.width(), p.legendWidth),
                            p.line + p.targetTray.height() + p.spacing + p.line + p.legendUnit);
            p.gap = std::clamp(0.45 * cell, 20.0, 64.0);
        } else {
            p.size = QSizeF(p.targetTray.width() + p.spacing + p.legendWidth,
                            p.line + std::max(p.targetTray.height(), p.legendUnit));
            p.gap = p.line + std::clamp(0.12 * cell, 6.0, 16.0); // the hint's caption goes in it
        }
        return p;
    };
    struct Placed {
        BoardAndPanel pair;
        Panel panel;
        double scale = 0; // the roomier arrangement has the larger
    };
    const auto place = [&](bool beside) {
        const PanelSide side = beside ? PanelSide::Beside : PanelSide::Under;
        // Beside the board, the hint's caption needs a line under it.
        const QRectF room = beside ? area.adjusted(0, 0, 0, -panelAt(MaxCell, true).line) : area;
        const double breadth = beside ? room.height() : room.width();
        Scaling limits{.minScale = 4.0, .maxScale = MaxCell, .fixedPanel = true, .slackBefore = 0.45};
        // The panel depends on the scale and the scale on the panel: start from a guess and settle,
        // the panel kept within the area across (the base fits only the board across).
        double cell = std::min(room.width() / (board.width() * 1.6), room.height() / board.height());
        Placed placed;
        for (int round = 0; round < 4; ++round) {
            const double at = std::clamp(cell, 4.0, limits.maxScale);
            placed.panel = panelAt(at, beside);
            const double across = beside ? placed.panel.size.height() : placed.panel.size.width();
            if (across > breadth)
                limits.maxScale = std::max(4.0, std::min(limits.maxScale, at * breadth / across));
            placed.pair = placeBoardAndPanel(room, board, placed.panel.size, placed.panel.gap, side, limits);
            cell = placed.pair.scale;
        }
        placed.scale = std::min(placed.pair.fit, limits.maxScale);
        return placed;
    };
    const Placed besidePlaced = place(true);
    const Placed underPlaced = place(false);
    // Beside the board or under it, whichever lets the balls be bigger (or, both at their
    // largest, leaves more room).
    const bool beside = besidePlaced.scale > underPlaced.scale ||
                        (besidePlaced.scale == underPlaced.scale && besidePlaced.pair.fit >= underPlaced.pair.fit);
    const Placed& chosen = beside ? besidePlaced : underPlaced;
    const Panel& p = chosen.panel;
    const QRectF panel = chosen.pair.panel;

    const double cell = chosen.pair.scale;
    l.cell = cell;
    l.board = chosen.pair.board.adjusted(TrayMargin * cell, TrayMargin * cell, -TrayMargin * cell, -TrayMargin * cell);
    l.targetCell = p.targetCell;
    l.legendUnit = p.legendUnit;
    l.captionSize = p.caption;
    const double targetMargin = TrayMargin * l.targetCell;
    const double captionHeight = std::ceil(p.caption * 1.3);
    QRectF targetTray;
    if (beside) {
        targetTray = QRectF(QPointF(panel.left() + (panel.width() - p.targetTray.width()) / 2, panel.top() + p.line),
                            p.targetTray);
        l.legendTop = QPointF(panel.left() + (panel.width() - p.legendWidth) / 2,
                              targetTray.bottom() + p.spacing + p.line);
    } else {
        targetTray = QRectF(QPointF(panel.left(), panel.top() + p.line), p.targetTray);
        l.legendTop = QPointF(targetTray.right() + p.spacing, panel.top() + p.line + targetMargin);
    }
    l.target = targetTray.adjusted(targetMargin, targetMargin, -targetMargin, -targetMargin);
    // Each caption sits just above what it names, flush with its left edge.
    l.targetCaption = QRectF(targetTray.left(), targetTray.top() - p.line + (p.line - captionHeight) / 2 - 1,
                             std::max(panel.width(), p.targetTray.width()), captionHeight);
    const double legendCaptionBottom = beside ? l.legendTop.y() : targetTray.top();
    l.legendCaption = QRectF(l.legendTop.x(), legendCaptionBottom - p.line + (p.line - captionHeight) / 2 - 1,
                             std::max(p.legendWidth, 8 * p.caption), captionHeight);
    // The hint's caption: a line under the board's tray, centred on it.
    const QRectF tray = trayRect(l);
    const double hintWidth = std::min(double(width()) - 8, std::max(tray.width(), 40 * p.caption));
    l.hintCaption = QRectF(tray.center().x() - hintWidth / 2, tray.bottom() + 2, hintWidth, p.line);
    return l;
}

QRectF BallGridWidget::trayRect(const Layout& l)
{
    const double margin = TrayMargin * l.cell;
    return l.board.adjusted(-margin, -margin, margin, margin);
}

QRectF BallGridWidget::targetCaptionRect() const { return layout().targetCaption; }
QRectF BallGridWidget::legendCaptionRect() const { return layout().legendCaption; }
QRectF BallGridWidget::hintCaptionRect() const { return layout().hintCaption; }

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

// ---- blocks ------------------------------------------------------------------------------------

QPointF BallGridWidget::blockCentreIn(const Layout& l, QPoint block)
{
    // Where the block's four balls meet: the corner its bottom-right ball's cell shares with the
    // top-left ball's.
    return {l.board.left() + (block.x() - 1) * l.cell, l.board.top() + (block.y() - 1) * l.cell};
}

QPoint BallGridWidget::blockAtIn(const Layout& l, int rows, int columns, QPointF position)
{
    if (l.cell <= 0 || rows < 2 || columns < 2 || !trayRect(l).contains(position))
        return {};
    // The centres make a grid of their own, one cell apart: the nearest is the nearest along each
    // axis (a tie, a pointer right on a ball between blocks, goes right and down).
    const auto nearest = [&](double offset, int count) {
        return std::clamp(int(std::floor(offset / l.cell + 0.5)), 1, count - 1) + 1;
    };
    return {nearest(position.x() - l.board.left(), columns), nearest(position.y() - l.board.top(), rows)};
}

QPoint BallGridWidget::blockAt(QPointF position) const
{
    const BallGridPuzzle* puzzle = ballGrid();
    return puzzle ? blockAtIn(layout(), puzzle->rows(), puzzle->columns(), position) : QPoint();
}

QRectF BallGridWidget::blockRect(const Layout& l, QPoint block)
{
    const double inset = l.cell * 0.02;
    return QRectF(l.board.left() + (block.x() - 2) * l.cell + inset, l.board.top() + (block.y() - 2) * l.cell + inset,
                  2 * l.cell - 2 * inset, 2 * l.cell - 2 * inset);
}

int BallGridWidget::hoverItemAt(const QPointF& pos) const
{
    const QPoint block = isEditing() ? QPoint() : blockAt(pos); // the editor acts on balls, not blocks
    return block.isNull() ? -1 : block.y() * BallStride + block.x();
}

QString BallGridWidget::hoverToolTip(int item) const
{
    const QPoint block = blockOfItem(item);
    if (block.isNull())
        return {};
    return tr("Rows %1–%2, columns %3–%4: left click (R) turns this block clockwise, right click (C) recolours it")
        .arg(block.y() - 1)
        .arg(block.y())
        .arg(block.x() - 1)
        .arg(block.x());
}

std::vector<int> BallGridWidget::movesOfItem(int item) const
{
    const BallGridPuzzle* puzzle = ballGrid();
    const QPoint block = blockOfItem(item);
    if (!puzzle || block.isNull())
        return {};
    std::vector<int> moves;
    for (Op op : {Op::Turn, Op::Recolor})
        if (const int move = puzzle->moveIndex(block.y(), block.x(), op); move >= 0)
            moves.push_back(move);
    return moves;
}

std::optional<QPointF> BallGridWidget::moveBadgeCentre(int move) const
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle || move < 0 || move >= puzzle->moveCount())
        return std::nullopt;
    const ball_grid::Move m = puzzle->move(move);
    const Layout l = layout();
    // Turn above where the block's balls meet, recolour below, as close as the hint's badge there
    // allows (paintHints: the best one's is the largest): the neighbours' badges keep their room.
    const int turn = puzzle->moveIndex(m.row, m.column, Op::Turn);
    const int recolour = puzzle->moveIndex(m.row, m.column, Op::Recolor);
    const double hintBadge = hintBest() == turn || hintBest() == recolour ? std::max(9.0, l.cell * 0.25)
                             : isHinted(turn) || isHinted(recolour)      ? std::max(5.0, l.cell * 0.11)
                                                                          : 0.0;
    const double pill = badgeHeight() * 1.2 + 2;
    const double offset = hintBadge + pill / 2 + 1;
    return blockCentreIn(l, QPoint(m.column, m.row)) + QPointF(0, m.op == Op::Turn ? -offset : offset);
}

QString BallGridWidget::badgePrefix(int move) const
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle || move < 0 || move >= puzzle->moveCount())
        return {};
    return puzzle->move(move).op == Op::Turn ? tr("R", "turn, as the R key") : tr("C", "recolour, as the C key");
}

std::optional<Qt::CursorShape> BallGridWidget::hoverCursor(int item) const
{
    return item >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor;
}

void BallGridWidget::hoverChanged()
{
    // A tooltip on show follows the pointer to the next block at once, rather than waiting for
    // the pointer to rest.
    if (!QToolTip::isVisible())
        return;
    const QString tip = toolTip(); // the item's, with its moves' quality
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(mapToGlobal(m_pointer.toPoint()), tip, this);
}

// ---- input -------------------------------------------------------------------------------------

void BallGridWidget::act(QPoint block, Op op)
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle || block.isNull())
        return;
    const int move = puzzle->moveIndex(block.y(), block.x(), op);
    if (move < 0)
        return;
    if (m_cursor != block) {
        m_cursor = block; // the keyboard carries on from the block last played
        update();
    }
    emit moveRequested(move);
}

void BallGridWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton || event->button() == Qt::RightButton) {
        m_pressed = blockAt(event->position());
        event->accept();
        return;
    }
    BoardWidget::mousePressEvent(event);
}

void BallGridWidget::mouseMoveEvent(QMouseEvent* event)
{
    m_pointer = event->position();
    BoardWidget::mouseMoveEvent(event);
}

void BallGridWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const QPoint block = blockAt(event->position());
    const QPoint pressed = m_pressed;
    m_pressed = QPoint();
    if (block.isNull() || block != pressed) {
        BoardWidget::mouseReleaseEvent(event);
        return;
    }
    if (event->button() == Qt::LeftButton)
        act(block, Op::Turn);
    else if (event->button() == Qt::RightButton)
        act(block, Op::Recolor);
    event->accept();
}

void BallGridWidget::resizeEvent(QResizeEvent* event)
{
    BoardWidget::resizeEvent(event);
    refreshHover(); // the blocks moved under a pointer at rest
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
    // The cursor is a block, as the pointer's is: it moves one ball over, staying on the board.
    const QPoint moved(std::clamp(m_cursor.x() + step.x(), 2, puzzle->columns()),
                       std::clamp(m_cursor.y() + step.y(), 2, puzzle->rows()));
    clearHover(); // the keyboard took over: one outlined block, the cursor's
    if (moved != m_cursor) {
        m_cursor = moved;
        update();
    }
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
    // The keyboard cursor: its block, dashed.
    if (!hasFocus() || m_cursor.isNull() || !isEnabled())
        return;
    const double cell = l.cell;
    painter.save();
    painter.setBrush(Qt::NoBrush);
    QPen dashed(CursorColor, std::max(2.0, cell * 0.04), Qt::DashLine, Qt::RoundCap);
    dashed.setDashPattern({3, 2.5});
    painter.setPen(dashed);
    painter.drawRoundedRect(blockRect(l, m_cursor).adjusted(cell * 0.05, cell * 0.05, -cell * 0.05, -cell * 0.05),
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
    // The count of the other optimal moves, in small print under the board.
    const QString hint = hintCaption();
    if (hint.isEmpty())
        return;
    painter.save();
    QFont font = painter.font();
    font.setBold(false);
    font.setPixelSize(int(std::max(12.0, l.captionSize * 0.9)));
    painter.setFont(font);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    painter.drawText(l.hintCaption, Qt::AlignHCenter | Qt::AlignVCenter, hint);
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
