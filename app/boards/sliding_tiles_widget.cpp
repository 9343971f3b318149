#include "sliding_tiles_widget.h"

#include "board_placement.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace minimoves::app {

namespace {

// Sizes in units of the tray's side (the tray with its frame is 1).
constexpr double goalShare = 0.34;    // the goal picture's side
constexpr double spacingShare = 0.09; // between the tray and the goal
constexpr double captionShare = 0.10; // the "Goal" caption's height
constexpr double frameShare = 0.04;   // the tray's frame around the cells

} // namespace

SlidingTilesWidget::SlidingTilesWidget(int side, QWidget* parent)
    : BoardWidget(parent, slidingTilesMoveNames(side == 4 ? 4 : 3)), m_side(side == 4 ? 4 : 3)
{
    setParts({.speech = &m_speechPart, .hover = &m_hoverPart, .editor = &m_editorPart});
    setObjectName(m_side == 4 ? QStringLiteral("fifteenPuzzleBoard") : QStringLiteral("eightPuzzleBoard"));
    retranslate();
}

void SlidingTilesWidget::retranslate()
{
    if (m_side == 4) {
        setAccessibleName(tr("Fifteen Puzzle"));
        setAccessibleDescription(tr("Fifteen numbered tiles and a blank on a four by four board. Click a tile "
                                    "beside the blank, drag it towards the blank, or press an arrow key to slide a "
                                    "tile into the blank."));
        return;
    }
    setAccessibleName(tr("Eight Puzzle"));
    setAccessibleDescription(tr("Eight numbered tiles and a blank on a three by three board. Click a tile beside "
                                "the blank, drag it towards the blank, or press an arrow key to slide a tile into "
                                "the blank."));
}

QString SlidingTilesWidget::tileLabel(QChar cell)
{
    if (isBlank(cell))
        return {};
    if (cell >= QLatin1Char('a') && cell <= QLatin1Char('f'))
        return QString::number(10 + (cell.unicode() - 'a'));
    return QString(cell);
}

int SlidingTilesWidget::blankOf(const QString& cells)
{
    for (int c = 0; c < cells.size(); ++c)
        if (isBlank(cells[c]))
            return c;
    return -1;
}

bool SlidingTilesWidget::adjacent(int a, int b) const
{
    return std::abs(a / m_side - b / m_side) + std::abs(a % m_side - b % m_side) == 1;
}

QString SlidingTilesWidget::keysText()
{
    return tr("An arrow key slides a tile into the blank in the arrow's direction: Left slides the tile right of "
              "the blank leftwards, Up the tile below it upwards.");
}

std::vector<TourStep> SlidingTilesWidget::tour(BoardWidget& widget)
{
    auto& board = static_cast<SlidingTilesWidget&>(widget);
    return {
        {tr("<b>The goal:</b> the tiles in order as the small picture shows, the blank in the bottom-right corner."),
         board.goalRect().united(board.captionRect())},
        {tr("<b>A move:</b> click a tile beside the blank, or drag it there: it slides into the blank."),
         board.boardRect()},
        {keysText(), board.boardRect()},
    };
}

void SlidingTilesWidget::setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle)
{
    m_press.reset();
    m_carry = {};
    BoardWidget::setPuzzle(std::move(puzzle));
}

QString SlidingTilesWidget::cellsOf(const AnyPuzzle& puzzle, StateRank state, int side)
{
    if (state >= puzzle.stateCount())
        return {};
    const QString text = QString::fromStdString(puzzle.encodeState(state));
    if (text.size() != side * side)
        return {};
    const int blanks = int(std::count_if(text.begin(), text.end(), [](QChar c) { return isBlank(c); }));
    return blanks == 1 ? text : QString();
}

QString SlidingTilesWidget::cells() const { return cellsOf(state()); }

int SlidingTilesWidget::moveForCell(int cell) const
{
    const QString shown = cells();
    if (shown.isEmpty() || cell < 0 || cell >= cellCount() || !adjacent(cell, blankOf(shown)))
        return -1;
    // The move is the one that sends the blank to `cell`, whatever its index or letter.
    for (int move = 0; move < m_puzzle->moveCount(); ++move) {
        const StateRank after = m_puzzle->apply(state(), move);
        if (after != state() && blankOf(cellsOf(after)) == cell)
            return move;
    }
    return -1;
}

int SlidingTilesWidget::moveForKey(int key) const
{
    const QString shown = cells();
    if (shown.isEmpty())
        return -1;
    const int blank = blankOf(shown);
    const int side = m_side;
    const int row = blank / side, column = blank % side;
    // The tile moves the arrow's way, so it comes from the blank's opposite side.
    switch (key) {
    case Qt::Key_Left:
        return column < side - 1 ? moveForCell(blank + 1) : -1;
    case Qt::Key_Right:
        return column > 0 ? moveForCell(blank - 1) : -1;
    case Qt::Key_Up:
        return row < side - 1 ? moveForCell(blank + side) : -1;
    case Qt::Key_Down:
        return row > 0 ? moveForCell(blank - side) : -1;
    default:
        return -1;
    }
}

QString SlidingTilesWidget::slideText(QChar cell, int from, int to, int side)
{
    const QString tile = tileLabel(cell);
    if (to == from - 1)
        return tr("Slide %1 left").arg(tile);
    if (to == from + 1)
        return tr("Slide %1 right").arg(tile);
    if (to == from - side)
        return tr("Slide %1 up").arg(tile);
    if (to == from + side)
        return tr("Slide %1 down").arg(tile);
    return {};
}

SlidingTilesWidget::Layout SlidingTilesWidget::layout() const
{
    const double margin = std::clamp(std::min(width(), height()) * 0.035, 6.0, 28.0);
    const QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    // The goal (its caption above it) beside the tray or under it, whichever lets the tray be larger.
    const QSizeF tray(1, 1), panel(goalShare, captionShare + goalShare);
    const BoardAndPanel beside = placeBoardAndPanel(area, tray, panel, spacingShare, PanelSide::Beside);
    const BoardAndPanel under = placeBoardAndPanel(area, tray, panel, spacingShare, PanelSide::Under);
    const BoardAndPanel& placed = beside.fit >= under.fit ? beside : under;
    const double scale = std::max(1.0, placed.scale);
    Layout l;
    l.board = QRectF(placed.board.topLeft(), QSizeF(scale, scale));
    const double frame = scale * frameShare;
    l.grid = l.board.adjusted(frame, frame, -frame, -frame);
    const double goalSide = scale * goalShare;
    l.caption = QRectF(placed.panel.left(), placed.panel.top(), goalSide, scale * captionShare);
    const double goalFrame = goalSide * 0.06;
    l.goal = QRectF(l.caption.left() + goalFrame, l.caption.bottom() + goalFrame, goalSide - 2 * goalFrame,
                    goalSide - 2 * goalFrame);
    return l;
}

QRectF SlidingTilesWidget::boardRect() const { return layout().board; }

QRectF SlidingTilesWidget::captionRect() const { return layout().caption; }

QRectF SlidingTilesWidget::goalRect() const
{
    const Layout l = layout();
    const double frame = l.goal.width() * 0.06 / 0.88;
    return l.goal.adjusted(-frame, -frame, frame, frame);
}

QRectF SlidingTilesWidget::cellRect(int cell) const
{
    const QRectF grid = layout().grid;
    const int side = m_side;
    const double size = grid.width() / side;
    return QRectF(grid.left() + (cell % side) * size, grid.top() + (cell / side) * size, size, size);
}

int SlidingTilesWidget::cellAt(QPointF point) const
{
    const QRectF grid = layout().grid;
    if (!grid.contains(point))
        return -1;
    const int side = m_side;
    const double size = grid.width() / side;
    const int column = std::clamp(int((point.x() - grid.left()) / size), 0, side - 1);
    const int row = std::clamp(int((point.y() - grid.top()) / size), 0, side - 1);
    return row * side + column;
}

void SlidingTilesWidget::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const bool arrow = key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    if (arrow && m_puzzle && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
        const int move = moveForKey(key);
        if (move >= 0)
            emit moveRequested(move);
        event->accept();
        return;
    }
    BoardWidget::keyPressEvent(event);
}

void SlidingTilesWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_puzzle) {
        BoardWidget::mousePressEvent(event);
        return;
    }
    m_press.reset();
    const int cell = cellAt(event->position());
    const int move = moveForCell(cell);
    if (move >= 0)
        m_press = Press{cell, move, event->position()};
    event->accept();
}

void SlidingTilesWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (m_press && (event->buttons() & Qt::LeftButton)) {
        follow(event->position());
        update();
    }
    BoardWidget::mouseMoveEvent(event);
}

void SlidingTilesWidget::follow(QPointF pointer)
{
    const QPointF delta = pointer - m_press->at;
    if (!m_press->dragged && delta.manhattanLength() >= QApplication::startDragDistance())
        m_press->dragged = true;
    if (!m_press->dragged)
        return;
    const QRectF from = cellRect(m_press->cell);
    const QRectF to = cellRect(blankOf(cells()));
    const QPointF way = (to.center() - from.center()) / from.width(); // a unit step
    m_press->offset = std::clamp((delta.x() * way.x() + delta.y() * way.y()) / from.width(), 0.0, 1.0);
}

void SlidingTilesWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_press) {
        BoardWidget::mouseReleaseEvent(event);
        return;
    }
    follow(event->position()); // where the tile is let go
    const Press press = *m_press;
    m_press.reset();
    event->accept();
    update();
    if (!press.dragged) { // a click
        emit moveRequested(press.move);
    } else if (press.offset >= 1.0 / 3) {
        // A drag plays the move once the tile was pulled a third of the way towards the blank.
        m_carry = Carry{press.move, state(), press.offset, true, false};
        emit moveRequested(press.move);
    }
    // What is under the pointer now that no tile is held (from the event: QCursor::pos() may lag).
    updateHover(event->position());
}

int SlidingTilesWidget::Hover::itemAt(const QPointF& pos) const
{
    if (m_board.m_press)
        return m_board.m_press->cell;
    const int cell = m_board.cellAt(pos);
    return m_board.moveForCell(cell) >= 0 || (m_board.isEditing() && cell >= 0) ? cell : -1;
}

QString SlidingTilesWidget::Hover::toolTip(int cell) const
{
    const QString shown = m_board.cells();
    if (shown.isEmpty() || m_board.moveForCell(cell) < 0)
        return {};
    return slideText(shown[cell], cell, blankOf(shown), m_board.m_side);
}

std::vector<int> SlidingTilesWidget::Hover::movesOf(int cell) const
{
    const int move = cell >= 0 ? m_board.moveForCell(cell) : -1;
    return move >= 0 ? std::vector<int>{move} : std::vector<int>{};
}

std::optional<QPointF> SlidingTilesWidget::moveBadgeCentre(int move) const
{
    for (int cell = 0; cell < cellCount(); ++cell)
        if (moveForCell(cell) == move) {
            const QRectF r = cellRect(cell);
            return QPointF(r.center().x(), r.top() + r.height() * 0.18);
        }
    return std::nullopt;
}

std::optional<Qt::CursorShape> SlidingTilesWidget::Hover::cursorShape(int cell) const
{
    return cell >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor;
}

void SlidingTilesWidget::positionChanged()
{
    m_press.reset();
    if (m_carry.armed) {
        m_carry.armed = false;
        m_carry.active = m_puzzle && animFrom() == m_carry.from && m_puzzle->apply(m_carry.from, m_carry.move) == state();
    } else {
        m_carry.active = false;
    }
    // A tile under a resting pointer may have moved away, another may have come beside the blank.
    refreshHover();
}

} // namespace minimoves::app
