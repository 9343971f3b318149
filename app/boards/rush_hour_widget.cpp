#include "rush_hour_widget.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

namespace {

// Sizes in units of the lot's side (the lot with its kerb is 1).
constexpr double kerbShare = 0.045; // the kerb around the cells
constexpr double exitShare = 0.13;  // the exit's arrow right of the lot

} // namespace

RushHourWidget::RushHourWidget(QWidget* parent) : BoardWidget(parent, rushHourMoveNames())
{
    setParts({.speech = &m_speechPart, .hover = &m_hoverPart, .editor = &m_editorPart});
    setObjectName(QStringLiteral("rushHourBoard"));
    setFocusPolicy(Qt::StrongFocus);
    retranslate();
}

void RushHourWidget::retranslate()
{
    setAccessibleName(tr("Rush Hour"));
    setAccessibleDescription(tr("A six by six parking lot seen from above; the exit is on the right of row 3. "
                                "Drag a vehicle along its line, or click it and then a free cell in its line; "
                                "with the keys, pick it up with Space and slide it with the arrow keys."));
}

QString RushHourWidget::keysText()
{
    return tr("The arrow keys move the cursor; Space or Enter picks up the vehicle under it, the arrow keys along "
              "its line choose where it goes and Space or Enter slides it there (Escape puts it back).");
}

std::vector<TourStep> RushHourWidget::tour(BoardWidget& widget)
{
    auto& board = static_cast<RushHourWidget&>(widget);
    const int row = RushHourLot::ExitRow * RushHourLot::Side;
    const QRectF exitRow = board.cellRect(row).united(board.cellRect(row + RushHourLot::Side - 1)).united(board.exitRect());
    return {
        {tr("<b>The goal:</b> drive the red car out through the exit on the right of its row."), exitRow},
        {tr("<b>A move:</b> drag a car or a truck along its line, as far as it goes: one move whatever the "
            "distance. Or click it, then a free cell in its line."),
         board.lotRect()},
        {keysText(), board.lotRect()},
    };
}

void RushHourWidget::setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle)
{
    m_drag.reset();
    m_carry = {};
    m_selected = -1;
    m_slide = 0;
    BoardWidget::setPuzzle(std::move(puzzle));
}

RushHourLot RushHourWidget::lotOf(StateRank state) const
{
    if (!m_puzzle || state >= m_puzzle->stateCount())
        return RushHourLot();
    return RushHourLot(QString::fromStdString(m_puzzle->encodeState(state)));
}

RushHourLot RushHourWidget::lot() const { return isEditing() ? RushHourLot(draftState()) : lotOf(state()); }

RushHourWidget::Layout RushHourWidget::layout() const
{
    const double margin = std::clamp(std::min(width(), height()) * 0.035, 4.0, 24.0);
    const QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    const double side = std::max(1.0, std::min(area.width() / (1 + 2 * exitShare), area.height()));
    Layout l;
    // Centred, the exit's arrow on the right balanced by as much room on the left.
    l.lot = QRectF(area.center().x() - side / 2, area.center().y() - side / 2, side, side);
    const double kerb = side * kerbShare;
    l.grid = l.lot.adjusted(kerb, kerb, -kerb, -kerb);
    l.cell = l.grid.width() / RushHourLot::Side;
    l.exit = QRectF(l.lot.right(), l.grid.top() + RushHourLot::ExitRow * l.cell, side * exitShare, l.cell);
    return l;
}

QRectF RushHourWidget::lotRect() const { return layout().lot; }

QRectF RushHourWidget::exitRect() const { return layout().exit; }

QRectF RushHourWidget::cellRect(int cell) const
{
    const Layout l = layout();
    return QRectF(l.grid.left() + RushHourLot::column(cell) * l.cell, l.grid.top() + RushHourLot::row(cell) * l.cell,
                  l.cell, l.cell);
}

int RushHourWidget::cellAt(QPointF point) const
{
    const Layout l = layout();
    if (!l.grid.contains(point))
        return -1;
    const int column = std::clamp(int((point.x() - l.grid.left()) / l.cell), 0, RushHourLot::Side - 1);
    const int row = std::clamp(int((point.y() - l.grid.top()) / l.cell), 0, RushHourLot::Side - 1);
    return row * RushHourLot::Side + column;
}

int RushHourWidget::moveFor(int vehicle, int distance) const
{
    if (!m_puzzle || isEditing() || distance == 0)
        return -1;
    const RushHourLot shown = lot();
    if (vehicle < 0 || vehicle >= int(shown.vehicles().size()) || std::abs(distance) > shown.reach(vehicle, distance > 0 ? 1 : -1))
        return -1;
    const int move = RushHourLot::moveIndex(vehicle, distance);
    return move >= 0 && move < m_puzzle->moveCount() ? move : -1;
}

std::vector<int> RushHourWidget::movesOfVehicle(int vehicle) const
{
    std::vector<int> moves;
    for (int distance = -4; distance <= 4; ++distance)
        if (const int move = moveFor(vehicle, distance); move >= 0)
            moves.push_back(move);
    std::sort(moves.begin(), moves.end());
    return moves;
}

std::vector<int> RushHourWidget::parkPreview() const
{
    return isEditing() ? m_editorPart.lineToPark(m_editorPart.pressedCell(), hoveredItem()) : std::vector<int>{};
}

int RushHourWidget::dragLanding() const
{
    return m_drag && m_drag->dragged ? int(std::lround(m_drag->offset)) : 0;
}

QString RushHourWidget::vehicleName(const LotVehicle& vehicle)
{
    if (vehicle.isRed())
        return tr("red car");
    return vehicle.isTruck() ? tr("truck %1").arg(vehicle.letter) : tr("car %1").arg(vehicle.letter);
}

QString RushHourWidget::cellWord(const RushHourLot& lot, int cell)
{
    if (lot.isWall(cell))
        return tr("wall");
    const int v = lot.vehicleAt(cell);
    if (v < 0)
        return tr("empty");
    const LotVehicle& vehicle = lot.vehicles()[std::size_t(v)];
    if (!vehicle.straight)
        return tr("%1, not a whole vehicle").arg(tr("letter %1").arg(vehicle.letter));
    const bool first = cell == vehicle.cells.front(), last = cell == vehicle.cells.back();
    QString part;
    if (vehicle.isRed())
        part = first ? tr("back") : tr("front");
    else if (vehicle.across)
        part = first ? tr("left end") : last ? tr("right end") : tr("middle");
    else
        part = first ? tr("top end") : last ? tr("bottom end") : tr("middle");
    return tr("%1, %2").arg(vehicleName(vehicle), part);
}

std::optional<QPointF> RushHourWidget::moveBadgeCentre(int move) const
{
    const RushHourLot shown = lot();
    const int vehicle = RushHourLot::vehicleOfMove(move), distance = RushHourLot::distanceOfMove(move);
    if (moveFor(vehicle, distance) != move)
        return std::nullopt;
    const std::vector<int> cells = shown.cellsAfter(vehicle, distance);
    return cellRect(distance > 0 ? cells.back() : cells.front()).center();
}

// ---- input -----------------------------------------------------------------------------------

void RushHourWidget::select(int vehicle)
{
    m_selected = vehicle;
    m_slide = 0;
    update();
    refreshHover(); // what is picked changes what the pointer's items are
}

void RushHourWidget::playSelected()
{
    const int move = moveFor(m_selected, m_slide);
    select(-1);
    if (move >= 0)
        emit moveRequested(move);
}

bool RushHourWidget::keyPlay(QKeyEvent* event)
{
    const int key = event->key();
    const RushHourLot shown = lot();
    if (const auto step = GridCursor::arrowStep(key)) {
        if (m_selected < 0) {
            m_cursor.move(*step);
            m_cursorShown = true;
            return true;
        }
        const LotVehicle& vehicle = shown.vehicles()[std::size_t(m_selected)];
        const int along = vehicle.across ? step->x() : step->y();
        const int slide = m_slide + along;
        if (along != 0 && (slide == 0 || moveFor(m_selected, slide) >= 0)) {
            m_slide = slide;
            // The cursor rides on the outline's leading end, for the screen reader to read.
            const std::vector<int> cells = shown.cellsAfter(m_selected, slide);
            m_cursor.setIndex(along > 0 ? cells.back() : cells.front());
        }
        return true;
    }
    if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) {
        m_cursorShown = true;
        if (m_selected >= 0) {
            playSelected();
        } else {
            const int vehicle = shown.vehicleAt(cursorCell());
            if (vehicle >= 0 && !movesOfVehicle(vehicle).empty())
                select(vehicle);
        }
        return true;
    }
    if (key == Qt::Key_Escape && m_selected >= 0) {
        select(-1);
        return true;
    }
    return false;
}

void RushHourWidget::keyPressEvent(QKeyEvent* event)
{
    if (m_puzzle && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier && !isEditing() && keyPlay(event)) {
        clearHover();
        update();
        event->accept();
        return;
    }
    if (isEditing() && GridCursor::arrowStep(event->key())) { // the editor's cursor
        m_cursor.moveByKey(event->key());
        m_cursorShown = true;
        update();
        event->accept();
        return;
    }
    BoardWidget::keyPressEvent(event);
}

void RushHourWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_puzzle) {
        BoardWidget::mousePressEvent(event);
        return;
    }
    event->accept();
    m_drag.reset();
    const int cell = cellAt(event->position());
    const RushHourLot shown = lot();
    const int vehicle = shown.vehicleAt(cell);
    if (vehicle >= 0 && !movesOfVehicle(vehicle).empty()) {
        m_drag = Drag{vehicle, event->position(), 0, false, vehicle == m_selected};
        return;
    }
    // The second click of click-then-click: a free cell the picked vehicle reaches.
    if (m_selected >= 0) {
        m_slide = shown.slideOnto(m_selected, cell);
        playSelected();
    }
}

void RushHourWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (m_drag && (event->buttons() & Qt::LeftButton)) {
        const RushHourLot shown = lot();
        const LotVehicle& vehicle = shown.vehicles()[std::size_t(m_drag->vehicle)];
        const QPointF delta = event->position() - m_drag->at;
        if (!m_drag->dragged && delta.manhattanLength() >= QApplication::startDragDistance()) {
            m_drag->dragged = true;
            if (m_selected >= 0)
                select(-1);
        }
        if (m_drag->dragged) {
            const double cells = (vehicle.across ? delta.x() : delta.y()) / layout().cell;
            m_drag->offset = std::clamp(cells, -double(shown.reach(m_drag->vehicle, -1)),
                                        double(shown.reach(m_drag->vehicle, 1)));
        }
        update();
    }
    BoardWidget::mouseMoveEvent(event);
}

void RushHourWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_drag) {
        BoardWidget::mouseReleaseEvent(event);
        return;
    }
    const Drag drag = *m_drag;
    const int landing = dragLanding();
    m_drag.reset();
    event->accept();
    update();
    if (!drag.dragged) { // a click picks the vehicle up, or puts it back
        select(drag.wasSelected ? -1 : drag.vehicle);
    } else if (const int move = moveFor(drag.vehicle, landing); move >= 0) {
        m_carry = Carry{move, state(), std::clamp(drag.offset / landing, 0.0, 1.0), true, false};
        emit moveRequested(move);
    }
    updateHover(event->position());
}

void RushHourWidget::positionChanged()
{
    m_drag.reset();
    m_selected = -1;
    m_slide = 0;
    if (m_carry.armed) {
        m_carry.armed = false;
        m_carry.active = m_puzzle && animFrom() == m_carry.from && m_puzzle->apply(m_carry.from, m_carry.move) == state();
    } else {
        m_carry.active = false;
    }
    refreshHover();
}

// ---- the pointer's items ---------------------------------------------------------------------

int RushHourWidget::Hover::itemAt(const QPointF& pos) const
{
    const RushHourLot shown = m_board.lot();
    if (m_board.m_drag)
        return shown.vehicles()[std::size_t(m_board.m_drag->vehicle)].cells.front();
    const int cell = m_board.cellAt(pos);
    if (m_board.isEditing())
        return cell;
    const int vehicle = shown.vehicleAt(cell);
    if (vehicle >= 0)
        return m_board.movesOfVehicle(vehicle).empty() ? -1 : shown.vehicles()[std::size_t(vehicle)].cells.front();
    return m_board.m_selected >= 0 && shown.slideOnto(m_board.m_selected, cell) != 0 ? cell : -1;
}

std::vector<int> RushHourWidget::Hover::movesOf(int item) const
{
    const RushHourLot shown = m_board.lot();
    if (item < 0 || m_board.isEditing())
        return {};
    if (const int vehicle = shown.vehicleAt(item); vehicle >= 0)
        return m_board.movesOfVehicle(vehicle);
    const int move = m_board.moveFor(m_board.m_selected, shown.slideOnto(m_board.m_selected, item));
    return move >= 0 ? std::vector<int>{move} : std::vector<int>{};
}

QString RushHourWidget::Hover::toolTip(int item) const
{
    const RushHourLot shown = m_board.lot();
    if (m_board.isEditing())
        return {};
    if (const int vehicle = shown.vehicleAt(item); vehicle >= 0) {
        QString name = vehicleName(shown.vehicles()[std::size_t(vehicle)]);
        name[0] = name[0].toUpper();
        return tr("%1: drag it along its line, or click it and then a free cell it can reach.").arg(name);
    }
    const std::vector<int> moves = movesOf(item);
    return moves.empty() ? QString() : m_board.moveDescription(moves.front());
}

std::optional<Qt::CursorShape> RushHourWidget::Hover::cursorShape(int item) const
{
    if (m_board.isEditing())
        return Qt::ArrowCursor;
    if (m_board.m_drag && m_board.m_drag->dragged)
        return Qt::ClosedHandCursor;
    if (item < 0)
        return Qt::ArrowCursor;
    return m_board.lot().vehicleAt(item) >= 0 ? Qt::OpenHandCursor : Qt::PointingHandCursor;
}

} // namespace minimoves::app
