// The twisty puzzles' 3D board: layout, the view, and the player's input (twisty_widget.h).
#include "twisty_widget.h"

#include <QKeyEvent>
#include <QLineF>
#include <QMouseEvent>
#include <QPushButton>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

namespace {
constexpr double ViewStepDegrees = 30; // an arrow key's or a button's turn of the view
constexpr double DragDegreesPerPixel = 0.5;
// A left drag this far (in pixels, or a quarter of the sticker's size if that is more) turns.
constexpr double DragStart = 10;
} // namespace

TwistyWidget::TwistyWidget(QWidget* parent, const TwistyGeometry& geometry, const TwistyLook& look,
                           const MoveNames& names)
    : BoardWidget(parent, names), m_geometry(geometry), m_look(look), m_view(twistyHomeView(geometry))
{
    setParts({.speech = &m_speechPart, .hover = &m_hoverPart, .editor = &m_editorPart});
    setObjectName(QStringLiteral("twistyBoard"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    createViewButtons();
    retranslate();
}

void TwistyWidget::createViewButtons()
{
    auto button = [this](const char* name) {
        auto* b = new QPushButton(this);
        b->setObjectName(QString::fromLatin1(name));
        b->setFocusPolicy(Qt::NoFocus); // the keys stay on the board (the arrows and N do the same)
        b->setProperty(ViewOnlyProperty, true); // the editor needs every side in sight too
        return b;
    };
    m_turnLeft = button("turnViewLeft");
    m_turnRight = button("turnViewRight");
    m_turnOver = button("turnViewOver");
    m_netButton = button("flatNet");
    m_netButton->setCheckable(true);
    for (QPushButton* arrow : {m_turnLeft, m_turnRight}) { // an arrow each: narrow, so that the row fits a small board
        QFont large = arrow->font();
        large.setPointSizeF(large.pointSizeF() * 1.4);
        arrow->setFont(large);
        arrow->setMaximumWidth(arrow->sizeHint().height() * 2);
    }
    connect(m_turnLeft, &QPushButton::clicked, this, [this] { turnView(-ViewStepDegrees, 0); });
    connect(m_turnRight, &QPushButton::clicked, this, [this] { turnView(ViewStepDegrees, 0); });
    connect(m_turnOver, &QPushButton::clicked, this, [this] { turnView(0, 180); });
    connect(m_netButton, &QPushButton::toggled, this, [this](bool on) { setNetShown(on); });
    m_buttonRow.add({m_turnLeft, m_turnRight, m_turnOver});
    m_buttonRow.add({m_netButton});
}

void TwistyWidget::retranslate()
{
    setAccessibleName(m_look.title ? m_look.title() : QString());
    setAccessibleDescription(tr("A twisty puzzle in 3D. Drag a sticker along its face to turn a layer, click a "
                                "move beside it or type the moves' letters; the arrow keys turn the view."));
    retranslateViewButtons();
}

void TwistyWidget::retranslateViewButtons()
{
    m_turnLeft->setText(QStringLiteral("⟲"));
    m_turnLeft->setAccessibleName(tr("Turn the view left"));
    m_turnLeft->setToolTip(tr("Turn the puzzle in view to the left (Left arrow, or drag with the right button); "
                              "no move"));
    m_turnRight->setText(QStringLiteral("⟳"));
    m_turnRight->setAccessibleName(tr("Turn the view right"));
    m_turnRight->setToolTip(tr("Turn the puzzle in view to the right (Right arrow, or drag with the right button); "
                               "no move"));
    m_turnOver->setText(tr("Turn over"));
    m_turnOver->setAccessibleName(tr("Turn the view over"));
    m_turnOver->setToolTip(tr("Turn the puzzle in view upside down to see its underside (Up and Down arrows turn "
                              "it by steps); no move"));
    m_netButton->setText(tr("Flat net"));
    m_netButton->setAccessibleName(tr("Flat net"));
    m_netButton->setToolTip(tr("Show every sticker at once, the faces unfolded flat (N)"));
}

// ---- layout ----------------------------------------------------------------------------------

TwistyWidget::Layout TwistyWidget::layout() const
{
    Layout l;
    const QRectF area = m_buttonRow.areaAbove(8, 120);
    // The strip: one row an axis, its turns side by side, at the right.
    const int rows = stripRows(), columns = stripColumns();
    l.button = std::clamp(std::min(area.height() / (rows * 1.18), area.width() * 0.22 / columns), 18.0, 46.0);
    const double stripWidth = columns * l.button * 1.18;
    l.strip = QRectF(area.right() - stripWidth, area.center().y() - rows * l.button * 1.18 / 2, stripWidth,
                     rows * l.button * 1.18);
    const QRectF rest(area.left(), area.top(), area.width() - stripWidth - 8, area.height());
    // The goal: the solved puzzle in the top-left corner, a quarter of the smaller side.
    const double goal = std::min(rest.width(), rest.height()) * 0.27;
    const double caption = std::clamp(goal * 0.18, 12.0, 20.0);
    l.goalCaption = QRectF(rest.left(), rest.top(), goal, caption);
    l.goal = QRectF(rest.left(), rest.top() + caption, goal, goal);
    l.puzzle = rest.adjusted(goal * 0.35, 0, 0, 0);
    return l;
}

QRectF TwistyWidget::puzzleRect() const { return layout().puzzle; }
QRectF TwistyWidget::goalRect() const { return layout().goal.united(layout().goalCaption); }
QRectF TwistyWidget::stripRect() const { return layout().strip; }

QRectF TwistyWidget::viewButtonsRect() const
{
    return QRectF(m_turnLeft->geometry().united(m_netButton->geometry()));
}

void TwistyWidget::resizeEvent(QResizeEvent* event)
{
    BoardWidget::resizeEvent(event);
    refreshHover();
}

TwistyCamera TwistyWidget::camera(const QRectF& area) const { return TwistyCamera(m_view, area, m_geometry.radius); }

std::vector<TwistyPatch> TwistyWidget::restingPicture() const
{
    return twistyPicture(m_geometry, TwistyMotion{}, camera(puzzleRect()));
}

int TwistyWidget::stickerAt(const QPointF& point) const
{
    if (m_net)
        return netStickerAt(point);
    return twistyStickerAt(restingPicture(), point);
}

std::optional<QPointF> TwistyWidget::stickerCentre(int sticker) const
{
    if (m_net) {
        // The mean of its corners: inside a triangle too (its box's centre lies on its long side).
        const QPolygonF cell = netCell(sticker, puzzleRect());
        QPointF sum;
        for (const QPointF& corner : cell)
            sum += corner;
        return sum / double(cell.size());
    }
    for (const TwistyPatch& patch : restingPicture())
        if (patch.sticker == sticker)
            return patch.centre;
    return std::nullopt;
}

std::vector<TwistyDragTurn> TwistyWidget::dragTurns(int sticker) const
{
    return m_net ? std::vector<TwistyDragTurn>{} : twistyDragTurns(m_geometry, camera(puzzleRect()), sticker);
}

QPolygonF TwistyWidget::netCell(int sticker, const QRectF& area) const
{
    const QRectF& bounds = m_geometry.netBounds;
    const double scale = std::min(area.width() / bounds.width(), area.height() / bounds.height()) * 0.96;
    const QPointF origin = area.center() - QPointF(bounds.width(), bounds.height()) * scale / 2;
    QPolygonF cell;
    for (const QPointF& p : m_geometry.stickers[std::size_t(sticker)].net)
        cell << origin + (p - bounds.topLeft()) * scale;
    return cell;
}

int TwistyWidget::netStickerAt(const QPointF& point) const
{
    for (std::size_t s = 0; s < m_geometry.stickers.size(); ++s)
        if (netCell(int(s), puzzleRect()).containsPoint(point, Qt::OddEvenFill))
            return int(s);
    return -1;
}

// ---- the moves and their strip ---------------------------------------------------------------

std::optional<TwistyTurn> TwistyWidget::turnOfMove(int move) const
{
    if (!puzzle() || move < 0 || move >= puzzle()->moveCount())
        return std::nullopt;
    return m_geometry.turnOf(puzzle()->moveText(move));
}

int TwistyWidget::moveOfTurn(const TwistyTurn& turn) const
{
    if (!puzzle() || turn.axis < 0 || turn.axis >= int(m_geometry.axes.size()))
        return -1;
    const TwistyAxis& axis = m_geometry.axes[std::size_t(turn.axis)];
    std::string text(1, axis.engineLetter ? axis.engineLetter : axis.letter);
    text += turn.quarters == 2 ? "2" : turn.quarters < 0 ? "'" : "";
    return puzzle()->parseMove(text).value_or(-1);
}

int TwistyWidget::stripRows() const
{
    return int(std::count_if(m_geometry.axes.begin(), m_geometry.axes.end(),
                             [](const TwistyAxis& a) { return !a.complement; }));
}

int TwistyWidget::stripColumns() const
{
    // A metric with half turns has three a row (U U2 U'); the others two.
    return puzzle() && puzzle()->parseMove(std::string(1, m_geometry.axes[0].letter) + "2") ? 3 : 2;
}

int TwistyWidget::stripRowOf(int move) const
{
    const auto turn = turnOfMove(move);
    return turn ? turn->axis : -1; // engine axes come first, in the strip's order
}

int TwistyWidget::stripColumnOf(int move) const
{
    const auto turn = turnOfMove(move);
    if (!turn)
        return -1;
    if (turn->quarters == 1)
        return 0;
    return turn->quarters == 2 ? 1 : stripColumns() - 1;
}

QRectF TwistyWidget::moveButtonRect(int move) const { return moveButtonRect(move, layout()); }

QRectF TwistyWidget::moveButtonRect(int move, const Layout& l) const
{
    const int row = stripRowOf(move), column = stripColumnOf(move);
    if (row < 0 || column < 0)
        return {};
    const double pitch = l.button * 1.18;
    return QRectF(l.strip.left() + column * pitch + (pitch - l.button) / 2,
                  l.strip.top() + row * pitch + (pitch - l.button) / 2, l.button, l.button);
}

int TwistyWidget::moveButtonAt(const QPointF& point) const
{
    if (!puzzle())
        return -1;
    const Layout l = layout();
    for (int m = 0; m < puzzle()->moveCount(); ++m)
        if (moveButtonRect(m, l).contains(point))
            return m;
    return -1;
}

std::optional<QPointF> TwistyWidget::moveBadgeCentre(int move) const
{
    const QRectF button = moveButtonRect(move);
    if (button.isEmpty())
        return std::nullopt;
    return QPointF(button.center().x(), button.top() + button.height() * 0.12);
}

void TwistyWidget::requestTurn(const TwistyTurn& turn)
{
    const int move = moveOfTurn(turn);
    if (move < 0)
        return;
    if (m_geometry.axes[std::size_t(turn.axis)].complement)
        m_pendingComplement = Complement{move, state()};
    else
        m_pendingComplement.reset();
    emit moveRequested(move);
}

// ---- the view --------------------------------------------------------------------------------

void TwistyWidget::setView(const QQuaternion& view)
{
    m_view = view.normalized();
    refreshHover();
    update();
    emit viewChanged();
}

void TwistyWidget::turnView(double across, double down)
{
    setView(QQuaternion::fromAxisAndAngle(1, 0, 0, float(down)) * QQuaternion::fromAxisAndAngle(0, 1, 0, float(across)) *
            m_view);
}

void TwistyWidget::resetView() { setView(twistyHomeView(m_geometry)); }

void TwistyWidget::setNetShown(bool on)
{
    if (m_net == on)
        return;
    m_net = on;
    m_netButton->setChecked(on);
    refreshHover();
    update();
    emit viewChanged();
}

void TwistyWidget::positionChanged()
{
    m_complementShown = -1;
    // A complement's move shown: from now on the view holds the puzzle turned against the engine's
    // layer, so the layer the player turned is the one seen turning (paintBoard draws the rest
    // turning into place).
    if (m_pendingComplement && puzzle() && animFrom() == m_pendingComplement->from && !animReversed() &&
        puzzle()->apply(m_pendingComplement->from, m_pendingComplement->move) == state()) {
        if (const auto turn = turnOfMove(m_pendingComplement->move)) {
            m_view = (m_view * m_geometry.axes[std::size_t(turn->axis)].rotation(turn->quarters).inverted()).normalized();
            m_complementShown = m_pendingComplement->move;
        }
    }
    m_pendingComplement.reset();
    refreshHover();
}

TwistyMotion TwistyWidget::motionOf(int move, double progress) const
{
    const auto turn = turnOfMove(move);
    if (!turn || progress >= 1)
        return {};
    TwistyMotion motion{turn->axis, 0, 0};
    if (move == m_complementShown) {
        // The view already holds the puzzle turned against the layer (positionChanged): the
        // position after the move, its rest turned back by what is still to come.
        motion.restQuarters = turn->quarters * (1 - progress);
    } else {
        motion.layerQuarters = turn->quarters * (animReversed() ? 1 - progress : progress);
    }
    return motion;
}

// ---- input -----------------------------------------------------------------------------------

void TwistyWidget::keyPressEvent(QKeyEvent* event)
{
    const auto modifiers = event->modifiers() & ~Qt::KeypadModifier;
    const int key = event->key();
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_Right:
        turnView(key == Qt::Key_Left ? -ViewStepDegrees : ViewStepDegrees, 0);
        return;
    case Qt::Key_Up:
    case Qt::Key_Down:
        turnView(0, key == Qt::Key_Up ? -ViewStepDegrees : ViewStepDegrees);
        return;
    case Qt::Key_Home:
        resetView();
        return;
    case Qt::Key_N:
        if (modifiers == Qt::NoModifier) {
            setNetShown(!m_net);
            return;
        }
        break;
    default:
        break;
    }
    // A modifier pressed on its own (Shift before the letter of T, Shift+R) keeps a prefix waiting.
    if (key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt || key == Qt::Key_Meta ||
        key == Qt::Key_AltGr) {
        BoardWidget::keyPressEvent(event);
        return;
    }
    // While a position is set up, letters are no moves (the editor has the keys it uses).
    if (modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier) || !puzzle() || isEditing()) {
        BoardWidget::keyPressEvent(event);
        return;
    }
    const bool halfTurns = stripColumns() == 3;
    const bool tips = m_geometry.axisOfLetter('u') >= 0;
    if (key == Qt::Key_2 && halfTurns) {
        m_prefix = '2';
        update();
        return;
    }
    if (key == Qt::Key_T && tips) {
        m_prefix = 'T';
        update();
        return;
    }
    if (key >= Qt::Key_A && key <= Qt::Key_Z) {
        char letter = char('A' + (key - Qt::Key_A));
        if (m_prefix == 'T')
            letter = char(letter - 'A' + 'a');
        const int axis = m_geometry.axisOfLetter(letter);
        const char prefix = m_prefix;
        m_prefix = 0;
        update();
        if (axis >= 0) {
            const int quarters = modifiers & Qt::ShiftModifier ? -1 : prefix == '2' ? 2 : 1;
            requestTurn(TwistyTurn{axis, quarters});
            return;
        }
    }
    if (m_prefix) {
        m_prefix = 0;
        update();
    }
    BoardWidget::keyPressEvent(event);
}

void TwistyWidget::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    if (event->button() == Qt::RightButton) {
        m_viewDrag = event->position();
        return;
    }
    if (event->button() != Qt::LeftButton || !puzzle())
        return;
    const int button = moveButtonAt(event->position());
    if (button >= 0) {
        m_pendingComplement.reset();
        emit moveRequested(button);
        return;
    }
    m_drag = Drag{m_net ? -1 : stickerAt(event->position()), event->position(), false};
}

void TwistyWidget::mouseMoveEvent(QMouseEvent* event)
{
    BoardWidget::mouseMoveEvent(event);
    if (m_viewDrag) {
        const QPointF delta = event->position() - *m_viewDrag;
        m_viewDrag = event->position();
        turnView(delta.x() * DragDegreesPerPixel, delta.y() * DragDegreesPerPixel);
        return;
    }
    if (m_drag.sticker < 0 || m_drag.turned || !(event->buttons() & Qt::LeftButton))
        return;
    const QPointF drag = event->position() - m_drag.start;
    const double size = std::sqrt(std::max(0.0, puzzleRect().width() * puzzleRect().height())) /
                        std::sqrt(double(m_geometry.stickers.size()));
    if (std::hypot(drag.x(), drag.y()) < std::max(DragStart, size / 4))
        return;
    m_drag.turned = true;
    if (const auto turn = twistyTurnForDrag(m_geometry, camera(puzzleRect()), m_drag.sticker, drag))
        requestTurn(*turn);
}

void TwistyWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::RightButton)
        m_viewDrag.reset();
    if (event->button() == Qt::LeftButton)
        m_drag = Drag{};
    updateHover(event->position());
}

} // namespace minimoves::app
