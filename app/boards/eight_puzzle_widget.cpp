#include "eight_puzzle_widget.h"

#include "paint_helpers.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

namespace minimoves::app {

namespace {

constexpr int side = 3;
constexpr int cellCount = side * side;
constexpr QChar blankChar = QLatin1Char('x');

// Sizes in units of the tray's side (the tray with its frame is 1).
constexpr double goalShare = 0.34;    // the goal picture's side
constexpr double spacingShare = 0.09; // between the tray and the goal
constexpr double captionShare = 0.10; // the "Goal" caption's height
constexpr double frameShare = 0.04;   // the tray's frame around the cells

// Fixed colours that read on light and dark windows alike: a slate tray (darker than a light
// window, lighter and bluer than a dark one, with a light rim) and ivory tiles with navy digits.
const QColor frameTop(88, 102, 128);
const QColor frameBottom(62, 72, 94);
const QColor frameRim(128, 142, 168);
const QColor wellTop(34, 40, 53);
const QColor wellBottom(50, 58, 75);
const QColor faceTop(255, 252, 242);
const QColor faceBottom(236, 224, 198);
const QColor faceEdge(168, 148, 112);
const QColor tileSide(190, 170, 134);
const QColor digitColor(38, 50, 80);

bool adjacent(int a, int b) { return std::abs(a / side - b / side) + std::abs(a % side - b % side) == 1; }

struct TileLook {
    double lift = 0;      // pixels the tile is raised (hover, drag)
    int hint = 0;         // 0 none, 1 an optimal move, 2 the best one
    bool symbols = false; // colour-blind marks on hinted tiles
    bool flat = false;    // the goal's small tiles
    QColor glow;          // a ring in the palette's highlight (a raised tile), invalid for none
    QColor hintColor;     // the mark's colour when hint > 0
};

// A tile filling `box` (its footprint on the tray): a shadow, the tile's side seen below its face,
// the face with the number, then the hint marks.
void drawTile(QPainter& painter, const QRectF& box, QChar label, const TileLook& look)
{
    const double w = box.width();
    const double depth = look.flat ? w * 0.045 : w * 0.075;
    const double radius = w * 0.13;
    const QRectF face(box.left(), box.top() - look.lift, w, box.height() - depth);
    const double edge = std::max(1.0, w * 0.012);

    painter.setPen(Qt::NoPen);
    QPainterPath shadow;
    const double spread = look.lift * 0.5;
    shadow.addRoundedRect(box.translated(0, depth * 0.45 + look.lift * 0.35).adjusted(-spread, -spread, spread, spread),
                          radius, radius);
    painter.fillPath(shadow, QColor(0, 0, 0, look.lift > 0 ? 95 : 60));

    QPainterPath body;
    body.addRoundedRect(QRectF(face.left(), face.top(), w, box.bottom() - face.top()), radius, radius);
    painter.fillPath(body, tileSide);

    QPainterPath top;
    top.addRoundedRect(face, radius, radius);
    QLinearGradient shade(face.topLeft(), face.bottomLeft());
    shade.setColorAt(0, look.lift > 0 ? QColor(255, 255, 250) : faceTop);
    shade.setColorAt(1, look.lift > 0 ? faceBottom.lighter(104) : faceBottom);
    painter.fillPath(top, shade);
    painter.setPen(QPen(faceEdge, edge));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(top);

    if (look.glow.isValid()) {
        const double width = std::max(1.5, w * 0.03);
        painter.setPen(QPen(look.glow, width));
        painter.drawRoundedRect(face.adjusted(width, width, -width, -width), radius * 0.8, radius * 0.8);
    }

    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(6, int(face.height() * 0.56)));
    painter.setFont(font);
    painter.setPen(digitColor);
    painter.drawText(face, Qt::AlignCenter, QString(label));

    if (look.hint > 0) {
        const QColor color = look.hintColor;
        const double width = w * (look.hint == 2 ? 0.08 : 0.05);
        const QRectF ring = face.adjusted(width / 2 + edge, width / 2 + edge, -width / 2 - edge, -width / 2 - edge);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(color.darker(210), width + 2 * edge, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawRoundedRect(ring, radius * 0.8, radius * 0.8);
        painter.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawRoundedRect(ring, radius * 0.8, radius * 0.8);
        if (look.symbols) {
            const QPointF corner = face.topRight() + QPointF(-w * 0.25, w * 0.25);
            painter.setPen(QPen(color.darker(210), edge));
            painter.setBrush(color);
            if (look.hint == 2)
                painter.drawPath(starPath(corner, w * 0.12));
            else
                painter.drawEllipse(corner, w * 0.065, w * 0.065);
        }
    }
}

// A tray: the slate frame with a well under every cell of `grid`.
void drawTray(QPainter& painter, const QRectF& tray, const QRectF& grid)
{
    const double cell = grid.width() / side;
    const double radius = tray.width() * 0.05;
    QPainterPath shadow;
    shadow.addRoundedRect(tray.translated(0, std::max(1.0, tray.width() * 0.008)), radius, radius);
    painter.fillPath(shadow, QColor(0, 0, 0, 70));
    QPainterPath frame;
    frame.addRoundedRect(tray, radius, radius);
    QLinearGradient shade(tray.topLeft(), tray.bottomLeft());
    shade.setColorAt(0, frameTop);
    shade.setColorAt(1, frameBottom);
    painter.fillPath(frame, shade);
    painter.setPen(QPen(frameRim, std::max(1.0, tray.width() * 0.004)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(frame);
    painter.setPen(Qt::NoPen);
    for (int c = 0; c < cellCount; ++c) {
        const QRectF well = QRectF(grid.left() + (c % side) * cell, grid.top() + (c / side) * cell, cell, cell)
                                .adjusted(cell * 0.03, cell * 0.03, -cell * 0.03, -cell * 0.03);
        QPainterPath path;
        path.addRoundedRect(well, cell * 0.12, cell * 0.12);
        QLinearGradient dark(well.topLeft(), well.bottomLeft());
        dark.setColorAt(0, wellTop);
        dark.setColorAt(1, wellBottom);
        painter.fillPath(path, dark);
    }
}

} // namespace

EightPuzzleWidget::EightPuzzleWidget(QWidget* parent) : BoardWidget(parent)
{
    setObjectName(QStringLiteral("eightPuzzleBoard"));
    retranslate();
}

void EightPuzzleWidget::retranslate()
{
    setAccessibleName(tr("Eight Puzzle"));
    setAccessibleDescription(tr("Eight numbered tiles and a blank on a three by three board. Click a tile beside "
                                "the blank, drag it towards the blank, or press an arrow key to slide a tile into "
                                "the blank."));
}

QString EightPuzzleWidget::keysText()
{
    return tr("An arrow key slides a tile into the blank in the arrow's direction: Left slides the tile right of "
              "the blank leftwards, Up the tile below it upwards.");
}

void EightPuzzleWidget::setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle)
{
    m_press.reset();
    m_carry = {};
    BoardWidget::setPuzzle(std::move(puzzle));
    m_positionKnown = false; // until showState() says which position this is
}

QString EightPuzzleWidget::cellsOf(StateRank state) const
{
    if (!m_puzzle || state >= m_puzzle->stateCount())
        return {};
    const QString text = QString::fromStdString(m_puzzle->encodeState(state));
    return text.size() == cellCount && text.count(blankChar) == 1 ? text : QString();
}

QString EightPuzzleWidget::cells() const { return cellsOf(state()); }

int EightPuzzleWidget::moveForCell(int cell) const
{
    const QString shown = cells();
    if (shown.isEmpty() || cell < 0 || cell >= cellCount || !adjacent(cell, int(shown.indexOf(blankChar))))
        return -1;
    // The move is the one that sends the blank to `cell`, whatever its index or letter.
    for (int move = 0; move < m_puzzle->moveCount(); ++move) {
        const StateRank after = m_puzzle->apply(state(), move);
        if (after != state() && cellsOf(after).indexOf(blankChar) == cell)
            return move;
    }
    return -1;
}

int EightPuzzleWidget::moveForKey(int key) const
{
    const QString shown = cells();
    if (shown.isEmpty())
        return -1;
    const int blank = int(shown.indexOf(blankChar));
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

QString EightPuzzleWidget::slideText(QChar tile, int from, int to)
{
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

QString EightPuzzleWidget::describeMove(StateRank from, int move) const
{
    if (!m_puzzle || move < 0 || move >= m_puzzle->moveCount() || m_puzzle->apply(from, move) == from)
        return moveDescription(move);
    const QString a = cellsOf(from), b = cellsOf(m_puzzle->apply(from, move));
    if (a.isEmpty() || b.isEmpty())
        return moveDescription(move);
    const int tileCell = int(b.indexOf(blankChar));
    return slideText(a[tileCell], tileCell, int(a.indexOf(blankChar)));
}

QString EightPuzzleWidget::moveDescription(int move) const
{
    if (!m_puzzle || move < 0 || move >= m_puzzle->moveCount())
        return {};
    // The position the move is played from: the move just shown (played or undone), else the
    // position on the board.
    if (m_positionKnown) {
        auto describe = [&](StateRank from) {
            const QString a = cellsOf(from), b = cellsOf(m_puzzle->apply(from, move));
            if (a.isEmpty() || b.isEmpty())
                return QString();
            const int tileCell = int(b.indexOf(blankChar));
            return slideText(a[tileCell], tileCell, int(a.indexOf(blankChar)));
        };
        const StateRank before = animReversed() ? state() : animFrom();
        const StateRank after = animReversed() ? animFrom() : state();
        QString text;
        if (before != after && m_puzzle->apply(before, move) == after) {
            text = describe(before);
        } else if (before != after && animReversed()) {
            // After an undo, the move shown is the one to redo; any other is the one that led here
            // (the next to undo): it is described from the position before it.
            for (int back = 0; back < m_puzzle->moveCount() && text.isEmpty(); ++back) {
                const StateRank previous = m_puzzle->apply(state(), back);
                if (previous != state() && m_puzzle->apply(previous, move) == state())
                    text = describe(previous);
            }
        }
        if (text.isEmpty() && m_puzzle->apply(state(), move) != state())
            text = describe(state());
        if (!text.isEmpty())
            return text;
    }
    // No position to read the tile from: the move by its side of the blank.
    const std::string text = m_puzzle->moveText(move);
    if (text == "u")
        return tr("Slide the tile above the blank down");
    if (text == "d")
        return tr("Slide the tile below the blank up");
    if (text == "l")
        return tr("Slide the tile left of the blank right");
    if (text == "r")
        return tr("Slide the tile right of the blank left");
    return BoardWidget::moveDescription(move);
}

EightPuzzleWidget::Layout EightPuzzleWidget::layout() const
{
    const double margin = std::clamp(std::min(width(), height()) * 0.035, 6.0, 28.0);
    const QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    // The goal (its caption above it) beside the tray or under it, whichever lets the tray be larger.
    const QSizeF tray(1, 1), panel(goalShare, captionShare + goalShare);
    const BoardAndPanel beside = placeBoardAndPanel(area, tray, panel, spacingShare, PanelSide::Beside, Scaling{});
    const BoardAndPanel under = placeBoardAndPanel(area, tray, panel, spacingShare, PanelSide::Under, Scaling{});
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

QRectF EightPuzzleWidget::boardRect() const { return layout().board; }

QRectF EightPuzzleWidget::captionRect() const { return layout().caption; }

QRectF EightPuzzleWidget::goalRect() const
{
    const Layout l = layout();
    const double frame = l.goal.width() * 0.06 / 0.88;
    return l.goal.adjusted(-frame, -frame, frame, frame);
}

QRectF EightPuzzleWidget::cellRect(int cell) const
{
    const QRectF grid = layout().grid;
    const double size = grid.width() / side;
    return QRectF(grid.left() + (cell % side) * size, grid.top() + (cell / side) * size, size, size);
}

int EightPuzzleWidget::cellAt(QPointF point) const
{
    const QRectF grid = layout().grid;
    if (!grid.contains(point))
        return -1;
    const double size = grid.width() / side;
    const int column = std::clamp(int((point.x() - grid.left()) / size), 0, side - 1);
    const int row = std::clamp(int((point.y() - grid.top()) / size), 0, side - 1);
    return row * side + column;
}

void EightPuzzleWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const QString shown = cells();
    if (shown.isEmpty())
        return;
    const Layout l = layout();
    const double cell = l.grid.width() / side;
    const double inset = cell * 0.05;
    auto tileBox = [&](QPointF at) { // at: (column, row), fractional while sliding
        return QRectF(l.grid.left() + at.x() * cell + inset, l.grid.top() + at.y() * cell + inset, cell - 2 * inset,
                      cell - 2 * inset);
    };
    auto place = [](int c) { return QPointF(c % side, c / side); };

    // What is drawn: the position, and one tile on its way from `moving` to `blank` (t: 0 → 1).
    QString base = shown;
    int moving = -1, blank = int(shown.indexOf(blankChar));
    double t = 0;
    if (move >= 0 && move < m_puzzle->moveCount()) {
        // Undo plays the move backwards: from the position after it (animFrom()) towards state().
        const StateRank before = animReversed() ? state() : animFrom();
        const StateRank after = m_puzzle->apply(before, move);
        const QString a = cellsOf(before), b = cellsOf(after);
        if (after != before && !a.isEmpty() && !b.isEmpty()) {
            base = a;
            blank = int(a.indexOf(blankChar));
            moving = int(b.indexOf(blankChar));
            t = animReversed() ? 1 - progress : progress;
            if (m_carry.active && !animReversed() && move == m_carry.move && before == m_carry.from)
                t = m_carry.offset + (1 - m_carry.offset) * progress;
        }
    } else if (m_press && m_press->dragged) {
        moving = m_press->cell;
        t = m_press->offset;
    }
    const bool atRest = move < 0;

    drawTray(painter, l.board, l.grid);

    // Hint marks: by the tile each optimal move slides (at rest only).
    std::array<int, cellCount> hint{};
    if (atRest)
        for (int m : hintMoves()) {
            const StateRank after = m_puzzle->apply(state(), m);
            const QString b = after != state() ? cellsOf(after) : QString();
            if (!b.isEmpty())
                hint[b.indexOf(blankChar)] = std::max(hint[b.indexOf(blankChar)], m == hintBest() ? 2 : 1);
        }
    const double lift = cell * 0.035;
    QColor glow = palette().color(QPalette::Highlight);
    glow.setAlpha(170);
    for (int c = 0; c < cellCount; ++c) {
        if (c == blank || c == moving)
            continue;
        TileLook look;
        look.hint = hint[c];
        look.hintColor = hint[c] == 2 ? bestHintColor() : hintColor();
        look.symbols = symbols();
        if (atRest && c == hoveredItem()) {
            look.lift = lift;
            look.glow = glow;
        }
        drawTile(painter, tileBox(place(c)), base[c], look);
    }
    if (moving >= 0) { // last: it passes over the tray between two wells
        TileLook look;
        look.symbols = symbols();
        if (atRest) { // dragged by the pointer
            look.lift = lift;
            look.glow = glow;
            look.hint = hint[moving];
            look.hintColor = hint[moving] == 2 ? bestHintColor() : hintColor();
        }
        const QPointF from = place(moving), to = place(blank);
        drawTile(painter, tileBox(from + (to - from) * t), base[moving], look);
    }

    // The goal: 1 2 3 / 4 5 6 / 7 8 and the blank, small, under its caption.
    paintCaption(painter, l.caption, tr("Goal"), Qt::AlignHCenter | Qt::AlignBottom,
                 std::max(10.0, l.caption.height() * 0.62));
    const double goalCell = l.goal.width() / side;
    const double goalFrame = l.goal.width() * 0.06 / 0.88;
    drawTray(painter, l.goal.adjusted(-goalFrame, -goalFrame, goalFrame, goalFrame), l.goal);
    TileLook flat;
    flat.flat = true;
    for (int c = 0; c + 1 < cellCount; ++c)
        drawTile(painter,
                 QRectF(l.goal.left() + (c % side) * goalCell, l.goal.top() + (c / side) * goalCell, goalCell, goalCell)
                     .adjusted(goalCell * 0.06, goalCell * 0.06, -goalCell * 0.06, -goalCell * 0.06),
                 QChar(QLatin1Char('1' + c)), flat);
}

void EightPuzzleWidget::keyPressEvent(QKeyEvent* event)
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

void EightPuzzleWidget::mousePressEvent(QMouseEvent* event)
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

void EightPuzzleWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (m_press && (event->buttons() & Qt::LeftButton)) {
        follow(event->position());
        update();
    }
    BoardWidget::mouseMoveEvent(event);
}

void EightPuzzleWidget::follow(QPointF pointer)
{
    const QPointF delta = pointer - m_press->at;
    if (!m_press->dragged && delta.manhattanLength() >= QApplication::startDragDistance())
        m_press->dragged = true;
    if (!m_press->dragged)
        return;
    const QRectF from = cellRect(m_press->cell);
    const QRectF to = cellRect(int(cells().indexOf(blankChar)));
    const QPointF way = (to.center() - from.center()) / from.width(); // a unit step
    m_press->offset = std::clamp((delta.x() * way.x() + delta.y() * way.y()) / from.width(), 0.0, 1.0);
}

void EightPuzzleWidget::mouseReleaseEvent(QMouseEvent* event)
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

int EightPuzzleWidget::hoverItemAt(const QPointF& pos) const
{
    if (m_press)
        return m_press->cell;
    const int cell = cellAt(pos);
    return moveForCell(cell) >= 0 || (isEditing() && cell >= 0) ? cell : -1;
}

QString EightPuzzleWidget::hoverToolTip(int item) const
{
    const QString shown = cells();
    if (shown.isEmpty() || moveForCell(item) < 0)
        return {};
    return slideText(shown[item], item, int(shown.indexOf(blankChar)));
}

std::vector<int> EightPuzzleWidget::movesOfItem(int cell) const
{
    const int move = cell >= 0 ? moveForCell(cell) : -1;
    return move >= 0 ? std::vector<int>{move} : std::vector<int>{};
}

std::optional<QPointF> EightPuzzleWidget::moveBadgeCentre(int move) const
{
    for (int cell = 0; cell < cellCount; ++cell)
        if (moveForCell(cell) == move) {
            const QRectF r = cellRect(cell);
            return QPointF(r.center().x(), r.top() + r.height() * 0.18);
        }
    return std::nullopt;
}

std::optional<Qt::CursorShape> EightPuzzleWidget::hoverCursor(int item) const
{
    return item >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor;
}

void EightPuzzleWidget::positionChanged()
{
    m_positionKnown = true;
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
