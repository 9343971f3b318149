// The Shifting Grid board's layout, hover and input: arrows, keys and dragging a line (its
// painting: shifting_grid_painter.cpp).
#include "shifting_grid_widget.h"

#include "board_placement.h"
#include "paint_helpers.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
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

// Sizes in cells: the arrow buttons and their distance from the grid.
constexpr double ArrowSide = 0.58;
constexpr double ArrowGap = 0.2;
constexpr double CellInset = 0.045;
// The goal picture beside (or under) the board, in cells: a caption, the grid at half size, a
// line saying which colour is nearest.
constexpr double GoalPanelWidth = 3.3;
constexpr double GoalPanelHeight = 3.6;
constexpr double GoalPanelGap = 0.35;

} // namespace

QRectF ShiftingGridWidget::cellSlot(const QRectF& grid, double cell, double row, double column)
{
    return QRectF(grid.left() + column * cell, grid.top() + row * cell, cell, cell)
        .adjusted(cell * CellInset, cell * CellInset, -cell * CellInset, -cell * CellInset);
}

QColor ShiftingGridWidget::cellColor(Color color)
{
    switch (color) {
    case Color::White:
        return QColor(0xf3, 0xf0, 0xe8);
    case Color::Black:
        return QColor(0x25, 0x28, 0x2f);
    case Color::Grey:
        return QColor(0x93, 0x9d, 0xab);
    }
    return {};
}

QString ShiftingGridWidget::colorName(Color color)
{
    switch (color) {
    case Color::White:
        return tr("White (ring)");
    case Color::Black:
        return tr("Black (square)");
    case Color::Grey:
        return tr("Grey (triangle)");
    }
    return {};
}

ShiftingGridWidget::ShiftingGridWidget(QWidget* parent) : BoardWidget(parent, shiftingGridMoveNames())
{
    setParts({.speech = &m_speechPart, .hover = &m_hoverPart, .editor = &m_editorPart});
    m_settle.setEasingCurve(QEasingCurve::OutCubic);
    m_settle.setStartValue(0.0);
    m_settle.setEndValue(0.0);
    connect(&m_settle, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&m_settle, &QVariantAnimation::finished, this, [this] { update(); });
    retranslate();
}

void ShiftingGridWidget::retranslate()
{
    setAccessibleName(tr("Shifting Grid"));
    setAccessibleDescription(
        tr("Four rows of six cells in three colours. Goal: the eight inner cells all of one colour. "
           "Arrow keys move the cursor; Shift with an arrow key shifts the cursor's row or column."));
}

ShiftingGridWidget::Layout ShiftingGridWidget::layout() const
{
    // The board (the grid with its arrows all round) and its goal picture, in cells: the picture
    // beside the board in a wide window, under it in a tall one, whichever lets the cells be larger.
    const double margin = 6;
    const double around = 2 * (ArrowSide + ArrowGap) + 0.2; // arrows on both sides, room for a halo
    const QSizeF board(Columns + around, Rows + around);
    const QSizeF panel(GoalPanelWidth, GoalPanelHeight);
    const QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    const BoardAndPanel beside = placeBoardAndPanel(area, board, panel, GoalPanelGap, PanelSide::Beside);
    const BoardAndPanel under = placeBoardAndPanel(area, board, panel, GoalPanelGap, PanelSide::Under);
    const BoardAndPanel& pair = under.fit > beside.fit ? under : beside;
    const double cell = std::max(4.0, pair.scale);
    Layout l;
    l.cell = cell;
    l.arrow = cell * ArrowSide;
    l.gap = cell * ArrowGap;
    l.grid = QRectF(0, 0, cell * Columns, cell * Rows);
    l.grid.moveCenter(pair.board.center());
    l.goalPanel = pair.panel;
    return l;
}

QRectF ShiftingGridWidget::gridRect() const { return layout().grid; }
QRectF ShiftingGridWidget::goalPanelRect() const { return layout().goalPanel; }

QRectF ShiftingGridWidget::goalPictureGrid(const QRectF& panel, double* cell)
{
    // Under a caption half a cell high, the grid at half the board's cells.
    const double unit = panel.width() / GoalPanelWidth;
    *cell = unit * 0.5;
    QRectF grid(0, 0, *cell * Columns, *cell * Rows);
    grid.moveCenter(QPointF(panel.center().x(), panel.top() + unit * 0.7 + grid.height() / 2));
    return grid;
}

QRectF ShiftingGridWidget::goalCellRect(int row, int column) const
{
    double cell = 0;
    const QRectF grid = goalPictureGrid(layout().goalPanel, &cell);
    return cellSlot(grid, cell, row, column);
}

Color ShiftingGridWidget::goalColor() const
{
    // The colour with the most cells inside the frame already (the first of a tie): the goal the
    // player is nearest to by eye.
    const Grid grid = shownGrid();
    std::array<int, 3> inside{};
    for (int row = 1; row < Rows - 1; ++row)
        for (int column = 1; column < Columns - 1; ++column)
            ++inside[std::size_t(grid.at(row, column))];
    const auto most = std::max_element(inside.begin(), inside.end());
    return Color(int(most - inside.begin()));
}

QRectF ShiftingGridWidget::cellRect(int row, int column) const
{
    const Layout l = layout();
    return cellSlot(l.grid, l.cell, row, column);
}

QRectF ShiftingGridWidget::arrowRect(int move) const
{
    if (move < 0 || move >= int(allShifts.size()))
        return {};
    const Layout l = layout();
    const Shift shift = allShifts[move];
    const double along = (shift.line + 0.5) * l.cell - l.arrow / 2;
    switch (shift.direction) {
    case Direction::Left:
        return QRectF(l.grid.left() - l.gap - l.arrow, l.grid.top() + along, l.arrow, l.arrow);
    case Direction::Right:
        return QRectF(l.grid.right() + l.gap, l.grid.top() + along, l.arrow, l.arrow);
    case Direction::Up:
        return QRectF(l.grid.left() + along, l.grid.top() - l.gap - l.arrow, l.arrow, l.arrow);
    case Direction::Down:
        return QRectF(l.grid.left() + along, l.grid.bottom() + l.gap, l.arrow, l.arrow);
    }
    return {};
}

int ShiftingGridWidget::arrowAt(QPointF point) const
{
    for (int move = 0; move < int(allShifts.size()); ++move)
        if (arrowRect(move).contains(point))
            return move;
    return -1;
}

std::optional<QPoint> ShiftingGridWidget::cellAt(QPointF point) const
{
    const Layout l = layout();
    if (!l.grid.contains(point))
        return std::nullopt;
    const int column = std::clamp(int((point.x() - l.grid.left()) / l.cell), 0, Columns - 1);
    const int row = std::clamp(int((point.y() - l.grid.top()) / l.cell), 0, Rows - 1);
    return QPoint(column, row);
}

int ShiftingGridWidget::arrowHintLevel(int move) const
{
    if (move == hintBest())
        return 2;
    return isHinted(move) ? 1 : 0;
}

std::vector<int> ShiftingGridWidget::Hover::movesOf(int item) const
{
    if (item < 0)
        return {};
    if (item < ArrowCount)
        return {item};
    const int row = (item - ArrowCount) / Columns;
    const int column = (item - ArrowCount) % Columns;
    std::vector<int> moves;
    for (int move = 0; move < ArrowCount; ++move) {
        const Shift shift = allShifts[move];
        const bool rowShift = shift.direction == Direction::Left || shift.direction == Direction::Right;
        // A drag that picked its axis stands for that line's two shifts only.
        if (m_board.m_drag.line && *m_board.m_drag.line != rowShift)
            continue;
        if (shift.line == (rowShift ? row : column))
            moves.push_back(move);
    }
    return moves;
}

// On the arrow's outer edge, so that the arrow itself and its hint mark stay visible.
std::optional<QPointF> ShiftingGridWidget::moveBadgeCentre(int move) const
{
    const QRectF r = arrowRect(move);
    if (r.isEmpty())
        return std::nullopt;
    switch (allShifts[move].direction) {
    case Direction::Left:
        return QPointF(r.left(), r.top() + r.height() * 0.2);
    case Direction::Right:
        return QPointF(r.right(), r.top() + r.height() * 0.2);
    case Direction::Up:
        return QPointF(r.center().x(), r.top());
    case Direction::Down:
        return QPointF(r.center().x(), r.bottom());
    }
    return std::nullopt;
}

int ShiftingGridWidget::Hover::itemAt(const QPointF& pos) const
{
    if (const int arrow = m_board.arrowAt(pos); arrow >= 0)
        return m_board.isEditing() ? -1 : arrow;
    if (const auto cell = m_board.cellAt(pos))
        return ArrowCount + cell->y() * Columns + cell->x();
    return -1;
}

QString ShiftingGridWidget::Hover::toolTip(int item) const
{
    if (item < ArrowCount) {
        const Shift shift = allShifts[item];
        const int line = shift.line + 1;
        switch (shift.direction) {
        case Direction::Left:
            return tr("Shift row %1 left (Shift+Left with the cursor in the row)").arg(line);
        case Direction::Right:
            return tr("Shift row %1 right (Shift+Right with the cursor in the row)").arg(line);
        case Direction::Up:
            return tr("Shift column %1 up (Shift+Up with the cursor in the column)").arg(line);
        case Direction::Down:
            return tr("Shift column %1 down (Shift+Down with the cursor in the column)").arg(line);
        }
    }
    if (!m_board.puzzle())
        return {};
    const int row = (item - ArrowCount) / Columns;
    const int column = (item - ArrowCount) % Columns;
    const Grid grid = m_board.shownGrid();
    return tr("Row %1, column %2: %3. Drag sideways to shift the row, up or down to shift the column.")
        .arg(row + 1)
        .arg(column + 1)
        .arg(colorName(grid.at(row, column)));
}

std::optional<Qt::CursorShape> ShiftingGridWidget::Hover::cursorShape(int item) const
{
    if (m_board.m_drag.cell)
        return std::nullopt; // the closed hand while the line is held
    if (item >= 0 && m_board.isEnabled())
        return item < ArrowCount ? Qt::PointingHandCursor : Qt::OpenHandCursor;
    return Qt::ArrowCursor;
}

void ShiftingGridWidget::positionChanged()
{
    if (m_quietMoves > 0) {
        // A move the drag already showed: no second animation of it.
        --m_quietMoves;
        m_quietTransition = std::make_pair(animFrom(), state());
        return;
    }
    m_quietTransition.reset();
    m_settle.stop();
}

void ShiftingGridWidget::emitShifts(Shift shift, int count, bool quiet)
{
    const int move = shiftIndex(shift);
    m_quietMoves = quiet ? count : 0;
    for (int i = 0; i < count; ++i)
        emit moveRequested(move);
    m_quietMoves = 0;
}

// ---- input -------------------------------------------------------------------------------------

void ShiftingGridWidget::keyPressEvent(QKeyEvent* event)
{
    const auto modifiers = event->modifiers() & ~Qt::KeypadModifier;
    const auto step = GridCursor::arrowStep(event->key());
    if (!step) {
        BoardWidget::keyPressEvent(event);
        return;
    }
    if (modifiers == Qt::ShiftModifier) {
        m_cursorShown = true;
        const QPoint at = m_cursor.at();
        // The cursor rides along with its cell, as if the player had grabbed it.
        m_cursor.move(*step, GridCursor::AtEdge::Wrap);
        Shift shift;
        if (step->x() != 0)
            shift = Shift{step->x() < 0 ? Direction::Left : Direction::Right, std::uint8_t(at.y())};
        else
            shift = Shift{step->y() < 0 ? Direction::Up : Direction::Down, std::uint8_t(at.x())};
        update();
        emitShifts(shift, 1, false);
        return;
    }
    if (modifiers == Qt::NoModifier) {
        m_cursorShown = true;
        m_cursor.move(*step);
        update();
        return;
    }
    BoardWidget::keyPressEvent(event);
}

void ShiftingGridWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        BoardWidget::mousePressEvent(event);
        return;
    }
    const QPointF pos = event->position();
    m_cursorShown = false;
    if (const int move = arrowAt(pos); move >= 0) {
        m_pressedArrow = move;
        update();
        return;
    }
    if (const auto cell = cellAt(pos)) {
        m_drag = Drag{cell, pos, std::nullopt, 0};
        m_cursor.setAt(*cell);
        m_settle.stop();
        setCursor(Qt::ClosedHandCursor);
        update();
    }
}

void ShiftingGridWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_drag.cell) {
        BoardWidget::mouseMoveEvent(event); // hover
        return;
    }
    const QPointF delta = event->position() - m_drag.start;
    if (!m_drag.line) {
        const double threshold = std::min<double>(QApplication::startDragDistance(), layout().cell * 0.2);
        if (std::max(std::abs(delta.x()), std::abs(delta.y())) >= threshold)
            m_drag.line = std::abs(delta.x()) >= std::abs(delta.y());
    }
    if (m_drag.line) {
        m_drag.offset = (*m_drag.line ? delta.x() : delta.y()) / layout().cell;
        update();
    }
}

void ShiftingGridWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        BoardWidget::mouseReleaseEvent(event);
        return;
    }
    const QPointF pos = event->position();
    if (m_pressedArrow >= 0) {
        const int move = m_pressedArrow;
        m_pressedArrow = -1;
        update();
        if (arrowAt(pos) == move)
            emitShifts(allShifts[move], 1, false);
        updateHover(pos);
        return;
    }
    if (!m_drag.cell)
        return;
    Drag drag = m_drag;
    m_drag = Drag{};
    if (drag.line) // where the pointer was let go counts, not the last move
        drag.offset = (*drag.line ? pos.x() - drag.start.x() : pos.y() - drag.start.y()) / layout().cell;
    unsetCursor();
    if (drag.line) {
        const bool row = *drag.line;
        const int line = row ? drag.cell->y() : drag.cell->x();
        const int cells = int(std::lround(drag.offset));
        if (cells != 0) {
            const Direction direction = row ? (cells < 0 ? Direction::Left : Direction::Right)
                                            : (cells < 0 ? Direction::Up : Direction::Down);
            emitShifts(Shift{direction, std::uint8_t(line)}, std::abs(cells), true);
            // The cursor stays on the cell that was dragged.
            m_cursor.move(row ? QPoint(cells, 0) : QPoint(0, cells), GridCursor::AtEdge::Wrap);
        }
        // The rest of the way, from where the pointer left the line.
        const double rest = drag.offset - cells;
        m_settleLine = LineOffset{row, line, rest};
        if (animationDuration() > 0 && std::abs(rest) > 1e-3) {
            m_settle.stop();
            m_settle.setStartValue(rest);
            m_settle.setEndValue(0.0);
            m_settle.setDuration(std::max(60, int(animationDuration() * (0.4 + std::abs(rest)))));
            m_settle.start();
        }
    }
    update();
    updateHover(pos);
}

} // namespace minimoves::app
