#include "shifting_grid_widget.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
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

// Sizes in cells: the arrow buttons and their distance from the grid.
constexpr double ArrowSide = 0.58;
constexpr double ArrowGap = 0.2;
constexpr double CellInset = 0.045;

// The tray is slate on any window (the three cell colours all read on it); what stands on the
// window itself (the tray's rim, the arrow buttons) takes its colours from the palette.
const QColor PanelColor(0x46, 0x4e, 0x5e);
const QColor GoalColor(0x2e, 0xc4, 0x9c);
const QColor CursorColor(0x1e, 0x88, 0xff);
const QColor HintGlyphColor(0x2b, 0x31, 0x3b); // on the hint colours, which are the same on any window

// WCAG relative luminance and contrast ratio (1 to 21).
double luminance(const QColor& color)
{
    auto linear = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) + 0.0722 * linear(color.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

// `color`, made darker on a light background or lighter on a dark one until it stands out from it
// by `ratio`.
QColor standingOut(QColor color, const QColor& background, double ratio)
{
    const bool lighten = luminance(background) < 0.2;
    for (int step = 0; step < 16 && contrast(color, background) < ratio; ++step) {
        if (lighten && color.value() < 24)
            color = QColor::fromHsv(color.hue(), color.saturation(), 24);
        color = lighten ? color.lighter(115) : color.darker(115);
    }
    return color;
}

int directionSign(Direction direction)
{
    return direction == Direction::Right || direction == Direction::Down ? 1 : -1;
}

// The slot of cell (row, column) of a grid whose cells are `cell` wide; rows and columns may be fractional.
QRectF cellSlot(const QRectF& grid, double cell, double row, double column)
{
    return QRectF(grid.left() + column * cell, grid.top() + row * cell, cell, cell)
        .adjusted(cell * CellInset, cell * CellInset, -cell * CellInset, -cell * CellInset);
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

ShiftingGridWidget::ShiftingGridWidget(QWidget* parent) : BoardWidget(parent)
{
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

QString ShiftingGridWidget::moveDescription(int move) const
{
    if (move < 0 || move >= int(allShifts.size()))
        return {};
    const Shift shift = allShifts[move];
    const int line = shift.line + 1;
    switch (shift.direction) {
    case Direction::Left:
        return tr("Row %1 left").arg(line);
    case Direction::Right:
        return tr("Row %1 right").arg(line);
    case Direction::Up:
        return tr("Column %1 up").arg(line);
    case Direction::Down:
        return tr("Column %1 down").arg(line);
    }
    return {};
}

ShiftingGridWidget::Layout ShiftingGridWidget::layout() const
{
    const double margin = 6;
    const double around = 2 * (ArrowSide + ArrowGap) + 0.2; // arrows on both sides, room for a halo
    const double cell = std::max(4.0, std::min((width() - 2 * margin) / (Columns + around),
                                               (height() - 2 * margin) / (Rows + around)));
    Layout l;
    l.cell = cell;
    l.arrow = cell * ArrowSide;
    l.gap = cell * ArrowGap;
    l.grid = QRectF(0, 0, cell * Columns, cell * Rows);
    l.grid.moveCenter(QRectF(rect()).center());
    return l;
}

QRectF ShiftingGridWidget::gridRect() const { return layout().grid; }

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

std::vector<int> ShiftingGridWidget::movesOfItem(int item) const
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
        if (m_drag.line && *m_drag.line != rowShift)
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

int ShiftingGridWidget::hoverItemAt(const QPointF& pos) const
{
    if (const int arrow = arrowAt(pos); arrow >= 0)
        return isEditing() ? -1 : arrow;
    if (const auto cell = cellAt(pos))
        return ArrowCount + cell->y() * Columns + cell->x();
    return -1;
}

QString ShiftingGridWidget::hoverToolTip(int item) const
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
    if (!m_puzzle)
        return {};
    const int row = (item - ArrowCount) / Columns;
    const int column = (item - ArrowCount) % Columns;
    const Grid grid = shownGrid();
    return tr("Row %1, column %2: %3. Drag sideways to shift the row, up or down to shift the column.")
        .arg(row + 1)
        .arg(column + 1)
        .arg(colorName(grid.at(row, column)));
}

std::optional<Qt::CursorShape> ShiftingGridWidget::hoverCursor(int item) const
{
    if (m_drag.cell)
        return std::nullopt; // the closed hand while the line is held
    if (item >= 0 && isEnabled())
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
    int dx = 0, dy = 0;
    switch (event->key()) {
    case Qt::Key_Left:
        dx = -1;
        break;
    case Qt::Key_Right:
        dx = 1;
        break;
    case Qt::Key_Up:
        dy = -1;
        break;
    case Qt::Key_Down:
        dy = 1;
        break;
    default:
        BoardWidget::keyPressEvent(event);
        return;
    }
    if (modifiers == Qt::ShiftModifier) {
        m_cursorShown = true;
        const QPoint at = m_cursor;
        // The cursor rides along with its cell, as if the player had grabbed it.
        m_cursor = QPoint((m_cursor.x() + dx + Columns) % Columns, (m_cursor.y() + dy + Rows) % Rows);
        Shift shift;
        if (dx != 0)
            shift = Shift{dx < 0 ? Direction::Left : Direction::Right, std::uint8_t(at.y())};
        else
            shift = Shift{dy < 0 ? Direction::Up : Direction::Down, std::uint8_t(at.x())};
        update();
        emitShifts(shift, 1, false);
        return;
    }
    if (modifiers == Qt::NoModifier) {
        m_cursorShown = true;
        m_cursor = QPoint(std::clamp(m_cursor.x() + dx, 0, Columns - 1), std::clamp(m_cursor.y() + dy, 0, Rows - 1));
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
        m_cursor = *cell;
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
            if (row)
                m_cursor.setX(((m_cursor.x() + cells) % Columns + Columns) % Columns);
            else
                m_cursor.setY(((m_cursor.y() + cells) % Rows + Rows) % Rows);
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
    const QColor rim = standingOut(PanelColor.darker(160), palette().color(QPalette::Window), 3.0);
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

void ShiftingGridWidget::paintCursor(QPainter& painter, const Layout& l)
{
    // The keyboard cursor: a double ring that shows on light and dark cells alike.
    if (!m_cursorShown)
        return;
    const double cell = l.cell;
    const QRectF at = cellSlot(l.grid, cell, m_cursor.y(), m_cursor.x())
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
                                  : standingOut(palette().color(QPalette::Mid), window, 1.8);
    painter.setPen(QPen(border, std::max(1.0, side * (hovered || hint == 2 ? 0.07 : 0.04))));
    painter.drawPath(button);

    // The glyph, nudged down while pressed.
    const QPointF c = rect.center() + (pressed ? QPointF(0, side * 0.03) : QPointF());
    const QPolygonF glyph = arrowGlyph(c, side * 0.26, direction);
    const QColor ink = hint ? HintGlyphColor : standingOut(palette().color(QPalette::ButtonText), fill, 4.5);
    painter.setPen(QPen(ink, side * 0.04, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(ink);
    painter.drawPolygon(glyph);
    painter.restore();
}

} // namespace minimoves::app
