#include "huarong_dao_widget.h"

#include "board_placement.h"
#include "huarong_dao/huarong_dao_type.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

using huarong::Block;
using huarong::Kind;
using huarong::Tray;

namespace {

// Sizes in cells of the tray.
constexpr double frameCells = 0.32;  // the tray's frame around the cells
constexpr double goalShare = 0.36;   // the goal picture's width, of the tray's
constexpr double captionCells = 0.6; // the "Goal" caption's height
constexpr double spacingCells = 0.5; // between the tray and the goal

} // namespace

HuarongDaoWidget::HuarongDaoWidget(QWidget* parent) : BoardWidget(parent, huarongDaoMoveNames())
{
    setParts({.speech = &m_speechPart, .hover = &m_hoverPart, .editor = &m_editorPart});
    setObjectName(QStringLiteral("huarongDaoBoard"));
    retranslate();
}

void HuarongDaoWidget::retranslate()
{
    setAccessibleName(tr("Huarong Dao"));
    setAccessibleDescription(tr("Wooden blocks in a tray four cells wide and five tall. Bring Cao Cao, the large "
                                "block, to the exit under the bottom centre. Drag a block to any place it can reach, "
                                "or click a block and then a cell; with the keys, Enter picks up the block under the "
                                "cursor, the arrows move it and Enter sets it down."));
}

void HuarongDaoWidget::setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle)
{
    m_drag.reset();
    m_carry = {};
    BoardWidget::setPuzzle(std::move(puzzle));
    // A new game: no tray until showState() says which position it is, then named afresh.
    m_tray = {};
}

Tray HuarongDaoWidget::trayOf(StateRank state) const
{
    if (!m_puzzle || state >= m_puzzle->stateCount())
        return {};
    return huarong::readTray(QString::fromStdString(m_puzzle->encodeState(state)));
}

void HuarongDaoWidget::positionChanged()
{
    const bool fresh = m_tray.kinds.isEmpty() || m_trayEdited;
    m_drag.reset();
    m_picked = m_place = -1;
    if (m_carry.armed) {
        m_carry.armed = false;
        m_carry.active = m_puzzle && animFrom() == m_carry.from && m_puzzle->apply(m_carry.from, m_carry.move) == state();
    } else {
        m_carry.active = false;
    }
    Tray next = isEditing() ? huarong::readTray(draftState()) : trayOf(state());
    // A block keeps its name through a move; a jump, a new game or the editor names them afresh.
    if (!isEditing() && !fresh)
        huarong::follow(m_tray.blocks, next.blocks);
    m_tray = std::move(next);
    m_trayEdited = isEditing();
    if (!isEditing())
        rememberNames(m_tray);
    refreshHover();
}

std::map<int, int> HuarongDaoWidget::targetsOf(int index) const
{
    std::map<int, int> targets;
    if (!m_puzzle || isEditing() || index < 0 || index >= int(m_tray.blocks.size()))
        return targets;
    const Block& block = m_tray.blocks[std::size_t(index)];
    for (int to = 0; to < huarong::trayCells; ++to)
        if (to != block.cell && huarong::pathOf(m_tray.blocks, index, to).size() > 1)
            targets[to] = huarong_dao::moveIndex(block.cell, to);
    return targets;
}

int HuarongDaoWidget::moveForClick(int index, int cell) const
{
    if (index < 0 || index >= int(m_tray.blocks.size()) || cell < 0)
        return -1;
    const Block& block = m_tray.blocks[std::size_t(index)];
    int best = -1, bestDistance = 0;
    for (const auto& [to, move] : targetsOf(index)) {
        if (!(huarong::cellsOf(block.kind, to) >> cell & 1))
            continue;
        const int distance = std::abs(to / huarong::trayColumns - block.cell / huarong::trayColumns) +
                             std::abs(to % huarong::trayColumns - block.cell % huarong::trayColumns);
        if (best < 0 || distance < bestDistance) {
            best = move;
            bestDistance = distance;
        }
    }
    return best;
}

std::optional<int> HuarongDaoWidget::cursorCell() const
{
    return m_cursor ? std::optional<int>(m_cursor->index()) : std::nullopt;
}

QString HuarongDaoWidget::keysText()
{
    return tr("The arrow keys move the cursor; Enter or Space picks up the block under it, the arrows then move it "
              "through the places it can reach, and Enter or Space sets it down there as one move (Escape puts it "
              "back).");
}

std::vector<TourStep> HuarongDaoWidget::tour(BoardWidget& widget)
{
    auto& board = static_cast<HuarongDaoWidget&>(widget);
    return {
        {tr("<b>The goal:</b> bring Cao Cao, the large block, to the bottom centre over the exit, as the small "
            "picture shows."),
         board.goalRect().united(board.captionRect()).united(board.exitRect())},
        {tr("<b>A move:</b> drag a block to any place it can reach, around corners too: however far it goes, it "
            "counts one move. Or click a block, then a cell."),
         board.boardRect()},
        {keysText(), board.boardRect()},
    };
}

// ---- layout ------------------------------------------------------------------------------------

HuarongDaoWidget::Layout HuarongDaoWidget::layout() const
{
    const double margin = std::clamp(std::min(width(), height()) * 0.035, 6.0, 28.0);
    const QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    const QSizeF tray(huarong::trayColumns + 2 * frameCells, huarong::trayRows + 2 * frameCells);
    const double goalWidth = tray.width() * goalShare;
    const QSizeF panel(goalWidth, captionCells + goalWidth * tray.height() / tray.width());
    const BoardAndPanel beside = placeBoardAndPanel(area, tray, panel, spacingCells, PanelSide::Beside);
    const BoardAndPanel under = placeBoardAndPanel(area, tray, panel, spacingCells, PanelSide::Under);
    const BoardAndPanel& placed = beside.fit >= under.fit ? beside : under;
    const double cell = std::max(4.0, placed.scale);
    Layout l;
    l.cell = cell;
    l.board = QRectF(placed.board.topLeft(), tray * cell);
    const double frame = frameCells * cell;
    l.grid = l.board.adjusted(frame, frame, -frame, -frame);
    l.exit = QRectF(l.grid.left() + cell, l.grid.bottom(), 2 * cell, frame);
    l.caption = QRectF(placed.panel.left(), placed.panel.top(), goalWidth * cell, captionCells * cell);
    l.goal = QRectF(l.caption.left(), l.caption.bottom(), goalWidth * cell, goalWidth * cell * tray.height() / tray.width());
    return l;
}

QRectF HuarongDaoWidget::boardRect() const { return layout().board; }
QRectF HuarongDaoWidget::exitRect() const { return layout().exit; }
QRectF HuarongDaoWidget::goalRect() const { return layout().goal; }
QRectF HuarongDaoWidget::captionRect() const { return layout().caption; }

QRectF HuarongDaoWidget::cellRect(int cell) const
{
    const Layout l = layout();
    return QRectF(l.grid.left() + (cell % huarong::trayColumns) * l.cell,
                  l.grid.top() + (cell / huarong::trayColumns) * l.cell, l.cell, l.cell);
}

QRectF HuarongDaoWidget::placeRect(Kind kind, int cell) const
{
    const QRectF first = cellRect(cell);
    return QRectF(first.topLeft(), QSizeF(first.width() * huarong::widthOf(kind), first.height() * huarong::heightOf(kind)));
}

int HuarongDaoWidget::cellAt(QPointF point) const
{
    const Layout l = layout();
    if (!l.grid.contains(point))
        return -1;
    const int column = std::clamp(int((point.x() - l.grid.left()) / l.cell), 0, huarong::trayColumns - 1);
    const int row = std::clamp(int((point.y() - l.grid.top()) / l.cell), 0, huarong::trayRows - 1);
    return row * huarong::trayColumns + column;
}

std::optional<QPointF> HuarongDaoWidget::moveBadgeCentre(int move) const
{
    // On the way from the block to where the move takes it, most of the way there: two blocks
    // going to one place come from two sides.
    const int from = move / (huarong::trayCells - 1);
    const int rest = move % (huarong::trayCells - 1);
    const int to = rest < from ? rest : rest + 1;
    const int index = huarong::blockAt(m_tray.blocks, from);
    if (index < 0 || m_tray.blocks[std::size_t(index)].cell != from || huarong::pathOf(m_tray.blocks, index, to).size() < 2)
        return std::nullopt; // no block there, or it cannot go there: no badge
    const Kind kind = m_tray.blocks[std::size_t(index)].kind;
    const QPointF a = placeRect(kind, from).center(), b = placeRect(kind, to).center();
    return a + (b - a) * 0.7;
}

// ---- input -------------------------------------------------------------------------------------

void HuarongDaoWidget::pick(int index)
{
    m_picked = index;
    m_place = index >= 0 ? m_tray.blocks[std::size_t(index)].cell : -1;
    if (index >= 0 && m_cursor) // the keys' cursor, where there is one, goes with the block
        m_cursor->setIndex(m_place);
    update();
}

void HuarongDaoWidget::drop() { pick(-1); }

void HuarongDaoWidget::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    if (!m_puzzle || (event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) {
        BoardWidget::keyPressEvent(event);
        return;
    }
    if (const auto step = GridCursor::arrowStep(key)) {
        event->accept();
        if (!m_cursor) {
            m_cursor.emplace(QRect(0, 0, huarong::trayColumns, huarong::trayRows));
            update();
            return; // the first press shows the cursor where it is
        }
        if (m_picked < 0) {
            m_cursor->move(*step);
        } else {
            // The picked block one cell on, where it can go in the same move.
            const int column = m_place % huarong::trayColumns + step->x();
            const int row = m_place / huarong::trayColumns + step->y();
            const int next = row * huarong::trayColumns + column;
            const auto targets = targetsOf(m_picked);
            if (column >= 0 && column < huarong::trayColumns && row >= 0 && row < huarong::trayRows &&
                (targets.count(next) || next == m_tray.blocks[std::size_t(m_picked)].cell)) {
                m_place = next;
                m_cursor->setIndex(next);
            }
        }
        update();
        return;
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        event->accept();
        if (!m_cursor) {
            m_cursor.emplace(QRect(0, 0, huarong::trayColumns, huarong::trayRows));
            update();
            return;
        }
        if (m_picked >= 0) {
            const int from = m_tray.blocks[std::size_t(m_picked)].cell;
            const int to = m_place;
            drop();
            if (to != from)
                emit moveRequested(huarong_dao::moveIndex(from, to));
            return;
        }
        const int index = huarong::blockAt(m_tray.blocks, m_cursor->index());
        if (index >= 0 && !targetsOf(index).empty())
            pick(index);
        return;
    }
    if (key == Qt::Key_Escape && m_picked >= 0) {
        event->accept();
        drop();
        return;
    }
    BoardWidget::keyPressEvent(event);
}

void HuarongDaoWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_puzzle) {
        BoardWidget::mousePressEvent(event);
        return;
    }
    event->accept();
    m_drag.reset();
    const int cell = cellAt(event->position());
    const int index = cell >= 0 ? huarong::blockAt(m_tray.blocks, cell) : -1;
    if (index < 0 || (index != m_picked && targetsOf(index).empty())) {
        // A cell for the picked block to go to (a block that cannot move, an empty cell).
        if (m_picked >= 0) {
            const int move = moveForClick(m_picked, cell);
            drop();
            if (move >= 0)
                emit moveRequested(move);
        }
        return;
    }
    const QRectF place = placeRect(m_tray.blocks[std::size_t(index)].kind, m_tray.blocks[std::size_t(index)].cell);
    m_drag = Drag{index, event->position(), event->position() - place.topLeft(), event->position(), false,
                  index == m_picked, m_tray.blocks[std::size_t(index)].cell};
    update();
}

void HuarongDaoWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (m_drag && (event->buttons() & Qt::LeftButton)) {
        follow(event->position());
        update();
    }
    BoardWidget::mouseMoveEvent(event);
}

void HuarongDaoWidget::follow(QPointF pointer)
{
    m_drag->at = pointer;
    if (!m_drag->dragged && (pointer - m_drag->press).manhattanLength() >= QApplication::startDragDistance())
        m_drag->dragged = true;
    if (!m_drag->dragged)
        return;
    // It lands on the place it can reach nearest to where the pointer holds it.
    const Block& block = m_tray.blocks[std::size_t(m_drag->block)];
    const QPointF topLeft = pointer - m_drag->offset;
    auto distance = [&](int cell) {
        const QPointF d = cellRect(cell).topLeft() - topLeft;
        return d.x() * d.x() + d.y() * d.y();
    };
    int landing = block.cell;
    for (const auto& [to, move] : targetsOf(m_drag->block))
        if (distance(to) < distance(landing))
            landing = to;
    m_drag->landing = landing;
}

void HuarongDaoWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_drag) {
        BoardWidget::mouseReleaseEvent(event);
        return;
    }
    follow(event->position());
    const Drag drag = *m_drag;
    m_drag.reset();
    event->accept();
    update();
    const Block block = m_tray.blocks[std::size_t(drag.block)];
    if (!drag.dragged) { // a click: the block is picked up, or put back
        if (drag.wasPicked)
            drop();
        else
            pick(drag.block);
    } else if (drag.landing != block.cell) {
        drop();
        const int move = huarong_dao::moveIndex(block.cell, drag.landing);
        const Layout l = layout();
        const QPointF topLeft = drag.at - drag.offset - l.grid.topLeft();
        m_carry = Carry{move, state(), QPointF(topLeft.x() / l.cell, topLeft.y() / l.cell), true, false};
        emit moveRequested(move);
    }
    updateHover(event->position());
}

// ---- the pointer's items -----------------------------------------------------------------------

int HuarongDaoWidget::Hover::itemAt(const QPointF& pos) const
{
    if (m_board.m_drag)
        return m_board.m_tray.blocks[std::size_t(m_board.m_drag->block)].cell;
    const int cell = m_board.cellAt(pos);
    if (cell < 0)
        return -1;
    if (m_board.isEditing())
        return cell;
    const int index = huarong::blockAt(m_board.m_tray.blocks, cell);
    if (index < 0 || m_board.targetsOf(index).empty())
        return -1;
    return m_board.m_tray.blocks[std::size_t(index)].cell;
}

QString HuarongDaoWidget::Hover::toolTip(int cell) const
{
    const int index = huarong::blockAt(m_board.m_tray.blocks, cell);
    if (m_board.isEditing() || index < 0)
        return {};
    QString who = whoName(m_board.m_tray.blocks[std::size_t(index)].who);
    if (!who.isEmpty())
        who[0] = who[0].toUpper(); // "Soldier: drag it…"
    return tr("%1: drag it to any place it can reach, or click it and then a cell").arg(who);
}

std::optional<Qt::CursorShape> HuarongDaoWidget::Hover::cursorShape(int cell) const
{
    if (m_board.m_drag && m_board.m_drag->dragged)
        return Qt::ClosedHandCursor;
    return cell >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor;
}

std::vector<int> HuarongDaoWidget::Hover::movesOf(int cell) const
{
    std::vector<int> moves;
    const int index = cell >= 0 ? huarong::blockAt(m_board.m_tray.blocks, cell) : -1;
    for (const auto& [to, move] : m_board.targetsOf(index))
        moves.push_back(move);
    return moves;
}

QRectF HuarongDaoWidget::Hover::toolTipClear() const { return m_board.goalRect().united(m_board.captionRect()); }

} // namespace minimoves::app
