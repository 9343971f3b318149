// The Ball Grid board's layout, blocks, hover and input (its painting: ball_grid_painter.cpp,
// ball_grid_hints.cpp and ball_grid_look.cpp).
#include "ball_grid_widget.h"

#include "ball_grid_look.h"
#include "board_placement.h"
#include "paint_helpers.h"

#include "ball_grid/ball_grid_type.h"

#include <QContextMenuEvent>
#include <QFontMetricsF>
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
using namespace ball_grid_look;

BallGridWidget::BallGridWidget(QWidget* parent) : BoardWidget(parent, ballGridMoveNames())
{
    setParts({.speech = &m_speechPart, .hover = &m_hoverPart, .editor = &m_editorPart});
    connect(this, &BoardWidget::hoveredItemChanged, this, &BallGridWidget::followHover);
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

void BallGridWidget::positionChanged()
{
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle || puzzle->rows() < 2 || puzzle->columns() < 2) {
        m_cursor.reset();
        clearHover();
        return;
    }
    // The cursor is a block, named by its bottom-right ball (1-based): it stays on the board.
    const QRect blocks(QPoint(2, 2), QPoint(puzzle->columns(), puzzle->rows()));
    if (m_cursor)
        m_cursor->setCells(blocks);
    else
        m_cursor.emplace(blocks);
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
    // The line under the board says the two moves: two lines where one would not fit the widget
    // at a readable size (a help picture, a narrow window).
    QFont readable = font();
    readable.setPixelSize(int(CaptionReadable));
    const double oneLine = QFontMetricsF(readable).horizontalAdvance(movesCaption());
    const int hintLines = oneLine <= std::min(width() - 8.0, 40 * CaptionReadable) ? 1 : 2;

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
            p.gap = hintLines * p.line + std::clamp(0.12 * cell, 6.0, 16.0); // the hint's caption goes in it
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
        const QRectF room = beside ? area.adjusted(0, 0, 0, -hintLines * panelAt(MaxCell, true).line) : area;
        const double breadth = beside ? room.height() : room.width();
        PanelScaling limits{.minScale = 4.0, .maxScale = MaxCell, .fixedPanel = true, .slackBefore = 0.45};
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
    // Kept inside the widget where the tray is off its centre (the target beside it).
    const double hintLeft = std::clamp(tray.center().x() - hintWidth / 2, 4.0, std::max(4.0, width() - 4 - hintWidth));
    l.hintCaption = QRectF(hintLeft, tray.bottom() + 2, hintWidth, hintLines * p.line);
    // Wider than the tray beside a panel that reaches lower (a narrow board): under the panel too.
    if (beside && l.hintCaption.intersects(panel))
        l.hintCaption.moveTop(panel.bottom() + 2);
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
QString BallGridWidget::movesCaption() const
{
    return m_cursor ? tr("Click or R turns the outlined block clockwise · right click or C recolours it") : QString();
}

QRectF BallGridWidget::legendRect() const
{
    const Layout l = layout();
    return QRectF(l.legendTop, QSizeF(LegendWidth, 1) * l.legendUnit);
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

int BallGridWidget::Hover::itemAt(const QPointF& pos) const
{
    const QPoint block = m_board.isEditing() ? QPoint() : m_board.blockAt(pos); // the editor acts on balls
    return block.isNull() ? -1 : block.y() * BallStride + block.x();
}

QString BallGridWidget::Hover::toolTip(int item) const
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

std::vector<int> BallGridWidget::Hover::movesOf(int item) const
{
    const BallGridPuzzle* puzzle = m_board.ballGrid();
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

std::optional<Qt::CursorShape> BallGridWidget::Hover::cursorShape(int item) const
{
    return item >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor;
}

void BallGridWidget::followHover()
{
    // One block is outlined, and the keys act on it: the pointer moves the cursor.
    if (m_cursor && !hoveredBlock().isNull())
        m_cursor->setAt(hoveredBlock());
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
    if (m_cursor && m_cursor->at() != block) {
        m_cursor->setAt(block); // the keyboard carries on from the block last played
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
    if (!puzzle || !m_cursor || modifiers != Qt::NoModifier) {
        BoardWidget::keyPressEvent(event);
        return;
    }
    if (const auto step = GridCursor::arrowStep(event->key())) {
        // The cursor is a block, as the pointer's is: it moves one ball over, staying on the board.
        clearHover(); // the keyboard took over: one outlined block, the cursor's
        if (m_cursor->move(*step))
            update();
        return;
    }
    switch (event->key()) {
    case Qt::Key_R:
        act(m_cursor->at(), Op::Turn);
        return;
    case Qt::Key_C:
        act(m_cursor->at(), Op::Recolor);
        return;
    default:
        BoardWidget::keyPressEvent(event);
        return;
    }
}

} // namespace minimoves::app
