#include "board_widget.h"

#include "board_accessible.h"
#include "board_editor.h"
#include "board_hover.h"
#include "board_speech.h"
#include "move_names.h"
#include "game/solver/solver_service.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>

#include <algorithm>
#include <utility>

namespace minimoves::app {

namespace {

// The parts of a board that has none of its own: nothing to say, nothing under the pointer.
const BoardSpeech silentSpeech;
const BoardHover noHover;

} // namespace

BoardWidget::BoardWidget(QWidget* parent, const MoveNames& names)
    : QWidget(parent), m_names(&names), m_speech(&silentSpeech), m_hover(&noHover)
{
    BoardAccessible::installFactory();
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    connect(&m_motion, &MoveAnimation::frame, this, [this] { update(); });
    connect(&m_motion, &MoveAnimation::finished, this, [this] {
        update();
        emit animationFinished();
    });
}

BoardWidget::~BoardWidget()
{
    // The board's own parts went with it: whatever still asks (a screen reader, as the widget goes)
    // finds the defaults.
    m_speech = &silentSpeech;
    m_hover = &noHover;
    m_editor = nullptr;
}

void BoardWidget::setParts(const Parts& parts)
{
    m_speech = parts.speech ? parts.speech : &silentSpeech;
    m_hover = parts.hover ? parts.hover : &noHover;
    m_editor = parts.editor;
}

void BoardWidget::setSolver(SolverService* solver) { m_solver = solver; }

SolverService* BoardWidget::solver() const { return m_solver; }

void BoardWidget::setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle)
{
    endEditing();
    m_motion.stop();
    m_puzzle = std::move(puzzle);
    m_positionShown = false; // until showState() says which position this is
    m_marks.clearForPuzzle();
    emit qualityChanged();
    positionChanged();
    emit hintChanged();
    update();
}

void BoardWidget::showState(StateRank from, int move, StateRank to, bool reverse)
{
    endEditing();
    m_motion.set(from, move, to, reverse);
    m_positionShown = true;
    positionChanged();
    if (!m_motion.start(isVisible())) {
        update();
        if (move >= 0)
            emit animationFinished();
    }
}

QImage BoardWidget::renderFrame(double progress)
{
    QImage image(size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(palette().color(QPalette::Window));
    if (!m_puzzle)
        return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    paintBoard(painter, m_motion.move(), isAnimating() ? progress : 1.0);
    if (!isAnimating())
        for (int m : badgedMoves())
            paintBadge(painter, m);
    return image;
}

void BoardWidget::setHint(const std::vector<int>& optimalMoves, int best)
{
    m_marks.setHint(optimalMoves, best);
    emit hintChanged();
    update();
}

void BoardWidget::setSymbols(bool on)
{
    m_symbols = on;
    emit qualityChanged();
    update();
}

void BoardWidget::setPlainLook(bool on)
{
    m_plainLook = on;
    update();
}

void BoardWidget::paintCaption(QPainter& painter, const QRectF& rect, const QString& text, Qt::Alignment alignment,
                               double pixelSize) const
{
    painter.save();
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(1, int(std::min(pixelSize, rect.height()))));
    painter.setFont(font);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    painter.drawText(rect, int(alignment), text);
    painter.restore();
}

QString BoardWidget::moveDescription(int move) const
{
    if (m_puzzle && (move < 0 || move >= m_puzzle->moveCount()))
        return {};
    if (const auto from = playedFrom(move))
        return m_names->nameFrom(*m_puzzle, *from, move);
    return m_names->name(m_puzzle.get(), move);
}

std::optional<StateRank> BoardWidget::playedFrom(int move) const
{
    if (!m_puzzle || !m_positionShown)
        return std::nullopt;
    const StateRank here = state();
    const StateRank before = animReversed() ? here : animFrom();
    const StateRank after = animReversed() ? animFrom() : here;
    if (before != after && m_puzzle->apply(before, move) == after)
        return before;
    if (before != after && animReversed()) {
        // After an undo, the move shown is the one to redo; any other is the one that led here
        // (the next to undo): it is played from the position before it.
        for (int back = 0; back < m_puzzle->moveCount(); ++back) {
            const StateRank previous = m_puzzle->apply(here, back);
            if (previous != here && m_puzzle->apply(previous, move) == here)
                return previous;
        }
    }
    if (m_puzzle->apply(here, move) != here)
        return here;
    return std::nullopt;
}

bool BoardWidget::event(QEvent* event)
{
    const QEvent::Type type = event->type();
    const bool result = dispatchEvent(event);
    // A key or a click may have moved the keyboard's cursor: the screen reader's focus follows.
    if (type == QEvent::KeyPress || type == QEvent::MouseButtonPress || type == QEvent::MouseButtonRelease)
        tellCursor();
    return result;
}

bool BoardWidget::dispatchEvent(QEvent* event)
{
    if (isEditing() && editorEvent(event))
        return true;
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        // The editor's bar explains its gestures: no move tooltips while editing.
        QString tip = isEditing() ? QString() : m_hover->toolTipAt(help->pos());
        const QString quality =
            isEditing() ? QString() : qualityToolTip(movesOfItem(m_hover->itemAt(help->pos())));
        if (!quality.isEmpty())
            tip = tip.isEmpty() ? quality : tip + QLatin1Char('\n') + quality;
        if (tip.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(toolTipPlace(help->globalPos(), tip), tip, this);
        }
        return true;
    }
    return QWidget::event(event);
}

// The position editor's gestures take the mouse, and the keys they use.
bool BoardWidget::editorEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
        m_editor->press(static_cast<QMouseEvent*>(event));
        return true;
    case QEvent::MouseButtonRelease:
        m_editor->release(static_cast<QMouseEvent*>(event));
        return true;
    case QEvent::ContextMenu:
        return true;
    case QEvent::KeyPress:
        return m_editor->key(static_cast<QKeyEvent*>(event));
    default:
        return false;
    }
}

void BoardWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_hovered >= 0)
            setToolTip(hoveredToolTip());
    }
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

void BoardWidget::focusInEvent(QFocusEvent* event)
{
    update();
    QWidget::focusInEvent(event);
    // QWidget::setFocus tells the screen reader the board has the focus after this returns: the
    // cursor's item is told after that, or the board's own focus would override it.
    QTimer::singleShot(0, this, [this] {
        m_toldCursor = -2;
        tellCursor();
    });
}

void BoardWidget::focusOutEvent(QFocusEvent* event)
{
    update();
    m_toldCursor = -2;
    QWidget::focusOutEvent(event);
}

// ---- accessibility -----------------------------------------------------------------------------

void BoardWidget::tellCursor()
{
    if (!hasFocus())
        return;
    const int cursor = m_speech->cursorItem();
    if (cursor == m_toldCursor)
        return;
    m_toldCursor = cursor;
    if (cursor >= 0)
        BoardAccessible::sendFocus(this, cursor);
}

void BoardWidget::doAccessibleAction(int item, int action)
{
    if (!m_puzzle || !isEnabled() || isEditing() || item < 0 || item >= m_speech->itemCount())
        return;
    const BoardSpeech::Item it = m_speech->item(item);
    if (action >= 0 && action < int(it.actions.size()))
        emit moveRequested(it.actions[std::size_t(action)].second);
}

// ---- layout ------------------------------------------------------------------------------------

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().window());
    if (!m_puzzle)
        return;
    const int move = m_motion.move();
    const double progress = m_motion.progress();
    painter.save();
    paintBoard(painter, move, progress);
    painter.restore();
    // The move-quality badges, over the board, once it rests (not on a position being set up).
    if (move < 0 && !isEditing())
        for (int m : badgedMoves())
            paintBadge(painter, m);
    if (isEditing() && editPick() >= 0) {
        const QRectF picked = m_editor->pickedRect(editPick());
        painter.setPen(QPen(bestHintColor(), std::max(3.0, picked.width() / 14), Qt::SolidLine, Qt::RoundCap,
                            Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(picked, picked.width() / 8, picked.width() / 8);
    }
}

// ---- position editor ---------------------------------------------------------------------------

void BoardWidget::beginEditing()
{
    if (!m_puzzle || !m_editor)
        return;
    const bool animating = isAnimating();
    m_motion.stop();
    if (animating)
        emit animationFinished(); // the view has settled: whoever waits for the move's end goes on
    // Begun again, the draft starts over from what it shows, and still goes back to the game.
    auto game = m_draft ? m_draft->gamePuzzle() : m_puzzle; // copied: emplace() ends the old draft first
    const StateRank gameState = m_draft ? m_draft->gameState() : state();
    m_draft.emplace(std::move(game), gameState, m_puzzle, state());
    m_swap.reset();
    // The board's own buttons (moves, a target's or teeth's editor) wait until editing ends; those
    // that only change the view (ViewOnlyProperty: the twisty board's turns and flat net) help the
    // editing too and stay.
    for (QWidget* child : findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (child->isEnabled() && !child->isWindow() && !child->property(ViewOnlyProperty).toBool()) {
            child->setEnabled(false);
            m_disabledForEditing.append(child);
        }
    m_marks.setHint({}, -1);
    emit hintChanged();
    m_positionShown = true;
    positionChanged();
    update();
    emit draftChanged();
}

void BoardWidget::endEditing()
{
    if (!m_draft)
        return;
    m_swap.reset();
    for (const QPointer<QWidget>& child : std::exchange(m_disabledForEditing, {}))
        if (child)
            child->setEnabled(true);
    m_puzzle = m_draft->gamePuzzle();
    m_motion.rest(m_draft->gameState());
    m_draft.reset();
    m_positionShown = true;
    positionChanged();
    update();
    emit editingEnded();
}

void BoardWidget::setDraft(const QString& instance, const QString& state)
{
    if (!m_draft || !m_draft->set(instance, state))
        return;
    m_puzzle = m_draft->puzzle();
    if (const auto position = m_draft->position())
        m_motion.rest(*position);
    m_positionShown = true;
    positionChanged();
    update();
    emit draftChanged();
}

std::optional<std::pair<int, int>> BoardWidget::swapGesture(bool press, int item)
{
    const int held = m_swap.held();
    const auto swap = press ? m_swap.press(item) : m_swap.release(item);
    if (press || m_swap.held() != held)
        update(); // the picked item's outline
    return swap;
}

void BoardWidget::setDraftState(StateRank state)
{
    if (m_puzzle)
        setDraft(draftInstance(), QString::fromStdString(m_puzzle->encodeState(state)));
}

} // namespace minimoves::app
